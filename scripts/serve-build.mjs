// @ts-check
// Serves build/ over HTTP the way a static host does (clean URLs, 404.html for unknown
// paths). The end-to-end tests start it; `--base /wrong/` mounts the site under a path the
// build was not made for, which is how the base-URL banner test misconfigures a host.
import {createServer} from 'node:http';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import handler from 'serve-handler';

const buildDir = fileURLToPath(new URL('../build', import.meta.url));

/**
 * @param {{port: number, host?: string, base?: string, dir?: string}} options
 * @returns {Promise<import('node:http').Server>}
 */
export function serveBuild({port, host = '127.0.0.1', base = '/', dir = buildDir}) {
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({
    options: {port: {type: 'string', default: '4173'}, base: {type: 'string', default: '/'}, dir: {type: 'string'}},
  });
  const port = Number(values.port);
  await serveBuild({port, base: values.base, dir: values.dir ?? buildDir});
  console.log(`Serving ${values.dir ?? buildDir} at http://127.0.0.1:${port}${values.base}`);
}
