import {fromHtml} from 'hast-util-from-html';
import {toHtml} from 'hast-util-to-html';
import {describe, expect, it} from 'vitest';
import {envSection, envText} from '../../components/StackPicker/envFile';
import {defaultStack} from '../../components/StackPicker/stack';
import rehypeStackPicker from './rehypeStackPicker';

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

const flatten = (html: string) => {
  const tree = fromHtml(html, {fragment: true});
  rehypeStackPicker()(tree);
  return toHtml(tree);
};
const block = (text: string) =>
  `<pre><code class="language-ini">${text.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;')}</code></pre>`;

describe('rehypeStackPicker', () => {
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
