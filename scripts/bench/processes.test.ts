import {describe, expect, it} from 'vitest';
import {gnuTimeFigures, medianRun, ratioLine} from './processes.mjs';

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
