// @ts-check
// Starts Debian's nginx over a built site with the config we ship (deploy/nginx/), as the
// README tells self-hosters to. CommonJS, because Playwright compiles the tests to CommonJS.
const {spawn} = require('node:child_process');
const {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} = require('node:fs');
const {createServer} = require('node:net');
const {tmpdir} = require('node:os');
const path = require('node:path');
const {setTimeout: sleep} = require('node:timers/promises');
const {parseArgs} = require('node:util');
const {nginxPath} = require('../binaries.cjs');

const root = path.resolve(__dirname, '..', '..');
const deployDir = path.join(root, 'deploy', 'nginx');
const mimeTypesCandidates = ['/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types'];
/** Debian's libnginx-mod-http-brotli-static's path, which serves the build's `.br` files, if installed. */
function brotliModule() {
  return [process.env.NGINX_BROTLI_MODULE, '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'].find(
    (candidate) => candidate && existsSync(candidate),
  );
}

/**
 * The shipped server block with its three placeholders filled in, as envsubst would.
 * @param {string} template
 * @param {{listen: string, siteRoot: string, nginxDir: string, brotli?: boolean}} values
 */
function renderServerBlock(template, {listen, siteRoot, nginxDir, brotli = true}) {
  const values = {INKWELL_DOCS_LISTEN: listen, INKWELL_DOCS_ROOT: siteRoot, INKWELL_DOCS_NGINX_DIR: nginxDir};
  // Without the module nginx refuses the directive; the file tells self-hosters to delete it.
  const served = brotli ? template : template.replace(/^\s*brotli_static on;\n/m, '');
  return served.replace(/\$\{(INKWELL_DOCS_[A-Z_]+)\}/g, (whole, name) => {
    const value = values[/** @type {keyof typeof values} */ (name)];
    if (value === undefined) throw new Error(`Unknown placeholder ${whole} in inkwell-docs.conf`);
    return value;
  });
}

/**
 * A minimal nginx.conf around the server block: everything nginx writes goes to `workDir`,
 * so it needs no root-owned paths and several can run at once.
 * @param {string} workDir
 * @param {string} mimeTypes
 * @param {string | undefined} brotli the module's path
 */
function mainConfig(workDir, mimeTypes, brotli) {
  // As root, nginx would switch its workers to `nobody`, who may not read the build.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  const modules = brotli ? `load_module ${brotli};\n` : '';
  return `${modules}${user}worker_processes 1;
daemon off;
pid ${workDir}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  include ${mimeTypes};
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${workDir}/client_body;
  proxy_temp_path ${workDir}/proxy;
  fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi;
  scgi_temp_path ${workDir}/scgi;
  include ${workDir}/inkwell-docs.conf;
}
`;
}

/** A free port on 127.0.0.1, for callers that do not need a fixed one. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** @param {string} url */
async function waitForServer(url) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    try {
      await fetch(url, {method: 'HEAD'});
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`nginx did not answer at ${url} within 15 s`);
}

/**
 * Serves `siteRoot` with nginx on 127.0.0.1:`port` (0 picks a free one).
 * @param {{siteRoot?: string, port?: number, headersDir?: string}} [options]
 * @returns {Promise<{url: string, stop: () => Promise<void>}>}
 */
async function startNginx({siteRoot = path.join(root, 'build'), port = 0, headersDir = deployDir} = {}) {
  const nginx = nginxPath();
  const mimeTypes = mimeTypesCandidates.find((candidate) => existsSync(candidate));
  if (!mimeTypes) throw new Error('nginx mime.types not found');
  const brotli = brotliModule();
  if (!brotli)
    console.warn(
      'nginx: no brotli_static module (apt-get install libnginx-mod-http-brotli-static); serving gzip only.',
    );
  const chosenPort = port || /** @type {number} */ (await freePort());
  const url = `http://127.0.0.1:${chosenPort}`;
  const workDir = mkdtempSync(path.join(tmpdir(), 'inkwell-nginx-'));
  const template = readFileSync(path.join(deployDir, 'inkwell-docs.conf'), 'utf8');
  writeFileSync(
    path.join(workDir, 'inkwell-docs.conf'),
    renderServerBlock(template, {
      listen: `127.0.0.1:${chosenPort}`,
      siteRoot: path.resolve(siteRoot),
      nginxDir: headersDir,
      brotli: Boolean(brotli),
    }),
  );
  writeFileSync(path.join(workDir, 'nginx.conf'), mainConfig(workDir, mimeTypes, brotli));
  const child = spawn(nginx, ['-p', workDir, '-e', 'stderr', '-c', path.join(workDir, 'nginx.conf')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const early = exited.then((code) => {
    throw new Error(`nginx exited with ${code} before it served`);
  });
  await Promise.race([waitForServer(`${url}/`), early]);
  early.catch(() => undefined);
  return {
    url,
    stop: async () => {
      // QUIT: finish what is in flight, then exit.
      child.kill('SIGQUIT');
      await exited;
      rmSync(workDir, {recursive: true, force: true});
    },
  };
}

module.exports = {startNginx, renderServerBlock, brotliModule};

if (require.main === module) {
  const {values} = parseArgs({options: {port: {type: 'string', default: '0'}, root: {type: 'string'}}});
  void startNginx({port: Number(values.port), siteRoot: values.root}).then((server) => {
    console.log(`nginx serving ${values.root ?? 'build/'} at ${server.url}`);
    const stop = () => void server.stop().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
