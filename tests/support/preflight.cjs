// @ts-check
// Run first by `npm run test:all`, so a machine without Chromium, nginx or nginx's brotli module
// learns how to install them before a long build.
const {chromiumPath, nginxPath} = require('../../scripts/binaries.cjs');
const {brotliModule} = require('../../scripts/nginx/nginx.cjs');

try {
  chromiumPath();
  nginxPath();
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}
if (!brotliModule()) {
  console.error(
    "The quality gates expect nginx to serve the build's brotli copies, and its brotli_static module was not found.\n" +
      'Install it with:  sudo apt-get update && sudo apt-get install -y libnginx-mod-http-brotli-static\n' +
      'or set NGINX_BROTLI_MODULE to ngx_http_brotli_static_module.so.',
  );
  process.exit(1);
}
