import {describe, expect, it} from 'vitest';
import {peerConfig, peerTypedocOptions, withoutSiteComponents} from './peer.mjs';

describe('withoutSiteComponents', () => {
  it('removes the imports of our components and the lines that are one of them, and keeps the rest', () => {
    const page = [
      '---',
      'title: Users',
      '---',
      '',
      "import {AdminToolbarDemo, ScreenDemo} from '@site/src/components/InkwellDemo';",
      "import InkwellPlayground from '@site/src/components/InkwellPlayground';",
      "import Tabs from '@theme/Tabs';",
      '',
      '<AdminToolbarDemo role="editor" />',
      '<InkwellPlayground />',
      '<Tabs groupId="host">',
      '<Warning />',
      '',
      '```tsx',
      "import {AdminToolbarDemo} from '@site/src/components/InkwellDemo';",
      '<ScreenDemo screen="setup" />',
      '```',
      '<ScreenDemo screen="users" />',
    ].join('\n');
    expect(withoutSiteComponents(page)).toBe(
      [
        '---',
        'title: Users',
        '---',
        '',
        "import Tabs from '@theme/Tabs';",
        '',
        '<Tabs groupId="host">',
        '<Warning />',
        '',
        '```tsx',
        "import {AdminToolbarDemo} from '@site/src/components/InkwellDemo';",
        '<ScreenDemo screen="setup" />',
        '```',
      ].join('\n'),
    );
  });

  it('keeps a code block open past a shorter fence inside a longer one', () => {
    const page = [
      "import {MarkdownExample} from '@site/src/components/InkwellDemo';",
      '````md',
      '```',
      '<MarkdownExample name="code" />',
      '````',
      '<MarkdownExample name="code" />',
    ].join('\n');
    expect(withoutSiteComponents(page)).toBe(['````md', '```', '<MarkdownExample name="code" />', '````'].join('\n'));
  });
});

describe('peerTypedocOptions', () => {
  it("keeps the Markdown options, makes the inputs' paths absolute and leaves out our own TypeDoc plugins", () => {
    expect(
      peerTypedocOptions(
        {
          id: 'api',
          entryPoints: ['./packages/inkwell/src/index.ts'],
          tsconfig: './src/plugins/apiReference/tsconfig.api-reference.json',
          out: './docs/api',
          plugin: ['./src/plugins/apiReference/validate-plugin.mjs'],
          treatValidationWarningsAsErrors: true,
          outputFileStrategy: 'members',
        },
        '/repo',
      ),
    ).toEqual({
      entryPoints: ['/repo/packages/inkwell/src/index.ts'],
      tsconfig: '/repo/src/plugins/apiReference/tsconfig.api-reference.json',
      out: './docs/api',
      outputFileStrategy: 'members',
    });
  });
});

describe('peerConfig', () => {
  it('names the three plugins and our precompression, with the TypeDoc options as given', () => {
    const config = peerConfig({typedocOptions: {out: './docs/api'}, precompressModule: '/repo/precompress.mjs'});
    expect(config).toContain(`import {precompress} from "/repo/precompress.mjs";`);
    expect(config).toContain(`['docusaurus-plugin-typedoc', {"out":"./docs/api"}]`);
    expect(config).toContain(`'@easyops-cn/docusaurus-search-local'`);
    expect(config).toContain(`'@signalwire/docusaurus-plugin-llms-txt'`);
    expect(config).toContain('future: {experimental_faster: true}');
  });
});
