import {describe, expect, it} from 'vitest';
import {figureLine, median} from './figures.mjs';

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([97, 91, 99])).toBe(97);
    expect(median([1, 4, 2, 3])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});

describe('figureLine', () => {
  it('prints the figure beside its budget and the verdict', () => {
    expect(figureLine('JS+CSS', 120, {max: 190, unit: ' KB'})).toBe('JS+CSS: 120 KB (budget ≤ 190 KB) ok');
    expect(figureLine('perf', 93, {min: 95})).toBe('perf: 93 (budget ≥ 95) OVER BUDGET');
  });
});
