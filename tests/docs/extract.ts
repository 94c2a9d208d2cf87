/**
 * Finds the code blocks of a Markdown or MDX file that the sample check type-checks.
 *
 * The rule (also in README.md, "Code samples are type-checked"):
 *
 * - Every fenced block whose language is `ts`, `tsx`, `js`, `jsx`, `typescript` or
 *   `javascript` is checked, as its own module, against the public entry of `@inkwell/cms`
 *   with `strict` on.
 * - A block that cannot stand alone (a fragment to paste into a file shown elsewhere) opts out
 *   with BOTH a `title="…"` on its fence, naming where it goes, AND a `check-skip="<reason>"`
 *   on its fence. Either one without the other, or a skip without a reason, is an error, so an
 *   opt-out is always deliberate and explained. The marker stays in the fence's info string,
 *   which the site does not show, so no reader sees or copies it.
 * - Blocks in other languages (bash, ini, md, text…) are not checked.
 */

export const checkedLanguages = ['ts', 'tsx', 'js', 'jsx', 'typescript', 'javascript'] as const;

export interface CodeBlock {
  /** The file the block is in, as given. */
  file: string;
  /** 1-based line of the block's first code line (the line after the opening fence). */
  line: number;
  /** Language from the info string, lower-cased; '' when there is none. */
  lang: string;
  /** The rest of the info string, e.g. `title="app/page.tsx" showLineNumbers`. */
  meta: string;
  /** The value of `title="…"` in the meta, if any. */
  title: string | undefined;
  /** The code, without the fences. */
  code: string;
}

export interface CheckedBlock extends CodeBlock {
  /** Why the block is not type-checked, from its fence's `check-skip="…"`; undefined when it is checked. */
  skip: string | undefined;
}

const SKIP = /(?:^|\s)check-skip=(?:"([^"]*)"|'([^']*)')/;
/** A marker written in the code, where the page would show it and the copy button copy it. */
const SKIP_IN_CODE = /^\s*\/\/\s*@?check-skip\b/m;

function titleOf(meta: string): string | undefined {
  const match = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** Every fenced code block of a Markdown/MDX source, in order. Indented code blocks are not fenced and are ignored. */
export function extractCodeBlocks(source: string, file: string): CodeBlock[] {
  const lines = source.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  let open: {fence: string; indent: number; lang: string; meta: string; start: number; body: string[]} | null = null;
  lines.forEach((text, index) => {
    if (open) {
      const close = new RegExp(`^ {0,3}${open.fence[0] === '`' ? '`' : '~'}{${open.fence.length},}\\s*$`);
      if (close.test(text)) {
        blocks.push({
          file,
          line: open.start,
          lang: open.lang,
          meta: open.meta,
          title: titleOf(open.meta),
          code: open.body.join('\n'),
        });
        open = null;
      } else {
        // Content lines lose up to the opening fence's indentation, as CommonMark says.
        open.body.push(text.replace(new RegExp(`^ {0,${open.indent}}`), ''));
      }
      return;
    }
    const start = /^( {0,3})(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(text);
    if (start) {
      const [, indent = '', fence = '```', lang = '', meta = ''] = start;
      open = {fence, indent: indent.length, lang: lang.toLowerCase(), meta: meta.trim(), start: index + 2, body: []};
    }
  });
  // An unclosed fence runs to the end of the document (CommonMark).
  if (open !== null) {
    const last: {lang: string; meta: string; start: number; body: string[]} = open;
    blocks.push({
      file,
      line: last.start,
      lang: last.lang,
      meta: last.meta,
      title: titleOf(last.meta),
      code: last.body.join('\n'),
    });
  }
  return blocks;
}

/** Whether the sample check type-checks blocks of this language. */
export function isCheckedLanguage(lang: string): boolean {
  return (checkedLanguages as readonly string[]).includes(lang);
}

/**
 * The blocks to type-check, each with its skip reason.
 *
 * @throws Error naming file and line when a block breaks the opt-out rule.
 */
export function checkedBlocks(source: string, file: string): CheckedBlock[] {
  return extractCodeBlocks(source, file)
    .filter((block) => isCheckedLanguage(block.lang))
    .map((block) => {
      const where = `${file}:${block.line}`;
      if (SKIP_IN_CODE.test(block.code)) {
        throw new Error(
          `${where}: readers see and copy a check-skip line in the code; put it on the fence instead: check-skip="<reason>".`,
        );
      }
      const skip = SKIP.exec(block.meta);
      if (!skip) return {...block, skip: undefined};
      const reason = (skip[1] ?? skip[2] ?? '').trim();
      if (reason === '') {
        throw new Error(`${where}: check-skip="…" needs a reason.`);
      }
      if (!block.title) {
        throw new Error(`${where}: a block marked check-skip needs a title="…" on its fence saying where it goes.`);
      }
      return {...block, skip: reason};
    });
}

/** The file extension a block is checked as. */
export function extensionFor(lang: string): '.ts' | '.tsx' | '.js' | '.jsx' {
  switch (lang) {
    case 'tsx':
      return '.tsx';
    case 'js':
    case 'javascript':
      return '.js';
    case 'jsx':
      return '.jsx';
    default:
      return '.ts';
  }
}
