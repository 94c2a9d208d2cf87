// @ts-check
// Timing a build for `npm run bench`. Wall-clock figures on a shared machine: compare them
// within one run, as ratios, never against a fixed number.
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

/** @typedef {{seconds: number, cpuSeconds: number | null, peakBytes: number | null}} BuildRun */

/**
 * Runs `command` to completion in `cwd` under GNU time: wall seconds, the peak resident memory
 * of its largest process (%M, its own or a descendant's) and the CPU seconds of all of them
 * (%U user + %S system).
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 * @returns {BuildRun}
 */
export function timeCommand(command, args, cwd) {
  const workDir = mkdtempSync(join(tmpdir(), 'inkwell-bench-time-'));
  const timeFile = join(workDir, 'time.txt');
  const started = performance.now();
  const result = spawnSync('/usr/bin/time', ['-f', '%M %U %S', '-o', timeFile, command, ...args], {
    cwd,
    stdio: 'inherit',
    env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (${result.error ?? ''})`);
  const figures = gnuTimeFigures(readFileSync(timeFile, 'utf8'));
  rmSync(workDir, {recursive: true, force: true});
  return {seconds, ...figures};
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

/**
 * A site's build figures over the rounds: each figure of the cold build as it is, and its growth
 * per 100 generated pages taken round by round (the build with the pages against the same
 * round's build without, minutes apart), each the lower median over the rounds.
 * @param {Array<{base: BuildRun, plus: BuildRun}>} rounds
 * @param {number} pages generated pages in each `plus` build
 * @returns {Record<keyof BuildRun, {cold: number | null, per100: number | null}>}
 */
export function buildFigures(rounds, pages) {
  /** @param {Array<number | null>} values */
  const lowerMedian = (values) => {
    const sorted = values.flatMap((value) => (value === null ? [] : [value])).sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
  };
  /** @param {keyof BuildRun} key */
  const figure = (key) => ({
    cold: lowerMedian(rounds.map(({base}) => base[key])),
    per100: lowerMedian(
      rounds.map(({base, plus}) => {
        const [without, withPages] = [base[key], plus[key]];
        return without === null || withPages === null ? null : ((withPages - without) / pages) * 100;
      }),
    ),
  });
  return {seconds: figure('seconds'), cpuSeconds: figure('cpuSeconds'), peakBytes: figure('peakBytes')};
}
