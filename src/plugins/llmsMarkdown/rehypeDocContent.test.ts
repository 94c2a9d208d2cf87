import {fromHtml} from 'hast-util-from-html';
import {toHtml} from 'hast-util-to-html';
import {describe, expect, it} from 'vitest';
import {rehypeDropChrome, rehypeSelectContent} from './rehypeDocContent';

const select = (html: string) => toHtml(rehypeSelectContent()(fromHtml(html, {fragment: true})));
const drop = (html: string) => {
  const tree = fromHtml(html, {fragment: true});
  rehypeDropChrome()(tree);
  return toHtml(tree);
};

describe('rehypeSelectContent', () => {
  it("keeps a docs page's Markdown body, without breadcrumbs, buttons and table of contents", () => {
    expect(
      select(
        '<main><article><nav class="theme-doc-breadcrumbs">Home</nav><button>Copy page</button>' +
          '<div class="theme-doc-markdown markdown"><header><h1>T</h1></header><p>Body</p></div>' +
          '<footer>Edit this page</footer></article><nav class="pagination-nav">Next</nav></main>',
      ),
    ).toBe('<header><h1>T</h1></header><p>Body</p>');
  });
  it("keeps a Markdown page's article, and a React page's main", () => {
    expect(select('<main><div class="row"><div class="col"><article><h1>Intro</h1></article></div></div></main>')).toBe(
      '<h1>Intro</h1>',
    );
    expect(select('<main class="container"><h1>Providers</h1><p>x</p></main>')).toBe(
      '<main class="container"><h1>Providers</h1><p>x</p></main>',
    );
  });
  it('turns a grid of doc cards into a list of links with their descriptions, without the icons', () => {
    const card = (href: string, name: string, about: string) =>
      `<article class="col"><a class="card" href="${href}"><h2 class="cardTitle" title="${name}">📄️<!-- --> <!-- -->${name}</h2>` +
      `<p class="cardDescription" title="${about}">${about}</p></a></article>`;
    expect(
      select(
        `<div class="theme-doc-markdown"><p>Pages:</p><div data-pagefind-ignore="all"><section class="row">${card('/docs/a', 'A', 'About A.')}${card('/docs/b', 'B', 'About B.')}</section></div></div>`,
      ),
    ).toBe(
      '<p>Pages:</p><div data-pagefind-ignore="all"><ul><li><a href="/docs/a">A</a>: About A.</li><li><a href="/docs/b">B</a>: About B.</li></ul></div>',
    );
  });
});

describe('rehypeSelectContent on card links', () => {
  it('writes a link laid out as a card as its name, linked, then what it says, its parts spaced', () => {
    expect(
      select(
        '<main><ul><li><a href="/docs/m"><span class="name">MongoDB</span><span class="needs">A database.</span>' +
          '<span class="variables"><code>MONGODB_URI</code><code>MONGODB_DB</code></span></a></li>' +
          '<li><a href="/docs/x">Plain <code>link</code></a></li></ul></main>',
      ),
    ).toBe(
      '<main><ul><li><a href="/docs/m">MongoDB</a>: <span class="needs">A database.</span> ' +
        '<span class="variables"><code>MONGODB_URI</code> <code>MONGODB_DB</code></span></li>' +
        '<li><a href="/docs/x">Plain <code>link</code></a></li></ul></main>',
    );
  });
});

describe('rehypeDropChrome', () => {
  it("drops React's text separators, permalinks, empty anchors, buttons and icons", () => {
    expect(
      drop(
        '<h2 id="x">Set it<a href="#x" class="hash-link" aria-label="Direct link">\u200b</a></h2>' +
          '<table><tr><td><a id="prop"></a><code>className?</code><!-- --> </td></tr></table>' +
          '<div class="actions"><button type="button">Edit this example</button></div><p><svg><path></path></svg>Kept</p>',
      ),
    ).toBe(
      '<h2 id="x">Set it</h2><table><tbody><tr><td><code>className?</code> </td></tr></tbody></table><div class="actions"></div><p>Kept</p>',
    );
  });
});
