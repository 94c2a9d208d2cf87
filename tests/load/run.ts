/**
 * `npm run bench:load`: the getting-started guide's app, made as the guide runner makes it,
 * with an app page of its own, served by `next start` on the file store and on DynamoDB
 * (dynalite) with a few posts and with many: each path's requests one after another, then 10
 * connections from autocannon after an unrecorded warm-up run on each path; and a run in which
 * an editor saves posts through the content API while visitors read, which must lose no save
 * and fail no request.
 *
 * Both sizes of a store are served at once, by two copies of the app, and each path is measured
 * in short rounds that alternate between them (small, large, large, small, …): the machine is
 * shared, and two runs minutes apart differ by more than the 20 % the sizes are compared on.
 */
import {spawn} from 'node:child_process';
import {copyFileSync, mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {copyApp, removeWorkDir, runAsync, Server, writeAppFile} from '../guides/app';
import {startDynalite} from '../guides/aws-local';
import {buildApp, guideServerEnv, makeGuideApp, runStepsOutsideRunner, step} from '../guides/guide-app';
import {startMockGitHub, type MockGitHub} from '../guides/mock-github';
import {
  callsLine,
  groupCpuMs,
  perRequest,
  startCountingProxy,
  type CallsPerRequest,
  type CountingProxy,
} from './store-calls';
import {
  combineRounds,
  editorsUnderLoad,
  figureOf,
  loadTable,
  median,
  oneAtATimeOf,
  oneAtATimeTable,
  PATHS,
  secondsFor,
  targetChecks,
  type AutocannonResult,
  type Column,
  type LoadFigure,
  type PathKey,
} from './figures';

export interface LoadBenchOptions {
  /** Seconds autocannon loads each path in one measured round. */
  seconds: number;
  /** Measured rounds of each path at each size, the two sizes alternating. */
  rounds: number;
  /** Posts in the large run (the small run has 10). */
  posts: number;
  /** Connections autocannon keeps open. */
  connections: number;
  /** Ports the two `next start` servers (the small and the large size) listen on. */
  ports: [number, number];
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

/** One size of a store: its copy of the app, its server's environment and address, its posts. */
interface Side {
  column: Column;
  appDir: string;
  env: NodeJS.ProcessEnv;
  origin: string;
  port: number;
  postSlug: string;
}

/**
 * The environments of one store's two sizes: the guide's variables for the store, the mock
 * GitHub, a fresh secret each, and data of their own (a file each, or a DynamoDB table each in
 * one dynalite, reached through one counting proxy).
 */
async function storeEnvironments(
  store: 'file' | 'dynamodb',
  origins: [string, string],
  github: MockGitHub,
  work: string,
  appDir: string,
  stops: (() => Promise<void>)[],
): Promise<{envs: [NodeJS.ProcessEnv, NodeJS.ProcessEnv]; proxy?: CountingProxy}> {
  if (store === 'file') {
    const [small, large] = ['data-small', 'data-large'].map((name) => {
      rmSync(join(work, name), {recursive: true, force: true});
      mkdirSync(join(work, name), {recursive: true});
      return join(work, name);
    }) as [string, string];
    return {envs: [guideServerEnv(origins[0], github, small), guideServerEnv(origins[1], github, large)]};
  }
  const dynalite = await startDynalite();
  stops.push(() => dynalite.stop());
  // The apps reach dynalite through a proxy that counts and times each call.
  const proxy = await startCountingProxy(dynalite.endpoint);
  stops.push(() => proxy.stop());
  const envFor = (origin: string, table: string): NodeJS.ProcessEnv => ({
    ...guideServerEnv(origin, github),
    INKWELL_DATA_STORE: 'dynamodb',
    DYNAMODB_TABLE: table,
    AWS_REGION: 'eu-west-1',
    DYNAMODB_ENDPOINT: proxy.endpoint,
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    INKWELL_MEDIA_STORAGE: 'local',
  });
  const envs: [NodeJS.ProcessEnv, NodeJS.ProcessEnv] = [
    envFor(origins[0], 'inkwell-bench-small'),
    envFor(origins[1], 'inkwell-bench-large'),
  ];
  for (const env of envs) await runAsync('npx', ['inkwell-setup-dynamodb'], {cwd: appDir, env});
  return {envs, proxy};
}

/**
 * Requests sent one after another to each path before it is loaded: one person's view of the
 * path (its p50 and p99 alone), and its store calls counted.
 */
const SEQUENTIAL = 40;

/** How long the warm-up's abandoned requests get to finish before anything is counted. */
const WARM_UP_SETTLE_MS = 1000;

/**
 * Seconds of unrecorded load on a path at each size before it is measured: a fresh server is
 * still speeding up through its first several seconds on a path.
 */
const WARM_UP_SECONDS = 8;

/** One measured autocannon run on `side`, with the server's CPU (and dynalite's) per request. */
async function measuredRound(
  server: Server,
  url: string,
  cookie: string | undefined,
  seconds: number,
  options: LoadBenchOptions,
  proxy: CountingProxy | undefined,
): Promise<{figure: LoadFigure; dynaliteMs?: number}> {
  const group = server.child.pid;
  const cpuBefore = group === undefined ? null : groupCpuMs(group);
  const benchBefore = process.cpuUsage();
  const figure = await load(url, options, seconds, cookie);
  const bench = process.cpuUsage(benchBefore);
  const cpuAfter = group === undefined ? null : groupCpuMs(group);
  if (cpuBefore !== null && cpuAfter !== null && figure.requests > 0) {
    figure.cpuMs = (cpuAfter - cpuBefore) / figure.requests;
  }
  // dynalite and the counting proxy run in this process (autocannon in a child of its own).
  if (!proxy || figure.requests === 0) return {figure};
  return {figure, dynaliteMs: (bench.user + bench.system) / 1000 / figure.requests};
}

/** What a path is at one side: its URL, the cookie it is read with, a text its answer holds. */
type PathTarget = {url: string; cookie?: string; text: string};

function pathTargets(side: Side, cookie: string): Record<PathKey, PathTarget> {
  const {origin, postSlug} = side;
  return {
    static: {url: `${origin}/static`, text: 'A page of the app'},
    dynamic: {url: `${origin}/dynamic`, text: 'Rendered for this request'},
    list: {url: `${origin}/blog`, text: 'Bench post'},
    post: {url: `${origin}/blog/${postSlug}`, text: postSlug.replace('bench-post-', 'Bench post ')},
    page: {url: `${origin}/about`, text: 'Who we are'},
    editorList: {url: `${origin}/blog`, cookie, text: 'New post'},
    editorPost: {url: `${origin}/blog/${postSlug}`, cookie, text: 'Edit this page'},
  };
}

/**
 * Measures every path of one store at both sizes, each size in a fresh `next start` of its own
 * copy of the app (so a fresh cache), the sizes' rounds alternating; then the nothing-lost run
 * on the large size.
 */
async function measure(
  sides: [Side, Side],
  github: MockGitHub,
  options: LoadBenchOptions,
  proxy: CountingProxy | undefined,
): Promise<LostCheck> {
  const servers = sides.map(
    (side) => new Server('npx', ['next', 'start', '-p', String(side.port)], side.appDir, side.env),
  ) as [Server, Server];
  try {
    await Promise.all(servers.map((server, index) => server.ready(`${sides[index]?.origin}/static`, 120_000)));
    const targets: Record<PathKey, PathTarget>[] = [];
    for (const side of sides) targets.push(pathTargets(side, await signIn(side.origin, github)));
    for (const {key} of PATHS) {
      const lines: string[] = [];
      const rounds: {figure: LoadFigure; dynaliteMs?: number}[][] = [[], []];
      const alone: {latencies: number[]; calls?: CallsPerRequest}[] = [];
      for (const [index] of sides.entries()) {
        const path = targets[index][key];
        // Each path answers what it should before it is timed, and its cache is warm.
        await expectPage(path.url, path.text, path.cookie);
        // An unrecorded run under the same load first: a fresh server's first seconds on a path
        // go to compiling its code, and only a warm server's figures compare 10 posts with 10,000.
        await load(path.url, options, WARM_UP_SECONDS, path.cookie);
      }
      // The sequential requests below start once the warm-up's last requests are answered.
      await new Promise((done) => setTimeout(done, WARM_UP_SETTLE_MS));
      for (const [index] of sides.entries()) {
        const path = targets[index][key];
        await expectPage(path.url, path.text, path.cookie);
        proxy?.take();
        const latencies: number[] = [];
        for (let count = 0; count < SEQUENTIAL; count += 1) {
          const started = performance.now();
          await expectPage(path.url, path.text, path.cookie);
          latencies.push(performance.now() - started);
        }
        alone.push({latencies, ...(proxy ? {calls: perRequest(proxy.take(), SEQUENTIAL)} : {})});
      }
      const seconds = secondsFor(Math.max(...alone.map((each) => median(each.latencies))), options);
      for (let round = 0; round < options.rounds; round += 1) {
        // Small, large, then large, small: a load that grows or fades during a pair of rounds
        // weighs on both sizes alike.
        const order = round % 2 === 0 ? [0, 1] : [1, 0];
        for (const index of order) {
          const path = targets[index][key];
          rounds[index].push(await measuredRound(servers[index], path.url, path.cookie, seconds, options, proxy));
        }
      }
      for (const [index, side] of sides.entries()) {
        const measured = rounds[index];
        const figure = combineRounds(measured.map((each) => each.figure));
        const calls = alone[index]?.calls;
        if (calls) figure.storeCalls = calls.calls;
        side.column.figures[key] = figure;
        const oneAtATime = oneAtATimeOf(alone[index]?.latencies ?? []);
        side.column.oneAtATime = {...side.column.oneAtATime, [key]: oneAtATime};
        const dynalite = measured.map((each) => each.dynaliteMs ?? 0);
        const dynaliteMs = proxy ? dynalite.reduce((sum, value) => sum + value, 0) / dynalite.length : undefined;
        lines.push(
          `    ${String(side.column.posts).padStart(5)} posts ${key.padEnd(10)} ${figure.reqPerSec.toFixed(0)} req/s ` +
            `(rounds ${(figure.rounds ?? []).map((value) => value.toFixed(0)).join(', ')}), ` +
            `p50 ${figure.p50} ms, p99 ${figure.p99} ms, ${figure.failed} failed` +
            (figure.cpuMs !== undefined ? `, server CPU ${figure.cpuMs.toFixed(1)} ms a request` : '') +
            (dynaliteMs !== undefined ? `, dynalite CPU ${dynaliteMs.toFixed(1)} ms a request` : '') +
            `; one at a time p50 ${oneAtATime.p50.toFixed(1)} ms, p99 ${oneAtATime.p99.toFixed(1)} ms` +
            (calls ? `; store calls: ${callsLine(calls)}` : ''),
        );
      }
      for (const line of lines) console.log(line);
    }
    const large = sides[1];
    const largeTargets = targets[1];
    console.log(`    nothing lost: saving posts through the content API while visitors read /blog and a post`);
    return await nothingLost(large.origin, largeTargets.editorList.cookie ?? '', large.postSlug, options);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/** Seeds `posts` posts (and the site, the editor and `/about`) into a side's empty store. */
async function seed(side: Side, store: 'file' | 'dynamodb'): Promise<{total: number; seconds: number}> {
  const started = Date.now();
  const round = store === 'file' ? '500' : '25';
  const {output} = await runAsync('node', ['bench-seed.mjs', String(side.column.posts), EDITOR.email, round], {
    cwd: side.appDir,
    env: side.env,
  });
  const seeded = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as {total: number; postSlug: string};
  side.postSlug = seeded.postSlug;
  return {total: seeded.total, seconds: (Date.now() - started) / 1000};
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
    copyFileSync(join(__dirname, 'seed.mjs'), join(appDir, 'bench-seed.mjs'));
    // Each size its own copy of the built app: its own .next, so its own cache. Both are copies,
    // so whatever a kept app's .next carries from an earlier run (--app), both sizes carry it.
    const [smallAppDir, largeAppDir] = ['my-site-small', 'my-site-large'].map((name) => join(work, name)) as [
      string,
      string,
    ];
    for (const copy of [smallAppDir, largeAppDir]) {
      rmSync(copy, {recursive: true, force: true});
      copyApp(appDir, copy);
      stops.push(() => Promise.resolve(rmSync(copy, {recursive: true, force: true})));
    }
    const github = await startMockGitHub();
    stops.push(() => github.stop());
    const origins: [string, string] = [`http://localhost:${options.ports[0]}`, `http://localhost:${options.ports[1]}`];
    for (const store of options.stores) {
      const label = store === 'file' ? 'file store' : 'DynamoDB (dynalite)';
      const {envs, proxy} = await storeEnvironments(store, origins, github, work, appDir, stops);
      const sides = [SMALL, options.posts].map((posts, index) => ({
        column: {store: label, posts, figures: {}},
        appDir: index === 0 ? smallAppDir : largeAppDir,
        env: envs[index],
        origin: origins[index],
        port: options.ports[index],
        postSlug: '',
      })) as [Side, Side];
      for (const side of sides) {
        const {total, seconds} = await seed(side, store);
        console.log(`\n=== ${label}, ${total} posts (seeded through Inkwell.posts.create in ${seconds.toFixed(1)} s)`);
      }
      console.log(
        `\n=== ${label}, ${sides[0].column.posts} and ${sides[1].column.posts} posts, served at once, ${options.rounds} rounds of each path at each size`,
      );
      const lost = await measure(sides, github, options, proxy);
      lostChecks.push({store: label, check: lost});
      console.log(`    ${lostLine(label, lost)}`);
      columns.push(...sides.map((side) => side.column));
    }
  } finally {
    for (const stop of stops.reverse()) await stop();
    if (options.keep || options.app) console.log(`The app is kept in ${appDir} (--app ${appDir} measures it again).`);
    else await removeWorkDir(work);
  }

  console.log(
    `\n=== Load bench: ${options.connections} connections, ${options.rounds} rounds of ${options.seconds} s a path at each size (ratios against the static page)\n`,
  );
  console.log(
    `Each path was loaded for ${WARM_UP_SECONDS} s, unrecorded, before it was measured: a fresh server ` +
      'answers a path more slowly until its code is compiled, so only warm figures compare 10 posts with many. ' +
      'Both sizes of a store were served at once and their rounds alternated (small, large, large, small, …); ' +
      "each figure is the median round's, and each size comparison the median of paired rounds.\n",
  );
  console.log(loadTable(columns));
  console.log(`\nThe same paths before they were loaded, ${SEQUENTIAL} requests one after another at each size:\n`);
  console.log(oneAtATimeTable(columns));
  console.log('\n=== Targets');
  for (const store of new Set(columns.map((column) => column.store))) {
    const [small, large] = columns.filter((column) => column.store === store);
    if (!small || !large) continue;
    for (const {target, met, detail} of targetChecks(small, large))
      console.log(`${met ? 'met    ' : 'NOT MET'} ${target}: ${detail}`);
  }
  console.log(`\n=== Signed-in editors at ${options.connections} connections (printed; not a target)`);
  for (const column of columns) {
    const line = editorsUnderLoad(column, options.connections);
    if (line) console.log(line);
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
