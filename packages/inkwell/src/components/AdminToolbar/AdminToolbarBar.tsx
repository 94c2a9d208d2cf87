'use client';

import * as Tooltip from '@radix-ui/react-tooltip';
import type React from 'react';

import {cx} from '../internal/cx.js';
import {useSite} from '../SiteProvider/index.js';
import {editHref, type AdminToolbarEditTarget} from './edit-target.js';

/** Props of {@link AdminToolbarBar}: only what the browser needs, never a whole post or list. */
export interface AdminToolbarBarProps {
  /** The item "Edit this page" opens, or `null` for no such link. */
  target: AdminToolbarEditTarget | null;
  label: string;
  className: string | undefined;
}

const ROLE_NAMES = {admin: 'Admin', editor: 'Editor'} as const;

/**
 * The toolbar itself, in the browser as well as on the server: see {@link AdminToolbar}.
 *
 * @internal
 */
export function AdminToolbarBar(props: AdminToolbarBarProps): React.JSX.Element | null {
  const {target, label, className} = props;
  const {session, authBase} = useSite();
  if (!session) return null;

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
