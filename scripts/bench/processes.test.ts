import {describe, expect, it} from 'vitest';
import {gnuTimeFigures, medianRun, perHundredPages, ratioLine, roundGrowth} from './processes.mjs';

describe('ratioLine', () => {
  it('prints both figures, their ratio and the verdict against a budget', () => {
    expect(ratioLine('Cold build', 30, 10, {unit: ' s', budget: 2})).toBe(
      'Cold build: ours 30.0 s, stock 10.0 s, ratio 3.00× (budget ≤ 2×: OVER)',
    );
    expect(ratioLine('Cold build', 15, 10, {unit: ' s', budget: 2})).toBe(
      'Cold build: ours 15.0 s, stock 10.0 s, ratio 1.50× (budget ≤ 2×: ok)',
    );
    expect(ratioLine('Memory', 500, null, {unit: ' MB', digits: 0})).toBe('Memory: ours 500 MB, stock n/a, ratio n/a');
  });
});

describe('medianRun', () => {
  it("takes the median time with that run's output, and the median peak memory on its own", () => {
    const median = medianRun([
      {seconds: 20, peakBytes: 500, cpuSeconds: 31, output: 'slow'},
      {seconds: 12, peakBytes: 700, cpuSeconds: 25, output: 'fast'},
      {seconds: 15, peakBytes: 600, cpuSeconds: 40, output: 'middle'},
    ]);
    expect(median).toEqual({seconds: 15, peakBytes: 600, cpuSeconds: 31, output: 'middle', runs: [20, 12, 15]});
  });

  it('takes the lower middle of an even count, and no peak when none was measured', () => {
    expect(
      medianRun([
        {seconds: 9, peakBytes: null, output: 'a'},
        {seconds: 7, peakBytes: null, output: 'b'},
      ]),
    ).toEqual({seconds: 7, peakBytes: null, cpuSeconds: null, output: 'b', runs: [9, 7]});
  });
});

describe('gnuTimeFigures', () => {
  it("reads GNU time's peak kilobytes and adds its user and system seconds", () => {
    expect(gnuTimeFigures('688504 26.25 2.06\n')).toEqual({peakBytes: 688504 * 1024, cpuSeconds: 26.25 + 2.06});
  });

  it('reads the last line, after what the command itself wrote there, and nothing from a line it cannot read', () => {
    expect(gnuTimeFigures('Command exited with non-zero status 1\n1024 0.50 0.25')).toEqual({
      peakBytes: 1024 * 1024,
      cpuSeconds: 0.75,
    });
    expect(gnuTimeFigures('')).toEqual({peakBytes: null, cpuSeconds: null});
  });
});

describe('roundGrowth', () => {
  it("takes each round's own growth per 100 pages and their lower median, skipping a round without a figure", () => {
    // Medians taken apart (6 s and 10 s) would say 2 s per 100 pages; the rounds say 1, 2 and 1.
    expect(
      roundGrowth(
        [
          [4, 6],
          [6, 10],
          [20, 22],
        ],
        200,
      ),
    ).toEqual({rounds: [1, 2, 1], median: 1});
    expect(
      roundGrowth(
        [
          [4, undefined],
          [null, 8],
          [6, 10],
        ],
        200,
      ),
    ).toEqual({rounds: [null, null, 2], median: 2});
    expect(roundGrowth([[4, undefined]], 200)).toEqual({rounds: [null], median: null});
  });
});

describe('perHundredPages', () => {
  const run = (seconds: number, cpuSeconds: number | null, peakBytes: number | null = null) => ({
    seconds,
    cpuSeconds,
    peakBytes,
  });

  it("takes each round's build with the pages against the same round's build without, then the median", () => {
    const growth = perHundredPages(
      [
        {plus: run(20, 30), base: run(16, 26)},
        {plus: run(30, 35), base: run(18, 27)},
        {plus: run(19, 31), base: run(15, 25)},
      ],
      200,
    );
    expect(growth.seconds.rounds).toEqual([2, 6, 2]);
    expect(growth.seconds.median).toBe(2);
    expect(growth.cpuSeconds.rounds).toEqual([2, 4, 3]);
    expect(growth.cpuSeconds.median).toBe(3);
  });

  it('takes the growth of peak memory the same way, round by round', () => {
    const growth = perHundredPages(
      [
        {plus: run(20, 30, 900), base: run(16, 26, 700)},
        {plus: run(30, 35, 1000), base: run(18, 27, 600)},
        {plus: run(19, 31, 800), base: run(15, 25, null)},
      ],
      200,
    );
    expect(growth.peakBytes).toEqual({rounds: [100, 200, null], median: 100});
  });

  it('pairs builds of the same round, so a slow round does not make another round look cheap or dear', () => {
    // Medians taken apart (22 s with the pages, 16 s without) would say 3 s per 100 pages.
    const growth = perHundredPages(
      [
        {plus: run(12, null), base: run(10, null)},
        {plus: run(22, null), base: run(20, null)},
        {plus: run(30, null), base: run(16, null)},
      ],
      200,
    );
    expect(growth.seconds.rounds.map((value) => value?.toFixed(3))).toEqual(['1.000', '1.000', '7.000']);
    expect(growth.seconds.median).toBe(1);
    expect(growth.cpuSeconds).toEqual({rounds: [null, null, null], median: null});
  });

  it('leaves out a round with a build missing', () => {
    const growth = perHundredPages(
      [
        {plus: null, base: run(10, 1)},
        {plus: run(14, 3), base: run(10, 1)},
      ],
      100,
    );
    expect(growth.seconds).toEqual({rounds: [null, 4], median: 4});
  });
});
