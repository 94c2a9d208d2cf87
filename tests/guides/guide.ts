/**
 * Reads a guide the way the runner follows it: its sections, its code blocks (through the same
 * extraction the sample type-check uses) and the words it quotes in bold, italics or quotes.
 * The runner takes every button name, message and URL it checks from here, and at the end
 * asserts that each one the covered sections quote was checked, so a docs edit without a product
 * change fails, and so does the reverse.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {extractCodeBlocks, type CodeBlock} from '../docs/extract';

const docsDir = join(__dirname, '..', '..', 'docs');

/** Bold, italic and double-quoted phrases of Markdown prose (code blocks and inline code excluded). */
export function quotedPhrases(markdown: string): string[] {
  const prose = markdown
    .replace(/^( {0,3})(`{3,}|~{3,})[\s\S]*?^\1\2\s*$/gm, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^import .*$/gm, '')
    .replace(/<[A-Z][^>]*\/>/g, '');
  const found: string[] = [];
  for (const match of prose.matchAll(/\*\*([^*\n]+)\*\*|(?<![*\w])\*([^*\n]+)\*(?![*\w])|(?<![\w=])"([^"\n]+)"/g)) {
    const phrase = (match[1] ?? match[2] ?? match[3] ?? '').trim();
    if (phrase) found.push(phrase);
  }
  return found;
}

export class Guide {
  readonly source: string;
  /** Phrases a step has read (and so checked on a page). */
  private readonly used = new Set<string>();

  constructor(readonly file: string) {
    this.source = readFileSync(join(docsDir, file), 'utf8');
  }

  /** The text of the `## title` (or deeper) section, up to the next heading of its level or above. */
  section(title: string): string {
    // A `# comment` line inside a code block (bash, ini) is not a heading.
    let fence = '';
    const lines = this.source.split('\n');
    const inCode = lines.map((line) => {
      const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      const wasInCode = fence !== '';
      if (marker && (!wasInCode || (marker[0] === fence[0] && marker.length >= fence.length)))
        fence = wasInCode ? '' : marker;
      return wasInCode || marker !== undefined;
    });
    const heading = (index: number, pattern: RegExp) => !inCode[index] && pattern.test(lines[index] ?? '');
    const start = lines.findIndex(
      (line, index) => heading(index, /^#{2,6} /) && line.replace(/^#+ /, '').trim() === title,
    );
    if (start < 0)
      throw new Error(
        `${this.file} has no section "${title}": the runner follows it, so the guide must keep it (or the runner must change with it).`,
      );
    const level = /^#+/.exec(lines[start] ?? '')?.[0].length ?? 2;
    const end = lines.findIndex((_, index) => index > start && heading(index, new RegExp(`^#{1,${level}} `)));
    return lines.slice(start, end < 0 ? undefined : end).join('\n');
  }

  /**
   * A phrase the guide quotes in `section`, found by the start of its text, so the step uses the
   * guide's exact words. Fails when the guide no longer quotes it.
   */
  quote(section: string, startsWith: string): string {
    const phrase = quotedPhrases(this.section(section)).find((candidate) => candidate.startsWith(startsWith));
    if (!phrase) {
      throw new Error(
        `${this.file}, "${section}": no quoted phrase starting "${startsWith}" (bold, italics or quotes). The runner checks it on the page.`,
      );
    }
    this.used.add(`${section}\u0000${phrase}`);
    return phrase;
  }

  /** Records phrases of a section that are not on any screen (settings on GitHub, answers to create-next-app…), with why. */
  notOnScreen(section: string, phrases: string[], why: string): void {
    if (!why) throw new Error('Say why a quoted phrase is not checked on a page.');
    const quoted = quotedPhrases(this.section(section));
    for (const phrase of phrases) {
      if (!quoted.includes(phrase))
        throw new Error(`${this.file}, "${section}": "${phrase}" is no longer quoted; drop it from the runner's list.`);
      this.used.add(`${section}\u0000${phrase}`);
    }
  }

  /** The phrases quoted in `section` that no step has checked. */
  unchecked(section: string): string[] {
    return [...new Set(quotedPhrases(this.section(section)))].filter(
      (phrase) => !this.used.has(`${section}\u0000${phrase}`),
    );
  }

  /** The code blocks of a section, as the sample type-check extracts them. */
  blocks(section?: string): CodeBlock[] {
    return extractCodeBlocks(section ? this.section(section) : this.source, this.file);
  }

  /** The one block with this `title="…"`. */
  codeFile(title: string): CodeBlock {
    const matches = this.blocks().filter((block) => block.title === title);
    if (matches.length === 0) throw new Error(`${this.file} has no code block titled "${title}".`);
    return matches[0] as CodeBlock;
  }
}
