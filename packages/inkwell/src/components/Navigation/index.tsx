'use client';

import type React from 'react';

import {cx} from '../internal/cx.js';
import {useSite} from '../SiteProvider/index.js';
import {isCurrentPath} from './current-path.js';

/** Props of {@link Navigation}. */
export interface NavigationProps {
  /**
   * Accessible name of the `nav` landmark, which tells it apart from other menus on the page.
   *
   * @defaultValue `'Main'`
   */
  label?: string;
  /** Extra class names for the `nav` element, which always has `inkwell-nav`. */
  className?: string;
}

/**
 * Renders the site menu: the pages marked "show in navigation", in their menu order.
 *
 * @remarks
 * Entries come from the `navigation` prop of the nearest {@link SiteProvider}, in the order
 * given there. The entry whose `href` equals the provider's `currentPath` (ignoring a
 * trailing slash, query and fragment) gets `aria-current="page"`, which is also the hook for
 * its "current" style. Renders nothing when the menu is empty, rather than an empty landmark.
 *
 * @param props - The landmark's label and an optional class name; see {@link NavigationProps}.
 * @returns A `nav` landmark with a list of links, or `null` when there are no entries.
 *
 * @example
 * ```tsx
 * import {Navigation, SiteProvider} from '@inkwell/cms';
 *
 * export function Header() {
 *   return (
 *     <SiteProvider
 *       site={{name: 'Field Notes', description: ''}}
 *       navigation={[
 *         {title: 'Home', href: '/'},
 *         {title: 'About', href: '/about'},
 *       ]}
 *       session={null}
 *       providers={[]}
 *       currentPath="/about"
 *     >
 *       <Navigation label="Site" />
 *     </SiteProvider>
 *   );
 * }
 * ```
 *
 * @see
 * - {@link SiteProvider}, which must be above it and holds the menu.
 * - Live demo: [the menu](/docs/using-inkwell/create-a-page#put-the-page-in-the-menu).
 */
export function Navigation(props: NavigationProps): React.JSX.Element | null {
  const {label = 'Main', className} = props;
  const {navigation, currentPath} = useSite();
  if (navigation.length === 0) return null;
  return (
    <nav aria-label={label} className={cx('inkwell-nav', className)}>
      <ul className="inkwell-nav__list">
        {navigation.map((item) => {
          const current = isCurrentPath(item.href, currentPath);
          return (
            <li className="inkwell-nav__item" key={`${item.href} ${item.title}`}>
              <a className="inkwell-nav__link" href={item.href} aria-current={current ? 'page' : undefined}>
                {item.title}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
