import {describe, expect, it} from 'vitest';
import {figureLine, layoutShiftsOver, median, scoresUnder} from './figures.mjs';

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([97, 91, 99])).toBe(97);
    expect(median([1, 4, 2, 3])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});

describe('scoresUnder', () => {
  it('names each category below its minimum, and missing ones', () => {
    expect(scoresUnder({performance: 89, seo: 100}, {performance: 90, seo: 100, accessibility: 100})).toEqual([
      'performance 89 < 90',
      'accessibility missing < 100',
    ]);
    expect(scoresUnder({performance: 90}, {performance: 90})).toEqual([]);
  });
});

describe('figureLine', () => {
  it('prints the figure beside its budget and the verdict', () => {
    expect(figureLine('JS+CSS', 120, {max: 190, unit: ' KB'})).toBe('JS+CSS: 120 KB (budget ≤ 190 KB) ok');
    expect(figureLine('perf', 93, {min: 95})).toBe('perf: 93 (budget ≥ 95) OVER BUDGET');
  });
});

describe('layoutShiftsOver', () => {
  const budget = {max: 0.1, paths: ['/404', '/docs/api/functions/InkwellRouter']};

  it('names each budgeted page over the maximum, and none at or under it', () => {
    expect(
      layoutShiftsOver(
        [
          {path: '/404', layoutShift: 1.2448},
          {path: '/docs/api/functions/InkwellRouter', layoutShift: 0.1},
          {path: '/', layoutShift: 0.5},
        ],
        budget,
      ),
    ).toEqual(['/404: cumulative layout shift 1.245 > 0.1']);
  });

  it('fails a budgeted page that was not measured', () => {
    expect(layoutShiftsOver([{path: '/404', layoutShift: 0}], budget)).toEqual([
      '/docs/api/functions/InkwellRouter: cumulative layout shift not measured',
    ]);
  });
});
