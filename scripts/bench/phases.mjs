// @ts-check
// The phases of one `npm run build`, read from its output: Docusaurus's own timings (its
// PerfLogger, on with DOCUSAURUS_PERF_LOGGER=true) and the lines our steps print with
// `phaseLine`. `npm run bench` prints them side by side at today's size and with the
// generated pages, to show what grows with each page and what is fixed.
import {phasePrefix} from '../../src/plugins/shared/phaseLine.mjs';
import {roundGrowth} from './processes.mjs';

/**
 * The Docusaurus timings the bench reports, by their PerfLogger label. `Init plugins`
 * includes TypeDoc (its plugin runs when it is constructed).
 * @type {Array<[string, string]>}
 */
const docusaurusPhases = [
  ['Get locales to build', 'config loading'],
  ['Build > en > Load site > Load plugins > Init plugins', 'plugin start-up (TypeDoc included)'],
  [
    'Build > en > Load site > Load plugins > Load plugins content > Load docs@default > loadContent()',
    'docs content loading',
  ],
  ['Build > en > Bundling with rspack', 'bundling (rspack)'],
  ['Build > en > Bundling with webpack', 'bundling (webpack)'],
  ['Build > en > SSG', 'SSG'],
  ['Build > en > postBuild()', 'postBuild plugins, together'],
];

/**
 * Seconds per phase in a build's output, in build order.
 * @param {string} output the build's stdout and stderr
 * @returns {Map<string, number>}
 */
export function buildPhases(output) {
  // eslint-disable-next-line no-control-regex -- the PerfLogger colours its lines
  const lines = output.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  /** @type {Map<string, number>} */
  const phases = new Map();
  for (const line of lines) {
    const ours = line.includes(phasePrefix) ? line.split(phasePrefix)[1]?.match(/^ (.+): ([\d.]+) s$/) : undefined;
    if (ours?.[1] && ours[2]) {
      phases.set(ours[1], (phases.get(ours[1]) ?? 0) + Number(ours[2]));
      continue;
    }
    const perf = line.match(/\[PERF\] (.+) - ([\d.]+) (seconds!|ms) - /);
    if (!perf?.[1] || !perf[2]) continue;
    const phase = docusaurusPhases.find(([label]) => label === perf[1]);
    if (phase) phases.set(phase[1], Number(perf[2]) / (perf[3] === 'ms' ? 1000 : 1));
  }
  return phases;
}

/**
 * A table of phases: seconds in each build, and the growth per 100 pages between today's
 * build and the +`extraPages` one. With `rounds` (each round's phases today and with the
 * pages, built a minute apart), the growth is the median of the rounds' own differences, as
 * the bench's total is; without, the difference between the two builds in `builds`.
 * @param {Array<{label: string, phases: Map<string, number>}>} builds
 * @param {{base: number, plus: number, extraPages: number, rounds?: Array<{base: Map<string, number>, plus: Map<string, number>}>}} growth indexes of today's build and the +N build in `builds`, and the rounds
 * @returns {string[]}
 */
export function phaseTable(builds, {base, plus, extraPages, rounds}) {
  const names = [...new Set(builds.flatMap(({phases}) => [...phases.keys()]))];
  const cell = (/** @type {number | undefined} */ value) => (value === undefined ? 'n/a' : `${value.toFixed(1)} s`);
  return names.map((name) => {
    const values = builds.map(({phases}) => phases.get(name));
    let growth = 'n/a';
    if (rounds?.length) {
      const each = roundGrowth(
        rounds.map((round) => [round.base.get(name), round.plus.get(name)]),
        extraPages,
      );
      const measured = each.rounds.filter((value) => value !== null).length;
      if (each.median !== null) growth = `${each.median.toFixed(1)} s (median of ${measured} rounds)`;
    } else {
      const {median} = roundGrowth([[values[base], values[plus]]], extraPages);
      if (median !== null) growth = `${median.toFixed(1)} s`;
    }
    return `${name}: ${builds.map(({label}, index) => `${label} ${cell(values[index])}`).join(', ')}; per 100 pages ${growth}`;
  });
}
