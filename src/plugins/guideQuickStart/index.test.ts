import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractCodeBlocks} from '../../../tests/docs/extract';
import {QUICK_START_GUIDE, quickStartSteps} from '.';

const guide = readFileSync(join(__dirname, '..', '..', '..', QUICK_START_GUIDE), 'utf8');

describe('quickStartSteps', () => {
  it("takes the guide's own blocks, byte for byte", () => {
    const steps = quickStartSteps(guide);
    const fromGuide = new Set(extractCodeBlocks(guide, QUICK_START_GUIDE).map((block) => block.code));
    const shown = Object.values(steps).flat();
    expect(shown.length).toBeGreaterThanOrEqual(12);
    for (const block of shown) {
      // The excerpt loses only its type-check opt-out line.
      expect(fromGuide.has(block.code) || [...fromGuide].some((code) => code.endsWith(`\n${block.code}`))).toBe(true);
    }
    expect(steps.create[0]?.code).toContain('create-next-app@16 ');
    expect(steps.page.map((block) => block.title)).toEqual([
      'app/inkwell-site/site-data.ts',
      'app/inkwell-site/site-layout.tsx',
      'app/inkwell-site/[[...slug]]/page.tsx',
      'app/inkwell-edit/[[...slug]]/page.tsx',
    ]);
    // The Next.js 16 files, not the ones "On Next.js 15" gives under the same titles.
    expect(steps.page[0]?.code).toContain("'use cache'");
    expect(steps.page[2]?.code).toContain("'use cache'");
    expect(steps.page[3]?.code).toContain('await connection()');
    expect(steps.notFound.map((block) => block.title)).toEqual([
      'next.config.ts (excerpt)',
      'proxy.ts',
      'app/inkwell-404/page.tsx',
    ]);
    expect(steps.notFound[0]?.code).not.toContain('check-skip');
    expect(steps.startAndStyles[0]?.title).toBe('instrumentation.ts');
  });

  it('fails, naming the block, when the guide no longer has one it shows', () => {
    const withoutProxy = guide.replace('```ts title="proxy.ts"', '```ts title="edge.ts"');
    expect(() => quickStartSteps(withoutProxy)).toThrow(/"proxy.ts" block/);
  });
});
