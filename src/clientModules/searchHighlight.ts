// Marks the searched words on a page opened from a search result (`?highlight=…`, set by
// Pagefind on result URLs). Pagefind's highlighter (mark.js, about 10 KB gzip) is fetched
// only then, from the index folder the build writes.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';
import {highlightParam} from '../components/Search/highlightParam';
import './searchHighlight.css';

type HighlightModule = {
  default: new (options: {
    highlightParam: string;
    markContext: string;
    addStyles: boolean;
    markOptions: {className: string; exclude: string[]};
  }) => unknown;
};

const module: ClientModule = {
  onRouteDidUpdate({location}) {
    if (!ExecutionEnvironment.canUseDOM || !new URLSearchParams(location.search).has(highlightParam)) return;
    import(/* webpackIgnore: true */ `${siteConfig.baseUrl}pagefind/pagefind-highlight.js`)
      .then(({default: PagefindHighlight}: HighlightModule) => {
        new PagefindHighlight({
          highlightParam,
          markContext: 'main',
          addStyles: false,
          markOptions: {className: 'search-highlight', exclude: ['pre *', '.hash-link', 'nav *']},
        });
      })
      .catch(() => undefined);
  },
};
export default module;
