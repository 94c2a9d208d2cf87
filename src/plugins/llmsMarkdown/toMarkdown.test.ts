import {fromHtml} from 'hast-util-from-html';
import {toHtml} from 'hast-util-to-html';
import {describe, expect, it} from 'vitest';
import {pageToMarkdown, plainCodeBlocks, twinHref, twinProcessor, twinTree} from './toMarkdown';

const options = {origin: 'https://example.com', baseUrl: '/', twins: new Set(['/docs/a', '/intro'])};
/** The twin's tree of `html`, as HTML. */
const flatten = (html: string) => toHtml(twinTree(fromHtml(html, {fragment: true}), options));

describe('twinTree: the content', () => {
  it("keeps a docs page's Markdown body, without breadcrumbs, buttons and table of contents", () => {
    expect(
      flatten(
        '<main><article><nav class="theme-doc-breadcrumbs">Home</nav><button>Copy page</button>' +
          '<div class="theme-doc-markdown markdown"><header><h1>T</h1></header><p>Body</p></div>' +
          '<footer>Edit this page</footer></article><nav class="pagination-nav">Next</nav></main>',
      ),
    ).toBe('<header><h1>T</h1></header><p>Body</p>');
  });
  it("keeps a Markdown page's article, and a React page's main", () => {
    expect(
      flatten('<main><div class="row"><div class="col"><article><h1>Intro</h1></article></div></div></main>'),
    ).toBe('<h1>Intro</h1>');
    expect(flatten('<main class="container"><h1>Providers</h1><p>x</p></main>')).toBe(
      '<main class="container"><h1>Providers</h1><p>x</p></main>',
    );
  });
  it('turns a grid of doc cards into a list of links with their descriptions, without the icons', () => {
    const card = (href: string, name: string, about: string) =>
      `<article class="col"><a class="card" href="${href}"><h2 class="cardTitle" title="${name}">📄️<!-- --> <!-- -->${name}</h2>` +
      `<p class="cardDescription" title="${about}">${about}</p></a></article>`;
    expect(
      flatten(
        `<div class="theme-doc-markdown"><p>Pages:</p><div data-pagefind-ignore="all"><section class="row">${card('/docs/a', 'A', 'About A.')}${card('/docs/b', 'B', 'About B.')}</section></div></div>`,
      ),
    ).toBe(
      '<p>Pages:</p><div data-pagefind-ignore="all"><ul><li><a href="https://example.com/docs/a.md">A</a>: About A.</li>' +
        '<li><a href="https://example.com/docs/b">B</a>: About B.</li></ul></div>',
    );
  });
});

describe('twinTree: card links', () => {
  it('writes a link laid out as a card as its name, linked, then what it says, its parts spaced', () => {
    expect(
      flatten(
        '<main><ul><li><a href="/docs/m"><span class="name">MongoDB</span><span class="needs">A database.</span>' +
          '<span class="variables"><code>MONGODB_URI</code><code>MONGODB_DB</code></span></a></li>' +
          '<li><a href="https://example.com/docs/x">Plain <code>link</code></a></li></ul></main>',
      ),
    ).toBe(
      '<main><ul><li><a href="https://example.com/docs/m">MongoDB</a>: <span class="needs">A database.</span> ' +
        '<span class="variables"><code>MONGODB_URI</code> <code>MONGODB_DB</code></span></li>' +
        '<li><a href="https://example.com/docs/x">Plain <code>link</code></a></li></ul></main>',
    );
  });
});

describe('twinTree: the furniture', () => {
  it("drops React's text separators, permalinks, empty anchors, buttons and icons", () => {
    expect(
      flatten(
        '<h2 id="x">Set it<a href="#x" class="hash-link" aria-label="Direct link">\u200b</a></h2>' +
          '<table><tr><td><a id="prop"></a><code>className?</code><!-- --> </td></tr></table>' +
          '<div class="actions"><button type="button">Edit this example</button></div><p><svg><path></path></svg>Kept</p>',
      ),
    ).toBe(
      '<h2 id="x">Set it</h2><table><tbody><tr><td><code>className?</code> </td></tr></tbody></table><div class="actions"></div><p>Kept</p>',
    );
  });
});

describe('twinHref', () => {
  it('points a page with a twin at its twin, keeping the part of the page', () => {
    expect(twinHref('/docs/a', options)).toBe('https://example.com/docs/a.md');
    expect(twinHref('/docs/a#part', options)).toBe('https://example.com/docs/a.md#part');
    expect(twinHref('/intro/', options)).toBe('https://example.com/intro.md');
  });
  it('gives other paths of the site their full URL, and leaves the rest alone', () => {
    expect(twinHref('/img/x.png', options)).toBe('https://example.com/img/x.png');
    expect(twinHref('#part', options)).toBe('#part');
    expect(twinHref('https://github.com/x', options)).toBe('https://github.com/x');
    expect(twinHref('//cdn.example.com/x', options)).toBe('//cdn.example.com/x');
  });
  it('reads routes under a base URL', () => {
    const sub = {...options, baseUrl: '/sub/'};
    expect(twinHref('/sub/docs/a#x', sub)).toBe('https://example.com/sub/docs/a.md#x');
    expect(twinHref('/other', sub)).toBe('/other');
  });
});

describe('twinTree: links', () => {
  it('rewrites links and images, nested ones too', () => {
    const tree = fromHtml('<p><a href="/docs/a"><img src="/img/a.png" alt="A"></a></p>', {fragment: true});
    expect(toHtml(twinTree(tree, options))).toBe(
      '<p><a href="https://example.com/docs/a.md"><img src="https://example.com/img/a.png" alt="A"></a></p>',
    );
  });
});

/** A code block as Docusaurus's highlighter writes it (trimmed to what matters), minified as the build writes it. */
const highlighted =
  '<pre tabindex=0 class="prism-code language-ts codeBlock_x"><code class=codeBlockLines_y>' +
  '<span class=token-line><span class="token keyword">const</span><span class="token plain"> a </span>' +
  '<span class="token operator">=</span><span class="token plain"> </span><span class="token string">"&lt;b>"</span>' +
  '<span class="token punctuation">;</span><br></span>' +
  '<span class=token-line><span class="token plain">  </span><span class="token comment">// two spaces</span><br></span>' +
  '<span class=token-line><span class="token plain"></span><br></span></code></pre>';

describe('plainCodeBlocks', () => {
  it('turns a highlighted block into its text, with its language on the code', () => {
    expect(plainCodeBlocks(`<p>x</p>${highlighted}`)).toBe(
      '<p>x</p><pre tabindex=0 class="prism-code language-ts codeBlock_x"><code class="language-ts">' +
        'const a = "&lt;b>";\n  // two spaces\n\n</code></pre>',
    );
  });
  it('keeps the text the browser shows', () => {
    const shown = (html: string) => toHtml(fromHtml(html, {fragment: true})).replace(/<[^>]+>/g, '');
    expect(shown(plainCodeBlocks(highlighted))).toBe(shown(highlighted.replace(/<br>/g, '\n')));
  });
  it('leaves a block alone when it holds more than the highlighter writes', () => {
    const html = '<pre class="language-ts"><code><div>one</div><div>two</div></code></pre>';
    expect(plainCodeBlocks(html)).toBe(html);
  });
  it('keeps a language the code already names', () => {
    expect(plainCodeBlocks('<pre class="language-ts"><code class="language-tsx"><span>x</span></code></pre>')).toBe(
      '<pre class="language-ts"><code class="language-tsx">x</code></pre>',
    );
  });
  it('leaves inline code alone', () => {
    const html = '<p>Run <code><span>npm</span> test</code>.</p>';
    expect(plainCodeBlocks(html)).toBe(html);
  });
});

describe('twinTree: code block titles', () => {
  it("puts a block's title on its pre as the fence's meta, and drops the title element", () => {
    const tree = fromHtml(
      '<div class="language-ts theme-code-block"><div class=codeBlockTitle_Pz>app/page.tsx</div>' +
        '<div class=codeBlockContent_K><pre><code>x</code></pre></div></div>',
      {fragment: true},
    );
    expect(toHtml(twinTree(tree, options))).toBe(
      '<div class="language-ts theme-code-block"><div class="codeBlockContent_K"><pre data-meta="title=&#x22;app/page.tsx&#x22;"><code>x</code></pre></div></div>',
    );
  });
});

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
