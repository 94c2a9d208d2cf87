import {describe, expect, it} from 'vitest';
import {phaseLine} from '../../src/plugins/shared/phaseLine.mjs';
import {buildPhases, phaseTable} from './phases.mjs';

const output = [
  '\u001b[33m[PERF]\u001b[39m Get locales to build - \u001b[31m2.11 seconds!\u001b[39m - (44mb -> 69mb)',
  '[PERF] Build > en > Load site > Load plugins > Load plugins content > Load docs@default > loadContent() - 269.50 ms - (109mb -> 108mb)',
  '[PERF] Build > en > Load site > Load plugins > Load plugins content > Load docs@default - 300.00 ms - (1mb -> 1mb)',
  '[PERF] Build > en > Bundling with rspack - 36.30 seconds! - (106mb -> 134mb)',
  phaseLine('Pagefind index (child process)', 7260),
  '[inkwell-phase] precompression: 7.61 s',
].join('\n');

describe('buildPhases', () => {
  it("reads Docusaurus's timings and ours, in seconds, and skips the labels it does not report", () => {
    expect(Object.fromEntries(buildPhases(output))).toEqual({
      'config loading': 2.11,
      'docs content loading': 0.2695,
      'bundling (rspack)': 36.3,
      'Pagefind index (child process)': 7.26,
      precompression: 7.61,
    });
  });
});

describe('phaseTable', () => {
  it('prints each phase in every build and its growth per 100 pages', () => {
    const today = new Map([['SSG', 5]]);
    const plus = new Map([['SSG', 15]]);
    expect(
      phaseTable(
        [
          {label: 'today', phases: today},
          {label: '+200', phases: plus},
        ],
        {base: 0, plus: 1, extraPages: 200},
      ),
    ).toEqual(['SSG: today 5.0 s, +200 15.0 s; per 100 pages 5.0 s']);
  });

  it("takes the growth from each round's own pair of builds when it has rounds, and says how many", () => {
    const phases = (ssg: number, twins?: number) =>
      new Map([['SSG', ssg], ...(twins === undefined ? [] : [['twins', twins] as [string, number]])]);
    const lines = phaseTable(
      [
        {label: 'today', phases: phases(5, 3)},
        {label: '+200', phases: phases(15, 5)},
      ],
      {
        base: 0,
        plus: 1,
        extraPages: 200,
        // Medians taken apart (10 s and 6 s) would say 2 s per 100 pages for SSG; two rounds of three say 1.
        rounds: [
          {base: phases(4, 3), plus: phases(6, 4)},
          {base: phases(6), plus: phases(10)},
          {base: phases(20, 3), plus: phases(22, 6)},
        ],
      },
    );
    expect(lines).toEqual([
      'SSG: today 5.0 s, +200 15.0 s; per 100 pages 1.0 s (median of 3 rounds)',
      'twins: today 3.0 s, +200 5.0 s; per 100 pages 0.5 s (median of 2 rounds)',
    ]);
  });
});
