/** A page as llms.txt lists it. */
export interface LlmsPage {
  /** Its title (its label in the sidebar, else its H1). */
  label: string;
  /** The absolute URL of its twin. */
  url: string;
  /** One sentence. */
  description: string;
}

/** An H2 section of llms.txt. */
export interface LlmsSection {
  label: string;
  pages: LlmsPage[];
}

/**
 * llms.txt in the llmstxt.org shape: the site's name as the H1, its summary as a quotation,
 * then an H2 per section listing its pages as links to their twins, each with a sentence. A
 * section named `Optional` is, by the proposal, the one a reader may skip.
 */
export function llmsTxt(site: {title: string; summary: string}, sections: readonly LlmsSection[]): string {
  const escape = (label: string) => label.replace(/[[\]]/g, '\\$&');
  const parts = [`# ${site.title}`, `> ${site.summary}`];
  for (const section of sections) {
    if (!section.pages.length) continue;
    parts.push(
      `## ${section.label}`,
      section.pages
        .map((page) => `- [${escape(page.label)}](${page.url})${page.description ? `: ${page.description}` : ''}`)
        .join('\n'),
    );
  }
  return `${parts.join('\n\n')}\n`;
}
