import type React from 'react';

import type {ResolveResult} from '../../types.js';
import {ContentEditor} from '../ContentEditor/index.js';
import {MediaAdmin} from '../MediaAdmin/index.js';
import {PageRenderer} from '../PageRenderer/index.js';
import {PostList} from '../PostList/index.js';
import {SetupForm} from '../SetupForm/index.js';
import {SiteSettingsForm} from '../SiteSettingsForm/index.js';
import {UsersAdmin} from '../UsersAdmin/index.js';
import {Dashboard} from './Dashboard.js';
import {PostView} from './PostView.js';
import {SignInScreen} from './SignInScreen.js';

/** Props of {@link InkwellRouter}. */
export interface InkwellRouterProps {
  /** What `Inkwell.resolve(path)` found for the current path. */
  result: ResolveResult;
  /**
   * Path the blog lives under, passed to {@link PostList} for its links.
   *
   * @defaultValue `'/blog'`
   */
  blogPath?: string;
}

/**
 * Renders whatever `Inkwell.resolve()` found for a path: a page, a post, the post list, the
 * setup form, the dashboard, an editor screen, the media, users or settings screen, sign-in,
 * or "not found".
 *
 * @remarks
 * One component for the catch-all pages of the getting-started guide
 * (`app/inkwell-site/[[...slug]]/page.tsx` for visitors, `app/inkwell-edit/[[...slug]]/page.tsx`
 * for signed-in people). What each kind of {@link ResolveResult} shows:
 *
 * - `page`: {@link PageRenderer}.
 * - `post`: the title, the publication date and the body through {@link MarkdownRenderer}.
 * - `post-list`: a "Latest posts" heading and {@link PostList}.
 * - `setup`: {@link SetupForm}.
 * - `edit-post`, `edit-page`: the editor (title, slug, excerpt for posts, menu settings for
 *   pages, draft/published, and a Markdown field beside a live preview) with Save and, for
 *   existing items, Delete after confirmation. Images go in through the toolbar's "Image…"
 *   button, which opens the media library (`GET <apiBase>/media`): pick an uploaded image to
 *   insert it, delete one no post or page uses, or upload a new one. A new image, or one
 *   dropped or pasted into the body, gets its alt text asked for, is uploaded through
 *   `POST <apiBase>/media` with progress, and goes in as `![alt](url)` at the cursor; a
 *   refused upload or delete shows the server's reason and changes nothing. It calls the HTTP API at
 *   the `apiBase` of the {@link SiteProvider} above it (`/api/inkwell` unless you set it).
 * - `dashboard`: the latest posts and pages, drafts first, each linking to its editor, with
 *   New post and New page.
 * - `media`: every uploaded image with its thumbnail, alt text, size and date, newest first;
 *   change an image's alt text (`PATCH <apiBase>/media/<id>`) or delete one no post or page
 *   uses (a refusal names the posts and pages that use it).
 * - `users`: the admin screen to change roles, remove people and add people by email.
 * - `settings`: the admin screen for the site's name and description, saved through
 *   `PUT <apiBase>/site`.
 * - `sign-in`: one button per configured provider, returning to the current path.
 * - `not-found`: a message and a link to the home page. Set the HTTP status yourself with
 *   Next.js's `notFound()` if you want a 404 status.
 *
 * It has no state of its own, so it can render in a Server Component; the interactive screens
 * are client components inside it. They need a {@link SiteProvider} above.
 *
 * @param props - The resolve result; see {@link InkwellRouterProps}.
 * @returns The screen for the result.
 *
 * @example
 * The catch-all page for signed-in people of the
 * [getting-started guide](/docs/getting-started/create-new-project#the-catch-all-pages),
 * shortened: the guide's renders `site-layout.tsx`, whose `SiteProvider` also holds a toolbar,
 * a header and a footer. It reads the request, so it renders per request, inside `Suspense`:
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
 *
 * @see
 * - {@link SiteProvider}, which must be above it.
 * - {@link PageRenderer}, {@link PostList}, {@link MarkdownRenderer} and {@link SetupForm}, the screens it shows.
 * - {@link AdminToolbar}, for the admin links above the content.
 * - Live demo: [the editor](/docs/using-inkwell/create-a-blog-post#write-the-post), [the users screen](/docs/using-inkwell/users#open-the-users-screen) and [the setup form](/docs/using-inkwell/users#the-first-admin).
 */
export function InkwellRouter(props: InkwellRouterProps): React.JSX.Element {
  const {result, blogPath = '/blog'} = props;
  return <div className="inkwell-root">{screenFor(result, blogPath)}</div>;
}

function screenFor(result: ResolveResult, blogPath: string): React.JSX.Element {
  switch (result.kind) {
    case 'page':
      return <PageRenderer page={result.page} />;
    case 'post':
      return <PostView post={result.post} />;
    case 'post-list':
      return (
        <section className="inkwell-blog" aria-labelledby="inkwell-blog-heading">
          <h1 id="inkwell-blog-heading">Latest posts</h1>
          <PostList posts={result.posts} basePath={blogPath} />
        </section>
      );
    case 'setup':
      return <SetupForm />;
    case 'edit-post':
      // Keyed by item so moving from one item's editor to another's starts from fresh state.
      return <ContentEditor key={result.post?.id ?? 'new-post'} kind="post" item={result.post} />;
    case 'edit-page':
      return <ContentEditor key={result.page?.id ?? 'new-page'} kind="page" item={result.page} />;
    case 'dashboard':
      return <Dashboard posts={result.posts} pages={result.pages} />;
    case 'media':
      return <MediaAdmin media={result.media} />;
    case 'users':
      return <UsersAdmin users={result.users} />;
    case 'settings':
      return <SiteSettingsForm site={result.site} />;
    case 'sign-in':
      return <SignInScreen providers={result.providers} />;
    case 'not-found':
      return <NotFound />;
    default:
      return assertNever(result);
  }
}

function NotFound(): React.JSX.Element {
  return (
    <section className="inkwell-not-found" aria-labelledby="inkwell-not-found-heading">
      <h1 id="inkwell-not-found-heading">Page not found</h1>
      <p>There is nothing at this address. It may have moved, or it may not be published yet.</p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </section>
  );
}

function assertNever(value: never): never {
  throw new Error(`InkwellRouter: unknown result ${JSON.stringify(value)}`);
}
