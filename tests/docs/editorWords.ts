/**
 * What an editor reads in the usage guides (`docs/using-inkwell/`), and the developer words it
 * may not hold. Editors have never seen a terminal: code, component names, status codes,
 * cookies and request vocabulary belong in a guide's "For developers" sections (at the end of
 * the page) or in the developer guides.
 */
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import type {Nodes} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import ts from 'typescript';

/** A piece of text an editor reads, and whether it is inline code (`like this`). */
export interface EditorText {
  text: string;
  code: boolean;
  /** Where it is: the section's heading, the front matter, or a component's file. */
  where: string;
}

/** A heading that starts a section for developers. */
const FOR_DEVELOPERS = /^For developers\b/;

/** The plain text of a node, as the page shows it. */
function plain(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(plain).join('');
  return '';
}

/** Every text and inline-code node under `node`, link targets and images' addresses left out. */
function texts(node: Nodes, where: string): EditorText[] {
  if (node.type === 'text') return [{text: node.value, code: false, where}];
  if (node.type === 'inlineCode') return [{text: node.value, code: true, where}];
  if (node.type === 'image') return [{text: node.alt ?? '', code: false, where}];
  // A fenced or indented code block: what the editor types in the Markdown guide, or code for developers.
  if (node.type === 'code' || node.type === 'html') return [];
  if ('children' in node) return (node.children as Nodes[]).flatMap((child) => texts(child, where));
  return [];
}

/**
 * The text an editor reads on a usage guide: the front matter's title and description (shown
 * on the guides' index), then every heading and paragraph up to the first "For developers"
 * section, without code blocks, `import` lines and demo tags (their captions are read from the
 * components, {@link componentTexts}).
 *
 * @param source - The guide's Markdown or MDX.
 * @returns The pieces of text, in order.
 * @throws When an editor's section follows a "For developers" one: developers' sections end the page.
 */
export function editorTexts(source: string): EditorText[] {
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(source);
  const shown = [...(frontMatter?.[1] ?? '').matchAll(/^(title|description): *"?(.*?)"?$/gm)].map(
    ([, , text = '']) => ({text, code: false, where: 'front matter'}),
  );
  const body = source
    .slice(frontMatter?.[0].length ?? 0)
    .replace(/^import .*$/gm, '')
    // A demo (`<PostListDemo />`) on a line of its own: MDX, not Markdown.
    .replace(/^<[A-Z]\w*(?:\s[^>]*)?\/>$/gm, '');
  const found: EditorText[] = [...shown];
  let section = 'introduction';
  let forDevelopers = false;
  for (const node of fromMarkdown(body).children) {
    if (node.type === 'heading' && node.depth === 2) {
      section = plain(node);
      if (FOR_DEVELOPERS.test(section)) forDevelopers = true;
      else if (forDevelopers)
        throw new Error(`"${section}" follows a "For developers" section: the sections for developers end the page.`);
    }
    if (!forDevelopers) found.push(...texts(node, section));
  }
  return found;
}

/**
 * The components a guide shows (`import … from '@site/src/components/<Name>'`), as files.
 *
 * @param source - The guide's MDX.
 * @param siteRoot - The repository's root.
 * @returns Each component's `index.tsx`, relative to the root.
 */
export function componentFiles(source: string, siteRoot: string): string[] {
  return [...source.matchAll(/^import .* from '@site\/(src\/components\/[\w/]+)';$/gm)]
    .map(([, folder]) => `${folder}/index.tsx`)
    .filter((file) => existsSync(join(siteRoot, file)));
}

/**
 * The words a component shows readers: every `translate({message})` and `<Translate>` text of
 * its file (captions, notes, labels), which is how the site puts each visible string on a page.
 *
 * @param file - The component's path.
 * @param code - Its source.
 * @returns The strings, each with the file.
 */
export function componentTexts(file: string, code: string): EditorText[] {
  const sourceFile = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: EditorText[] = [];
  const add = (text: string) => {
    if (text.trim()) found.push({text: text.trim(), code: false, where: file});
  };
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText(sourceFile) === 'message' &&
      ts.isStringLiteralLike(node.initializer)
    )
      add(node.initializer.text);
    if (ts.isJsxElement(node) && node.openingElement.tagName.getText(sourceFile) === 'Translate') {
      for (const child of node.children) {
        if (ts.isJsxText(child)) add(child.text.replace(/\s+/g, ' '));
        else if (ts.isJsxExpression(child) && child.expression && ts.isStringLiteralLike(child.expression))
          add(child.expression.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** A word or pattern an editor's guide may not use, and what to write instead. */
export interface ForbiddenWord {
  pattern: RegExp;
  instead: string;
}

/**
 * Developer words, anywhere an editor reads them (prose and inline code alike). Case matters
 * where the lower-case form is an editor's: `api` is a reserved slug and `https://` starts an
 * address, while API and HTTP are developer words.
 */
export const forbiddenWords: readonly ForbiddenWord[] = [
  {pattern: /\bcookies?\b/i, instead: '"you stay signed in on that browser"'},
  {pattern: /\brequests?\b/i, instead: 'what the person does: "their next click", "when they open a page"'},
  {pattern: /\bHTTPS?\b/, instead: 'nothing; web addresses start with https://'},
  {pattern: /\bAPIs?\b/, instead: 'the screen or button the editor uses'},
  {pattern: /\bUTC\b/, instead: '"Coordinated Universal Time", said with what it means for the reader'},
  {
    // A status code, not a count: "up to 200 characters" is an editor's number.
    pattern: /(?<![\d.,])\b[1-5]\d\d\b(?!\s*(?:characters?|posts?|pages?|words?|people|MB|KB|px|mm)\b)/,
    instead: 'what the reader sees, such as "a page saying it was not found"',
  },
  {pattern: /\bdeploy\w*/i, instead: '"once your site is online"'},
  {pattern: /\bservers?\b/i, instead: 'the site, or nothing'},
  {pattern: /\bendpoints?\b/i, instead: 'the screen or button the editor uses'},
  {pattern: /\bJSON\b/i, instead: 'a "For developers" section'},
  {pattern: /\benvironment variables?\b/i, instead: '"your developer can change this"'},
  {pattern: /\bcomponents?\b/i, instead: 'what the reader sees: "the post list", "the editor"'},
  {pattern: /\bURLs?\b/, instead: '"address"'},
  {pattern: /\bNext\.js\b|\bnpm\b|\bnode_modules\b/, instead: 'a link to the developer guides'},
  {pattern: /\bsanitiz\w*/i, instead: '"cleans", "removes"'},
  {
    // PascalCase identifiers are component and type names; the brands editors know are not.
    pattern: /\b(?!(?:GitHub|YouTube|LinkedIn|WordPress)\b)[A-Z][a-z]+(?:[A-Z][a-z0-9]+)+\b/,
    instead: 'what the reader sees, not the component behind it',
  },
];

/**
 * Code in inline code outside the Markdown guide: Markdown marks (`##`, `![…](…)`), tags,
 * calls and identifiers. What an editor types in a field or the address bar (`/blog/my-post`,
 * `choosing-a-nib`, `eddie@example.com`, `https://`) stays.
 */
export const codeInInlineCode: ForbiddenWord = {
  pattern: /[#*_[\]()!<>|{}=;`~^]|[a-z][A-Z]|\w\.\w+\(/,
  instead: 'the button that does it (**Heading**, **Image**) or a link to Markdown features',
};

/**
 * The developer words in a piece of editor text, as `word (where): instead` lines.
 *
 * @param piece - The text and where it is.
 * @param syntaxAllowed - Whether inline code here is Markdown an editor types (the Markdown guide).
 * @returns One line per finding; none when the text is an editor's.
 */
export function findings(piece: EditorText, syntaxAllowed: boolean): string[] {
  if (piece.code && syntaxAllowed) return [];
  const rules = piece.code ? [...forbiddenWords, codeInInlineCode] : forbiddenWords;
  return rules.flatMap(({pattern, instead}) => {
    const match = pattern.exec(piece.text);
    return match
      ? [`"${match[0]}" in ${piece.code ? `\`${piece.text}\`` : 'the text'} (${piece.where}): ${instead}`]
      : [];
  });
}
