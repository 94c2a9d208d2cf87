/**
 * The theme's mobile menu, driven through its own buttons: theme-common keeps whether the menu
 * is open in a context that only its internal entry point exports. Reading the reader's tap
 * on the theme's toggle, and pressing the theme's close button, does what those buttons do,
 * through the same state.
 */

/** The theme's button that opens the mobile menu (Navbar/MobileSidebar/Toggle). */
const toggleSelector = '.navbar__toggle';
/** The theme's button that closes it (Navbar/MobileSidebar/Header). */
const closeSelector = '.navbar-sidebar__close';

/**
 * Whether an event was a tap on the theme's mobile-menu toggle.
 *
 * @param target - The event's target.
 * @returns `true` for the toggle button or anything inside it.
 * @example
 * document.addEventListener('click', (event) => isMobileMenuToggle(event.target) && build(), true);
 */
export function isMobileMenuToggle(target: EventTarget | null): boolean {
  return (
    typeof (target as Element | null)?.closest === 'function' && (target as Element).closest(toggleSelector) !== null
  );
}

/**
 * Closes the open mobile menu, as its close button does.
 *
 * @param doc - The page's document.
 * @returns Nothing; does nothing when the menu is not built.
 * @example
 * closeMobileMenu(document);
 */
export function closeMobileMenu(doc: Pick<Document, 'querySelector'>): void {
  doc.querySelector<HTMLButtonElement>(closeSelector)?.click();
}
