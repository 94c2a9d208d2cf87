// @ts-check
// Budget verdicts, for the bench.

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
