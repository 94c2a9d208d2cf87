import {Prism} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {shellGrammar} from './shellGrammar';

/** The token types Prism finds in `code`, in order, without the plain text between them. */
function tokenTypes(code: string): string[] {
  return Prism.tokenize(code, shellGrammar).flatMap((token) => (typeof token === 'string' ? [] : [`${token.type}:${String(token.content)}`]));
}

describe('shellGrammar', () => {
  it('highlights commands, flags, strings, variables and comments', () => {
    expect(tokenTypes('npx create-next-app@latest my-site --ts # a comment')).toEqual([
      'function:npx',
      'parameter:--ts',
      'comment:# a comment',
    ]);
    expect(tokenTypes('export TOKEN="$SECRET" && npm run build')).toEqual([
      'function:export',
      'string:"$SECRET"',
      'operator:&&',
      'function:npm',
    ]);
  });
});
