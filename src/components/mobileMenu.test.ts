import {describe, expect, it, vi} from 'vitest';
import {closeMobileMenu, isMobileMenuToggle} from './mobileMenu';

/** An element that matches the selectors listed, as `closest` sees them. */
function element(...matches: string[]): Element {
  return {closest: (selector: string) => (matches.includes(selector) ? ({} as Element) : null)} as unknown as Element;
}

describe('mobile menu', () => {
  it("recognises a tap on the theme's toggle, or inside it, and nothing else", () => {
    expect(isMobileMenuToggle(element('.navbar__toggle'))).toBe(true);
    expect(isMobileMenuToggle(element('.navbar-sidebar__close'))).toBe(false);
    expect(isMobileMenuToggle(null)).toBe(false);
    expect(isMobileMenuToggle({} as EventTarget)).toBe(false);
  });

  it("closes the menu with the theme's close button, and does nothing without one", () => {
    const click = vi.fn();
    const querySelector = vi.fn((selector: string) => (selector === '.navbar-sidebar__close' ? {click} : null));
    closeMobileMenu({querySelector});
    expect(click).toHaveBeenCalledTimes(1);
    expect(() => closeMobileMenu({querySelector: () => null})).not.toThrow();
  });
});
