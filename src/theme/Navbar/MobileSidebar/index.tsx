// Wrapped so a phone's first visit does not build the closed mobile menu (the whole docs
// sidebar and the navbar's items) in the render that follows hydration: the theme renders it as
// soon as the window measures as mobile, a large part of that blocking render on every page.
// It is built when the browser is next idle, as a transition React can interrupt, or at once
// when the reader taps the menu button first.
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {whenIdle} from '@site/src/components/whenIdle';
import {isMobileMenuToggle} from '@site/src/components/mobileMenu';

export default function MobileSidebarWrapper(): ReactNode {
  const mobile = useWindowSize() === 'mobile';
  const [built, setBuilt] = useState(false);
  useEffect(() => {
    if (!mobile || built) return undefined;
    // Capture phase: the menu is built in the same update as the theme's toggle opens it.
    const onClick = (event: MouseEvent) => {
      if (isMobileMenuToggle(event.target)) setBuilt(true);
    };
    document.addEventListener('click', onClick, true);
    const cancelIdle = whenIdle(() => startTransition(() => setBuilt(true)));
    return () => {
      document.removeEventListener('click', onClick, true);
      cancelIdle();
    };
  }, [mobile, built]);
  // Not built yet: the theme's menu would be closed (visibility: hidden) anyway.
  return built ? <MobileSidebar /> : null;
}
