// The theme's DocSidebarMobile, handing the mobile menu one memoised prop instead of the
// sidebar's four: NavbarSecondaryMenuFiller sorts its props' keys with localeCompare, and on a
// phone that first localeCompare (the browser loading its collation data) falls in the render
// that follows hydration, on every docs page. One key needs no comparison. The
// menu it renders is the theme's; a followed link closes it with the theme's close button
// (src/components/mobileMenu.ts).
import React, {memo, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {NavbarSecondaryMenuFiller, ThemeClassNames} from '@docusaurus/theme-common';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar/Mobile';
import {closeMobileMenu} from '@site/src/components/mobileMenu';

interface Menu {
  sidebar: Props['sidebar'];
  path: string;
}

function DocSidebarMobileSecondaryMenu({menu: {sidebar, path}}: {menu: Menu}): ReactNode {
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      <DocSidebarItems
        items={sidebar}
        activePath={path}
        onItemClick={(item) => {
          // As the theme: a link, or a category with its own page, closes the menu.
          if (item.type === 'link' || (item.type === 'category' && item.href)) closeMobileMenu(document);
        }}
        level={1}
      />
    </ul>
  );
}

function DocSidebarMobile({sidebar, path}: Props): ReactNode {
  const menu = useMemo<Menu>(() => ({sidebar, path}), [sidebar, path]);
  return <NavbarSecondaryMenuFiller component={DocSidebarMobileSecondaryMenu} props={{menu}} />;
}

export default memo(DocSidebarMobile);
