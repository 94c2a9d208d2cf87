// @ts-check
// Timing a build or a dev server start, for `npm run bench`. Wall-clock figures on a shared
// machine: compare them within one run, as ratios, never against a fixed number.
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

const gnuTime = '/usr/bin/time';

/**
 * Runs `command` to completion in `cwd`: wall seconds; when GNU time is installed, the peak
 * resident memory of its largest process (%M, the largest of its own and every descendant's)
 * and the CPU seconds of all of them (%U user + %S system: the waited-for descendants count);
 * and what it printed (echoed once it is done), for the phase timings.
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 * @param {Record<string, string>} [env]
 * @returns {{seconds: number, peakBytes: number | null, cpuSeconds: number | null, output: string}}
 */
export function timeCommand(command, args, cwd, env = {}) {
  const workDir = mkdtempSync(join(tmpdir(), 'inkwell-bench-time-'));
  const timeFile = join(workDir, 'time.txt');
  const withTime = existsSync(gnuTime);
  /** @type {import('node:child_process').SpawnSyncOptionsWithStringEncoding} */
  const options = {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    env: {...process.env, NO_UPDATE_NOTIFIER: '1', ...env},
  };
  const started = performance.now();
  const result = withTime
    ? spawnSync(gnuTime, ['-f', '%M %U %S', '-o', timeFile, command, ...args], options)
    : spawnSync(command, args, options);
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  const {peakBytes, cpuSeconds} = withTime
    ? gnuTimeFigures(readFileSync(timeFile, 'utf8'))
    : {peakBytes: null, cpuSeconds: null};
  rmSync(workDir, {recursive: true, force: true});
  return {seconds, peakBytes, cpuSeconds, output: `${result.stdout ?? ''}\n${result.stderr ?? ''}`};
}

/**
 * GNU time's `%M %U %S` line (the last line of its output file): peak memory in bytes, and
 * user plus system CPU seconds.
 * @param {string} text
 * @returns {{peakBytes: number | null, cpuSeconds: number | null}}
 */
export function gnuTimeFigures(text) {
  const figures = /^(\d+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/.exec((text.trim().split('\n').pop() ?? '').trim());
  return figures
    ? {peakBytes: Number(figures[1]) * 1024, cpuSeconds: Number(figures[2]) + Number(figures[3])}
    : {peakBytes: null, cpuSeconds: null};
}

/** A free port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts a dev server (`command args`, which must listen on `port`) and times it until `/`
 * answers 200, then stops it and everything it started.
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 * @param {number} port
 * @param {number} [timeoutMs]
 * @returns {Promise<number>} seconds to the first 200
 */
export async function timeStart(command, args, cwd, port, timeoutMs = 600_000) {
  const started = performance.now();
  // Its own process group, so stopping it stops npm's children too.
  const child = spawn(command, args, {
    cwd,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, NO_UPDATE_NOTIFIER: '1', BROWSER: 'none'},
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  try {
    while (performance.now() - started < timeoutMs) {
      if (exited) throw new Error(`${command} ${args.join(' ')} exited before serving`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/`);
        if (response.status === 200) return (performance.now() - started) / 1000;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${command} did not serve within ${timeoutMs} ms`);
  } finally {
    if (!exited && child.pid) {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          if (!exited && child.pid) process.kill(-child.pid, 'SIGKILL');
          resolve(undefined);
        }, 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve(undefined);
        });
      });
    }
  }
}

/**
 * `ours / stock` as a ratio line.
 * @param {string} name
 * @param {number | null} ours
 * @param {number | null} stock
 * @param {{unit: string, digits?: number, budget?: number}} options
 */
export function ratioLine(name, ours, stock, {unit, digits = 1, budget}) {
  const format = (/** @type {number | null} */ value) => (value === null ? 'n/a' : `${value.toFixed(digits)}${unit}`);
  const ratio = ours !== null && stock !== null && stock > 0 ? ours / stock : null;
  const verdict =
    budget === undefined || ratio === null
      ? ''
      : ratio <= budget
        ? ` (budget ≤ ${budget}×: ok)`
        : ` (budget ≤ ${budget}×: OVER)`;
  return `${name}: ours ${format(ours)}, stock ${format(stock)}, ratio ${ratio === null ? 'n/a' : `${ratio.toFixed(2)}×`}${verdict}`;
}

/** @typedef {{seconds: number, peakBytes: number | null, cpuSeconds: number | null, output: string}} BuildRun */

/**
 * What `extraPages` generated pages cost per 100, round by round, from each round's figure
 * without and with the pages (built a minute apart), and the median over the rounds. A round
 * missing either figure counts as not measured.
 * @param {Array<[number | null | undefined, number | null | undefined]>} pairs each round's figure without and with the pages
 * @param {number} extraPages
 * @returns {{rounds: Array<number | null>, median: number | null}}
 * @example roundGrowth([[4, 6], [6, 10], [20, 22]], 200) // {rounds: [1, 2, 1], median: 1}
 */
export function roundGrowth(pairs, extraPages) {
  const rounds = pairs.map(([without, withPages]) =>
    without != null && withPages != null ? ((withPages - without) / extraPages) * 100 : null,
  );
  return {rounds, median: lowerMedian(rounds.flatMap((value) => (value === null ? [] : [value])))};
}

/** @typedef {{seconds: number, cpuSeconds?: number | null, peakBytes?: number | null}} GrowthRun */
/** @typedef {{rounds: Array<number | null>, median: number | null}} Growth */

/**
 * What `extraPages` generated pages cost per 100 in a site's builds, in wall seconds, in CPU
 * seconds and in peak memory bytes (`roundGrowth` of each).
 * @param {Array<{plus: GrowthRun | null, base: GrowthRun | null}>} pairs
 * @param {number} extraPages
 * @returns {{seconds: Growth, cpuSeconds: Growth, peakBytes: Growth}}
 */
export function perHundredPages(pairs, extraPages) {
  /** @param {(run: GrowthRun) => number | null | undefined} figure */
  const growth = (figure) =>
    roundGrowth(
      pairs.map(({base, plus}) => [base ? figure(base) : null, plus ? figure(plus) : null]),
      extraPages,
    );
  return {
    seconds: growth((run) => run.seconds),
    cpuSeconds: growth((run) => run.cpuSeconds),
    peakBytes: growth((run) => run.peakBytes),
  };
}

/**
 * The lower middle of `values` once sorted (the median of an odd count); null when there are none.
 * @param {number[]} values
 * @returns {number | null}
 */
function lowerMedian(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? /** @type {number} */ (sorted[Math.floor((sorted.length - 1) / 2)]) : null;
}

/**
 * The median of several timed runs of one build: the median seconds, and the median peak
 * memory and CPU seconds each on its own, with the output (for the phase timings) of the run
 * whose time is the median.
 * @param {Array<{seconds: number, peakBytes: number | null, cpuSeconds?: number | null, output: string}>} runs
 * @returns {{seconds: number, peakBytes: number | null, cpuSeconds: number | null, output: string, runs: number[]}}
 */
export function medianRun(runs) {
  if (runs.length === 0) throw new Error('medianRun of no runs');
  const bySeconds = [...runs].sort((a, b) => a.seconds - b.seconds);
  const middle = /** @type {{seconds: number, output: string}} */ (bySeconds[Math.floor((bySeconds.length - 1) / 2)]);
  return {
    seconds: middle.seconds,
    peakBytes: lowerMedian(runs.flatMap((run) => (run.peakBytes === null ? [] : [run.peakBytes]))),
    cpuSeconds: lowerMedian(runs.flatMap((run) => (run.cpuSeconds == null ? [] : [run.cpuSeconds]))),
    output: middle.output,
    runs: runs.map((run) => run.seconds),
  };
}
