'use client';

import type React from 'react';

import {ADMIN_LINKS, ROLE_NAMES, WRITING_LINKS} from '../AdminToolbar/AdminToolbarBar.js';
import {isCurrentPath, normalizePath} from '../Navigation/current-path.js';
import {useSite} from '../SiteProvider/index.js';

/** The media screen, in the admin menu only: the toolbar on the site's pages keeps to writing. */
const MEDIA_LINK = {href: '/admin/media', label: 'Media'} as const;

/** An existing post's or page's editor: `/admin/posts/<id>` or `/admin/pages/<id>`, not `…/new`. */
const ITEM_EDITOR = /^\/admin\/(posts|pages)\/(?!new$)[^/]+$/;

/**
 * How a link of the admin menu marks itself on `currentPath`: `'page'` for the screen itself,
 * `'true'` for the Dashboard while an existing post or page is open (its lists are where
 * editors open them from), otherwise nothing.
 *
 * @internal
 */
export function currentMark(href: string, currentPath: string): 'page' | 'true' | undefined {
  if (isCurrentPath(href, currentPath)) return 'page';
  if (href === '/admin' && ITEM_EDITOR.test(normalizePath(currentPath))) return 'true';
  return undefined;
}

/**
 * The admin shell's bar: the site's name with a way back to it, and for signed-in people the
 * admin menu and the account. See {@link AdminShell}.
 *
 * @internal
 */
export function AdminShellBar({label}: {label: string}): React.JSX.Element {
  const {site, session, authBase, currentPath} = useSite();
  const links = session ? [...WRITING_LINKS, MEDIA_LINK, ...(session.user.role === 'admin' ? ADMIN_LINKS : [])] : [];
  return (
    <header className="inkwell-admin__bar">
      <div className="inkwell-admin__brand">
        <p className="inkwell-admin__site">{site?.name ?? 'New Inkwell site'}</p>
        <a className="inkwell-admin__view" href="/">
          View site
        </a>
      </div>
      {session ? (
        <>
          <nav aria-label={label} className="inkwell-admin__nav">
            <ul className="inkwell-admin__links">
              {links.map((link) => (
                <li key={link.href}>
                  <a
                    className="inkwell-admin__link"
                    href={link.href}
                    aria-current={currentMark(link.href, currentPath)}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="inkwell-admin__account">
            <p className="inkwell-admin__who">
              <strong>{session.user.name || session.user.email}</strong>{' '}
              <span className="inkwell-badge">{ROLE_NAMES[session.user.role]}</span>
            </p>
            <form method="post" action={`${authBase}/signout`} className="inkwell-admin__signout">
              <button className="inkwell-button" type="submit">
                Sign out
              </button>
            </form>
          </div>
        </>
      ) : null}
    </header>
  );
}
