// @ts-check
// The bench's headline: ours against the fair peer as a Markdown table for PERFORMANCE.md, and
// against the stock template as one line.

/**
 * @typedef {'firstVisit' | 'firstSearch' | 'coldBuild' | 'coldCpu' | 'wallPer100' | 'peakMemory' | 'memoryPer100'} PeerFigure
 * @typedef {{ours: number | null, peer: number | null}} PeerPair
 */

/** The figures, with the budget for ours ÷ the peer's (none for CPU: printed beside wall time). */
/** @type {ReadonlyArray<{key: PeerFigure, name: string, unit: 'B' | 's' | 'MB', max: number | null}>} */
const peerBudgets = [
  {key: 'firstVisit', name: 'first visit to a guide, JS + CSS on the wire', unit: 'B', max: 0.9},
  {key: 'firstSearch', name: "first search ('markdown'), on the wire", unit: 'B', max: 0.5},
  {key: 'coldBuild', name: 'cold build, wall', unit: 's', max: 1.0},
  {key: 'coldCpu', name: 'cold build, CPU (user + system)', unit: 's', max: null},
  {key: 'wallPer100', name: 'wall per 100 more pages', unit: 's', max: 1.0},
  {key: 'peakMemory', name: 'peak memory, cold build', unit: 'MB', max: 1.0},
  {key: 'memoryPer100', name: 'peak memory growth per 100 more pages', unit: 'MB', max: 1.5},
];

/**
 * @param {number | null} value
 * @param {'B' | 's' | 'MB'} unit
 */
function format(value, unit) {
  if (value === null) return 'n/a';
  return unit === 's' ? `${value.toFixed(1)} s` : `${Math.round(value).toLocaleString('en-GB')} ${unit}`;
}

/** @param {PeerPair} pair */
const ratioOf = ({ours, peer}) => (ours !== null && peer !== null && peer > 0 ? ours / peer : null);

/** @param {Partial<Record<PeerFigure, PeerPair>>} figures bytes, seconds and MB */
export function peerTable(figures) {
  const lines = ['| figure | ours | peer | ours / peer | budget |', '| --- | --- | --- | --- | --- |'];
  for (const {key, name, unit, max} of peerBudgets) {
    const {ours = null, peer = null} = figures[key] ?? {};
    const ratio = ratioOf({ours, peer});
    const budget =
      max === null ? 'none' : `≤ ${max.toFixed(1)}×${ratio === null ? '' : ratio <= max ? ' ok' : ' OVER'}`;
    const shown = ratio === null ? 'n/a' : `${ratio.toFixed(2)}×`;
    lines.push(`| ${name} | ${format(ours, unit)} | ${format(peer, unit)} | ${shown} | ${budget} |`);
  }
  return lines;
}

/** @param {Partial<Record<PeerFigure, PeerPair>>} figures `peer` is stock's figure */
export function stockLine(figures) {
  const ratios = peerBudgets.flatMap(({key, name, unit}) => {
    const pair = figures[key];
    const ratio = pair ? ratioOf(pair) : null;
    return pair && ratio !== null ? [`${name} ${ratio.toFixed(2)}× (${format(pair.peer, unit)})`] : [];
  });
  return `Against the stock template (ours ÷ stock's): ${ratios.join('; ') || 'not measured'}`;
}
