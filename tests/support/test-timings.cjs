// @ts-check
// With INKWELL_TEST_TIMINGS_DIR=<folder>, each Playwright config also writes its JSON report (every
// test's duration) to <folder>/<name>.json, for finding where `npm test` spends its time.
const path = require('node:path');

/**
 * @param {string} name the report's file name, without `.json`
 * @returns {import('@playwright/test').ReporterDescription[]}
 */
function reporters(name) {
  const dir = process.env.INKWELL_TEST_TIMINGS_DIR;
  return dir ? [['list'], ['json', {outputFile: path.resolve(dir, `${name}.json`)}]] : [['list']];
}

module.exports = {reporters};
