// theme-common 3.7.0's codeBlockUtils (MIT, Copyright (c) Facebook, Inc. and its affiliates),
// owned here because theme-common exports it only from its internal entry point.
import rangeParser from 'parse-numeric-range';

const codeBlockTitleRegex = /title=(?<quote>["'])(?<title>.*?)\1/;
const metastringLinesRangeRegex = /\{(?<range>[\d,-]+)\}/;

// The comment styles of the languages the docs use (theme-common knows more)
const commentPatterns = {
  js: {start: '\\/\\/', end: ''},
  jsBlock: {start: '\\/\\*', end: '\\*\\/'},
  jsx: {start: '\\{\\s*\\/\\*', end: '\\*\\/\\s*\\}'},
  bash: {start: '#', end: ''},
  html: {start: '<!--', end: '-->'},
} as const;

type CommentType = keyof typeof commentPatterns;

export type MagicCommentConfig = {
  className: string;
  line?: string;
  block?: {start: string; end: string};
};

function getCommentPattern(languages: CommentType[], magicCommentDirectives: MagicCommentConfig[]) {
  // To be more reliable, the opening and closing comment must match
  const commentPattern = languages
    .map((lang) => {
      const {start, end} = commentPatterns[lang];
      return `(?:${start}\\s*(${magicCommentDirectives
        .flatMap((d) => [d.line, d.block?.start, d.block?.end].filter(Boolean))
        .join('|')})\\s*${end})`;
    })
    .join('|');
  // White space is allowed, but otherwise it should be on it's own line
  return new RegExp(`^\\s*(?:${commentPattern})\\s*$`);
}

/** The comment styles of `lang`; the site's other languages (ini, json, nginx, text) get all five. */
function getAllMagicCommentDirectiveStyles(lang: string, magicCommentDirectives: MagicCommentConfig[]) {
  switch (lang) {
    case 'ts':
      return getCommentPattern(['js', 'jsBlock'], magicCommentDirectives);
    case 'tsx':
      return getCommentPattern(['js', 'jsBlock', 'jsx'], magicCommentDirectives);
    case 'bash':
      return getCommentPattern(['bash'], magicCommentDirectives);
    case 'md':
      // Text uses HTML, front matter uses bash
      return getCommentPattern(['html', 'jsx', 'bash'], magicCommentDirectives);
    default:
      return getCommentPattern(Object.keys(commentPatterns) as CommentType[], magicCommentDirectives);
  }
}

export function parseCodeBlockTitle(metastring?: string): string {
  return metastring?.match(codeBlockTitleRegex)?.groups!.title ?? '';
}

export function containsLineNumbers(metastring?: string): boolean {
  return Boolean(metastring?.includes('showLineNumbers'));
}

/** The language from the `language-` class MDX sets, e.g. `"language-ts"` => `"ts"`. */
export function parseLanguage(className: string): string | undefined {
  const languageClassName = className.split(' ').find((str) => str.startsWith('language-'));
  return languageClassName?.replace(/language-/, '');
}

/**
 * The code without its magic comments, and the class names of the lines they (or a `{1,3-4}`
 * range in the metastring, which leaves the code as it is) mark, 0-indexed.
 */
export function parseLines(
  content: string,
  options: {metastring: string | undefined; language: string | undefined; magicComments: MagicCommentConfig[]},
): {lineClassNames: {[lineIndex: number]: string[]}; code: string} {
  let code = content.replace(/\n$/, '');
  const {language, magicComments, metastring} = options;
  if (metastring && metastringLinesRangeRegex.test(metastring)) {
    const className = magicComments[0]?.className;
    if (className === undefined) {
      throw new Error(
        `A highlight range (${metastring}) takes the first magic comment's class name, and there is none.`,
      );
    }
    const lines = rangeParser(metastring.match(metastringLinesRangeRegex)!.groups!.range)
      .filter((n) => n > 0)
      .map((n) => [n - 1, [className]] as [number, string[]]);
    return {lineClassNames: Object.fromEntries(lines), code};
  }
  if (language === undefined) {
    return {lineClassNames: {}, code};
  }
  const directiveRegex = getAllMagicCommentDirectiveStyles(language, magicComments);
  const lines = code.split('\n');
  const blocks = Object.fromEntries(magicComments.map((d) => [d.className, {start: 0, range: ''}]));
  const lineToClassName: {[comment: string]: string} = Object.fromEntries(
    magicComments.filter((d) => d.line).map(({className, line}) => [line!, className] as [string, string]),
  );
  const blockStartToClassName: {[comment: string]: string} = Object.fromEntries(
    magicComments.filter((d) => d.block).map(({className, block}) => [block!.start, className]),
  );
  const blockEndToClassName: {[comment: string]: string} = Object.fromEntries(
    magicComments.filter((d) => d.block).map(({className, block}) => [block!.end, className]),
  );
  for (let lineNumber = 0; lineNumber < lines.length;) {
    const line = lines[lineNumber];
    const match = line.match(directiveRegex);
    if (!match) {
      lineNumber += 1;
      continue;
    }
    const directive = match.slice(1).find((item: string | undefined) => item !== undefined)!;
    if (lineToClassName[directive]) {
      blocks[lineToClassName[directive]].range += `${lineNumber},`;
    } else if (blockStartToClassName[directive]) {
      blocks[blockStartToClassName[directive]].start = lineNumber;
    } else if (blockEndToClassName[directive]) {
      blocks[blockEndToClassName[directive]].range += `${
        blocks[blockEndToClassName[directive]].start
      }-${lineNumber - 1},`;
    }
    lines.splice(lineNumber, 1);
  }
  code = lines.join('\n');
  const lineClassNames: {[lineIndex: number]: string[]} = {};
  Object.entries(blocks).forEach(([className, {range}]) => {
    rangeParser(range).forEach((l) => {
      lineClassNames[l] ??= [];
      lineClassNames[l].push(className);
    });
  });
  return {lineClassNames, code};
}
