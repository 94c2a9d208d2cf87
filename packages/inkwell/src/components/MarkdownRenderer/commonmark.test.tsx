// @vitest-environment jsdom
/**
 * Every example of the CommonMark 0.31.2 spec (the `commonmark-spec` package), rendered by
 * MarkdownRenderer and compared with the spec's HTML. Each one matches, except the
 * deliberate differences listed in `__tests__/commonmark-exceptions.ts` and in the guide.
 */
import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';

import {compareExample, type SpecExample} from './__tests__/commonmark.js';
import {DELIBERATE_DIFFERENCES} from './__tests__/commonmark-exceptions.js';

const require = createRequire(import.meta.url);
const {tests} = require('commonmark-spec') as {tests: SpecExample[]};
const deliberate = new Set(DELIBERATE_DIFFERENCES.flatMap((group) => group.examples));

describe('CommonMark 0.31.2 spec examples', () => {
  it('has the 652 examples of the spec', () => {
    expect(tests).toHaveLength(652);
  });

  it('renders every example as the spec does, except the deliberate differences, which still differ', () => {
    const unexpected: string[] = [];
    const nowMatching: number[] = [];
    for (const example of tests) {
      const {expected, actual} = compareExample(example);
      if (deliberate.has(example.number)) {
        if (expected === actual) nowMatching.push(example.number);
      } else if (expected !== actual) {
        unexpected.push(
          `#${example.number} (${example.section}) ${JSON.stringify(example.markdown)}\n  want: ${expected}\n  got:  ${actual}`,
        );
      }
    }
    const passed = tests.length - unexpected.length - deliberate.size + nowMatching.length;
    console.log(`CommonMark 0.31.2: ${passed} of ${tests.length} examples pass; ${deliberate.size} differ on purpose`);
    expect(unexpected).toEqual([]);
    // An exception that now matches no longer needs listing (here and in the guide).
    expect(nowMatching).toEqual([]);
  }, 600_000);

  it('lists the same deliberate differences in the Markdown guide', async () => {
    // The docs live at the repository root; tests may run from it or from packages/inkwell.
    let root = process.cwd();
    while (!existsSync(join(root, 'docs/using-inkwell')) && dirname(root) !== root) root = dirname(root);
    const guide = await readFile(join(root, 'docs/using-inkwell/markdown-features.md'), 'utf8');
    const section = guide.slice(guide.indexOf('## For developers: where Inkwell differs from CommonMark'));
    for (const group of DELIBERATE_DIFFERENCES) {
      const line = section.split('\n').find((candidate) => candidate.startsWith(`- ${group.reason}`));
      expect(line, group.reason).toBeDefined();
      expect(line).toContain(`examples ${group.examples.join(', ')}`);
    }
  });
});
