import type React from 'react';

import type {ResolveResult} from '../../types.js';
import {AdminToolbarBar} from './AdminToolbarBar.js';
import {chooseEditTarget} from './edit-target.js';
import type {AdminToolbarEditTarget} from './edit-target.js';

export type {AdminToolbarEditTarget} from './edit-target.js';

/** Props of {@link AdminToolbar}. */
export interface AdminToolbarProps {
  /**
   * The post or page "Edit this page" opens. Pass `null` to hide that link even when
   * `result` shows an item.
   *
   * @defaultValue derived from `result`: its post or page, if it shows one
   */
  edit?: AdminToolbarEditTarget | null;
  /** What `Inkwell.resolve()` found for the current path; used for "Edit this page" when `edit` is not given. */
  result?: ResolveResult;
  /**
   * Accessible name of the toolbar's `nav` landmark.
   *
   * @defaultValue `'Admin'`
   */
  label?: string;
  /** Extra class names for the `nav` element, which always has `inkwell-toolbar`. */
  className?: string;
}

/**
 * Renders the bar signed-in editors and admins use to write and manage content.
 *
 * @remarks
 * Renders nothing for visitors (no session in the nearest {@link SiteProvider}). For editors
 * and admins it offers Dashboard (`/admin`), New post (`/admin/posts/new`), New page
 * (`/admin/pages/new`), Edit this page (`/admin/posts/<id>` or `/admin/pages/<id>`, only when
 * there is an item to edit) and Sign out (a form POST to `${authBase}/signout`, which works without JavaScript). Admins also
 * get Users (`/admin/users`) and Settings (`/admin/settings`). Each control has a short hint
 * in a tooltip, so it must be inside a {@link TooltipProvider}.
 *
 * Hiding the bar is a convenience, not protection: the admin routes and the HTTP API check
 * the session and role themselves.
 *
 * Rendered from a server component, it sends the browser only the kind and id of the item
 * "Edit this page" opens, never the post or the list of posts in `result`.
 *
 * @param props - What to edit and labelling; see {@link AdminToolbarProps}.
 * @returns A `nav` landmark with the admin links, or `null` without a session.
 *
 * @example
 * The frame both catch-all pages of the
 * [getting-started guide](/docs/getting-started/create-new-project#the-catch-all-pages)
 * render, shortened: the guide's reads the site settings and the menu from Next.js's cache,
 * and adds a header and a footer.
 * ```tsx
 * // app/inkwell-site/site-layout.tsx
 * import {
 *   AdminToolbar,
 *   Inkwell,
 *   InkwellAuth,
 *   InkwellRouter,
 *   SiteProvider,
 *   TooltipProvider,
 *   type Session,
 * } from '@inkwell/cms';
 *
 * export async function readSite(path: string, session: Session | null) {
 *   const [result, site, navigation] = await Promise.all([
 *     Inkwell.resolve(path, {session}),
 *     Inkwell.site.get(),
 *     Inkwell.navigation(),
 *   ]);
 *   return {result, site, navigation};
 * }
 *
 * type SiteData = Awaited<ReturnType<typeof readSite>>;
 *
 * export function SiteLayout({path, session, data}: {path: string; session: Session | null; data: SiteData}) {
 *   const {result, site, navigation} = data;
 *   return (
 *     <SiteProvider
 *       site={site}
 *       navigation={navigation}
 *       session={session}
 *       providers={[...InkwellAuth.providers]}
 *       currentPath={path}
 *     >
 *       <TooltipProvider>
 *         <AdminToolbar result={result} />
 *         <InkwellRouter result={result} />
 *       </TooltipProvider>
 *     </SiteProvider>
 *   );
 * }
 * ```
 *
 * @see
 * - {@link SiteProvider}, which must be above it: the toolbar reads the session and the API paths from it.
 * - {@link InkwellRouter}, whose `result` it takes to link to the post or page on screen.
 * - Live demo: [the toolbar an editor sees](/docs/using-inkwell/create-a-blog-post#open-the-editor), and [an admin's](/docs/using-inkwell/users#roles).
 */
export function AdminToolbar(props: AdminToolbarProps): React.JSX.Element | null {
  const {edit, result, label = 'Admin', className} = props;
  // Picked here, so that in a server component only the target's kind and id reach the
  // browser, not the post or the list of posts the result holds.
  return <AdminToolbarBar target={chooseEditTarget(edit, result)} label={label} className={className} />;
}
