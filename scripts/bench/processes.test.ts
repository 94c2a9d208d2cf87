import {describe, expect, it} from 'vitest';
import {ratioLine} from './processes.mjs';

describe('ratioLine', () => {
  it('prints both figures, their ratio and the verdict against a budget', () => {
    expect(ratioLine('Cold build', 30, 10, {unit: ' s', budget: 2})).toBe(
      'Cold build: ours 30.0 s, stock 10.0 s, ratio 3.00× (budget ≤ 2×: OVER)',
    );
    expect(ratioLine('Cold build', 15, 10, {unit: ' s', budget: 2})).toBe(
      'Cold build: ours 15.0 s, stock 10.0 s, ratio 1.50× (budget ≤ 2×: ok)',
    );
    expect(ratioLine('Memory', 500, null, {unit: ' MB', digits: 0})).toBe('Memory: ours 500 MB, stock n/a, ratio n/a');
  });
});
