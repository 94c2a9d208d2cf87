import {fromHtml} from 'hast-util-from-html';
import {toHtml} from 'hast-util-to-html';
import {describe, expect, it} from 'vitest';
import rehypeFlattenInteractive from './rehypeFlattenInteractive';

const flatten = (html: string) => {
  const tree = fromHtml(html, {fragment: true});
  rehypeFlattenInteractive()(tree);
  return toHtml(tree);
};

describe('rehypeFlattenInteractive', () => {
  it('puts every tab panel, hidden ones too, under its label', () => {
    const html = `<div class="tabs-container tabList_x"><ul role="tablist"><li role="tab" aria-selected="true">Vercel</li><li role="tab">Self-hosted</li></ul>
      <div class="margin-top--md"><div role="tabpanel"><p>Set it in the dashboard.</p></div><div role="tabpanel" hidden><p>Put it in <code>.env</code>.</p></div></div></div>`;
    expect(flatten(html)).toBe(
      '<p><strong>Vercel</strong></p><p>Set it in the dashboard.</p><p><strong>Self-hosted</strong></p><p>Put it in <code>.env</code>.</p>',
    );
  });
  it('flattens tabs nested inside other content', () => {
    const html = `<section><h2>Host</h2><div class="tabs-container"><ul role="tablist"><li role="tab">A</li></ul><div><div role="tabpanel"><p>a</p></div></div></div></section>`;
    expect(flatten(html)).toBe('<section><h2>Host</h2><p><strong>A</strong></p><p>a</p></section>');
  });
  it('lists a radio group as its legend and choices, the chosen one marked', () => {
    const html = `<fieldset><legend>Data store</legend><label><input type="radio" name="s"> MongoDB</label><label><input type="radio" name="s" checked> DynamoDB</label></fieldset>`;
    expect(flatten(html)).toBe('<p><strong>Data store:</strong> MongoDB | DynamoDB (selected)</p>');
  });
  it('drops the permalink anchors after headings', () => {
    expect(flatten('<h2 id="x">Set it<a href="#x" class="hash-link" aria-label="Direct link">\u200b</a></h2>')).toBe(
      '<h2 id="x">Set it</h2>',
    );
  });
  it('keeps a live demo caption and drops its rendering', () => {
    const html = `<figure><figcaption>Live: rendered by <code>&lt;PostList&gt;</code></figcaption><div data-inkwell-demo=""><ul><li>Post</li></ul></div></figure>`;
    expect(flatten(html)).toBe('<p><em>Live: rendered by &#x3C;PostList> (interactive on the web page)</em></p>');
  });
  it("leaves the caption's notes about the page's controls out, as search does", () => {
    const html = `<figure><figcaption>Live: rendered by <code>&lt;PostList&gt;</code><span data-pagefind-ignore="all">Its links are inactive here.</span></figcaption><div data-inkwell-demo=""></div></figure>`;
    expect(flatten(html)).toBe('<p><em>Live: rendered by &#x3C;PostList> (interactive on the web page)</em></p>');
  });
  it('puts the TSX a demo renders under its caption, as a code block', () => {
    const html = `<figure><figcaption>Live: rendered by <code>&lt;PostList&gt;</code></figcaption><div data-inkwell-demo="" data-demo-source="&lt;PostList posts={samplePosts} /&gt;"><template shadowrootmode="open"><ul><li>Post</li></ul></template></div></figure>`;
    expect(flatten(html)).toBe(
      '<p><em>Live: rendered by &#x3C;PostList> (interactive on the web page)</em></p><pre><code class="language-tsx">&#x3C;PostList posts={samplePosts} /></code></pre>',
    );
  });
});
