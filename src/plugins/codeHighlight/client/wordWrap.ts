import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';

/** Whether the block's lines overflow, or wrapping is on (the `<code>` has a style). */
export function isCodeScrollable(pre: HTMLElement): boolean {
  return pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style'));
}

type SizeListener = () => void;
const listeners = new Map<Element, SizeListener>();
let observer: ResizeObserver | undefined;

/**
 * Calls `listener` when `element`'s box changes size (a hidden tab panel's block: when it is
 * shown), through one ResizeObserver for the page, which reports after layout: no forced layout
 * per block while hydrating, unlike the theme's resize and mutation listeners.
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

/** The theme's `useCodeWordWrap` (same return shape and wrap styles) on `observeSize`. */
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
    if (!pre) return undefined;
    // A block off screen is not laid out (content-visibility in styles.module.css): it is
    // measured again when it is, which need not change its size.
    pre.addEventListener('contentvisibilityautostatechange', update);
    const unobserve = observeSize(pre, update);
    return () => {
      pre.removeEventListener('contentvisibilityautostatechange', update);
      unobserve();
    };
  }, [update]);

  // The stack picker's `.env` can change the code without changing the box's size.
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
