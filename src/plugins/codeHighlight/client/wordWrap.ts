import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';

/**
 * Whether a code block needs its word-wrap button: its lines overflow the `<pre>`, or wrapping
 * is on already (the `<code>` then carries the wrap style, and the button turns it off).
 */
export function isCodeScrollable(pre: HTMLElement): boolean {
  return pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style'));
}

type SizeListener = () => void;
const listeners = new Map<Element, SizeListener>();
let observer: ResizeObserver | undefined;

/**
 * Calls `listener` whenever `element`'s box changes size, and once when it is first laid out
 * with a size, through one ResizeObserver shared by every code block on the page.
 *
 * @remarks
 * This replaces the theme's per-block window resize listener and its MutationObserver on the
 * enclosing hidden tab panel: a block in a hidden panel has no box, so it is reported when
 * its panel is shown. The observer reports after layout, so reading sizes there does not
 * force a layout per block while the page hydrates. Returns a function that stops listening.
 */
export function observeSize(element: Element, listener: SizeListener): () => void {
  observer ??= new ResizeObserver((entries) => {
    for (const entry of entries) listeners.get(entry.target)?.();
  });
  listeners.set(element, listener);
  observer.observe(element);
  return () => {
    listeners.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * The theme's `useCodeWordWrap` (same return shape, same wrap styles), with the cost taken out
 * of hydration: no hook per block that sorts option keys with `localeCompare`, no
 * MutationObserver or window listener per block, and no size read in an effect. When `code`
 * changes (the stack picker's `.env`), the button is re-evaluated even if the box keeps its size.
 */
export function useCodeWordWrap(code: string): {
  codeBlockRef: RefObject<HTMLPreElement | null>;
  isEnabled: boolean;
  isCodeScrollable: boolean;
  toggle: () => void;
} {
  const [isEnabled, setIsEnabled] = useState(false);
  const [scrollable, setScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement | null>(null);
  const update = useCallback(() => {
    const pre = codeBlockRef.current;
    if (pre) setScrollable(isCodeScrollable(pre));
  }, []);

  useEffect(() => {
    const pre = codeBlockRef.current;
    return pre ? observeSize(pre, update) : undefined;
  }, [update]);

  // Not on mount (the observer's first report covers it): after the code changes.
  const shownCode = useRef(code);
  useEffect(() => {
    if (shownCode.current === code) return;
    shownCode.current = code;
    update();
  }, [code, update]);

  const toggle = useCallback(() => {
    const codeElement = codeBlockRef.current?.querySelector('code');
    if (!codeElement) return;
    if (isEnabled) {
      codeElement.removeAttribute('style');
    } else {
      codeElement.style.whiteSpace = 'pre-wrap';
      // As the theme: very long words and tokens wrap too, so no scrollbar is left.
      codeElement.style.overflowWrap = 'anywhere';
    }
    setIsEnabled(!isEnabled);
  }, [isEnabled]);

  return {codeBlockRef, isEnabled, isCodeScrollable: scrollable, toggle};
}
