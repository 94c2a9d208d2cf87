// @ts-check
// Serves build/ the way a static host does, for the end-to-end tests; `--base /wrong/` mounts it
// under a path the build was not made for. CommonJS, as Playwright compiles the tests to it.
const {createServer} = require('node:http');
const path = require('node:path');
const {parseArgs} = require('node:util');
const handler = require('serve-handler');

const buildDir = path.resolve(__dirname, '..', '..', 'build');

/**
 * @param {{port: number, base?: string, dir?: string}} options
 * @returns {Promise<import('node:http').Server>}
 */
function serveBuild({port, base = '/', dir = buildDir}) {
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
    server.listen(port, '127.0.0.1', () => resolve(server));
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
