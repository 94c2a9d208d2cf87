/**
 * `npm run bench -- --load`: the getting-started guide's app, made as the guide runner makes it,
 * with an app page of its own, served by `next start` on the file store and on DynamoDB
 * (dynalite) with a few posts and with many, under 10 connections from autocannon after an
 * unrecorded warm-up run on each path; and a run in which an editor saves posts through the
 * content API while visitors read, which must lose no save and fail no request.
 */
import {spawn} from 'node:child_process';
import {copyFileSync, mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {removeWorkDir, runAsync, Server, writeAppFile} from '../../../tests/guides/app';
import {startDynalite} from '../../../tests/guides/aws-local';
import {buildApp, guideServerEnv, makeGuideApp, runStepsOutsideRunner, step} from '../../../tests/guides/guide-app';
import {startMockGitHub, type MockGitHub} from '../../../tests/guides/mock-github';
import {callsLine, groupCpuMs, perRequest, startCountingProxy, type CountingProxy} from './store-calls';
import {
  figureOf,
  loadTable,
  secondsFor,
  targetChecks,
  type AutocannonResult,
  type Column,
  type LoadFigure,
  type PathKey,
} from './figures';

export interface LoadBenchOptions {
  /** Seconds autocannon loads each path. */
  seconds: number;
  /** Posts in the large run (the small run has 10). */
  posts: number;
  /** Connections autocannon keeps open. */
  connections: number;
  /** Port `next start` listens on. */
  port: number;
  /** Stores to measure. */
  stores: ('file' | 'dynamodb')[];
  /** An app an earlier run kept (`keep`), measured as it is instead of made and built again. */
  app?: string;
  /** Keeps the built app and prints where, for `app`. */
  keep?: boolean;
}

const SMALL = 10;
const EDITOR = {name: 'Ada Lovelace', email: 'ada@example.com'};
/** The app's own page: no Inkwell code, so it shows what the proxy alone costs. */
const STATIC_PAGE = `export default function StaticPage() {
  return (
    <main>
      <h1>A page of the app</h1>
      <p>Rendered at build time; Inkwell has no part in it.</p>
    </main>
  );
}
`;

/**
 * The app's own page rendered for every request, with nothing in it: the floor of any page
 * that is rendered per request, as Inkwell's catch-all page is.
 */
const DYNAMIC_PAGE = `import {Suspense} from 'react';
import {connection} from 'next/server';

async function Now() {
  await connection();
  return <p>Rendered for this request; Inkwell has no part in it.</p>;
}

export default function DynamicPage() {
  return (
    <main>
      <h1>A dynamic page of the app</h1>
      <Suspense>
        <Now />
      </Suspense>
    </main>
  );
}
`;

const autocannonCli = require.resolve('autocannon/autocannon.js');

/** One autocannon run in a child process, so its own work never slows the servers of this one. */
async function load(url: string, options: LoadBenchOptions, seconds: number, cookie?: string): Promise<LoadFigure> {
  // A request is given up (and counted failed) only after the whole run's time has passed again.
  const timeout = String(Math.max(10, seconds));
  const args = [autocannonCli, '-c', String(options.connections), '-d', String(seconds), '-t', timeout, '-j', '-n'];
  if (cookie) args.push('-H', `cookie=${cookie}`);
  args.push(url);
  const child = spawn(process.execPath, args, {stdio: ['ignore', 'pipe', 'pipe']});
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number>((done) => child.on('close', (status) => done(status ?? 1)));
  if (code !== 0) throw new Error(`autocannon ${url} exited with ${code}:\n${stderr}`);
  return figureOf(JSON.parse(stdout) as AutocannonResult);
}

/** Every `name=value` the response sets, for a `cookie` header. */
function cookiesOf(response: Response): string[] {
  return response.headers.getSetCookie().map((line) => line.split(';', 1)[0] ?? '');
}

/**
 * Signs the editor in as a browser would, through the real OAuth flow against the mock GitHub:
 * the sign-in start, the provider's authorize redirect, the callback. Returns the cookie header.
 */
async function signIn(origin: string, github: MockGitHub): Promise<string> {
  github.identity = {...EDITOR};
  const start = await fetch(`${origin}/api/auth/signin/github?callbackUrl=/blog`, {redirect: 'manual'});
  const authorize = new URL(start.headers.get('location') ?? '');
  if (authorize.hostname !== 'github.com') throw new Error(`Sign-in started at ${authorize.href}, not GitHub.`);
  const mock = await fetch(`${github.origin}/authorize${authorize.search}`, {redirect: 'manual'});
  const callback = mock.headers.get('location') ?? '';
  const done = await fetch(callback, {redirect: 'manual', headers: {cookie: cookiesOf(start).join('; ')}});
  const session = cookiesOf(done).find((pair) => pair.startsWith('inkwell_session=') && pair.length > 16);
  if (!session) throw new Error(`The callback set no session (status ${done.status}).`);
  const who = (await (await fetch(`${origin}/api/auth/session`, {headers: {cookie: session}})).json()) as {
    user?: {role?: string};
  } | null;
  if (who?.user?.role !== 'admin') throw new Error(`Signed in, but the session says ${JSON.stringify(who)}.`);
  return session;
}

/** Fails unless `url` answers 200 with `text` in its body. */
async function expectPage(url: string, text: string, cookie?: string): Promise<void> {
  const response = await fetch(url, {headers: cookie ? {cookie} : {}});
  const html = await response.text();
  if (response.status !== 200 || !html.includes(text)) {
    throw new Error(`${url} answered ${response.status} without "${text}".`);
  }
}

interface LostCheck {
  saves: number;
  lost: string[];
  failedSaves: number;
  failedReads: number;
  reads: number;
}

/**
 * Saves posts through the content API, one after another as an editor would, while autocannon
 * reads `/blog` and a post as visitors; after each save, the next visitor's `/blog` must list it.
 */
async function nothingLost(
  origin: string,
  cookie: string,
  postSlug: string,
  options: LoadBenchOptions,
): Promise<LostCheck> {
  const seconds = Math.max(options.seconds * 2, 10);
  const readers = Promise.all([
    load(`${origin}/blog`, options, seconds),
    load(`${origin}/blog/${postSlug}`, options, seconds),
  ]);
  const result: LostCheck = {saves: 0, lost: [], failedSaves: 0, failedReads: 0, reads: 0};
  const until = Date.now() + (seconds - 2) * 1000;
  // Give the readers a moment to reach full load first.
  await new Promise((done) => setTimeout(done, 1000));
  while (Date.now() < until) {
    const title = `Saved under load ${result.saves + 1} ${Date.now()}`;
    result.saves += 1;
    const saved = await fetch(`${origin}/api/inkwell/posts`, {
      method: 'POST',
      headers: {cookie, 'content-type': 'application/json', origin},
      body: JSON.stringify({title, body: `Written while visitors read.\n\n${title}`, status: 'published'}),
    });
    if (!saved.ok) {
      result.failedSaves += 1;
      console.log(`    save ${result.saves} answered ${saved.status}: ${(await saved.text()).slice(0, 200)}`);
      continue;
    }
    const list = await fetch(`${origin}/blog`);
    const html = await list.text();
    if (list.status !== 200 || !html.includes(title)) result.lost.push(title);
  }
  for (const figure of await readers) {
    result.failedReads += figure.failed;
    result.reads += figure.requests;
  }
  return result;
}

/** Whether every save was in the next list and every request was answered. */
function lostOk(check: LostCheck): boolean {
  return (
    check.saves > 0 && check.lost.length === 0 && check.failedSaves === 0 && check.failedReads === 0 && check.reads > 0
  );
}

function lostLine(store: string, check: LostCheck): string {
  return (
    `${lostOk(check) ? 'ok  ' : 'FAIL'} ${store}: ${check.saves} saves, ${check.saves - check.lost.length - check.failedSaves} in the next /blog, ` +
    `${check.failedSaves} failed; ${check.reads} visitor reads meanwhile, ${check.failedReads} failed`
  );
}

/** The environment of one store: the guide's variables for it, the mock GitHub, a fresh secret. */
async function storeEnvironment(
  store: 'file' | 'dynamodb',
  origin: string,
  github: MockGitHub,
  work: string,
  appDir: string,
  stops: (() => Promise<void>)[],
): Promise<{env: NodeJS.ProcessEnv; proxy?: CountingProxy}> {
  if (store === 'file') return {env: guideServerEnv(origin, github, join(work, 'data'))};
  const dynalite = await startDynalite();
  stops.push(() => dynalite.stop());
  // The app reaches dynalite through a proxy that counts and times each call.
  const proxy = await startCountingProxy(dynalite.endpoint);
  stops.push(() => proxy.stop());
  const env: NodeJS.ProcessEnv = {
    ...guideServerEnv(origin, github),
    INKWELL_DATA_STORE: 'dynamodb',
    DYNAMODB_TABLE: 'inkwell-bench',
    AWS_REGION: 'eu-west-1',
    DYNAMODB_ENDPOINT: proxy.endpoint,
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    INKWELL_MEDIA_STORAGE: 'local',
  };
  await runAsync('npx', ['inkwell-setup-dynamodb'], {cwd: appDir, env});
  return {env, proxy};
}

/** Requests sent one after another to count a path's store calls, before it is loaded. */
const SEQUENTIAL = 20;

/** How long the warm-up's abandoned requests get to finish before anything is counted. */
const WARM_UP_SETTLE_MS = 1000;

/**
 * Seconds of unrecorded load on a path before it is measured: twice the measured run's
 * seconds, since a fresh server is still speeding up through its second run on a path.
 */
function warmUpSeconds(options: LoadBenchOptions): number {
  return options.seconds * 2;
}

/** Measures every path of one store at one size, in a fresh `next start` (so a fresh cache). */
async function measure(
  column: Column,
  appDir: string,
  env: NodeJS.ProcessEnv,
  github: MockGitHub,
  postSlug: string,
  options: LoadBenchOptions,
  proxy: CountingProxy | undefined,
): Promise<LostCheck | null> {
  const origin = `http://localhost:${options.port}`;
  const server = new Server('npx', ['next', 'start', '-p', String(options.port)], appDir, env);
  try {
    await server.ready(`${origin}/static`, 120_000);
    const cookie = await signIn(origin, github);
    const paths: Record<PathKey, {url: string; cookie?: string; text: string}> = {
      static: {url: `${origin}/static`, text: 'A page of the app'},
      dynamic: {url: `${origin}/dynamic`, text: 'Rendered for this request'},
      list: {url: `${origin}/blog`, text: 'Bench post'},
      post: {url: `${origin}/blog/${postSlug}`, text: postSlug.replace('bench-post-', 'Bench post ')},
      page: {url: `${origin}/about`, text: 'Who we are'},
      editorList: {url: `${origin}/blog`, cookie, text: 'New post'},
      editorPost: {url: `${origin}/blog/${postSlug}`, cookie, text: 'Edit this page'},
    };
    for (const [key, path] of Object.entries(paths) as [PathKey, (typeof paths)[PathKey]][]) {
      // Each path answers what it should before it is timed, and its cache is warm.
      await expectPage(path.url, path.text, path.cookie);
      // An unrecorded run under the same load first: a fresh server's first seconds on a path
      // go to compiling its code, and only a warm server's figures compare 10 posts with 10,000.
      await load(path.url, options, warmUpSeconds(options), path.cookie);
      // The sequential requests below start once the warm-up's last requests are answered.
      await new Promise((done) => setTimeout(done, WARM_UP_SETTLE_MS));
      await expectPage(path.url, path.text, path.cookie);
      proxy?.take();
      const alone = Date.now();
      for (let index = 0; index < SEQUENTIAL; index += 1) await expectPage(path.url, path.text, path.cookie);
      const aloneMs = (Date.now() - alone) / SEQUENTIAL;
      const calls = proxy ? perRequest(proxy.take(), SEQUENTIAL) : undefined;
      const group = server.child.pid;
      const cpuBefore = group === undefined ? null : groupCpuMs(group);
      const benchBefore = process.cpuUsage();
      const figure = await load(path.url, options, secondsFor(aloneMs, options), path.cookie);
      const bench = process.cpuUsage(benchBefore);
      const cpuAfter = group === undefined ? null : groupCpuMs(group);
      if (cpuBefore !== null && cpuAfter !== null && figure.requests > 0) {
        figure.cpuMs = (cpuAfter - cpuBefore) / figure.requests;
      }
      // dynalite and the counting proxy run in this process (autocannon in a child of its own).
      const dynaliteMs =
        proxy && figure.requests > 0 ? (bench.user + bench.system) / 1000 / figure.requests : undefined;
      if (calls) figure.storeCalls = calls.calls;
      column.figures[key] = figure;
      console.log(
        `    ${key.padEnd(10)} ${figure.reqPerSec.toFixed(0)} req/s, p50 ${figure.p50} ms, p99 ${figure.p99} ms, ${figure.failed} failed` +
          (figure.cpuMs !== undefined ? `, server CPU ${figure.cpuMs.toFixed(1)} ms a request` : '') +
          (dynaliteMs !== undefined ? `, dynalite CPU ${dynaliteMs.toFixed(1)} ms a request` : '') +
          `; one at a time ${aloneMs.toFixed(0)} ms a request` +
          (calls ? `; store calls: ${callsLine(calls)}` : ''),
      );
    }
    if (column.posts === SMALL) return null;
    console.log(`    nothing lost: saving posts through the content API while visitors read /blog and a post`);
    return await nothingLost(origin, cookie, postSlug, options);
  } finally {
    await server.stop();
  }
}

/**
 * Runs the load bench and prints its table, the targets met and the nothing-lost check.
 *
 * @returns The exit code: 1 when a save was lost or any request failed.
 */
export async function runLoadBench(options: LoadBenchOptions): Promise<number> {
  runStepsOutsideRunner();
  const started = Date.now();
  const work = options.app ? join(options.app, '..') : mkdtempSync(join(tmpdir(), 'inkwell-load-'));
  const appDir = options.app ?? join(work, 'my-site');
  const stops: (() => Promise<void>)[] = [];
  const columns: Column[] = [];
  const lostChecks: {store: string; check: LostCheck}[] = [];
  try {
    if (!options.app) {
      await makeGuideApp(work, appDir);
      await step(
        'The static and dynamic pages',
        "app/static/page.tsx and app/dynamic/page.tsx: pages of the app's own, to compare with",
        () => {
          writeAppFile(appDir, 'app/static/page.tsx', STATIC_PAGE);
          writeAppFile(appDir, 'app/dynamic/page.tsx', DYNAMIC_PAGE);
        },
      );
      await step('next build', "the guide's app, built as the guide runner builds it", () => {
        buildApp(appDir);
      });
    }
    rmSync(join(work, 'data'), {recursive: true, force: true});
    copyFileSync(join(__dirname, 'seed.mjs'), join(appDir, 'bench-seed.mjs'));
    const github = await startMockGitHub();
    stops.push(() => github.stop());
    const origin = `http://localhost:${options.port}`;
    for (const store of options.stores) {
      mkdirSync(join(work, 'data'), {recursive: true});
      const {env, proxy} = await storeEnvironment(store, origin, github, work, appDir, stops);
      let postSlug = '';
      for (const posts of [SMALL, options.posts]) {
        const column: Column = {store: store === 'file' ? 'file store' : 'DynamoDB (dynalite)', posts, figures: {}};
        const seedStart = Date.now();
        const have = columns.filter((other) => other.store === column.store).at(-1)?.posts ?? 0;
        const round = store === 'file' ? '500' : '25';
        const {output} = await runAsync('node', ['bench-seed.mjs', String(posts - have), EDITOR.email, round], {
          cwd: appDir,
          env,
        });
        const seeded = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as {total: number; postSlug: string};
        postSlug = seeded.postSlug;
        console.log(
          `\n=== ${column.store}, ${seeded.total} posts (seeded through Inkwell.posts.create in ${((Date.now() - seedStart) / 1000).toFixed(1)} s)`,
        );
        const lost = await measure(column, appDir, env, github, postSlug, options, proxy);
        if (lost) {
          lostChecks.push({store: column.store, check: lost});
          console.log(`    ${lostLine(column.store, lost)}`);
        }
        columns.push(column);
      }
    }
  } finally {
    for (const stop of stops.reverse()) await stop();
    if (options.keep || options.app) console.log(`The app is kept in ${appDir} (--app ${appDir} measures it again).`);
    else await removeWorkDir(work);
  }

  console.log(
    `\n=== Load bench: ${options.connections} connections, ${options.seconds} s a path (ratios against the static page)\n`,
  );
  console.log(
    `Each path was loaded for ${warmUpSeconds(options)} s, unrecorded, before it was measured: a fresh server ` +
      'answers a path more slowly until its code is compiled, so only warm figures compare 10 posts with many.\n',
  );
  console.log(loadTable(columns));
  console.log('\n=== Targets');
  for (const store of new Set(columns.map((column) => column.store))) {
    const [small, large] = columns.filter((column) => column.store === store);
    if (!small || !large) continue;
    for (const {target, met, detail} of targetChecks(small, large))
      console.log(`${met ? 'met    ' : 'NOT MET'} ${target}: ${detail}`);
  }
  console.log('\n=== Nothing lost under load');
  let failed = false;
  for (const {store, check} of lostChecks) {
    failed ||= !lostOk(check);
    console.log(lostLine(store, check));
    for (const title of check.lost) console.log(`     not in the next /blog: ${title}`);
  }
  // A run that got no answer at all failed too, though autocannon counts no error.
  const failedRuns = columns.flatMap((column) =>
    Object.entries(column.figures)
      .filter(([, figure]) => figure.failed > 0 || figure.requests === 0)
      .map(
        ([key, figure]) =>
          `${column.store}, ${column.posts} posts, ${key}: ${figure.failed} failed of ${figure.requests} answered`,
      ),
  );
  for (const line of failedRuns) console.log(`FAIL ${line}`);
  failed ||= failedRuns.length > 0;
  console.log(`\nLoad bench took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  return failed ? 1 : 0;
}
