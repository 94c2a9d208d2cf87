// @ts-check
// Serves build/ over HTTP the way a static host does (clean URLs, 404.html for unknown
// paths). The end-to-end tests start it; `--base /wrong/` mounts the site under a path the
// build was not made for, which is how the base-URL banner test misconfigures a host.
// CommonJS, because Playwright compiles the TypeScript tests that import it to CommonJS.
const {createServer} = require('node:http');
const path = require('node:path');
const {parseArgs} = require('node:util');
const handler = require('serve-handler');

const buildDir = path.resolve(__dirname, '..', 'build');

/**
 * @param {{port: number, host?: string, base?: string, dir?: string}} options
 * @returns {Promise<import('node:http').Server>}
 */
function serveBuild({port, host = '127.0.0.1', base = '/', dir = buildDir}) {
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    if (!url.startsWith(base)) {
      response.writeHead(404, {'content-type': 'text/plain'}).end('Not under the served base path');
      return;
    }
    request.url = '/' + url.slice(base.length);
    void handler(request, response, {public: dir, cleanUrls: true, trailingSlash: false, directoryListing: false});
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

module.exports = {serveBuild, buildDir};

if (require.main === module) {
  const {values} = parseArgs({
    options: {port: {type: 'string', default: '4173'}, base: {type: 'string', default: '/'}, dir: {type: 'string'}},
  });
  const dir = values.dir ?? buildDir;
  void serveBuild({port: Number(values.port), base: values.base, dir}).then(() => {
    console.log(`Serving ${dir} at http://127.0.0.1:${values.port}${values.base}`);
  });
}
