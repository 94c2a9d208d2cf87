/**
 * Excerpts: the short summary shown in the post list.
 *
 * @module
 */

/** Excerpts derived from the body are at most this long. */
export const DERIVED_EXCERPT_LENGTH = 200;

/** Markdown syntax removed before the first paragraph is used as plain text. */
function stripMarkdown(markdown: string): string {
  return (
    markdown
      .replace(/```[\s\S]*?(?:```|$)|~~~[\s\S]*?(?:~~~|$)/g, '')
      // Headings name the text rather than summarise it, so they are left out.
      .replace(/^[ \t]{0,3}#{1,6}(?:[ \t].*)?$/gm, '')
      .replace(/<[^>]*>/g, '')
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      .replace(/^[ \t]{0,3}(?:>[ \t]?|[-*+][ \t]+(?:\[[ xX]\][ \t]+)?|\d+[.)][ \t]+)/gm, '')
      .replace(/^[ \t]{0,3}(?:[-*_][ \t]*){3,}$/gm, '')
      .replace(/^[ \t]*\[\^[^\]]+\]:.*$/gm, '')
      .replace(/\[\^[^\]]+\]/g, '')
      .replace(/(\*\*|__|~~|\*|_|`)(.+?)\1/g, '$2')
  );
}

/**
 * Derives an excerpt from a Markdown body: the first paragraph of text (headings and code
 * left out), as plain text,
 * cut at a word to {@link DERIVED_EXCERPT_LENGTH} characters.
 *
 * @param body - Markdown source.
 * @returns Plain text; empty for a body without text.
 */
export function deriveExcerpt(body: string): string {
  const paragraphs = stripMarkdown(body)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph.length > 0);
  const first = paragraphs[0] ?? '';
  if (first.length <= DERIVED_EXCERPT_LENGTH) return first;
  const cut = first.slice(0, DERIVED_EXCERPT_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DERIVED_EXCERPT_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:]+$/, '')}…`;
}
