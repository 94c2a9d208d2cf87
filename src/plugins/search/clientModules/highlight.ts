// Marks the searched words on a page opened from a result (`?highlight=…`) with Pagefind's highlighter, fetched only then.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';
import {highlightParam} from '../ui/highlightParam';
import './highlight.css';

/** Pagefind's highlighter, which has no types of its own: the options below are its documented ones. */
type HighlightModule = {default: new (options: object) => unknown};

/** Punctuation that may end or start a whole word: `post,` and `(post)` match `post`. */
const wordLimiters = '.,;:!?()[]{}"\'“”‘’`';

/** How long the heading is held at the top while live demos mount and push it down. */
const settleMs = 4000;

/** Keeps the element `hash` names at the top of the window until the reader acts or the page settles. */
function holdHeading(hash: string): void {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  if (!target) return;
  const align = () => target.scrollIntoView({block: 'start'});
  const observer = new ResizeObserver(align);
  const readerActs = new AbortController();
  const stop = () => {
    observer.disconnect();
    readerActs.abort();
  };
  observer.observe(document.body);
  for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'])
    addEventListener(type, stop, {passive: true, signal: readerActs.signal});
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
