import {describe, expect, it} from 'vitest';
import {movePropsBeforeRemarks, propsSection, titleWithoutCall} from './members-on-page-plugin.mjs';

describe('movePropsBeforeRemarks', () => {
  it('puts the props where the parameters table was, and drops that table', () => {
    const page =
      '# F\n\nSummary.\n\n## Parameters\n\n| props | T |\n\n## Returns\n\nx\n\n## Remarks\n\nr\n\n## Example\n\ne\n\n## Props\n\n| a |\n';
    expect(movePropsBeforeRemarks(page)).toBe(
      '# F\n\nSummary.\n\n## Props\n\n| a |\n\n## Returns\n\nx\n\n## Remarks\n\nr\n\n## Example\n\ne\n',
    );
  });

  it('falls back to the example when there are no returns or remarks, and leaves other pages alone', () => {
    expect(movePropsBeforeRemarks('# F\n\n## Example\n\ne\n\n## Props\n\np\n')).toBe(
      '# F\n\n## Props\n\np\n\n## Example\n\ne\n',
    );
    expect(movePropsBeforeRemarks('# V\n\n## Members\n\nm\n')).toBe('# V\n\n## Members\n\nm\n');
  });
});

describe('propsSection', () => {
  it('gives each prop its type, default, whether it is required and its description', () => {
    const section = propsSection('RouterProps', [
      {
        anchor: 'result',
        name: 'result',
        type: '`Result`',
        defaultValue: undefined,
        required: true,
        description: 'What was found.',
      },
      {
        anchor: undefined,
        name: 'level',
        type: '`2` | `3`',
        defaultValue: '`2`',
        required: false,
        description: 'Heading\nlevel.',
      },
      {
        anchor: undefined,
        name: 'className',
        type: '`string`',
        defaultValue: undefined,
        required: false,
        description: '',
      },
    ]);
    expect(section).toBe(
      '## Props\n\n' +
        "The props' type is `RouterProps`.\n\n" +
        '| Prop | Type | Default | Required | Description |\n' +
        '| ------ | ------ | ------ | ------ | ------ |\n' +
        '| <a id="result"></a> `result` | `Result` | — | Yes | What was found. |\n' +
        '| `level` | `2` \\| `3` | `2` | No | Heading level. |\n' +
        '| `className` | `string` | — | No | — |\n',
    );
  });

  it('never shows a default for a required prop', () => {
    const section = propsSection('P', [
      {anchor: undefined, name: 'result', type: '`R`', defaultValue: '`undefined`', required: true, description: 'd'},
    ]);
    expect(section).toContain('| `result` | `R` | — | Yes | d |');
    expect(section).not.toContain('undefined');
  });
});

describe('titleWithoutCall', () => {
  it("takes the call's parentheses off the page title only", () => {
    expect(
      titleWithoutCall('# Function: PostList()\n\n```ts\nfunction PostList(props): Element;\n```\n\n## Returns\n'),
    ).toBe('# Function: PostList\n\n```ts\nfunction PostList(props): Element;\n```\n\n## Returns\n');
    expect(titleWithoutCall('# Variable: Inkwell\n')).toBe('# Variable: Inkwell\n');
  });
});
