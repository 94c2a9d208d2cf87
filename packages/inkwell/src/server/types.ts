/**
 * The public shape of {@link Inkwell}: path resolution, the content services and the HTTP
 * API handler.
 *
 * @module
 */

import type {MediaItem, NavItem, Page, PageOf, Post, ResolveResult, Session, SiteSettings, User} from '../types.js';
import type {MediaUse} from '../content/media.js';
import type {PageInput, PagePatch, PageQuery} from '../content/pages.js';
import type {PostInput, PostPatch, PostQuery} from '../content/posts.js';
import type {UserInput, UserPatch} from '../content/users.js';
import type {StoredMedia, UploadFile} from '../media/types.js';
import type {ChangeListener} from './changes.js';

export type {
  MediaUse,
  PageInput,
  PagePatch,
  PageQuery,
  PostInput,
  PostPatch,
  PostQuery,
  StoredMedia,
  UploadFile,
  UserInput,
  UserPatch,
};

/** Options for {@link InkwellServer.resolve}. */
export interface ResolveOptions {
  /**
   * The signed-in person, from `InkwellAuth.getSession`; `null` or omitted for a visitor.
   * Editors and admins also see drafts and the editor screens; admins see the users screen.
   */
  session?: Session | null;
  /**
   * For a visitor (no session): answer from this process's cache of visitors' answers. An
   * answer is kept until a save through this process changes what the path shows (the tags of
   * {@link InkwellServer.cacheTags}), and for at most 10 seconds, so a save by another process
   * or a hand edit shows within that. For code that asks on every request, such as a Next.js
   * proxy that marks unknown paths; `/admin/…` and `/setup` are always answered afresh. A
   * signed-in person's answer is never cached. `false` by default.
   */
  visitorCache?: boolean;
  /**
   * For a signed-in person: the answer is read afresh, and handed to the page of the same
   * request, whose own `resolve` of that path for that person (without `handToPage`) takes it
   * instead of reading the store again, if it comes within 5 seconds and no save came
   * between. A host that runs the proxy in another process than the page loses nothing: the
   * page then reads the store itself. For a Next.js proxy; a visitor's answer is never handed
   * on. `false` by default.
   *
   * @example
   * The proxy of the [getting-started guide](/docs/getting-started/create-new-project#real-404s-for-unknown-paths)
   * asks with both, so a visitor's answer comes from the cache and a signed-in person's is
   * read once for the proxy and the page. It only marks the request, so a route of the app's
   * own still serves its path:
   * ```ts
   * // proxy.ts
   * import {NextResponse, type NextRequest} from 'next/server';
   * import {Inkwell, InkwellAuth} from '@inkwell/cms';
   *
   * export async function proxy(request: NextRequest) {
   *   const {pathname} = request.nextUrl;
   *   if (/^\/inkwell-(site|edit|admin)(\/|$)/.test(pathname)) {
   *     return NextResponse.rewrite(new URL('/inkwell-404', request.url), {status: 404});
   *   }
   *   const headers = new Headers(request.headers);
   *   headers.delete('x-inkwell-not-found');
   *   headers.delete('x-inkwell-visitor');
   *   const session = await InkwellAuth.getSession(request);
   *   const result = await Inkwell.resolve(pathname, {session, visitorCache: true, handToPage: true});
   *   if (result.kind === 'not-found') headers.set('x-inkwell-not-found', '1');
   *   else if (session === null && Inkwell.cacheTags(pathname) !== null) headers.set('x-inkwell-visitor', '1');
   *   return NextResponse.next({request: {headers}});
   * }
   *
   * export const config = {
   *   matcher: ['/((?!api/|_next/|.*\\.).*)'],
   * };
   * ```
   */
  handToPage?: boolean;
}

/** Whether a lookup also finds drafts. */
export interface DraftOptions {
  /** Find drafts too (for editors and admins); `false` by default, so visitors never see them. */
  includeDrafts?: boolean;
}

/** Who wrote a post being created. */
export interface AuthorOptions {
  /** Id of the {@link User} who wrote the post, usually `session.user.id`. */
  author: string;
}

/**
 * Reads and writes posts, applying Inkwell's content rules.
 *
 * @remarks
 * Reads hide drafts unless asked with `includeDrafts`. Writes do not check roles: they are
 * for trusted server code. The HTTP API checks the caller's role before it calls them.
 */
export interface PostService {
  /**
   * Lists posts, newest first.
   *
   * @param query - Page, page size and whether to include drafts.
   * @returns One page of posts.
   * @throws `ValidationError` for a page or page size that is not a whole number in range.
   */
  list(query?: PostQuery): Promise<PageOf<Post>>;

  /**
   * Finds a post by id.
   *
   * @param id - The post's id.
   * @param options - Whether a draft may be returned.
   * @returns The post, or `null` when there is none (or it is a draft and drafts were not asked for).
   */
  get(id: string, options?: DraftOptions): Promise<Post | null>;

  /**
   * Finds a post by slug.
   *
   * @param slug - The post's slug, as in `/blog/<slug>`.
   * @param options - Whether a draft may be returned.
   * @returns The post, or `null`.
   */
  getBySlug(slug: string, options?: DraftOptions): Promise<Post | null>;

  /**
   * Creates a post.
   *
   * @remarks
   * The title is trimmed and required (at most 200 characters). A slug that is left out is
   * derived from the title and numbered if taken (`hello-world-2`); a slug that is given must
   * be free. The excerpt is derived from the body when left blank. Publishing sets `publishedAt`.
   *
   * @param input - Title, slug, body, excerpt and status.
   * @param options - The author's user id.
   * @returns The stored post.
   * @throws `ValidationError` (with `field`) for bad input; `SlugTakenError` for a slug in use.
   */
  create(input: PostInput, options: AuthorOptions): Promise<Post>;

  /**
   * Changes a post; fields left out keep their value.
   *
   * @remarks
   * The first change to `published` sets `publishedAt`, which later changes keep. An excerpt
   * that was derived from the body follows the body; one the writer wrote stays.
   *
   * @param id - The post's id.
   * @param patch - The fields to change.
   * @returns The updated post.
   * @throws `NotFoundError`, `ValidationError`, or `SlugTakenError`.
   */
  update(id: string, patch: PostPatch): Promise<Post>;

  /**
   * Deletes a post.
   *
   * @param id - The post's id.
   * @throws `NotFoundError` when there is no such post.
   */
  delete(id: string): Promise<void>;
}

/**
 * Reads and writes pages, applying Inkwell's content rules.
 *
 * @remarks
 * As {@link PostService}: reads hide drafts unless asked, writes are for trusted server code.
 * The slugs `admin`, `api`, `blog`, `setup` and `uploads` are kept for Inkwell's own routes.
 */
export interface PageService {
  /**
   * Lists pages in navigation order (`navOrder`, then title).
   *
   * @param query - Page, page size and whether to include drafts.
   * @returns One page of pages.
   */
  list(query?: PageQuery): Promise<PageOf<Page>>;

  /**
   * Finds a page by id.
   *
   * @param id - The page's id.
   * @param options - Whether a draft may be returned.
   * @returns The page, or `null`.
   */
  get(id: string, options?: DraftOptions): Promise<Page | null>;

  /**
   * Finds a page by slug.
   *
   * @param slug - The page's slug, as in `/<slug>`.
   * @param options - Whether a draft may be returned.
   * @returns The page, or `null`.
   */
  getBySlug(slug: string, options?: DraftOptions): Promise<Page | null>;

  /**
   * Creates a page. Title and slug follow the same rules as posts.
   *
   * @param input - Title, slug, body, status, `showInNav` and `navOrder`.
   * @returns The stored page.
   * @throws `ValidationError` (with `field`) for bad input; `SlugTakenError` for a slug in use.
   */
  create(input: PageInput): Promise<Page>;

  /**
   * Changes a page; fields left out keep their value.
   *
   * @param id - The page's id.
   * @param patch - The fields to change.
   * @returns The updated page.
   * @throws `NotFoundError`, `ValidationError`, or `SlugTakenError`.
   */
  update(id: string, patch: PagePatch): Promise<Page>;

  /**
   * Deletes a page.
   *
   * @param id - The page's id.
   * @throws `NotFoundError` when there is no such page.
   */
  delete(id: string): Promise<void>;
}

/**
 * Manages the people who may sign in.
 *
 * @remarks
 * Emails are stored lower-cased and are unique. The site always keeps at least one admin:
 * demoting or removing the last one throws `LastAdminError`.
 */
export interface UserService {
  /**
   * Lists every user, oldest first.
   *
   * @returns All users.
   */
  list(): Promise<User[]>;

  /**
   * Finds a user by id.
   *
   * @param id - The user's id.
   * @returns The user, or `null`.
   */
  get(id: string): Promise<User | null>;

  /**
   * Finds a user by email, ignoring case.
   *
   * @param email - The email address.
   * @returns The user, or `null`.
   */
  getByEmail(email: string): Promise<User | null>;

  /**
   * Adds a user, who may then sign in with a provider that reports this email.
   *
   * @param input - Email, optional name and role (`editor` by default).
   * @returns The stored user.
   * @throws `ValidationError` for a malformed email or role; `EmailTakenError` when the email is a user's already.
   */
  add(input: UserInput): Promise<User>;

  /**
   * Changes a user's role or name.
   *
   * @param id - The user's id.
   * @param patch - The new role and/or name.
   * @returns The updated user.
   * @throws `NotFoundError`, `ValidationError`, or `LastAdminError` when demoting the only admin.
   */
  update(id: string, patch: UserPatch): Promise<User>;

  /**
   * Removes a user.
   *
   * @param id - The user's id.
   * @throws `NotFoundError`, or `LastAdminError` when removing the only admin.
   */
  delete(id: string): Promise<void>;

  /**
   * Signs a user out on every device and browser, as the users screen's "Sign out
   * everywhere" does.
   *
   * @remarks
   * Every session cookie issued to the user so far stops working on its next request; the
   * user can sign in again at once. Use it when a laptop is lost or a cookie may have
   * leaked. Signing out, and a role change, do the same for the user concerned.
   *
   * @param id - The user's id.
   * @returns Nothing, once the sessions are ended.
   * @throws `NotFoundError` when there is no such user.
   *
   * @example
   * ```ts
   * import {Inkwell} from '@inkwell/cms';
   *
   * const user = await Inkwell.users.getByEmail('grace@example.com');
   * if (user) await Inkwell.users.signOutEverywhere(user.id);
   * ```
   */
  signOutEverywhere(id: string): Promise<void>;
}

/** Reads and changes the site settings, and runs first-time setup. */
export interface SiteService {
  /**
   * Reads the site settings.
   *
   * @returns The settings, or `null` before setup.
   */
  get(): Promise<SiteSettings | null>;

  /**
   * Replaces the site settings.
   *
   * @param input - `name` (required, at most 80 characters) and `description` (at most 300).
   * @returns The stored settings.
   * @throws `ValidationError` for an empty name.
   */
  update(input: SiteSettings): Promise<SiteSettings>;

  /**
   * Tells whether the site still needs setup, that is, whether no user exists yet.
   *
   * @returns `true` until the first person signs in.
   */
  needsSetup(): Promise<boolean>;

  /**
   * Saves the settings from the setup form, only while no user exists.
   *
   * @param input - The site's name and description.
   * @returns The stored settings.
   * @throws `SetupClosedError` once someone has signed in; `ValidationError` for an empty name.
   */
  setup(input: SiteSettings): Promise<SiteSettings>;
}

/**
 * The media library: uploaded images, each recorded in the data store with its alt text,
 * size and date, whichever media storage holds the file.
 */
export interface MediaService {
  /**
   * Checks and stores an image under a generated name, and records it in the library.
   *
   * @remarks
   * The file's bytes must be a PNG, JPEG, GIF, WebP or AVIF image (SVG is refused because it
   * can carry scripts) no larger than `INKWELL_MAX_UPLOAD_MB` (5 MB by default). A refused
   * file stores nothing.
   *
   * @param file - The file's name, claimed MIME type and bytes.
   * @param options - `alt`: what the image shows, for people who cannot see it (empty by default).
   * @returns The recorded image: its public URL, storage key, alt text, size, type and date.
   * @throws `InvalidUploadError` (400), `UploadTooLargeError` (413), or `ValidationError` for
   * alt text over 1,000 characters.
   */
  upload(file: UploadFile, options?: {alt?: string}): Promise<MediaItem>;

  /**
   * Lists the uploaded images, newest first.
   *
   * @param query - Page number (from 1) and page size (1 to 100; 10 by default).
   * @returns One page of images.
   */
  list(query?: {page?: number; pageSize?: number}): Promise<PageOf<MediaItem>>;

  /**
   * Finds the posts and pages, drafts included, whose text uses an image.
   *
   * @param id - The image's id.
   * @returns Each post, then each page, that uses it; empty when none does.
   * @throws `NotFoundError` when there is no image with this id.
   */
  usage(id: string): Promise<MediaUse[]>;

  /**
   * Changes an image's alt text, by the rule the upload uses: white space is tidied and at most
   * 1,000 characters are kept. The image and the posts and pages that show it are unchanged.
   *
   * @param id - The image's id, from {@link MediaService.upload} or {@link MediaService.list}.
   * @param patch - `alt`: what the image shows; empty for an image that is only decoration.
   * @returns The image with its new alt text.
   * @throws `ValidationError` for alt text over 1,000 characters, and `NotFoundError` when
   * there is no image with this id.
   *
   * @example
   * ```ts
   * import {Inkwell} from '@inkwell/cms';
   *
   * const [image] = (await Inkwell.media.list()).items;
   * if (image) await Inkwell.media.update(image.id, {alt: 'A fountain pen nib, close up'});
   * ```
   */
  update(id: string, patch: {alt: string}): Promise<MediaItem>;

  /**
   * Deletes an image that no post or page uses: its file and its record.
   *
   * @param id - The image's id, from {@link MediaService.upload} or {@link MediaService.list}.
   * @returns Nothing, once the image is gone.
   * @throws `MediaInUseError` (409) naming the posts and pages that use it, when any does;
   * nothing is deleted then. `NotFoundError` when there is no image with this id.
   */
  delete(id: string): Promise<void>;
}

/** A Fetch-API request handler, as a Next.js route file exports it. */
export type RequestHandler = (request: Request) => Promise<Response>;

/** {@link InkwellServer.handler} under the method names a Next.js route file exports. */
export interface RouteHandlers {
  /** Answers `GET` requests. */
  GET: RequestHandler;
  /** Answers `POST` requests. */
  POST: RequestHandler;
  /** Answers `PATCH` requests. */
  PATCH: RequestHandler;
  /** Answers `PUT` requests. */
  PUT: RequestHandler;
  /** Answers `DELETE` requests. */
  DELETE: RequestHandler;
}

/**
 * The `Inkwell` variable: the {@link InkwellServer} configured from `process.env`, with the
 * start-up check of that environment.
 */
export interface InkwellEnvServer extends InkwellServer {
  /**
   * Checks Inkwell's environment variables, and logs every one to fix when any is missing or
   * wrong.
   *
   * @remarks
   * `Inkwell` reads its configuration on first use, so without this check a production server
   * with a missing `INKWELL_SECRET` starts, says Ready, and fails every request. Call it from
   * `register()` in `instrumentation.ts`, which Next.js runs once as the server starts, and end
   * the process when it returns `false`: Next.js only logs an error thrown from `register()` and
   * keeps serving. The check opens no data store and writes nothing.
   *
   * @param env - The variables to check; `process.env` when left out.
   * @returns `true` when the configuration is usable; `false` after logging, to `console.error`,
   * `[inkwell] Inkwell cannot start.` and one line per variable naming it and the fix.
   *
   * @example
   * ```ts
   * // instrumentation.ts, next to package.json
   * export async function register() {
   *   if (process.env.NEXT_RUNTIME === 'nodejs') {
   *     const {Inkwell} = await import('@inkwell/cms');
   *     if (!Inkwell.checkConfig()) process.exit(1);
   *   }
   * }
   * ```
   */
  checkConfig(env?: Record<string, string | undefined>): boolean;
}

/**
 * The shape of {@link Inkwell}: what a path shows, the content services, the site menu and
 * the HTTP API the admin screens use.
 *
 * @remarks
 * HTTP API, relative to where the handler is mounted (`/api/inkwell`, or `INKWELL_API_PATH`):
 *
 * | method and path | who | body → answer |
 * |---|---|---|
 * | `GET /posts?page=N&pageSize=M` | editor, admin | `PageOf<Post>`, drafts included |
 * | `POST /posts` | editor, admin | `{title, slug?, body?, excerpt?, status?}` → `201 Post` |
 * | `GET`, `PATCH`, `DELETE /posts/:id` | editor, admin | `Post` / `Post` / `204` |
 * | `GET /pages`, `POST /pages`, `GET`/`PATCH`/`DELETE /pages/:id` | editor, admin | as posts, plus `showInNav`, `navOrder` |
 * | `GET /users`, `POST /users` | admin | `User[]` / `{email, name?, role?}` → `201 User` |
 * | `GET`, `PATCH`, `DELETE /users/:id` | admin | `User` / `{role?, name?}` → `User` / `204` |
 * | `DELETE /users/:id/sessions` | admin | `204`: the user is signed out everywhere |
 * | `GET /site` | anyone | `SiteSettings` (404 before setup) |
 * | `PUT /site` | admin | `{name, description?}` → `SiteSettings` |
 * | `POST /setup` | anyone, while no user exists | `{name, description?}` → `201 SiteSettings` |
 * | `GET /media?page=N&pageSize=M` | editor, admin | `PageOf<MediaItem>`, newest first |
 * | `POST /media` | editor, admin | multipart form, fields `file` and `alt?` → `201 MediaItem` |
 * | `GET`, `PATCH`, `DELETE /media/:id` | editor, admin | `MediaItem` / `{alt}` → `MediaItem` / `204` (409 while a post or page uses it) |
 *
 * Every error is a JSON {@link ApiError}: 400 for bad input (with `field`), 401 without a
 * session, 403 for a role that may not do it (or a cross-site request), 404, 405, 409 for a
 * slug or email in use, the last admin or an image in use, 413 for an upload that is too large, 415 for a body
 * that is not JSON (or, for `/media`, not a multipart form). A refused request changes nothing.
 */
export interface InkwellServer {
  /**
   * Finds what to show for a site path, for {@link InkwellRouter} to render.
   *
   * @remarks
   * | path | result |
   * |---|---|
   * | `/` | the page with slug `home` if published, else the first page of posts |
   * | `/blog`, `/blog/page/N` | a page of published posts, newest first, 10 per page |
   * | `/blog/<slug>` | a published post |
   * | `/<slug>` | a published page |
   * | `/setup` | the setup form, only while no user exists |
   * | `/admin/posts/new`, `/admin/posts/<id>` | the post editor, empty or with the post |
   * | `/admin/pages/new`, `/admin/pages/<id>` | the page editor |
   * | `/admin` | the dashboard: recent posts and pages, drafts included |
   * | `/admin/media` | the media screen: the uploaded images, newest first, 24 per page |
   * | `/admin/users` | the users screen, for admins |
   * | `/admin/settings` | the site settings screen, for admins |
   *
   * Admin paths resolve to `sign-in` (with the configured providers) without a session, and
   * to `not-found` for a role that may not use them. Signed-in editors and admins also see
   * drafts at their public paths, as a preview. Anything else is `not-found`. A query string
   * or trailing slash is ignored.
   *
   * @param path - The path part of the URL, such as `/blog/hello-world`.
   * @param options - The signed-in person, if any, and for a Next.js proxy the
   *   `visitorCache` and `handToPage` reads.
   * @returns What the path shows.
   *
   * @example
   * The catch-all page for signed-in people of the
   * [getting-started guide](/docs/getting-started/create-new-project#the-catch-all-pages),
   * shortened: the guide's renders `site-layout.tsx`, whose `SiteProvider` also holds a
   * toolbar, a header and a footer. It reads the request, so it renders per request, inside
   * `Suspense`:
   * ```tsx
   * // app/inkwell-edit/[[...slug]]/page.tsx
   * import {Suspense} from 'react';
   * import {headers} from 'next/headers';
   * import {notFound} from 'next/navigation';
   * import {connection} from 'next/server';
   * import {Inkwell, InkwellAuth, InkwellRouter, SiteProvider} from '@inkwell/cms';
   *
   * type Props = {params: Promise<{slug?: string[]}>};
   *
   * export default function SignedInPage({params}: Props) {
   *   return (
   *     <Suspense>
   *       <Site params={params} />
   *     </Suspense>
   *   );
   * }
   *
   * async function Site({params}: Props) {
   *   await connection();
   *   const {slug = []} = await params;
   *   const path = `/${slug.join('/')}`;
   *   const session = await InkwellAuth.getSession(await headers());
   *   const result = await Inkwell.resolve(path, {session});
   *   if (result.kind === 'not-found') notFound();
   *   return (
   *     <SiteProvider
   *       site={await Inkwell.site.get()}
   *       navigation={await Inkwell.navigation()}
   *       session={session}
   *       providers={[...InkwellAuth.providers]}
   *       currentPath={path}
   *     >
   *       <InkwellRouter result={result} />
   *     </SiteProvider>
   *   );
   * }
   * ```
   */
  resolve(path: string, options?: ResolveOptions): Promise<ResolveResult>;

  /**
   * Posts: list, read and write.
   *
   * @example
   * ```ts
   * import {Inkwell} from '@inkwell/cms';
   *
   * const {items} = await Inkwell.posts.list({pageSize: 5});
   * console.log(items.map((post) => post.title));
   * ```
   */
  readonly posts: PostService;

  /**
   * Pages: list, read and write.
   *
   * @example
   * ```ts
   * import {Inkwell} from '@inkwell/cms';
   *
   * const about = await Inkwell.pages.getBySlug('about');
   * console.log(about?.title ?? 'No published About page');
   * ```
   */
  readonly pages: PageService;

  /**
   * Users: list, add, change role, remove.
   *
   * @example
   * ```ts
   * import {Inkwell} from '@inkwell/cms';
   *
   * await Inkwell.users.add({email: 'Grace@Example.com', role: 'editor'});
   * console.log((await Inkwell.users.getByEmail('grace@example.com'))?.role); // 'editor'
   * ```
   */
  readonly users: UserService;

  /**
   * Site settings and first-run setup.
   *
   * @example
   * The [getting-started guide](/docs/getting-started/create-new-project#the-catch-all-pages)
   * reads the settings in `app/inkwell-site/site-data.ts`, kept in Next.js's cache until a
   * settings change expires `inkwell:site`.
   * ```ts
   * import {Inkwell} from '@inkwell/cms';
   *
   * const site = await Inkwell.site.get();
   * console.log(site?.name ?? 'Not set up yet');
   * ```
   */
  readonly site: SiteService;

  /**
   * The media library: image uploads, their list, and deleting the unused ones.
   *
   * @example
   * ```ts
   * import {readFile} from 'node:fs/promises';
   * import {Inkwell} from '@inkwell/cms';
   *
   * const bytes = new Uint8Array(await readFile('cover.png'));
   * const image = await Inkwell.media.upload({name: 'cover.png', type: 'image/png', bytes}, {alt: 'A pen nib'});
   * console.log(image.url); // /uploads/3f0c…e1.png
   * const {items} = await Inkwell.media.list();
   * console.log(items.map((item) => `${item.alt} (${item.size} bytes)`));
   * await Inkwell.media.delete(image.id); // throws MediaInUseError while a post uses it
   * ```
   */
  readonly media: MediaService;

  /**
   * Builds the site menu: published pages marked "show in navigation", by `navOrder`.
   *
   * @remarks
   * Each entry links to `/<slug>`; the page with slug `home` links to `/`.
   *
   * @returns The menu entries, in order.
   *
   * @example
   * The [getting-started guide](/docs/getting-started/create-new-project#the-catch-all-pages)
   * reads the menu in `app/inkwell-site/site-data.ts`, kept in Next.js's cache until a change
   * to a page in the menu expires `inkwell:menu`.
   * ```ts
   * import {Inkwell} from '@inkwell/cms';
   *
   * for (const item of await Inkwell.navigation()) console.log(item.title, item.href); // About /about
   * ```
   */
  navigation(): Promise<NavItem[]>;

  /**
   * Calls `listener` after every write a visitor can see, with the cache tags it made stale,
   * so an app that caches pages can refresh exactly those.
   *
   * @remarks
   * Every save, publish, unpublish or delete of a post or page, and every change of the site
   * settings (the setup form included), is reported once it is stored, whichever way it came
   * (the HTTP API, {@link InkwellServer.posts}, …), in the same request, so a Next.js route
   * handler can call `revalidateTag` there. The tags are those {@link InkwellServer.cacheTags}
   * gives the paths that show the change: a post's view at its old and new slug, and the post
   * list when the post is or was published; a page's view, and the menu when the page is or
   * was in it; the site settings. Saving a draft that was never published touches no list.
   * Changes to users are not reported: visitors never see them. Listeners are process-wide
   * and called in the order they were added; one that throws is logged, and the write still
   * succeeds.
   *
   * @param listener - Called with `{kind, id, tags}` after each write.
   * @returns A function that removes the listener.
   *
   * @example
   * ```ts title="app/api/inkwell/[...path]/route.ts" check-skip="Next.js 16's revalidateTag(tag, profile); the guide runner builds this file with Next.js 16"
   * import {revalidateTag} from 'next/cache';
   * import {Inkwell} from '@inkwell/cms';
   *
   * // Expire at once, so the next visitor gets the change rather than the stale page.
   * Inkwell.onChange(({tags}) => tags.forEach((tag) => revalidateTag(tag, {expire: 0})));
   *
   * export const {GET, POST, PATCH, PUT, DELETE} = Inkwell.routeHandlers;
   * ```
   */
  onChange(listener: ChangeListener): () => void;

  /**
   * The cache tags of what a visitor sees at a path: the same names {@link InkwellServer.onChange}
   * reports when that content changes.
   *
   * @remarks
   * | path | tags |
   * |---|---|
   * | `/` | `inkwell:page:home`, `inkwell:posts` (the home page, or the post list without one) |
   * | `/blog`, `/blog/page/N` | `inkwell:posts` |
   * | `/blog/<slug>` | `inkwell:post:<slug>` |
   * | `/<slug>` | `inkwell:page:<slug>` |
   *
   * Every one of those also gets `inkwell:menu` and `inkwell:site`, for the menu and the site
   * name around the content. A path that does not exist yet has tags too, so a cached
   * not-found view is refreshed when a post or page takes that slug.
   *
   * @param path - The URL path, such as `/blog/hello-world`.
   * @returns The tags, or `null` for `/admin/…` and `/setup`, which depend on who asks and must
   * not be cached.
   *
   * @example
   * ```ts title="A cached visitor view (Next.js 16)" check-skip="Next.js 16's cacheTag; the guide runner builds this code with Next.js 16"
   * import {cacheTag} from 'next/cache';
   * import {Inkwell} from '@inkwell/cms';
   *
   * export async function visitorView(path: string) {
   *   'use cache';
   *   cacheTag(...(Inkwell.cacheTags(path) ?? []));
   *   return Inkwell.resolve(path);
   * }
   * ```
   */
  cacheTags(path: string): string[] | null;

  /**
   * Answers a request to the HTTP API the admin screens use.
   *
   * @remarks
   * See {@link InkwellServer} for the routes. Every write checks the caller's current role
   * in the data store (not only the one in the session cookie), refuses cross-site requests,
   * and validates the body before changing anything.
   *
   * @param request - A Fetch-API request whose path starts with `/api/inkwell` (or `INKWELL_API_PATH`).
   * @returns A JSON answer, or `204` with no body after a delete.
   *
   * @example
   * Serve the API from any Fetch-API server, here Node with `@hono/node-server`:
   * ```ts
   * import {serve} from '@hono/node-server';
   * import {Inkwell, InkwellAuth} from '@inkwell/cms';
   *
   * serve({
   *   port: 3000,
   *   fetch(request) {
   *     const {pathname} = new URL(request.url);
   *     if (pathname.startsWith('/api/inkwell/')) return Inkwell.handler(request);
   *     if (pathname.startsWith('/api/auth/')) return InkwellAuth.handler(request);
   *     return new Response('Not found', {status: 404});
   *   },
   * });
   * ```
   */
  handler(request: Request): Promise<Response>;

  /**
   * {@link InkwellServer.handler} under each HTTP method name, for a Next.js route file.
   *
   * @example
   * The content API route of the [getting-started guide](/docs/getting-started/create-new-project#content-api),
   * which also expires the cached pages a save changes:
   * ```ts title="app/api/inkwell/[...path]/route.ts" check-skip="Next.js 16's revalidateTag(tag, profile); the guide runner builds this file with Next.js 16"
   * import {revalidateTag} from 'next/cache';
   * import {Inkwell} from '@inkwell/cms';
   *
   * Inkwell.onChange(({tags}) => tags.forEach((tag) => revalidateTag(tag, {expire: 0})));
   *
   * export const {GET, POST, PATCH, PUT, DELETE} = Inkwell.routeHandlers;
   * ```
   */
  readonly routeHandlers: RouteHandlers;
}
