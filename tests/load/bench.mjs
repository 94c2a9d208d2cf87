// @ts-check
// `npm run bench:load`: the load bench of @inkwell/cms (run.ts), in the getting-started guide's
// app, under `next start` on the file store and DynamoDB (dynalite), 10 and --posts posts, at
// 10 connections; exits 1 if a save is lost or a request fails. It lives beside the guide runner
// because it makes its app with the runner's code (TypeScript, loaded through jiti).
//   --posts N     posts in the large run (default 10000)
//   --seconds N   seconds each path is loaded in one round (default 2)
//   --rounds N    measured rounds of each path at each size, the two sizes served at once and
//                 alternating; figures are medians (default 5)
//   --stores a,b  the stores (default file,dynamodb)
//   --keep        keep the built app; --app DIR measures a kept app again
// INKWELL_BENCH_PORT sets the first port (the second is the next one); default: two free ports.
import {createRequire} from 'node:module';
import {createServer} from 'node:net';
import {parseArgs} from 'node:util';

const require = createRequire(import.meta.url);
const {values} = parseArgs({
  options: {
    posts: {type: 'string', default: '10000'},
    seconds: {type: 'string', default: '2'},
    rounds: {type: 'string', default: '5'},
    stores: {type: 'string', default: 'file,dynamodb'},
    keep: {type: 'boolean', default: false},
    app: {type: 'string'},
  },
});
const stores = values.stores.split(',').map((store) => {
  if (store !== 'file' && store !== 'dynamodb') throw new Error(`--stores takes file and dynamodb, not ${store}`);
  return /** @type {'file' | 'dynamodb'} */ (store);
});

/** A port free now, held until the other is chosen so the two differ. @returns {Promise<import('node:net').Server>} */
const holdFreePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
/** @type {[number, number]} */
let ports;
if (process.env.INKWELL_BENCH_PORT) {
  const first = Number(process.env.INKWELL_BENCH_PORT);
  ports = [first, first + 1];
} else {
  const held = [await holdFreePort(), await holdFreePort()];
  ports = /** @type {[number, number]} */ (held.map((server) => /** @type {{port: number}} */ (server.address()).port));
  await Promise.all(held.map((server) => new Promise((done) => server.close(done))));
}

/** @type {import('./run.ts')} */
const {runLoadBench} = require('jiti')(import.meta.url)('./run.ts');
try {
  process.exit(
    await runLoadBench({
      posts: Number(values.posts),
      seconds: Number(values.seconds),
      rounds: Number(values.rounds),
      connections: 10,
      ports,
      stores,
      keep: values.keep,
      app: values.app,
    }),
  );
} catch (error) {
  console.error(error);
  process.exit(1);
}
