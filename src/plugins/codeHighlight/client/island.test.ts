// @vitest-environment jsdom
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {blockKey, serverMarkup} from './island';

/** Two lines of code as the theme renders them: each line's tokens, then a <br>. */
const code = 'const\nlet';
const lines =
  '<code><span class="token-line"><span class="token keyword">const</span><br></span>' +
  '<span class="token-line"><span class="token keyword">let</span><br></span></code>';
let serial = 0;
/** A block key no earlier test used, so what one test remembers does not leak into another. */
function key(): string {
  serial += 1;
  return blockKey({language: `ts${serial}`, showLineNumbers: false, lineClassNames: {}, code});
}

describe('serverMarkup', () => {
  beforeEach(() => {
    document.documentElement.dataset.hasHydrated = 'false';
    document.body.innerHTML = `<pre data-code-island="_R_1_">${lines}</pre><pre data-code-island="_R_2_"><code>other</code></pre>`;
  });

  it('adopts the lines the server rendered under the same id while the page hydrates', () => {
    expect(serverMarkup('_R_1_', key(), code, document)).toBe(lines);
    expect(serverMarkup('_R_3_', key(), code, document)).toBeUndefined();
  });

  it('adopts nothing whose text is not the code the browser would render', () => {
    expect(serverMarkup('_R_2_', key(), code, document)).toBeUndefined();
    expect(serverMarkup('_R_1_', key(), 'const\nvar', document)).toBeUndefined();
  });

  it('gives a block rendered again after hydration (a remount, a navigation back) the same lines', () => {
    const remembered = key();
    serverMarkup('_R_1_', remembered, code, document);
    document.documentElement.dataset.hasHydrated = 'true';
    document.body.innerHTML = '';
    expect(serverMarkup('_r_0_', remembered, code, document)).toBe(lines);
  });

  it('reads nothing from the page once it has hydrated: the ids are the client’s then', () => {
    document.documentElement.dataset.hasHydrated = 'true';
    expect(serverMarkup('_R_1_', key(), code, document)).toBeUndefined();
  });

  it('keys blocks by everything their lines show', () => {
    const base = {language: 'ts', showLineNumbers: false, lineClassNames: {}, code: 'let a = 1;'};
    const keys = [
      base,
      {...base, language: 'js'},
      {...base, showLineNumbers: true},
      {...base, lineClassNames: {0: ['theme-code-block-highlighted-line']}},
      {...base, code: 'let a = 2;'},
    ].map(blockKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('finds every block of a page in one pass over the document, not one query per block', () => {
    document.body.innerHTML += `<pre data-code-island="_R_3_">${lines}</pre>`;
    const query = vi.spyOn(document, 'querySelectorAll');
    expect(serverMarkup('_R_1_', key(), code, document)).toBe(lines);
    expect(serverMarkup('_R_3_', key(), code, document)).toBe(lines);
    expect(serverMarkup('_R_2_', key(), 'other', document)).toBe('<code>other</code>');
    expect(query).toHaveBeenCalledTimes(1);
    query.mockRestore();
  });

  it('adopts nothing outside a browser', () => {
    expect(serverMarkup('_R_1_', key(), code, undefined)).toBeUndefined();
  });
});
