import {describe, expect, it} from 'vitest';
import {movePropsBeforeRemarks} from './members-on-page-plugin.mjs';

describe('movePropsBeforeRemarks', () => {
  it('puts the props section before the remarks', () => {
    const page = '# F\n\n## Returns\n\nx\n\n## Remarks\n\nr\n\n## Example\n\ne\n\n## Props\n\n| a |\n';
    expect(movePropsBeforeRemarks(page)).toBe(
      '# F\n\n## Returns\n\nx\n\n## Props\n\n| a |\n\n## Remarks\n\nr\n\n## Example\n\ne\n',
    );
  });

  it('falls back to the example when there are no remarks, and leaves other pages alone', () => {
    expect(movePropsBeforeRemarks('# F\n\n## Example\n\ne\n\n## Props\n\np\n')).toBe(
      '# F\n\n## Props\n\np\n\n## Example\n\ne\n',
    );
    expect(movePropsBeforeRemarks('# V\n\n## Members\n\nm\n')).toBe('# V\n\n## Members\n\nm\n');
  });
});
