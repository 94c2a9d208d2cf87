// @ts-check
// Small pure helpers the gates and the bench share: medians and budget verdicts.

/**
 * The median of `values` (the mean of the middle two for an even count).
 * @param {number[]} values
 */
export function median(values) {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? /** @type {number} */ (sorted[middle])
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Categories whose score is under its minimum, as readable lines.
 * @param {Record<string, number>} scores 0–100 per Lighthouse category
 * @param {Record<string, number>} minimums
 * @returns {string[]}
 */
export function scoresUnder(scores, minimums) {
  return Object.entries(minimums)
    .filter(([category, minimum]) => (scores[category] ?? -1) < minimum)
    .map(([category, minimum]) => `${category} ${scores[category] ?? 'missing'} < ${minimum}`);
}

/**
 * Pages whose layout shift is over the budget's maximum, as readable lines. CLS is held to a
 * maximum on every page the budget names, and on no other.
 * @param {Array<{path: string, layoutShift: number}>} results each page's worst CLS over its runs
 * @param {{max: number, paths: string[]}} budget
 * @returns {string[]}
 */
export function layoutShiftsOver(results, budget) {
  const missing = budget.paths.filter((path) => !results.some((result) => result.path === path));
  return [
    ...missing.map((path) => `${path}: cumulative layout shift not measured`),
    ...results
      .filter((result) => budget.paths.includes(result.path) && !(result.layoutShift <= budget.max))
      .map((result) => `${result.path}: cumulative layout shift ${result.layoutShift.toFixed(3)} > ${budget.max}`),
  ];
}

/**
 * One figure beside its budget: `name: value unit (budget ≤ n unit) ok|OVER`.
 * @param {string} name
 * @param {number} value
 * @param {{max?: number, min?: number, unit?: string}} budget
 */
export function figureLine(name, value, {max, min, unit = ''}) {
  const ok = (max === undefined || value <= max) && (min === undefined || value >= min);
  const limit = max !== undefined ? `≤ ${max}${unit}` : min !== undefined ? `≥ ${min}${unit}` : 'none';
  return `${name}: ${value}${unit} (budget ${limit}) ${ok ? 'ok' : 'OVER BUDGET'}`;
}
