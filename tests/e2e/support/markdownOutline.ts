/** A fenced code block of a Markdown file. */
export interface Fence {
  lang: string;
  /** The fence's `title="…"`, if any. */
  title: string | null;
  text: string;
}

/** What a reader skims a Markdown file by: its headings and its code blocks, in order. */
export interface MarkdownOutline {
  headings: string[];
  fences: Fence[];
}

/** A heading's text without its inline Markdown: code, links, emphasis and escapes. */
function headingText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*|_)(\S[^*_]*?)\1/g, '$2')
    .replace(/\\(.)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The headings and code blocks of the page's own text: ATX headings and fences at the
 * top level or in lists (indented), not those quoted (`> `), which are a demo's rendering.
 */
export function markdownOutline(markdown: string): MarkdownOutline {
  const headings: string[] = [];
  const fences: Fence[] = [];
  let open: {indent: number; marker: string; fence: Fence; lines: string[]} | null = null;
  for (const line of markdown.split('\n')) {
    if (open) {
      const close = /^(\s*)(`{3,}|~{3,})\s*$/.exec(line);
      if (close?.[2]?.startsWith(open.marker) && close[2].length >= open.marker.length) {
        open.fence.text = open.lines.join('\n');
        fences.push(open.fence);
        open = null;
      } else open.lines.push(line.slice(Math.min(open.indent, line.length - line.trimStart().length)));
      continue;
    }
    const start = /^(\s*)(`{3,}|~{3,})(\S*)(.*)$/.exec(line);
    if (start) {
      const title = /title="((?:[^"\\]|\\.)*)"/.exec(start[4] ?? '')?.[1];
      open = {
        indent: start[1]?.length ?? 0,
        marker: start[2] ?? '```',
        fence: {
          lang: start[3] ?? '',
          title: title === undefined ? null : (JSON.parse(`"${title}"`) as string),
          text: '',
        },
        lines: [],
      };
      continue;
    }
    const heading = /^#{1,6} (.*?)(\s+#+)?$/.exec(line);
    if (heading) headings.push(headingText(heading[1] ?? ''));
  }
  return {headings, fences};
}
