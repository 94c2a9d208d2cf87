// @ts-check
// Lighthouse CI (`npm run lighthouse`): the mobile preset on build/ served by our nginx config.
const {chromiumPath} = require('./scripts/binaries.cjs');

const port = Number(process.env.INKWELL_LIGHTHOUSE_PORT ?? 4180);

/**
 * One page of each kind. The not-found page is audited at its own address: at an unknown one
 * nginx sends it with status 404, which Lighthouse's SEO audit fails by design.
 */
const pages = [
  '/',
  '/docs/getting-started/create-new-project',
  '/docs/using-inkwell/markdown-features',
  '/docs/api/functions/InkwellRouter',
  '/providers',
  '/404',
];

// Performance is a timing on a shared machine, so it only warns; layout shift is held in every run.
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
