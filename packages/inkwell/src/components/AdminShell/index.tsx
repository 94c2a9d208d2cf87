import type React from 'react';

import type {ResolveResult} from '../../types.js';
import {cx} from '../internal/cx.js';
import {InkwellRouter} from '../InkwellRouter/index.js';
import {AdminShellBar} from './AdminShellBar.js';

/** A resolve result {@link AdminShell} frames: the admin screens, sign-in and first-run setup. */
export type AdminScreenResult = Extract<
  ResolveResult,
  {
    /** The screens the shell frames. */
    kind: 'dashboard' | 'edit-post' | 'edit-page' | 'media' | 'users' | 'settings' | 'sign-in' | 'setup';
  }
>;

const ADMIN_KINDS: ReadonlySet<ResolveResult['kind']> = new Set([
  'dashboard',
  'edit-post',
  'edit-page',
  'media',
  'users',
  'settings',
  'sign-in',
  'setup',
]);

/**
 * Tells an admin screen from a page of the site, to frame it with {@link AdminShell} rather
 * than the site's own header and footer.
 *
 * @param result - What `Inkwell.resolve(path)` found.
 * @returns `true` for the dashboard, the editors, the media, users and settings screens, sign-in
 * and setup (the paths under `/admin/` and `/setup`); `false` for posts, pages, the post list
 * and "not found".
 *
 * @example
 * Admin screens in Inkwell's frame; every other path in the site's own, passed in as `siteFrame`:
 * ```tsx
 * import type {ReactNode} from 'react';
 * import {AdminShell, isAdminScreen, type ResolveResult} from '@inkwell/cms';
 *
 * export function Frame({result, siteFrame}: {result: ResolveResult; siteFrame: ReactNode}) {
 *   return isAdminScreen(result) ? <AdminShell result={result} /> : siteFrame;
 * }
 * ```
 */
export function isAdminScreen(result: ResolveResult): result is AdminScreenResult {
  return ADMIN_KINDS.has(result.kind);
}

/** Props of {@link AdminShell}. */
export interface AdminShellProps {
  /** What `Inkwell.resolve(path)` found: an admin screen (see {@link isAdminScreen}). */
  result: ResolveResult;
  /**
   * Accessible name of the admin menu's `nav` landmark.
   *
   * @defaultValue `'Admin'`
   */
  label?: string;
  /** Extra class names for the outer element, which always has `inkwell-admin`. */
  className?: string;
}

/**
 * Renders an admin screen in a frame of its own, instead of the site's header and footer:
 * the admin menu beside the screen on a wide window, above it on a narrow one.
 *
 * @remarks
 * The menu shows the site's name with a **View site** link to the home page, then Dashboard,
 * New post, New page, Media and, for admins, Users and Settings, and the signed-in person with Sign
 * out. The screen you are on is marked with `aria-current="page"` (and highlighted); while a
 * post or page is open in the editor, Dashboard is marked `aria-current="true"`, as that is
 * where its list is. Without a session (the sign-in and setup screens) only the site's name
 * and View site show. On a narrow window the menu is a band above the screen: the site's name
 * and Sign out, then the links, which wrap onto a second line on a phone rather than scroll, so
 * the link you are on is in view from the first paint, before any script runs.
 *
 * The screen itself is {@link InkwellRouter}'s. Like it, the shell has no state of its own, so
 * it renders in a Server Component, inside a {@link SiteProvider} (for the session, the site's
 * name and the current path) and a {@link TooltipProvider} (for the screens' hints).
 *
 * @param props - The resolve result and labelling; see {@link AdminShellProps}.
 * @returns A `div.inkwell-admin` with the menu in a `header` and the screen in `main`.
 *
 * @example
 * The choice the [getting-started guide](/docs/getting-started/create-new-project#the-catch-all-pages)'s
 * `site-layout.tsx` makes, shortened: the shell for admin screens, the site's header and footer
 * (`siteFrame`) for every other path, both inside the providers the screens read.
 * ```tsx
 * import type {ReactNode} from 'react';
 * import {AdminShell, Inkwell, InkwellAuth, isAdminScreen, SiteProvider, TooltipProvider, type Session} from '@inkwell/cms';
 *
 * type Props = {path: string; session: Session | null; siteFrame: ReactNode};
 *
 * export async function Screen({path, session, siteFrame}: Props) {
 *   const result = await Inkwell.resolve(path, {session});
 *   return (
 *     <SiteProvider
 *       site={await Inkwell.site.get()}
 *       navigation={await Inkwell.navigation()}
 *       session={session}
 *       providers={[...InkwellAuth.providers]}
 *       currentPath={path}
 *     >
 *       <TooltipProvider>{isAdminScreen(result) ? <AdminShell result={result} /> : siteFrame}</TooltipProvider>
 *     </SiteProvider>
 *   );
 * }
 * ```
 *
 * @see
 * - {@link isAdminScreen}, to choose between the shell and your site's frame.
 * - {@link AdminToolbar}, the bar signed-in people get on the site's own pages.
 */
export function AdminShell(props: AdminShellProps): React.JSX.Element {
  const {result, label = 'Admin', className} = props;
  return (
    <div className={cx('inkwell-admin', className)}>
      <AdminShellBar label={label} />
      <main className="inkwell-admin__main">
        <InkwellRouter result={result} />
      </main>
    </div>
  );
}
