// Wrapped so a phone's first visit does not build the closed mobile menu (the whole docs
// sidebar and the navbar's items) in the render that follows hydration: the theme renders it as
// soon as the window measures as mobile, a large part of that blocking render on every page.
// It is built when the browser is next idle, as a transition React can
// interrupt, or at once when the reader opens the menu first.
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {whenIdle} from '@site/src/components/whenIdle';

export default function MobileSidebarWrapper(): ReactNode {
  const {shouldRender, shown} = useNavbarMobileSidebar();
  const [built, setBuilt] = useState(false);
  useEffect(() => {
    if (!shouldRender || built) return undefined;
    return whenIdle(() => startTransition(() => setBuilt(true)));
  }, [shouldRender, built]);
  // Closed and not built yet: the theme's menu would be hidden (visibility: hidden) anyway.
  return built || shown ? <MobileSidebar /> : null;
}
