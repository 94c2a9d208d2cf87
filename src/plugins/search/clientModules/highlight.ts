// Marks the searched words on a page opened from a search result (`?highlight=…`, set by
// Pagefind on result URLs). Pagefind's highlighter (mark.js, about 10 KB gzip) is fetched
// only then, from the index folder the build writes.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';
import {highlightParam} from '../ui/highlightParam';
import './highlight.css';

/** Pagefind's highlighter, which has no types of its own: the options below are its documented ones. */
type HighlightModule = {default: new (options: object) => unknown};

/** Punctuation that may end or start a whole word: `post,` and `(post)` match `post`. */
const wordLimiters = '.,;:!?()[]{}"\'“”‘’`';

/**
 * How long the chosen heading is held at the top of the window while the page settles: live
 * demos mount after the first scroll and push the heading down by their height.
 */
const settleMs = 4000;

/**
 * Keeps the element `hash` names at the top of the window as the page's height changes, until
 * the reader scrolls, types or clicks, or the page has settled.
 * @param hash the URL's `#heading`
 */
function holdHeading(hash: string): void {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  if (!target) return;
  const align = () => target.scrollIntoView({block: 'start'});
  const observer = new ResizeObserver(align);
  const stop = () => {
    observer.disconnect();
    for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const) removeEventListener(type, stop);
  };
  observer.observe(document.body);
  for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const)
    addEventListener(type, stop, {once: true, passive: true});
  setTimeout(stop, settleMs);
}

const module: ClientModule = {
  onRouteDidUpdate({location}) {
    if (!ExecutionEnvironment.canUseDOM || !new URLSearchParams(location.search).has(highlightParam)) return;
    if (location.hash) holdHeading(location.hash);
    import(/* webpackIgnore: true */ `${siteConfig.baseUrl}pagefind/pagefind-highlight.js`)
      .then(({default: PagefindHighlight}: HighlightModule) => {
        new PagefindHighlight({
          highlightParam,
          markContext: 'main',
          addStyles: false,
          // Whole words only: mark.js's default marks a word's letters wherever they stand,
          // so "a" lit up inside every word.
          markOptions: {
            className: 'search-highlight',
            exclude: ['pre *', '.hash-link', 'nav *'],
            accuracy: {value: 'exactly', limiters: [...wordLimiters]},
          },
        });
      })
      .catch(() => undefined);
  },
};
export default module;
