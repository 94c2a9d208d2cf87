/**
 * Stand-ins for the server API in the package's browser build.
 *
 * @remarks
 * A client bundle that imports `@inkwell/cms` (a `'use client'` module, or the docs site's
 * live demos) gets `index.browser.js` through the `browser` export condition, so it never
 * includes the data-store and media SDKs. Reaching for the server API there is a mistake
 * that should say so at once, rather than fail later inside a missing Node module.
 *
 * @internal
 * @module
 */
import type {InkwellAuthApi} from './auth/api.js';
import type {InkwellEnvServer} from './server/types.js';

/** An object that throws a clear error on any use, naming where `name` can be used instead. */
export function serverOnly<T extends object>(name: string): T {
  return new Proxy({} as T, {
    get(_target, property) {
      if (property === Symbol.toStringTag) return `${name} (server only)`;
      throw new Error(
        `${name} is server-only: this is the browser build of @inkwell/cms. ` +
          `Use ${name} in a route handler or a server component, and pass what it returns to the components as props.`,
      );
    },
  });
}

export const Inkwell: InkwellEnvServer = serverOnly<InkwellEnvServer>('Inkwell');
export const InkwellAuth: InkwellAuthApi = serverOnly<InkwellAuthApi>('InkwellAuth');
