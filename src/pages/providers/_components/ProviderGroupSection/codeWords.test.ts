import {describe, expect, it} from 'vitest';
import {splitCode} from './codeWords';

describe('splitCode', () => {
  it('sets apart the code between backticks, and nothing else', () => {
    expect(
      splitCode('While you develop: a JSON file under `.inkwell/` (`INKWELL_DATA_STORE=file`), the default.'),
    ).toEqual([
      'While you develop: a JSON file under ',
      '.inkwell/',
      ' (',
      'INKWELL_DATA_STORE=file',
      '), the default.',
    ]);
    expect(splitCode('An OAuth app on GitHub, with its ID.')).toEqual(['An OAuth app on GitHub, with its ID.']);
  });
});
