'use client';

import * as Tooltip from '@radix-ui/react-tooltip';
import type React from 'react';

import {cx} from '../internal/cx.js';
import {isCurrentPath} from '../Navigation/current-path.js';
import {useSite} from '../SiteProvider/index.js';
import {editHref, type AdminToolbarEditTarget} from './edit-target.js';

/** Props of {@link AdminToolbarBar}: only what the browser needs, never a whole post or list. */
export interface AdminToolbarBarProps {
  /** The item "Edit this page" opens, or `null` for no such link. */
  target: AdminToolbarEditTarget | null;
  label: string;
  className: string | undefined;
}

export const ROLE_NAMES = {admin: 'Admin', editor: 'Editor'} as const;

/** One of the toolbar's links: where it goes, what it says, and the hint that explains it. */
export interface ToolbarLink {
  href: string;
  label: string;
  hint: string;
}

/** The links every signed-in person gets, before "Edit this page". */
export const WRITING_LINKS: readonly ToolbarLink[] = [
  {href: '/admin', label: 'Dashboard', hint: 'Your latest posts and pages, drafts first'},
  {href: '/admin/posts/new', label: 'New post', hint: 'Start a new blog post; it stays a draft until you publish it'},
  {href: '/admin/pages/new', label: 'New page', hint: 'Create a standalone page, such as About'},
];

/** The links only admins get, after "Edit this page". */
export const ADMIN_LINKS: readonly ToolbarLink[] = [
  {href: '/admin/users', label: 'Users', hint: 'Add people and choose who is an admin'},
  {href: '/admin/settings', label: 'Settings', hint: "Change the site's name and description"},
];

/**
 * The toolbar itself, in the browser as well as on the server: see {@link AdminToolbar}.
 *
 * @internal
 */
export function AdminToolbarBar(props: AdminToolbarBarProps): React.JSX.Element | null {
  const {target, label, className} = props;
  const {session, authBase, currentPath} = useSite();
  if (!session) return null;

  const links: ToolbarLink[] = [
    ...WRITING_LINKS,
    ...(target
      ? [{href: editHref(target), label: 'Edit this page', hint: `Open this ${target.kind} in the editor`}]
      : []),
    ...(session.user.role === 'admin' ? ADMIN_LINKS : []),
  ];

  return (
    <nav aria-label={label} className={cx('inkwell-toolbar', className)}>
      <p className="inkwell-toolbar__who">
        Signed in as <strong>{session.user.name || session.user.email}</strong>{' '}
        <span className="inkwell-badge">{ROLE_NAMES[session.user.role]}</span>
      </p>
      <ul className="inkwell-toolbar__actions">
        {links.map((link) => (
          <li key={link.label}>
            <Hint text={link.hint}>
              {/* Only the screen you are on is marked (and filled), so the bar says where you are. */}
              <a
                className="inkwell-button"
                href={link.href}
                aria-current={isCurrentPath(link.href, currentPath) ? 'page' : undefined}
              >
                {link.label}
              </a>
            </Hint>
          </li>
        ))}
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
