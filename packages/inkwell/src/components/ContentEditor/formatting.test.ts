import fc from 'fast-check';

import {applyFormat, shortcutFormat} from './formatting.js';
import type {FormatKind} from './formatting.js';

describe('applyFormat', () => {
  it('wraps the selection in bold, italic or code marks, keeping it selected', () => {
    expect(applyFormat('a pen here', 2, 5, 'bold')).toEqual({
      body: 'a **pen** here',
      selectionStart: 4,
      selectionEnd: 7,
    });
    expect(applyFormat('a pen here', 2, 5, 'italic')).toEqual({
      body: 'a _pen_ here',
      selectionStart: 3,
      selectionEnd: 6,
    });
    expect(applyFormat('run npm', 4, 7, 'code')).toEqual({body: 'run `npm`', selectionStart: 5, selectionEnd: 8});
  });

  it('puts in selected placeholder words when nothing is selected', () => {
    const result = applyFormat('ab', 1, 1, 'bold');
    expect(result.body).toBe('a**bold text**b');
    expect(result.body.slice(result.selectionStart, result.selectionEnd)).toBe('bold text');
  });

  it('makes a link of the selection and selects its address to type over', () => {
    const result = applyFormat('see the docs', 8, 12, 'link');
    expect(result.body).toBe('see the [docs](https://)');
    expect(result.body.slice(result.selectionStart, result.selectionEnd)).toBe('https://');
  });

  it('fences a selection of several lines as a code block', () => {
    expect(applyFormat('a\nb', 0, 3, 'code').body).toBe('```\na\nb\n```');
  });

  it('starts each selected line with a heading, list or quote mark, and takes it off when pressed again', () => {
    const body = 'intro\none\ntwo\nend';
    const listed = applyFormat(body, 7, 11, 'list');
    expect(listed.body).toBe('intro\n- one\n- two\nend');
    expect(applyFormat(listed.body, listed.selectionStart, listed.selectionEnd, 'list').body).toBe(body);
    expect(applyFormat('Title', 2, 2, 'heading').body).toBe('## Title');
    expect(applyFormat('said', 0, 4, 'quote').body).toBe('> said');
  });

  it('keeps every character written outside the selection, for any body and selection', () => {
    const kinds: FormatKind[] = ['heading', 'bold', 'italic', 'link', 'list', 'quote', 'code'];
    fc.assert(
      fc.property(
        fc.string({unit: fc.constantFrom('a', 'b', ' ', '\n', '*', '-')}),
        fc.nat(),
        fc.nat(),
        fc.constantFrom(...kinds),
        (body, a, b, kind) => {
          const start = Math.min(a, b) % (body.length + 1);
          const end = Math.max(start, Math.max(a, b) % (body.length + 1));
          const result = applyFormat(body, start, end, kind);
          const lineStart = start === 0 ? 0 : body.lastIndexOf('\n', start - 1) + 1;
          expect(result.body.startsWith(body.slice(0, lineStart))).toBe(true);
          const afterLine = body.indexOf('\n', end);
          expect(result.body.endsWith(afterLine === -1 ? '' : body.slice(afterLine))).toBe(true);
          // Marks are only added, or (pressed again) a line's own prefix only taken off.
          const taken = kind === 'heading' || kind === 'list' || kind === 'quote';
          expect(isSubsequence(body, result.body) || (taken && isSubsequence(result.body, body))).toBe(true);
          expect(result.selectionStart).toBeGreaterThanOrEqual(0);
          expect(result.selectionEnd).toBeLessThanOrEqual(result.body.length);
          expect(result.selectionStart).toBeLessThanOrEqual(result.selectionEnd);
        },
      ),
    );
  });
});

describe('shortcutFormat', () => {
  const keys = {ctrlKey: false, metaKey: false, altKey: false, shiftKey: false};
  it('reads Ctrl or ⌘ with B, I and K, and nothing else', () => {
    expect(shortcutFormat({...keys, key: 'b', ctrlKey: true})).toBe('bold');
    expect(shortcutFormat({...keys, key: 'I', metaKey: true})).toBe('italic');
    expect(shortcutFormat({...keys, key: 'k', ctrlKey: true})).toBe('link');
    expect(shortcutFormat({...keys, key: 'b'})).toBeNull();
    expect(shortcutFormat({...keys, key: 'b', ctrlKey: true, shiftKey: true})).toBeNull();
    expect(shortcutFormat({...keys, key: 's', ctrlKey: true})).toBeNull();
  });
});

/** Whether every character of `short` appears in `long`, in order. */
function isSubsequence(short: string, long: string): boolean {
  let at = 0;
  for (const character of long) if (character === short[at]) at += 1;
  return at === short.length;
}
