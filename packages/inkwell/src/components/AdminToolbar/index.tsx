'use client';

import * as Tooltip from '@radix-ui/react-tooltip';
import type React from 'react';

import type {ResolveResult} from '../../types.js';
import {cx} from '../internal/cx.js';
import {useSite} from '../SiteProvider/index.js';
import {chooseEditTarget, editHref} from './edit-target.js';
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

const ROLE_NAMES = {admin: 'Admin', editor: 'Editor'} as const;

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
 * @param props - What to edit and labelling; see {@link AdminToolbarProps}.
 * @returns A `nav` landmark with the admin links, or `null` without a session.
 *
 * @example
 * ```tsx
 * import {AdminToolbar, InkwellRouter, Inkwell} from '@inkwell/cms';
 *
 * export default async function CatchAll({params}: {params: Promise<{path?: string[]}>}) {
 *   const {path = []} = await params;
 *   const result = await Inkwell.resolve(`/${path.join('/')}`);
 *   return (
 *     <>
 *       <AdminToolbar result={result} />
 *       <InkwellRouter result={result} />
 *     </>
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
  const {session, authBase} = useSite();
  if (!session) return null;

  const target = chooseEditTarget(edit, result);
  const isAdmin = session.user.role === 'admin';

  return (
    <nav aria-label={label} className={cx('inkwell-toolbar', className)}>
      <p className="inkwell-toolbar__who">
        Signed in as <strong>{session.user.name || session.user.email}</strong>{' '}
        <span className="inkwell-badge">{ROLE_NAMES[session.user.role]}</span>
      </p>
      <ul className="inkwell-toolbar__actions">
        <li>
          <Hint text="Your latest posts and pages, drafts first">
            <a className="inkwell-button" href="/admin">
              Dashboard
            </a>
          </Hint>
        </li>
        <li>
          <Hint text="Start a new blog post; it stays a draft until you publish it">
            <a className="inkwell-button inkwell-button--primary" href="/admin/posts/new">
              New post
            </a>
          </Hint>
        </li>
        <li>
          <Hint text="Create a standalone page, such as About">
            <a className="inkwell-button" href="/admin/pages/new">
              New page
            </a>
          </Hint>
        </li>
        {target ? (
          <li>
            <Hint text={`Open this ${target.kind} in the editor`}>
              <a className="inkwell-button" href={editHref(target)}>
                Edit this page
              </a>
            </Hint>
          </li>
        ) : null}
        {isAdmin ? (
          <li>
            <Hint text="Add people and choose who is an admin">
              <a className="inkwell-button" href="/admin/users">
                Users
              </a>
            </Hint>
          </li>
        ) : null}
        {isAdmin ? (
          <li>
            <Hint text="Change the site's name and description">
              <a className="inkwell-button" href="/admin/settings">
                Settings
              </a>
            </Hint>
          </li>
        ) : null}
        <li>
          <form method="post" action={`${authBase}/signout`} className="inkwell-toolbar__signout">
            <Hint text="End your session in this browser">
              <button className="inkwell-button" type="submit">
                Sign out
              </button>
            </Hint>
          </form>
        </li>
      </ul>
    </nav>
  );
}

/** A control with a tooltip; the control keeps its own accessible name. */
function Hint({text, children}: {text: string; children: React.ReactElement}): React.JSX.Element {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className="inkwell-tooltip" side="bottom" sideOffset={6}>
          {text}
          <Tooltip.Arrow className="inkwell-tooltip__arrow" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
