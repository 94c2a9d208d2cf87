import {fromHtml} from 'hast-util-from-html';
import {toHtml} from 'hast-util-to-html';
import {describe, expect, it} from 'vitest';
import {plainCodeBlocks, rehypeCodeBlockTitles} from './codeBlocks';

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

describe('rehypeCodeBlockTitles', () => {
  it("puts a block's title on its pre as the fence's meta, and drops the title element", () => {
    const tree = fromHtml(
      '<div class="language-ts theme-code-block"><div class=codeBlockTitle_Pz>app/page.tsx</div>' +
        '<div class=codeBlockContent_K><pre><code>x</code></pre></div></div>',
      {fragment: true},
    );
    rehypeCodeBlockTitles()(tree);
    expect(toHtml(tree)).toBe(
      '<div class="language-ts theme-code-block"><div class="codeBlockContent_K"><pre data-meta="title=&#x22;app/page.tsx&#x22;"><code>x</code></pre></div></div>',
    );
  });
});
