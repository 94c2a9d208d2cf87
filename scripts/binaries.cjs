// @ts-check
// The system's Chromium and nginx, found by the library's own lookup
// (packages/inkwell/test/support/binaries.cjs): the library's tests need them too, and the
// library never imports the site's scripts/, so the site takes the library's.
module.exports = require('../packages/inkwell/test/support/binaries.cjs');
