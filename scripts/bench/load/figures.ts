/**
 * The load bench's figures: one autocannon run read as req/s, p50 and p99, the side-by-side
 * table, and the issue's targets checked against a run's figures.
 */

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
 * The issue's targets for one store: visitors' post and list at least half the static page's
 * throughput, p99 under 100 ms, within 20 % between the smallest and largest sizes, and a
 * signed-in editor's page under 100 ms p50 at the largest size.
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
    checks.push(
      ...check(
        `${store}: ${key === 'post' ? 'a post' : '/blog'} within 20 % between ${whole.format(small.posts)} and ${whole.format(large.posts)} posts`,
        [small.figures[key]?.reqPerSec, large.figures[key]?.reqPerSec],
        (few, many) => Math.abs(many - few) / few <= 0.2,
        (few, many) =>
          `${whole.format(few)} and ${whole.format(many)} req/s (${(((many - few) / few) * 100).toFixed(0)} %)`,
      ),
    );
  }
  checks.push(
    ...check(
      `${store}, ${whole.format(large.posts)} posts: a signed-in editor's /blog under 100 ms p50`,
      [large.figures.editorList?.p50],
      (p50) => p50 < 100,
      (p50) => `${whole.format(p50)} ms`,
    ),
  );
  return checks;
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
