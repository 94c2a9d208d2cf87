// Opened with a query (`/search?q=…`), the search page starts its search as the site's code
// starts, before React hydrates the page, rather than after: hydration needs the page's own
// chunk first, and the engine, index and first results download meanwhile. Other pages load
// nothing of search until it is used.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';

if (
  ExecutionEnvironment.canUseDOM &&
  window.location.pathname.replace(/\/$/, '') === `${siteConfig.baseUrl}search` &&
  new URLSearchParams(window.location.search).get('q')?.trim()
) {
  import('../components/Search/searchPageQuery')
    .then(({startSearchPageQuery}) => startSearchPageQuery(siteConfig.baseUrl, window.location.search))
    .catch(() => undefined);
}
