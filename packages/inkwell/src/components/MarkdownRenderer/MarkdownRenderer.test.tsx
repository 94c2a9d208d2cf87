// @vitest-environment jsdom
import {act, render, screen} from '@testing-library/react';
import {hydrateRoot} from 'react-dom/client';
import type {Root} from 'react-dom/client';
import {renderToStaticMarkup, renderToString} from 'react-dom/server';

import {MarkdownRenderer} from './index.js';
import {urlTransform} from './url-policy.js';
import {GENERATED_XSS_PAYLOADS, XSS_PAYLOADS} from './__tests__/xss-payloads.js';

/** Schemes that can run script (or load a document that does) when used as a URL. */
const SCRIPT_SCHEMES = ['javascript:', 'vbscript:', 'data:', 'livescript:', 'mocha:'];
const URL_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'formaction',
  'data',
  'xlink:href',
  'poster',
  'background',
  'cite',
  'srcset',
  'longdesc',
];
const FORBIDDEN_ELEMENTS =
  'script, iframe, frame, frameset, object, embed, applet, style, base, meta, link, form, svg, math, template, noscript, textarea';

// More than any reader does to a URL before looking at its scheme: compatibility forms
// folded (NFKC), every space, control, format and default-ignorable character dropped
// everywhere, and case ignored. A URL that is safe under this reading is safe under all.
function normaliseUrl(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/[\p{White_Space}\p{Z}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu, '')
    .toLowerCase();
}

function expectNothingExecutable(container: HTMLElement): void {
  expect(container.querySelector(FORBIDDEN_ELEMENTS)).toBeNull();
  for (const element of Array.from(container.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      expect(name.startsWith('on'), `<${element.tagName.toLowerCase()} ${name}>`).toBe(false);
      expect(name, `<${element.tagName.toLowerCase()}> keeps a style attribute`).not.toBe('style');
      if (URL_ATTRIBUTES.includes(name)) {
        const urls = name === 'srcset' ? attribute.value.split(',') : [attribute.value];
        for (const url of urls) {
          const normalised = normaliseUrl(url);
          for (const scheme of SCRIPT_SCHEMES) {
            expect(normalised.startsWith(scheme), `${name}="${attribute.value}"`).toBe(false);
          }
        }
      }
    }
  }
}

/**
 * Server-renders the Markdown and parses the HTML string. React 19 hoists a
 * `<link rel="preload" as="image">` for each image; its href is checked like any URL and the
 * link then set aside, since it is React's own markup rather than something a writer typed.
 */
function parseServerHtml(markdown: string): HTMLElement {
  const html = renderToStaticMarkup(<MarkdownRenderer markdown={markdown} />);
  const holder = document.createElement('div');
  holder.innerHTML = html;
  for (const link of Array.from(holder.querySelectorAll('link[rel="preload"][as="image"]'))) {
    const href = normaliseUrl(link.getAttribute('href') ?? '');
    for (const scheme of SCRIPT_SCHEMES) expect(href.startsWith(scheme), `preload ${href}`).toBe(false);
    link.remove();
  }
  return holder;
}

describe('MarkdownRenderer: GFM features', () => {
  it('renders CommonMark and GFM: headings, emphasis, tables, task lists, strikethrough, autolinks', () => {
    const {container} = render(
      <MarkdownRenderer
        markdown={[
          '# Title',
          '',
          'Some *emphasis*, **strong** and ~~struck~~ text. Visit https://example.com today.',
          '',
          '| Name | Qty |',
          '| ---- | --: |',
          '| Ink  |   2 |',
          '',
          '- [x] Buy ink',
          '- [ ] Buy paper',
        ].join('\n')}
      />,
    );
    expect(screen.getByRole('heading', {level: 1, name: /Title/})).toHaveAttribute('id', 'title');
    expect(container.querySelector('em')).toHaveTextContent('emphasis');
    expect(container.querySelector('strong')).toHaveTextContent('strong');
    expect(container.querySelector('del')).toHaveTextContent('struck');
    expect(screen.getByRole('link', {name: 'https://example.com'})).toHaveAttribute('href', 'https://example.com');
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', {name: 'Qty'})).toBeInTheDocument();
    expect(screen.getByRole('cell', {name: 'Ink'})).toBeInTheDocument();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toBeChecked();
    expect(boxes[1]).not.toBeChecked();
    expect(boxes[0]).toBeDisabled();
  });

  it('adds a labelled "#" link to each heading, pointing at the heading id', () => {
    render(<MarkdownRenderer markdown={'## Getting started\n\n### Install it'} />);
    const h2 = screen.getByRole('heading', {level: 2});
    expect(h2).toHaveAttribute('id', 'getting-started');
    const anchor = screen.getByRole('link', {name: 'Link to section: Getting started'});
    expect(anchor).toHaveAttribute('href', '#getting-started');
    expect(h2).toContainElement(anchor);
    expect(screen.getByRole('link', {name: 'Link to section: Install it'})).toHaveAttribute('href', '#install-it');
  });

  it('renders footnotes whose links reach their targets', () => {
    const {container} = render(<MarkdownRenderer markdown={'Claim.[^1]\n\n[^1]: The source.'} />);
    const ref = container.querySelector('a[data-footnote-ref]');
    expect(ref).not.toBeNull();
    const targetId = ref?.getAttribute('href')?.slice(1) ?? '';
    const target = container.ownerDocument.getElementById(targetId);
    expect(target).not.toBeNull();
    expect(target).toHaveTextContent('The source.');
    const back = container.querySelector('a[data-footnote-backref]');
    const backTarget = container.ownerDocument.getElementById(back?.getAttribute('href')?.slice(1) ?? '');
    expect(backTarget).toBe(ref);
    // The hidden footnote heading gets no stray "#" link.
    expect(container.querySelector('.footnotes h2 .inkwell-heading-anchor')).toBeNull();
  });

  it('highlights fenced code with highlight.js classes and leaves unknown languages as text', () => {
    const {container} = render(
      <MarkdownRenderer markdown={'```js\nconst answer = 42;\n```\n\n```no-such-lang\nplain\n```'} />,
    );
    const codes = container.querySelectorAll('pre > code');
    expect(codes[0]).toHaveClass('hljs', 'language-js');
    expect(codes[0]?.querySelector('.hljs-keyword')).toHaveTextContent('const');
    expect(codes[0]?.querySelector('.hljs-number')).toHaveTextContent('42');
    expect(codes[1]).toHaveTextContent('plain');
    expect(codes[1]?.querySelector('span')).toBeNull();
  });

  it('keeps harmless raw HTML: details/summary, kbd, sup, images over https', () => {
    const {container} = render(
      <MarkdownRenderer
        markdown={
          '<details><summary>More</summary>\n\nHidden *text*\n\n</details>\n\nPress <kbd>Ctrl</kbd>+<kbd>S</kbd>. E = mc<sup>2</sup>\n\n<img src="https://example.com/a.png" alt="A picture" width="120">'
        }
      />,
    );
    expect(container.querySelector('details summary')).toHaveTextContent('More');
    expect(container.querySelectorAll('kbd')).toHaveLength(2);
    expect(container.querySelector('sup')).toHaveTextContent('2');
    const img = screen.getByRole('img', {name: 'A picture'});
    expect(img).toHaveAttribute('src', 'https://example.com/a.png');
    expect(img).toHaveAttribute('width', '120');
  });

  it('loads every image lazily, with loading set before src so the download waits for it', () => {
    render(
      <MarkdownRenderer markdown={'![A nib](/uploads/nib.png)\n\n<img src="https://example.com/a.png" alt="A pen">'} />,
    );
    for (const img of screen.getAllByRole('img')) {
      expect(img).toHaveAttribute('loading', 'lazy');
      // Attribute order is the order they were set in.
      const names = img.getAttributeNames();
      expect(names.indexOf('loading')).toBeLessThan(names.indexOf('src'));
    }
  });

  it('keeps relative, https and mailto links, and prefixes writer-set ids but keeps in-page links working', () => {
    const {container} = render(
      <MarkdownRenderer
        markdown={
          '[about](/about) [ext](https://example.org/x?y=1#z) [mail](mailto:hi@example.com) [here](#spot)\n\n<span id="spot">spot</span>'
        }
      />,
    );
    expect(screen.getByRole('link', {name: 'about'})).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', {name: 'ext'})).toHaveAttribute('href', 'https://example.org/x?y=1#z');
    expect(screen.getByRole('link', {name: 'mail'})).toHaveAttribute('href', 'mailto:hi@example.com');
    const span = container.querySelector('span#user-content-spot');
    expect(span).not.toBeNull();
    expect(screen.getByRole('link', {name: 'here'})).toHaveAttribute('href', '#user-content-spot');
  });

  it('adds the className next to inkwell-markdown', () => {
    const {container} = render(<MarkdownRenderer markdown="x" className="prose" />);
    expect(container.firstElementChild).toHaveClass('inkwell-markdown', 'prose');
  });

  it('shows the text of disallowed wrappers but drops the content of style and similar elements', () => {
    const {container} = render(
      <MarkdownRenderer markdown={'<style>body{display:none}</style><center>kept text</center>'} />,
    );
    expect(container).toHaveTextContent('kept text');
    expect(container).not.toHaveTextContent('display:none');
  });
});

describe('MarkdownRenderer: sanitizer', () => {
  it('has at least 15 payloads to check', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(15);
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload.name, payload.markdown] as const))(
    'neutralises %s',
    (_name, markdown) => {
      const {container} = render(<MarkdownRenderer markdown={markdown} />);
      expectNothingExecutable(container);
      // The same on the server-rendered HTML, parsed as a browser would parse it first.
      expectNothingExecutable(parseServerHtml(markdown));
    },
  );

  it('neutralises every script URL in every disguise in every place a URL goes (server-rendered)', () => {
    const survived: string[] = [];
    for (const payload of GENERATED_XSS_PAYLOADS) {
      try {
        expectNothingExecutable(parseServerHtml(payload.markdown));
      } catch {
        survived.push(`${payload.name}: ${payload.markdown}`);
      }
    }
    const tried = GENERATED_XSS_PAYLOADS.length + XSS_PAYLOADS.length;
    console.log(
      `XSS payloads: ${tried} tried, ${tried - survived.length} neutralised (${XSS_PAYLOADS.length} hand-picked, ${GENERATED_XSS_PAYLOADS.length} generated)`,
    );
    expect(survived).toEqual([]);
  }, 300_000);

  it('turns a link whose address it drops into plain text, for every payload, not a link to nowhere', () => {
    const addressless: string[] = [];
    for (const payload of [...XSS_PAYLOADS, ...GENERATED_XSS_PAYLOADS]) {
      for (const link of Array.from(parseServerHtml(payload.markdown).querySelectorAll('a'))) {
        if (!['href', 'id', 'name'].some((name) => link.hasAttribute(name))) addressless.push(payload.name);
      }
    }
    expect(addressless).toEqual([]);
    expect(renderToStaticMarkup(<MarkdownRenderer markdown="[A javascript: link](javascript:alert(1))" />)).toContain(
      '<span>A javascript: link</span>',
    );
  }, 300_000);

  it('keeps a srcset whose candidates are all safe, drops one with any unsafe candidate, and keeps upper-case safe schemes', () => {
    const html = renderToStaticMarkup(
      <MarkdownRenderer
        markdown={[
          '<picture><source srcset="https://example.com/a.png 1x, javascript:alert(1) 2x, /b.png 3x"><img src="https://example.com/a.png" srcset="HTTPS://example.com/c.png 2x" alt="c"></picture>',
          '',
          '[up](HTTPS://example.com/) <MAILTO:a@b.c> [rel](foo\\)\\:)',
        ].join('\n')}
      />,
    );
    // React writes the attribute as srcSet; HTML attribute names ignore case. One refused
    // candidate refuses the whole value: it is dropped, not rewritten.
    expect(html).toContain('<source/>');
    expect(html).toContain('srcSet="HTTPS://example.com/c.png 2x"');
    expect(html).toContain('<a href="HTTPS://example.com/">up</a>');
    expect(html).toContain('<a href="MAILTO:a@b.c">MAILTO:a@b.c</a>');
    expect(html).toContain('<a href="foo):">rel</a>');
  });

  it('neutralises every payload when they are all in one document', () => {
    const {container} = render(<MarkdownRenderer markdown={XSS_PAYLOADS.map((p) => p.markdown).join('\n\n')} />);
    expectNothingExecutable(container);
  });

  it('leaves no paragraph holding block content, so server HTML hydrates without mismatch', () => {
    const markdown = XSS_PAYLOADS.map((p) => p.markdown).join('\n\n') + '\n\ntext <div>block</div> text';
    const {container} = render(<MarkdownRenderer markdown={markdown} />);
    expect(
      container.querySelector(
        ':is(p) > :is(p, div, table, ul, ol, pre, blockquote, section, h1, h2, h3, h4, h5, h6, hr, details, dl)',
      ),
    ).toBeNull();

    const host = document.createElement('div');
    host.innerHTML = renderToString(<MarkdownRenderer markdown={markdown} />);
    document.body.append(host);
    const recoverable = vi.fn();
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(host, <MarkdownRenderer markdown={markdown} />, {onRecoverableError: recoverable});
    });
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root?.unmount());
    host.remove();
  });

  it('never writes HTML with dangerouslySetInnerHTML: a payload inside code stays literal text', () => {
    render(<MarkdownRenderer markdown={'`<img src=x onerror=alert(1)>`'} />);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  });
});

describe('urlTransform', () => {
  it.each([
    ['/about', '/about'],
    ['https://example.com/a', 'https://example.com/a'],
    ['mailto:a@example.com', 'mailto:a@example.com'],
    ['#section', '#section'],
    // Kept exactly as written: the browser strips these spaces itself.
    ['  https://example.com/a ', '  https://example.com/a '],
    ['javascript:alert(1)', undefined],
    ['JAVASCRIPT:alert(1)', undefined],
    ['java\tscript:alert(1)', undefined],
    ['\u0001javascript:alert(1)', undefined],
    [' javascript:alert(1)', undefined],
    ['\u00a0javascript:alert(1)', undefined],
    ['\u3000javascript:alert(1)', undefined],
    ['\ufeffjavascript:alert(1)', undefined],
    ['java\u200bscript:alert(1)', undefined],
    ['\u00a0https://example.com/a', undefined],
    ['data:text/html,x', undefined],
    ['vbscript:x', undefined],
  ])('%j becomes %j', (input, expected) => {
    expect(urlTransform(input, 'href')).toBe(expected);
  });
});

describe('MarkdownRenderer accessibility', () => {
  it('names each task-list checkbox after its item, and lets the keyboard scroll code blocks', () => {
    const {container} = render(
      <MarkdownRenderer
        markdown={'- [x] Write the post\n- [ ] Publish it\n  - [ ] Share it\n\n```js\nconst a = 1;\n```'}
      />,
    );
    const boxes = [...container.querySelectorAll('input[type="checkbox"]')];
    expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual(['Write the post', 'Publish it', 'Share it']);
    expect(container.querySelector('pre')?.getAttribute('tabindex')).toBe('0');
  });
});
