// The search page starts its search (or, without a query, loads the engine its HTML preloads)
// as the site's code starts, not after hydration. The chunk is named so that search.html can
// preload it (searchPageChunk in the search plugin's indexer.mjs).
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';

if (ExecutionEnvironment.canUseDOM && window.location.pathname.replace(/\/$/, '') === `${siteConfig.baseUrl}search`) {
  import(/* webpackChunkName: "search-page-query" */ '../ui/searchPageQuery')
    .then(({startSearchPageQuery}) => startSearchPageQuery(siteConfig.baseUrl, window.location.search))
    .catch(() => undefined);
}
