import {describe, expect, it} from 'vitest';
import {buildFigures, gnuTimeFigures} from './processes.mjs';

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

describe('buildFigures', () => {
  const run = (seconds: number, cpuSeconds: number | null, peakBytes: number | null = null) => ({
    seconds,
    cpuSeconds,
    peakBytes,
  });

  it("takes the cold build's lower median, and each round's growth against the same round's build", () => {
    const figures = buildFigures(
      [
        {plus: run(20, 30, 900), base: run(16, 26, 700)},
        {plus: run(30, 35, 1000), base: run(18, 27, 600)},
        {plus: run(19, 31, 800), base: run(15, 25, null)},
      ],
      200,
    );
    // Medians taken apart (20 s with the pages, 16 s without) would say 2 s per 100 pages too,
    // but 3 s for CPU (31 against 26); the rounds say 2, 4 and 3.
    expect(figures.seconds).toEqual({cold: 16, per100: 2});
    expect(figures.cpuSeconds).toEqual({cold: 26, per100: 3});
    expect(figures.peakBytes).toEqual({cold: 600, per100: 100});
  });

  it('pairs builds of the same round, so a slow round does not make another round look cheap or dear', () => {
    const figures = buildFigures(
      [
        {plus: run(12, null), base: run(10, null)},
        {plus: run(22, null), base: run(20, null)},
        {plus: run(30, null), base: run(16, null)},
      ],
      200,
    );
    expect(figures.seconds.per100).toBe(1);
    expect(figures.cpuSeconds).toEqual({cold: null, per100: null});
  });
});
