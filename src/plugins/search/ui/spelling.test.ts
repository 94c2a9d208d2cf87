import {describe, expect, it} from 'vitest';
import {nearestWord} from './spelling';

describe('spelling correction', () => {
  it('corrects a slip but leaves a correct word no page holds alone', () => {
    const vocabulary = new Map([
      ['upload', 5],
      ['layout', 3],
      ['image', 9],
      ['microsoft', 4],
    ]);
    expect(nearestWord('uplaod', vocabulary)).toBe('upload');
    expect(nearestWord('imgae', vocabulary)).toBe('image');
    expect(nearestWord('micorsfot', vocabulary)).toBe('microsoft');
    expect(nearestWord('logout', vocabulary)).toBeUndefined();
  });
});
