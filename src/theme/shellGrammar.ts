import type {Grammar} from 'prismjs';

/** Just enough of a shell grammar for install and run commands in the docs. */
export const shellGrammar: Grammar = {
  comment: {pattern: /(^|\s)#.*/, lookbehind: true},
  string: {pattern: /"(?:\\[\s\S]|[^"\\])*"|'[^']*'/, greedy: true},
  variable: /\$(?:\w+|\{[^}]+\})/,
  // The command word at the start of a line or after a pipe or `&&`.
  function: {pattern: /(^|[|;&]\s*|&&\s*)(?:npm|npx|pnpm|yarn|bun|node|git|cd|mkdir|cp|mv|rm|curl|sudo|apt-get|export|echo|docker|vercel)\b/m, lookbehind: true},
  parameter: {pattern: /(^|\s)--?[\w-]+/, lookbehind: true},
  operator: /&&|\|\||[|;<>]/,
};
