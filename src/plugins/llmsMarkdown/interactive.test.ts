import {fromHtml} from 'hast-util-from-html';
import {toHtml} from 'hast-util-to-html';
import {describe, expect, it} from 'vitest';
import {envSection, envText} from '../../components/StackPicker/envFile';
import {defaultStack} from '../../components/StackPicker/stack';
import {twinTree} from './toMarkdown';

const links = {origin: 'https://example.com', baseUrl: '/', twins: new Set(['/docs/a', '/intro'])};
/** The twin's tree of `html`, as HTML. */
const flatten = (html: string) => toHtml(twinTree(fromHtml(html, {fragment: true}), links));

describe('plainContent: tabs and demos', () => {
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
  it('keeps a live demo caption, then what it renders as a quotation', () => {
    const html = `<figure><figcaption>Live: rendered by <code>&lt;PostList&gt;</code></figcaption><div data-inkwell-demo=""><ul><li>Post</li></ul></div></figure>`;
    expect(flatten(html)).toBe(
      '<p><em>Live: rendered by &#x3C;PostList> (interactive on the web page). It shows:</em></p><blockquote><ul><li>Post</li></ul></blockquote>',
    );
  });
  it('reads a caption that ends its sentence with one full stop before the note', () => {
    const html = `<figure data-demo-component="MarkdownRenderer"><figcaption><span>What visitors see.</span></figcaption><div data-inkwell-demo=""><p>Hi</p></div></figure>`;
    expect(flatten(html)).toBe(
      '<p><em>What visitors see. Rendered by &#x3C;MarkdownRenderer> from @inkwell/cms (interactive on the web page). It shows:</em></p><blockquote><p>Hi</p></blockquote>',
    );
  });
  it("leaves the caption's notes about the page's controls out, as search does", () => {
    const html = `<figure><figcaption>Live: rendered by <code>&lt;PostList&gt;</code><span data-pagefind-ignore="all">Its links are inactive here.</span></figcaption><div data-inkwell-demo=""></div></figure>`;
    expect(flatten(html)).toBe('<p><em>Live: rendered by &#x3C;PostList> (interactive on the web page)</em></p>');
  });
  it('quotes the shadow root a demo renders into, and gives no code the page does not show', () => {
    const html = `<figure><figcaption>Live: rendered by <code>&lt;PostList&gt;</code></figcaption><div data-inkwell-demo="" data-demo-source="&lt;PostList posts={samplePosts} /&gt;"><template shadowrootmode="open"><link rel="stylesheet" href="/inkwell/styles.css"><ul><li>Post</li></ul></template></div></figure>`;
    expect(flatten(html)).toBe(
      '<p><em>Live: rendered by &#x3C;PostList> (interactive on the web page). It shows:</em></p><blockquote><ul><li>Post</li></ul></blockquote>',
    );
  });
  it("writes the rendering's inactive links, fields and buttons as what they say", () => {
    const html =
      '<figure><figcaption>Live</figcaption><div data-inkwell-demo=""><template shadowrootmode="open">' +
      '<h3 id="a">A<a class="inkwell-heading-anchor" href="#a">#</a></h3>' +
      '<a data-demo-href="/admin" role="link" aria-disabled="true" title="Inactive">Dashboard</a>' +
      '<label>Title<input type="text" value="Choosing a nib"></label><label>Body<textarea>## Hi</textarea></label>' +
      '<label>Status<select><option>Published</option><option selected>Draft</option></select></label><button>Save</button>' +
      '</template></div></figure>';
    expect(flatten(html)).toBe(
      '<p><em>Live (interactive on the web page). It shows:</em></p><blockquote><h3 id="a">A</h3>' +
        'Dashboard (<code>/admin</code>)<label>Title: <code>Choosing a nib</code></label>' +
        '<label>Body:<pre><code class="language-md">## Hi</code></pre></label><label>Status: <code>Draft</code></label>Save</blockquote>',
    );
  });
});

/** The picker as the site renders it (trimmed to two groups), with or without its .env. */
const picker = (env: boolean) =>
  '<section aria-label="Your stack" data-stack-picker=""><p>Your stack</p><p>Choose what you use.</p><div>' +
  '<fieldset><legend>Data store</legend>' +
  '<label><input type="radio" name="stack-picker-data-store" value="file" checked><span>File (development)</span></label>' +
  '<label><input type="radio" name="stack-picker-data-store" value="mongodb"><span>MongoDB</span></label></fieldset>' +
  '<fieldset><legend>Host</legend>' +
  '<label><input type="radio" name="stack-picker-host" value="vercel" checked><span>Vercel</span></label>' +
  '<label><input type="radio" name="stack-picker-host" value="self-hosted"><span>Self-hosted</span></label></fieldset></div>' +
  (env ? '<div><p>The environment for this stack.</p><pre><code>INKWELL_DATA_STORE=file</code></pre></div>' : '') +
  '</section>';

const block = (text: string) =>
  `<pre><code class="language-ini">${text.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;')}</code></pre>`;

describe('plainContent: the stack picker', () => {
  it("gives every choice its own .env lines under its label, never the page's one combination", () => {
    const html = flatten(`<p>Before</p>${picker(true)}<p>After</p>`);
    expect(html).toBe(
      '<p>Before</p><p><strong>Your stack</strong></p>' +
        '<p>Your .env file is the part for your host, then the part for each of your other choices.</p>' +
        `<p><strong>Data store: File (development)</strong></p>${block(envText(envSection('data-store', defaultStack)))}` +
        `<p><strong>Data store: MongoDB</strong></p>${block(envText(envSection('data-store', {...defaultStack, 'data-store': 'mongodb'})))}` +
        `<p><strong>Host: Vercel</strong></p>${block(envText(envSection('host', defaultStack)))}` +
        `<p><strong>Host: Self-hosted</strong></p>${block(envText(envSection('host', {...defaultStack, host: 'self-hosted'})))}` +
        '<p>After</p>',
    );
    // No part mixes another group's lines in: the file store's part has no host's URL.
    expect(envText(envSection('data-store', defaultStack))).not.toContain('INKWELL_URL');
  });
  it('lists the choices on one line each when the page shows no .env, none marked chosen', () => {
    expect(flatten(picker(false))).toBe(
      '<p><strong>Your stack</strong></p><p><strong>Data store:</strong> File (development) | MongoDB</p>' +
        '<p><strong>Host:</strong> Vercel | Self-hosted</p>',
    );
  });
});
