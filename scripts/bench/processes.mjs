// @ts-check
// Timing a build for `npm run bench`: compare the figures within one run, as ratios.
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

/** @typedef {{seconds: number, cpuSeconds: number | null, peakBytes: number | null}} BuildRun */

/**
 * Runs `command` in `cwd` under GNU time: wall seconds, the peak memory of its largest process
 * and the CPU seconds of all of them.
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
 * GNU time's last line, `%M %U %S`: peak memory in bytes, and user plus system CPU seconds.
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
 * Each figure of the cold build, and its growth per 100 generated pages against the same round's
 * build without them, as lower medians over the rounds.
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
