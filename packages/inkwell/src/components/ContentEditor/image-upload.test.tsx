import fc from 'fast-check';
import {renderToStaticMarkup} from 'react-dom/server';

import {MarkdownRenderer} from '@inkwell/cms';

import {fileSize, imageMarkdown, insertBlock, insertText} from './image-upload.js';

describe('imageMarkdown', () => {
  it('writes ![alt](url), escaping what would end the alt text or the address', () => {
    expect(imageMarkdown('A pen', '/uploads/a.png')).toBe('![A pen](/uploads/a.png)');
    expect(imageMarkdown('  [draft]\n ink \\ pen ', '/uploads/a.png')).toBe(
      '![\\[draft\\] ink \\\\ pen](/uploads/a.png)',
    );
    expect(imageMarkdown('', 'https://cdn.example.com/a (1).png')).toBe('![](<https://cdn.example.com/a (1).png>)');
  });
});

describe('insertText', () => {
  it('replaces the selection and puts the cursor after the insert', () => {
    expect(insertText('Hello world', 6, 11, 'pen')).toEqual({body: 'Hello pen', cursor: 9});
    expect(insertText('ab', 1, 1, 'X')).toEqual({body: 'aXb', cursor: 2});
  });

  it('clamps positions past the end, so text written meanwhile is never cut', () => {
    expect(insertText('short', 40, 50, '!')).toEqual({body: 'short!', cursor: 6});
    expect(insertText('abc', 2, 1, 'X')).toEqual({body: 'abXc', cursor: 3});
  });
});

describe('fileSize', () => {
  it('shows kilobytes below a megabyte and tenths of megabytes above', () => {
    expect(fileSize(10)).toBe('1 KB');
    expect(fileSize(850 * 1024)).toBe('850 KB');
    expect(fileSize(2.45 * 1024 * 1024)).toBe('2.5 MB');
  });
});

describe('insertBlock', () => {
  it('puts an image typed after a list item on its own, not into the item', () => {
    const body = '- one\n- two';
    const {body: next} = insertBlock(body, body.length, body.length, '![A pen](/uploads/a.png)');
    const html = renderToStaticMarkup(<MarkdownRenderer markdown={next} />);
    expect(html).toContain('<li>two</li>');
    expect(html).toMatch(/<\/ul>\s*<p><img[^>]*src="\/uploads\/a.png"/);
  });

  it('sets the image apart by one blank line on each side, keeping every character written', () => {
    const text = '![x](/u.png)';
    fc.assert(
      fc.property(fc.string({unit: fc.constantFrom('a', ' ', '\n', '-', '*')}), fc.nat(), fc.nat(), (body, a, b) => {
        const [start, end] = [Math.min(a, b) % (body.length + 1), Math.max(a, b) % (body.length + 1)];
        const from = Math.min(start, end);
        const to = Math.max(start, end);
        const result = insertBlock(body, from, to, text);
        const at = result.body.indexOf(text, from);
        const before = result.body.slice(0, at);
        const after = result.body.slice(at + text.length);
        expect(before.replace(/\n+$/, '')).toBe(body.slice(0, from).replace(/\n+$/, ''));
        expect(after.replace(/^\n+/, '')).toBe(body.slice(to).replace(/^\n+/, ''));
        expect(before === '' || before.endsWith('\n\n')).toBe(true);
        expect(after === '' || after.startsWith('\n\n')).toBe(true);
        expect(result.cursor).toBe(at + text.length);
      }),
    );
  });
});
