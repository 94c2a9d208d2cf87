// @ts-check
// Lighthouse CI (`npm run lighthouse`, a step of `npm run test:all`): Lighthouse's mobile preset
// with simulated throttling, one run per page, on the production build in build/ served by
// nginx with the config we ship (deploy/nginx/). `npm run bench` runs it with three runs.
const {chromiumPath} = require('./scripts/binaries.cjs');

const port = Number(process.env.INKWELL_LIGHTHOUSE_PORT ?? 4180);

/**
 * One page of each kind: the home page, a guide, the guide with live demos, an API page, a
 * React page and the not-found page. The not-found page is audited at its own address: at an
 * unknown one nginx sends it with status 404, which Lighthouse's SEO audit fails by design.
 */
const pages = [
  '/',
  '/docs/getting-started/create-new-project',
  '/docs/using-inkwell/markdown-features',
  '/docs/api/functions/InkwellRouter',
  '/providers',
  '/404',
];

// Performance is a timing on a shared machine, so it warns and does not fail; the other
// categories do not depend on timing. Layout shift is held in every run: the not-found page's
// help and the API pages' stacked tables once shifted the page after hydration.
const median = {aggregationMethod: 'median'};

module.exports = {
  ci: {
    collect: {
      startServerCommand: `node scripts/nginx/nginx.cjs --port ${port}`,
      startServerReadyPattern: 'nginx serving',
      url: pages.map((path) => `http://127.0.0.1:${port}${path}`),
      numberOfRuns: 1,
      chromePath: chromiumPath(),
      settings: {
        chromeFlags: '--no-sandbox --disable-gpu',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
    },
    assert: {
      assertions: {
        'categories:performance': ['warn', {minScore: 0.95, ...median}],
        'categories:accessibility': ['error', {minScore: 1, ...median}],
        'categories:best-practices': ['error', {minScore: 1, ...median}],
        'categories:seo': ['error', {minScore: 1, ...median}],
        'cumulative-layout-shift': ['error', {maxNumericValue: 0.1, aggregationMethod: 'pessimistic'}],
      },
    },
    upload: {
      target: 'filesystem',
      outputDir: '.lighthouseci/reports',
      reportFilenamePattern: '%%PATHNAME%%.report.%%EXTENSION%%',
    },
  },
};
