import {describe, expect, it} from 'vitest';
import {
  cell,
  combineRounds,
  editorsUnderLoad,
  figureOf,
  loadTable,
  median,
  oneAtATimeOf,
  oneAtATimeTable,
  pairedChange,
  percentile,
  secondsFor,
  targetChecks,
  type Column,
  type LoadFigure,
} from './figures';

const figure = (reqPerSec: number, p50: number, p99: number, failed = 0): LoadFigure => ({
  reqPerSec,
  p50,
  p99,
  failed,
  requests: reqPerSec * 5,
});

describe('figureOf', () => {
  it("reads autocannon's mean req/s and percentiles, and counts errors, timeouts and non-2xx answers as failed", () => {
    expect(
      figureOf({
        requests: {average: 812.4, total: 4062},
        latency: {p50: 11, p99: 38},
        errors: 1,
        timeouts: 2,
        non2xx: 3,
      }),
    ).toEqual({reqPerSec: 812.4, p50: 11, p99: 38, failed: 6, requests: 4062});
  });
});

describe('cell and loadTable', () => {
  it('prints each figure with its ratio to the static page, and the static page without one', () => {
    const staticFigure = figure(1600, 5, 20);
    expect(cell(staticFigure, staticFigure)).toBe('1,600 req/s, p50 5 ms, p99 20 ms');
    expect(cell(figure(800, 11, 40, 2), staticFigure)).toBe('800 req/s, p50 11 ms, p99 40 ms (0.50x), 2 failed');
    expect(cell(undefined, staticFigure)).toBe('–');
  });

  it('puts the stores and sizes side by side, a row per path', () => {
    const table = loadTable([
      {store: 'file store', posts: 10, figures: {static: figure(1000, 5, 9), list: figure(900, 6, 20)}},
      {store: 'file store', posts: 10000, figures: {static: figure(1000, 5, 9), list: figure(450, 12, 80)}},
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toBe('| path | file store, 10 posts | file store, 10,000 posts |');
    expect(lines).toContain(
      '| /blog (visitor) | 900 req/s, p50 6 ms, p99 20 ms (0.90x) | 450 req/s, p50 12 ms, p99 80 ms (0.45x) |',
    );
    expect(lines).toHaveLength(2 + 7);
  });
});

describe('targetChecks', () => {
  const small: Column = {
    store: 'file store',
    posts: 10,
    figures: {
      static: figure(1000, 5, 10),
      list: figure(600, 10, 40),
      post: figure(700, 9, 30),
      page: figure(700, 9, 120),
      editorList: figure(50, 150, 300),
    },
  };
  const large: Column = {
    store: 'file store',
    posts: 10000,
    figures: {
      static: figure(1000, 5, 10),
      list: figure(400, 20, 90),
      post: figure(690, 9, 30),
      page: figure(700, 9, 50),
      editorList: figure(80, 99, 200),
      editorPost: figure(90, 95, 180),
    },
    oneAtATime: {editorList: oneAtATimeOf([31, 29, 30]), editorPost: oneAtATimeOf([120, 90, 101, 130])},
  };
  const checks = targetChecks(small, large);
  const verdict = (target: string) => checks.find((check) => check.target === target);

  it('checks half the static throughput, p99 under 100 ms, 20 % between sizes and the editor at the large size', () => {
    expect(verdict("file store, 10 posts: /blog at least half the static page's req/s")).toMatchObject({
      met: true,
      detail: '0.60x',
    });
    expect(verdict("file store, 10,000 posts: /blog at least half the static page's req/s")).toMatchObject({
      met: false,
      detail: '0.40x',
    });
    expect(verdict('file store, 10 posts: a page (visitor) p99 under 100 ms')?.met).toBe(false);
    expect(verdict('file store, 10,000 posts: /blog (visitor) p99 under 100 ms')?.met).toBe(true);
    expect(verdict('file store: /blog within 20 % between 10 and 10,000 posts')).toMatchObject({
      met: false,
      detail: '600 and 400 req/s (-33 %)',
    });
    expect(verdict('file store: a post within 20 % between 10 and 10,000 posts')?.met).toBe(true);
    expect(
      verdict("file store, 10,000 posts: a signed-in editor's /blog under 100 ms p50, one request at a time"),
    ).toMatchObject({met: true, detail: '30.0 ms'});
    expect(
      verdict("file store, 10,000 posts: a signed-in editor's post under 100 ms p50, one request at a time"),
    ).toMatchObject({met: false, detail: '110.5 ms'});
    expect(checks).toHaveLength(2 * (2 + 3) + 2 + 2);
  });

  it("judges the editor's pages on requests one at a time, not on the 10-connection figure", () => {
    const loadedOnly: Column = {...large, oneAtATime: undefined};
    expect(targetChecks(small, loadedOnly).some((check) => check.target.includes('editor'))).toBe(false);
    const slowAlone: Column = {...large, oneAtATime: {editorList: oneAtATimeOf([150])}};
    expect(targetChecks(small, slowAlone).find((check) => check.target.includes("editor's /blog"))?.met).toBe(false);
  });
});

describe('requests one at a time', () => {
  it('reads the median and the nearest-rank 99th percentile', () => {
    const latencies = Array.from({length: 100}, (_, index) => index + 1);
    expect(percentile(latencies, 0.99)).toBe(99);
    expect(percentile(latencies, 1)).toBe(100);
    expect(percentile([5], 0.99)).toBe(5);
    expect(percentile([], 0.5)).toBeNaN();
    expect(oneAtATimeOf([40, 10, 30, 20])).toEqual({p50: 25, p99: 40, count: 4});
  });

  it('prints a row per path and a column per store and size, with a dash where a path was not timed', () => {
    const lines = oneAtATimeTable([
      {store: 'file store', posts: 10, figures: {}, oneAtATime: {editorList: oneAtATimeOf([20, 22, 24])}},
      {store: 'file store', posts: 10000, figures: {}},
    ]).split('\n');
    expect(lines[0]).toBe('| path, one request at a time | file store, 10 posts | file store, 10,000 posts |');
    expect(lines).toContain('| /blog (signed-in editor) | p50 22.0 ms, p99 24.0 ms | – |');
    expect(lines).toHaveLength(2 + 7);
  });

  it("prints the editors' pages at 10 connections against the per-request page, when the run has all three", () => {
    const column: Column = {
      store: 'file store',
      posts: 10000,
      figures: {dynamic: figure(96, 100, 140), editorList: figure(65, 140, 240), editorPost: figure(80, 120, 160)},
    };
    expect(editorsUnderLoad(column, 10)).toBe(
      "file store, 10,000 posts, 10 connections: a signed-in editor's /blog p50 140 ms and a post 120 ms, against 100 ms for the app's own page rendered per request, which reads nothing (1.40x and 1.20x)",
    );
    expect(editorsUnderLoad({...column, figures: {...column.figures, dynamic: undefined}}, 10)).toBeNull();
  });
});

describe('secondsFor', () => {
  it("loads a path for the bench's seconds, longer when one request alone takes long, and 30 s at most", () => {
    expect(secondsFor(20, {seconds: 5, connections: 10})).toBe(5);
    // 10 connections of 1.3 s requests need 26 s for a couple of answers each.
    expect(secondsFor(1300, {seconds: 5, connections: 10})).toBe(26);
    expect(secondsFor(9000, {seconds: 5, connections: 10})).toBe(30);
  });
});

describe('combineRounds', () => {
  it("takes the median round's req/s, p50 and p99, every request and failure, and CPU over all requests", () => {
    const rounds: LoadFigure[] = [
      {reqPerSec: 900, p50: 10, p99: 30, failed: 0, requests: 1800, cpuMs: 1},
      // A round slowed by another process on the machine.
      {reqPerSec: 400, p50: 25, p99: 90, failed: 1, requests: 800, cpuMs: 2},
      {reqPerSec: 850, p50: 11, p99: 28, failed: 0, requests: 1700, cpuMs: 1},
    ];
    expect(combineRounds(rounds)).toEqual({
      reqPerSec: 850,
      p50: 11,
      p99: 30,
      failed: 1,
      requests: 4300,
      cpuMs: (1800 + 1600 + 1700) / 4300,
      rounds: [900, 400, 850],
    });
  });
});

describe('the sizes compared over paired rounds', () => {
  const sized = (posts: number, rounds: number[]): Column => ({
    store: 'DynamoDB (dynalite)',
    posts,
    figures: {
      list: combineRounds(rounds.map((reqPerSec) => figure(reqPerSec, 10, 30))),
      post: combineRounds(rounds.map((reqPerSec) => figure(reqPerSec, 10, 30))),
    },
  });

  it('compares each pair of rounds run back to back, so a load that comes and goes moves both sizes alike', () => {
    // The machine's load swings from round to round; within each pair the sizes differ by 5 %.
    const small = sized(10, [600, 450, 700, 380, 520]);
    const large = sized(10000, [570, 428, 665, 361, 494]);
    expect(pairedChange(small.figures.list!, large.figures.list!).median).toBeCloseTo(-0.05, 2);
    const verdict = targetChecks(small, large).find((check) => check.target.includes('/blog within 20 %'));
    expect(verdict).toMatchObject({
      met: true,
      detail: '520 and 494 req/s (-5 %; median of 5 paired rounds, from -5 % to -5 %)',
    });
    // One run of each size at different moments, as the bench measured before: the third
    // small round against the fourth large one reads as a 48 % drop.
    const once = (posts: number, reqPerSec: number): Column => ({
      store: 'DynamoDB (dynalite)',
      posts,
      figures: {list: figure(reqPerSec, 10, 30), post: figure(reqPerSec, 10, 30)},
    });
    expect(
      targetChecks(once(10, 700), once(10000, 361)).find((check) => check.target.includes('/blog within'))?.met,
    ).toBe(false);
  });

  it('still finds a real difference of more than 20 %', () => {
    const small = sized(10, [600, 450, 700, 380, 520]);
    const large = sized(10000, [420, 300, 470, 270, 360]);
    const verdict = targetChecks(small, large).find((check) => check.target.includes('a post within 20 %'));
    expect(verdict?.met).toBe(false);
    expect(verdict?.detail).toMatch(/^520 and 360 req\/s \(-31 %; median of 5 paired rounds, from -33 % to -29 %\)$/);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([97, 91, 99])).toBe(97);
    expect(median([1, 4, 2, 3])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});
