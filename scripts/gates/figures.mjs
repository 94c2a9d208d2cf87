// @ts-check
// Medians and budget verdicts, for the gates and the bench.

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
