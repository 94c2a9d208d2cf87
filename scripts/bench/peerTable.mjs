// @ts-check
// The bench's headline: ours against the fair peer (scripts/bench/peer.mjs), each figure's
// ratio beside its budget, as a Markdown table for PERFORMANCE.md.

/**
 * @typedef {'firstVisit' | 'firstSearch' | 'coldBuild' | 'wallPer100' | 'peakMemory' | 'memoryPer100'} PeerFigure
 * @typedef {{ours: number | null, peer: number | null}} PeerPair
 */

/** @type {ReadonlyArray<{key: PeerFigure, name: string, unit: 'B' | 's' | 'MB', max: number}>} */
export const peerBudgets = [
  {key: 'firstVisit', name: 'first visit to a guide, JS + CSS on the wire', unit: 'B', max: 0.9},
  {key: 'firstSearch', name: "first search ('markdown'), on the wire", unit: 'B', max: 0.5},
  {key: 'coldBuild', name: 'cold build, wall', unit: 's', max: 1.0},
  {key: 'wallPer100', name: 'wall per 100 more pages', unit: 's', max: 1.0},
  {key: 'peakMemory', name: 'peak memory, cold build', unit: 'MB', max: 1.0},
  {key: 'memoryPer100', name: 'peak memory growth per 100 more pages', unit: 'MB', max: 1.5},
];

/**
 * A figure in its unit: seconds to a tenth, bytes and MB whole with thousands separators.
 * @param {number | null} value
 * @param {'B' | 's' | 'MB'} unit
 */
function format(value, unit) {
  if (value === null) return 'n/a';
  return unit === 's' ? `${value.toFixed(1)} s` : `${Math.round(value).toLocaleString('en-GB')} ${unit}`;
}

/**
 * The table: each figure of ours and the peer's, ours ÷ peer, and the budget with its verdict.
 * A figure either side did not measure (or a peer figure of 0 or less) has no ratio.
 * @param {Partial<Record<PeerFigure, PeerPair>>} figures bytes, seconds and MB
 * @returns {string[]} the table's lines
 */
export function peerTable(figures) {
  const lines = ['| figure | ours | peer | ours / peer | budget |', '| --- | --- | --- | --- | --- |'];
  for (const {key, name, unit, max} of peerBudgets) {
    const {ours = null, peer = null} = figures[key] ?? {};
    const ratio = ours !== null && peer !== null && peer > 0 ? ours / peer : null;
    const verdict = ratio === null ? '' : ratio <= max ? ' ok' : ' OVER';
    lines.push(
      `| ${name} | ${format(ours, unit)} | ${format(peer, unit)} | ${ratio === null ? 'n/a' : `${ratio.toFixed(2)}×`} | ≤ ${max.toFixed(1)}×${verdict} |`,
    );
  }
  return lines;
}
