// @ts-check
// Per-test durations for finding where `npm test` spends its time: with
// INKWELL_TEST_TIMINGS_DIR=<folder>, each Playwright config also writes Playwright's JSON report
// (every test's duration) to <folder>/<name>.json. Without it, the list reporter alone, as before.
const path = require('node:path');

/**
 * The reporters of one Playwright config; `name` is the report's file name, without `.json`.
 * @param {string} name
 * @returns {import('@playwright/test').ReporterDescription[]}
 */
function reporters(name) {
  const dir = process.env.INKWELL_TEST_TIMINGS_DIR;
  return dir ? [['list'], ['json', {outputFile: path.resolve(dir, `${name}.json`)}]] : [['list']];
}

module.exports = {reporters};
