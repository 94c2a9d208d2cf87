import * as simpleIcons from 'simple-icons';
import {describe, expect, it} from 'vitest';
import {logos} from './logos';

/** Simple Icons' icons by slug. */
const bySlug = new Map(
  Object.values(simpleIcons)
    .filter((icon): icon is simpleIcons.SimpleIcon => typeof icon === 'object' && icon !== null && 'slug' in icon)
    .map((icon) => [icon.slug, icon]),
);

describe('provider logos', () => {
  it('are the marks Simple Icons publishes, unchanged', () => {
    const taken = Object.entries(logos).filter(([, logo]) => logo.from !== 'drawn');
    expect(taken.length).toBeGreaterThan(0);
    for (const [name, logo] of taken) {
      expect('path' in logo && logo.path, name).toBe(bySlug.get(logo.from)?.path);
    }
  });

  it("draw no mark Simple Icons leaves out at its owner's request", () => {
    for (const [name, logo] of Object.entries(logos)) {
      if (logo.from === 'drawn') expect(bySlug.has(name.toLowerCase()), `${name} has a Simple Icons mark`).toBe(false);
    }
  });
});
