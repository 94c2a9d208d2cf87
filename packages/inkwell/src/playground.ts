/**
 * `@inkwell/cms/playground`: the parts of Inkwell that run a whole site in a browser page, for
 * the docs' playground and live demos. Everything here needs no Node.js module.
 *
 * Not for a real site: its content lives in memory and is gone when the page closes. A real
 * site uses `Inkwell` and `InkwellAuth` from `@inkwell/cms`.
 *
 * @example
 * ```ts
 * import {createInkwell, MemoryStore, ObjectUrlMediaStorage} from '@inkwell/cms/playground';
 *
 * const media = new ObjectUrlMediaStorage({maxUploadBytes: 5 * 1024 * 1024});
 * const server = createInkwell(
 *   {
 *     url: location.origin,
 *     apiPath: '/api/inkwell',
 *     providers: {},
 *     media: {kind: 'local', dir: '', maxUploadBytes: media.maxUploadBytes},
 *   },
 *   {store: new MemoryStore(), media, getSession: () => Promise.resolve(null)},
 * );
 * const answer = await server.handler(new Request(`${location.origin}/api/inkwell/posts`));
 * ```
 *
 * @packageDocumentation
 */

import {htmlPageParts} from './auth/responses.js';
import {notAddedError} from './auth/rules.js';

export {createInkwell} from './server/create-inkwell.js';
export type {InkwellDeps} from './server/create-inkwell.js';
export {MemoryStore} from './store/memory-store.js';
export {ObjectUrlMediaStorage} from './media/object-url.js';
export type {InkwellServer} from './server/types.js';

/**
 * The page the sign-in route answers (403) when no admin has added the person's email, in two
 * parts: its stylesheet, whose rules reach no further than `main`, and its `<main>`. The same
 * code makes the real page, so a demo of it cannot drift from it.
 *
 * @param email - The email that signed in; it is escaped.
 * @param homeHref - Where the page's "Back to the site" link goes.
 * @returns The page's stylesheet and its `<main>` element, as HTML text.
 *
 * @example
 * ```ts
 * import {notAddedPageParts} from '@inkwell/cms/playground';
 *
 * const {style, main} = notAddedPageParts('sam@example.net', '/');
 * const root = document.body.attachShadow({mode: 'open'});
 * root.innerHTML = `<style>${style}</style>${main}`;
 * ```
 */
export function notAddedPageParts(email: string, homeHref: string): {style: string; main: string} {
  const error = notAddedError(email);
  return htmlPageParts(error.title, error.message, homeHref);
}
