// @vitest-environment jsdom
import {beforeEach, describe, expect, it} from 'vitest';
import {blockKey, serverMarkup} from './island';

const lines = '<code><span class="token-line"><span class="token keyword">const</span></span></code>';
let serial = 0;
/** A block with code that no earlier test used, so the remembered lines of one test do not leak into another. */
function block(code = `const x${(serial += 1)} = 1;`) {
  return {language: 'ts', showLineNumbers: false, lineClassNames: {}, code};
}

describe('serverMarkup', () => {
  beforeEach(() => {
    document.documentElement.dataset.hasHydrated = 'false';
    document.body.innerHTML = `<pre data-code-island="_R_1_">${lines}</pre><pre data-code-island="_R_2_"><code>other</code></pre>`;
  });

  it('adopts the lines the server rendered under the same id while the page hydrates', () => {
    expect(serverMarkup('_R_1_', blockKey(block()), document)).toBe(lines);
    expect(serverMarkup('_R_3_', blockKey(block()), document)).toBeUndefined();
  });

  it('gives a block rendered again after hydration (a remount, a navigation back) the same lines', () => {
    const key = blockKey(block());
    serverMarkup('_R_1_', key, document);
    document.documentElement.dataset.hasHydrated = 'true';
    document.body.innerHTML = '';
    expect(serverMarkup('_r_0_', key, document)).toBe(lines);
  });

  it('reads nothing from the page once it has hydrated: the ids are the client’s then', () => {
    document.documentElement.dataset.hasHydrated = 'true';
    expect(serverMarkup('_R_1_', blockKey(block()), document)).toBeUndefined();
  });

  it('keys blocks by everything their lines show', () => {
    const base = block('let a = 1;');
    const keys = [
      base,
      {...base, language: 'js'},
      {...base, showLineNumbers: true},
      {...base, lineClassNames: {0: ['theme-code-block-highlighted-line']}},
      {...base, code: 'let a = 2;'},
    ].map(blockKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('adopts nothing outside a browser', () => {
    expect(serverMarkup('_R_1_', blockKey(block()), undefined)).toBeUndefined();
  });
});
