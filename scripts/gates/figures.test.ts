import {describe, expect, it} from 'vitest';
import {figureLine} from './figures.mjs';

describe('figureLine', () => {
  it('prints the figure beside its budget and the verdict', () => {
    expect(figureLine('JS+CSS', 120, {max: 190, unit: ' KB'})).toBe('JS+CSS: 120 KB (budget ≤ 190 KB) ok');
    expect(figureLine('perf', 93, {min: 95})).toBe('perf: 93 (budget ≥ 95) OVER BUDGET');
  });
});
