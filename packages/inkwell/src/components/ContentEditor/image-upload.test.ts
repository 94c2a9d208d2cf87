import {fileSize, imageMarkdown, insertText} from './image-upload.js';

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
