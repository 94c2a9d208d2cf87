// Opened with a query (`/search?q=…`), the search page starts its search as the site's code
// starts, before React hydrates the page, rather than after: hydration needs the page's own
// chunk first, and the index and first results download meanwhile. Without a query it loads
// the engine, which its HTML has started downloading (the search plugin's preload
// hints), for the query the reader is about to type. Other pages load nothing of search
// until it is used. The chunk is named (searchPageChunk in the search plugin) so that
// search.html can hint it, and it downloads beside main.js rather than after it.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';

if (ExecutionEnvironment.canUseDOM && window.location.pathname.replace(/\/$/, '') === `${siteConfig.baseUrl}search`) {
  import(/* webpackChunkName: "search-page-query" */ '../ui/searchPageQuery')
    .then(({startSearchPageQuery}) => startSearchPageQuery(siteConfig.baseUrl, window.location.search))
    .catch(() => undefined);
}
