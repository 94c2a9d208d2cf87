import {fromHtml} from 'hast-util-from-html';
import {toHtml} from 'hast-util-to-html';
import {toMdast} from 'hast-util-to-mdast';
import {toMarkdown} from 'mdast-util-to-markdown';
import {describe, expect, it} from 'vitest';
import rehypePlainCodeBlocks from './rehypePlainCodeBlocks';

/** A code block as Docusaurus's highlighter writes it (trimmed to what matters). */
const highlighted =
  '<pre class="prism-code language-ts codeBlock_x"><code class="codeBlockLines_y">' +
  '<span class="token-line"><span class="token keyword">const</span><span class="token plain"> a </span>' +
  '<span class="token operator">=</span><span class="token plain"> </span><span class="token string">"&lt;b&gt;"</span>' +
  '<span class="token punctuation">;</span><br></span>' +
  '<span class="token-line"><span class="token plain">  </span><span class="token comment">// two spaces</span><br></span>' +
  '<span class="token-line"><span class="token plain"></span><br></span></code></pre>';

const tree = (html: string) => fromHtml(html, {fragment: true});
const plain = (html: string) => {
  const root = tree(html);
  rehypePlainCodeBlocks()(root);
  return root;
};
/** The conversion the twins go through (rehype-remark is hast-util-to-mdast). */
const markdown = (root: ReturnType<typeof tree>) => toMarkdown(toMdast(root));

describe('rehypePlainCodeBlocks', () => {
  it('turns a highlighted block into its text, with its language on the code', () => {
    expect(toHtml(plain(highlighted))).toBe(
      '<pre class="prism-code language-ts codeBlock_x"><code class="codeBlockLines_y language-ts">' +
        'const a = "&#x3C;b>";\n  // two spaces\n\n</code></pre>',
    );
  });
  it('gives the same Markdown as the highlighted block, its fence now labelled', () => {
    const before = markdown(tree(highlighted));
    const after = markdown(plain(highlighted));
    expect(before).toBe('```\nconst a = "<b>";\n  // two spaces\n```\n');
    expect(after).toBe(before.replace(/^```/, '```ts'));
  });
  it('leaves a block alone when it holds more than the highlighter writes', () => {
    const html = '<pre class="language-ts"><code><div>one</div><div>two</div></code></pre>';
    expect(toHtml(plain(html))).toBe(html);
  });
  it('keeps a language the code already names', () => {
    const html = '<pre class="language-ts"><code class="language-tsx"><span>x</span></code></pre>';
    expect(toHtml(plain(html))).toBe('<pre class="language-ts"><code class="language-tsx">x</code></pre>');
  });
  it('leaves inline code alone', () => {
    const html = '<p>Run <code><span>npm</span> test</code>.</p>';
    expect(toHtml(plain(html))).toBe(html);
  });
});
