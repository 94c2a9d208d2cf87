import {describe, expect, it} from 'vitest';
import {splitVariableNames} from './codeWords';

describe('splitVariableNames', () => {
  it('sets apart every variable-shaped name, and nothing else', () => {
    expect(splitVariableNames('A URI in MONGODB_URI, or AWS_REGION and S3_BUCKET.')).toEqual([
      'A URI in ',
      'MONGODB_URI',
      ', or ',
      'AWS_REGION',
      ' and ',
      'S3_BUCKET',
      '.',
    ]);
    expect(splitVariableNames('An OAuth app on GitHub, with its ID.')).toEqual([
      'An OAuth app on GitHub, with its ID.',
    ]);
  });
});
