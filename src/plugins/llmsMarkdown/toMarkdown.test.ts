import {describe, expect, it} from 'vitest';
import {pageToMarkdown, twinProcessor} from './toMarkdown';

const processor = twinProcessor({origin: 'https://example.com', baseUrl: '/', twins: new Set(['/docs/a'])});

/** A docs page as the build writes it (minified, trimmed to one of each kind of content). */
const page =
  '<!doctype html><html><head><title>T</title></head><body><nav class=navbar>Docs Search</nav><aside>sidebar</aside>' +
  '<main class=docMainContainer><div class=container><article><nav class=theme-doc-breadcrumbs>Home</nav>' +
  '<button>Copy page</button><div class="theme-doc-markdown markdown"><header><h1>Set up</h1></header>' +
  '<p>Read <a href=/docs/a#b>the guide</a> first.</p>' +
  '<h2 class=anchor id=install>Install<a href=#install class=hash-link aria-label="Direct link to Install">\u200b</a></h2>' +
  '<div class="language-bash theme-code-block"><div class=codeBlockTitle_X>Terminal</div><div class=codeBlockContent_Y>' +
  '<pre class="prism-code language-bash"><code class=codeBlockLines_Z><span class=token-line><span class=token>npm</span>' +
  '<span class=token> install</span><br></span></code></pre><div class=buttonGroup><button>Copy</button></div></div></div>' +
  '<table><thead><tr><th>Property<!-- --> <th>Type<!-- --> <tbody><tr><td><a id=x></a><code>className?</code><!-- --> ' +
  '<td><code>string</code></table>' +
  '<div class="tabs-container"><ul role=tablist><li role=tab aria-selected=true>npm<li role=tab>Other</ul>' +
  '<div><div role=tabpanel><p>Use npm.</p></div><div role=tabpanel hidden><p>Use another.</p></div></div></div>' +
  '</div><footer>Edit this page</footer></article></div></main><footer class=footer>Footer</footer></body></html>';

describe('pageToMarkdown', () => {
  it("converts a page's content, and nothing of its furniture, to Markdown", () => {
    expect(pageToMarkdown(processor, page)).toBe(
      [
        '# Set up',
        '',
        'Read [the guide](https://example.com/docs/a.md#b) first.',
        '',
        '## Install',
        '',
        '```bash title="Terminal"',
        'npm install',
        '```',
        '',
        '| Property     | Type     |',
        '| ------------ | -------- |',
        '| `className?` | `string` |',
        '',
        '**npm**',
        '',
        'Use npm.',
        '',
        '**Other**',
        '',
        'Use another.',
        '',
      ].join('\n'),
    );
  });
});
