import {useEffect, useRef, type RefObject} from 'react';

/**
 * A marker for the end of a results list: while `more` is true, `showMore` runs whenever the
 * marker is in view inside `root` (or the window), so results load as a reader scrolls or
 * arrows down to them, and at once if the ones shown do not fill the space.
 * @returns the ref to put on the marker element
 */
export function useShowMoreWhenSeen(
  more: boolean,
  showMore: () => void,
  root?: RefObject<HTMLElement | null>,
): RefObject<HTMLDivElement | null> {
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = marker.current;
    if (!more || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) showMore();
      },
      {root: root?.current ?? null},
    );
    observer.observe(element);
    return () => observer.disconnect();
  });
  return marker;
}
