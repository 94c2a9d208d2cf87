/**
 * The load bench's figures: one autocannon run read as req/s, p50 and p99, the side-by-side
 * table, and the issue's targets checked against a run's figures.
 */

/** The median of `values` (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** What the bench keeps of one autocannon run (its `--json` output). */
export interface LoadFigure {
  /** Mean requests per second over the run. */
  reqPerSec: number;
  /** Median latency, ms. */
  p50: number;
  /** 99th percentile latency, ms. */
  p99: number;
  /** Requests that failed: connection errors, timeouts and answers other than 2xx. */
  failed: number;
  /** Requests answered. */
  requests: number;
  /** The server's CPU milliseconds per request answered, where measured. */
  cpuMs?: number;
  /** DynamoDB calls per request, where counted. */
  storeCalls?: number;
  /** Each measured round's req/s, in the order run, when the figure combines several rounds. */
  rounds?: number[];
}

/** The fields of autocannon's JSON result the bench reads. */
export interface AutocannonResult {
  requests: {average: number; total: number};
  latency: {p50: number; p99: number};
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** Reads one autocannon result. */
export function figureOf(result: AutocannonResult): LoadFigure {
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

/**
 * One figure for a path from its measured rounds: the median round's req/s, p50 and p99 (so a
 * round slowed by another process on the machine does not move it), every request and failure,
 * and the server's CPU per request over all rounds.
 */
export function combineRounds(rounds: LoadFigure[]): LoadFigure {
  const requests = rounds.reduce((sum, round) => sum + round.requests, 0);
  const measured = rounds.filter((round) => round.cpuMs !== undefined);
  const measuredRequests = measured.reduce((sum, round) => sum + round.requests, 0);
  const figure: LoadFigure = {
    reqPerSec: median(rounds.map((round) => round.reqPerSec)),
    p50: median(rounds.map((round) => round.p50)),
    p99: median(rounds.map((round) => round.p99)),
    failed: rounds.reduce((sum, round) => sum + round.failed, 0),
    requests,
    rounds: rounds.map((round) => round.reqPerSec),
  };
  if (measured.length === rounds.length && measuredRequests > 0) {
    figure.cpuMs = measured.reduce((sum, round) => sum + (round.cpuMs ?? 0) * round.requests, 0) / measuredRequests;
  }
  return figure;
}

/**
 * How the large size's req/s compares with the small size's: the median, over paired rounds (one
 * of each size, run back to back), of `large / small - 1`, with the lowest and highest pair. A
 * pair shares the machine's load of its moment, so the comparison does not swing with the load
 * of other processes the way two runs minutes apart do. Without paired rounds, the one ratio.
 */
export function pairedChange(small: LoadFigure, large: LoadFigure): {median: number; low: number; high: number} {
  const few = small.rounds ?? [];
  const many = large.rounds ?? [];
  const changes =
    few.length > 0 && few.length === many.length
      ? few.map((value, index) => (many[index] ?? 0) / value - 1)
      : [large.reqPerSec / small.reqPerSec - 1];
  return {median: median(changes), low: Math.min(...changes), high: Math.max(...changes)};
}

/** A path's requests sent one after another, each waiting for the last: one person's view of it. */
export interface OneAtATime {
  /** Median latency, ms. */
  p50: number;
  /** 99th percentile latency (nearest rank), ms. */
  p99: number;
  /** Requests timed. */
  count: number;
}

/** The value at `fraction` (0 to 1) of `values`, by nearest rank. */
export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(fraction * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

/** The figure of requests timed one after another, `latencies` in ms. */
export function oneAtATimeOf(latencies: number[]): OneAtATime {
  return {
    p50: latencies.length ? median(latencies) : Number.NaN,
    p99: percentile(latencies, 0.99),
    count: latencies.length,
  };
}

/** The paths the bench measures, in the table's order. */
export const PATHS = [
  {key: 'static', label: "the app's own static page"},
  {key: 'dynamic', label: "the app's own page rendered per request"},
  {key: 'list', label: '/blog (visitor)'},
  {key: 'post', label: 'a post (visitor)'},
  {key: 'page', label: 'a page (visitor)'},
  {key: 'editorList', label: '/blog (signed-in editor)'},
  {key: 'editorPost', label: 'a post (signed-in editor)'},
] as const;

export type PathKey = (typeof PATHS)[number]['key'];

/** One column of the table: a store at a number of posts. */
export interface Column {
  store: string;
  posts: number;
  figures: Partial<Record<PathKey, LoadFigure>>;
  /** Each path's requests one after another, before it is loaded. */
  oneAtATime?: Partial<Record<PathKey, OneAtATime>>;
}

const whole = new Intl.NumberFormat('en-US', {maximumFractionDigits: 0});

/** `1,234 req/s, p50 4 ms, p99 12 ms (0.85x)`: a cell, with its ratio to the static page. */
export function cell(figure: LoadFigure | undefined, staticFigure: LoadFigure | undefined): string {
  if (!figure) return '–';
  const ratio =
    staticFigure && staticFigure !== figure && staticFigure.reqPerSec > 0
      ? ` (${(figure.reqPerSec / staticFigure.reqPerSec).toFixed(2)}x)`
      : '';
  const failed = figure.failed > 0 ? `, ${whole.format(figure.failed)} failed` : '';
  return `${whole.format(figure.reqPerSec)} req/s, p50 ${whole.format(figure.p50)} ms, p99 ${whole.format(figure.p99)} ms${ratio}${failed}`;
}

/** The side-by-side table, in Markdown: a row per path, a column per store and size. */
export function loadTable(columns: Column[]): string {
  const header = `| path | ${columns.map((column) => `${column.store}, ${whole.format(column.posts)} posts`).join(' | ')} |`;
  const rule = `|---|${columns.map(() => '---').join('|')}|`;
  const rows = PATHS.map(
    ({key, label}) =>
      `| ${label} | ${columns.map((column) => cell(column.figures[key], column.figures.static)).join(' | ')} |`,
  );
  return [header, rule, ...rows].join('\n');
}

/** The table of each path's requests one after another: p50 and p99 per store and size. */
export function oneAtATimeTable(columns: Column[]): string {
  const header = `| path, one request at a time | ${columns.map((column) => `${column.store}, ${whole.format(column.posts)} posts`).join(' | ')} |`;
  const rule = `|---|${columns.map(() => '---').join('|')}|`;
  const rows = PATHS.map(({key, label}) => {
    const cells = columns.map((column) => {
      const figure = column.oneAtATime?.[key];
      return figure ? `p50 ${figure.p50.toFixed(1)} ms, p99 ${figure.p99.toFixed(1)} ms` : '–';
    });
    return `| ${label} | ${cells.join(' | ')} |`;
  });
  return [header, rule, ...rows].join('\n');
}

/** One of the issue's targets, and whether a run met it. */
export interface TargetCheck {
  target: string;
  met: boolean;
  detail: string;
}

/** Keeps a check only when the run has every figure it needs. */
function check(
  target: string,
  values: (number | undefined)[],
  met: (...v: number[]) => boolean,
  detail: (...v: number[]) => string,
): TargetCheck[] {
  if (values.some((value) => value === undefined)) return [];
  const numbers = values as number[];
  return [{target, met: met(...numbers), detail: detail(...numbers)}];
}

/**
 * The issue's targets for one store: at 10 connections, visitors' post and list at least half
 * the static page's throughput, p99 under 100 ms, and within 20 % between the smallest and
 * largest sizes; and a signed-in editor's pages (`/blog` and a post) under 100 ms p50 at the
 * largest size, for an editor at work: one request at a time.
 */
export function targetChecks(small: Column, large: Column): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const store = small.store;
  for (const column of [small, large]) {
    const at = `${store}, ${whole.format(column.posts)} posts`;
    const base = column.figures.static?.reqPerSec;
    for (const key of ['post', 'list'] as const) {
      const label = key === 'post' ? 'a post' : '/blog';
      checks.push(
        ...check(
          `${at}: ${label} at least half the static page's req/s`,
          [column.figures[key]?.reqPerSec, base],
          (value, staticValue) => value >= staticValue / 2,
          (value, staticValue) => `${(value / staticValue).toFixed(2)}x`,
        ),
      );
    }
    for (const key of ['list', 'post', 'page'] as const) {
      checks.push(
        ...check(
          `${at}: ${PATHS.find((path) => path.key === key)?.label ?? key} p99 under 100 ms`,
          [column.figures[key]?.p99],
          (p99) => p99 < 100,
          (p99) => `${whole.format(p99)} ms`,
        ),
      );
    }
  }
  for (const key of ['list', 'post'] as const) {
    const few = small.figures[key];
    const many = large.figures[key];
    if (!few || !many) continue;
    const change = pairedChange(few, many);
    const percent = (value: number) => `${(value * 100).toFixed(0)} %`;
    const spread =
      few.rounds && many.rounds && few.rounds.length === many.rounds.length
        ? `; median of ${few.rounds.length} paired rounds, from ${percent(change.low)} to ${percent(change.high)}`
        : '';
    checks.push({
      target: `${store}: ${key === 'post' ? 'a post' : '/blog'} within 20 % between ${whole.format(small.posts)} and ${whole.format(large.posts)} posts`,
      met: Math.abs(change.median) <= 0.2,
      detail: `${whole.format(few.reqPerSec)} and ${whole.format(many.reqPerSec)} req/s (${percent(change.median)}${spread})`,
    });
  }
  for (const key of ['editorList', 'editorPost'] as const) {
    checks.push(
      ...check(
        `${store}, ${whole.format(large.posts)} posts: a signed-in editor's ${key === 'editorList' ? '/blog' : 'post'} under 100 ms p50, one request at a time`,
        [large.oneAtATime?.[key]?.p50],
        (p50) => p50 < 100,
        (p50) => `${p50.toFixed(1)} ms`,
      ),
    );
  }
  return checks;
}

/**
 * What 10 connections of signed-in editors cost against the app's own page rendered per
 * request, at each size: printed beside the targets, not one of them. A page rendered per
 * request waits its turn on the server's one JavaScript thread, so at N connections its p50
 * is about N times its time alone, whoever renders it; the per-request page shows where that
 * floor is on the machine of the run.
 */
export function editorsUnderLoad(column: Column, connections: number): string | null {
  const {editorList, editorPost, dynamic} = column.figures;
  if (!editorList || !editorPost || !dynamic) return null;
  return (
    `${column.store}, ${whole.format(column.posts)} posts, ${connections} connections: a signed-in editor's /blog p50 ` +
    `${whole.format(editorList.p50)} ms and a post ${whole.format(editorPost.p50)} ms, against ${whole.format(dynamic.p50)} ms ` +
    `for the app's own page rendered per request, which reads nothing (${(editorList.p50 / dynamic.p50).toFixed(2)}x and ` +
    `${(editorPost.p50 / dynamic.p50).toFixed(2)}x)`
  );
}

/** The longest a path is loaded, however slow its requests. */
const MAX_SECONDS = 30;

/**
 * How long to load a path: the bench's seconds, or longer for a path whose requests are slow
 * (`aloneMs` each, one at a time), so that each connection has several answered before the
 * run ends and no row of the table is left empty.
 */
export function secondsFor(aloneMs: number, options: {seconds: number; connections: number}): number {
  const needed = Math.ceil((aloneMs * options.connections * 2) / 1000);
  return Math.max(options.seconds, Math.min(MAX_SECONDS, needed));
}
