// @ts-check
// Each API page's description: the first sentence of its TSDoc summary, as front matter.
// Without it Docusaurus takes the page's first line of text, and a summary wrapped over
// several lines gives a head description cut mid-sentence.
import {DeclarationReflection, ProjectReflection} from 'typedoc';
import {MarkdownPageEvent} from 'typedoc-plugin-markdown';
import {firstSentence} from '../shared/sentences.mjs';

/**
 * A summary's text as a reader sees it: inline code without its backticks.
 * @param {readonly import('typedoc').CommentDisplayPart[]} parts
 */
export function plainSummary(parts) {
  return parts.map((part) => (part.kind === 'code' ? part.text.replace(/^`+|`+$/g, '') : part.text)).join('');
}

/**
 * The page with `description` front matter, unless it has none or has front matter already.
 * @param {string} markdown
 * @param {string} description
 */
export function withDescription(markdown, description) {
  if (!description || markdown.startsWith('---\n')) return markdown;
  // A JSON string is a valid YAML double-quoted scalar.
  return `---\ndescription: ${JSON.stringify(description)}\n---\n\n${markdown}`;
}

/**
 * The description of the page that lists every export: what it holds, not the package's summary.
 * @param {string} packageName
 */
export function indexDescription(packageName) {
  return `Every export of ${packageName}, by kind, each with a link to its page.`;
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.renderer.on(MarkdownPageEvent.END, (/** @type {import('typedoc').PageEvent} */ page) => {
    if (page.model instanceof ProjectReflection) {
      page.contents = withDescription(page.contents ?? '', indexDescription(page.model.packageName ?? page.model.name));
      return;
    }
    if (!(page.model instanceof DeclarationReflection)) return;
    // A variable's or interface's own comment, or a function's first signature's.
    const summary = (page.model.comment ?? page.model.signatures?.[0]?.comment)?.summary;
    if (!summary) return;
    page.contents = withDescription(page.contents ?? '', firstSentence(plainSummary(summary)));
  });
}
