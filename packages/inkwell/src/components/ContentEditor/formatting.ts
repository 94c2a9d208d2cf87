/**
 * The editor's formatting buttons and shortcuts: each turns the body's selection into Markdown.
 *
 * @remarks Written here rather than taken from an editor package: each action is a few string
 * edits on the textarea's selection, while the Markdown editor packages bring their own preview,
 * styles and tens of kilobytes the editor already has or does not need.
 *
 * @internal
 * @module
 */

/** One formatting action of the editor's toolbar. */
export type FormatKind = 'heading' | 'bold' | 'italic' | 'link' | 'list' | 'quote' | 'code';

/** The body after a formatting action, and the text to select in it. */
export interface FormattedBody {
  body: string;
  selectionStart: number;
  selectionEnd: number;
}

/** What each action is called on its button, and the key that does it with Ctrl or ⌘. */
export const FORMATS: readonly {kind: FormatKind; label: string; key?: string}[] = [
  {kind: 'heading', label: 'Heading'},
  {kind: 'bold', label: 'Bold', key: 'b'},
  {kind: 'italic', label: 'Italic', key: 'i'},
  {kind: 'link', label: 'Link', key: 'k'},
  {kind: 'list', label: 'List'},
  {kind: 'quote', label: 'Quote'},
  {kind: 'code', label: 'Code'},
];

/** The words put in when nothing is selected, selected so that typing replaces them. */
const PLACEHOLDERS: Record<'bold' | 'italic' | 'link' | 'code', string> = {
  bold: 'bold text',
  italic: 'italic text',
  link: 'link text',
  code: 'code',
};

/** The marks that begin each line of a heading, a list item or a quote. */
const LINE_PREFIXES: Record<'heading' | 'list' | 'quote', string> = {heading: '## ', list: '- ', quote: '> '};

/**
 * Applies `kind` to the characters of `body` from `start` to `end`.
 *
 * @param body - The body as written.
 * @param start - Where the selection starts.
 * @param end - Where it ends; equal to `start` for a cursor.
 * @param kind - The action.
 * @returns The new body and what to select: the words a reader types over (the link's address,
 * a placeholder) or the formatted text.
 */
export function applyFormat(body: string, start: number, end: number, kind: FormatKind): FormattedBody {
  const from = Math.max(0, Math.min(start, end, body.length));
  const to = Math.max(from, Math.min(Math.max(start, end), body.length));
  if (kind === 'heading' || kind === 'list' || kind === 'quote')
    return prefixLines(body, from, to, LINE_PREFIXES[kind]);
  const selected = body.slice(from, to);
  if (kind === 'code' && selected.includes('\n')) {
    return replace(body, from, to, '```\n', selected.replace(/\n$/, ''), '\n```');
  }
  const text = selected === '' ? PLACEHOLDERS[kind] : selected;
  if (kind === 'link') {
    const address = 'https://';
    const inserted = `[${text}](${address})`;
    const addressAt = from + text.length + 3;
    return {
      body: body.slice(0, from) + inserted + body.slice(to),
      selectionStart: addressAt,
      selectionEnd: addressAt + address.length,
    };
  }
  const mark = kind === 'bold' ? '**' : kind === 'italic' ? '_' : '`';
  return replace(body, from, to, mark, text, mark);
}

function replace(body: string, from: number, to: number, open: string, text: string, close: string): FormattedBody {
  const start = from + open.length;
  return {
    body: body.slice(0, from) + open + text + close + body.slice(to),
    selectionStart: start,
    selectionEnd: start + text.length,
  };
}

/**
 * Starts every line the selection touches with `prefix`, or takes it off when all of them
 * already have it, so pressing the button twice undoes it.
 */
function prefixLines(body: string, from: number, to: number, prefix: string): FormattedBody {
  const lineStart = lineStartOf(body, from);
  const nextBreak = body.indexOf('\n', to > from && body[to - 1] === '\n' ? to - 1 : to);
  const lineEnd = nextBreak === -1 ? body.length : nextBreak;
  const lines = body.slice(lineStart, lineEnd).split('\n');
  const remove = lines.every((line) => line.startsWith(prefix));
  const changed = lines
    .map((line) => (remove ? line.slice(prefix.length) : line === '' && lines.length > 1 ? line : prefix + line))
    .join('\n');
  return {
    body: body.slice(0, lineStart) + changed + body.slice(lineEnd),
    selectionStart: lineStart,
    selectionEnd: lineStart + changed.length,
  };
}

/** Where the line holding `position` starts (`lastIndexOf` with -1 would search from 0). */
function lineStartOf(body: string, position: number): number {
  return position === 0 ? 0 : body.lastIndexOf('\n', position - 1) + 1;
}

/**
 * The action a key press asks for: Ctrl+B, Ctrl+I or Ctrl+K (⌘ on a Mac), or `null`.
 *
 * @param event - The key, and whether Ctrl, ⌘, Alt or Shift were held.
 * @returns The action, or `null` for any other key.
 */
export function shortcutFormat(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}): FormatKind | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  const key = event.key.toLowerCase();
  return FORMATS.find((format) => format.key === key)?.kind ?? null;
}
