// @ts-check
// Each API page's description: the first sentence of its TSDoc summary, as front matter.
// Without it Docusaurus takes the page's first line of text, and a summary wrapped over
// several lines gives a head description cut mid-sentence.
import {DeclarationReflection, ProjectReflection} from 'typedoc';
import {MarkdownPageEvent} from 'typedoc-plugin-markdown';
import {firstSentence} from '../shared/sentences.mjs';

/**
 * A summary's text as a reader sees it: inline code without its backticks, a `{@link}` as
 * its text or its target's name.
 * @param {readonly import('typedoc').CommentDisplayPart[]} parts
 * @returns {string}
 */
export function plainSummary(parts) {
  return parts.map((part) => (part.kind === 'code' ? part.text.replace(/^`+|`+$/g, '') : part.text)).join('');
}

/**
 * The page's Markdown with `description` front matter; the page as it is when there is no
 * description or it already has front matter.
 * @param {string} markdown
 * @param {string} description
 * @returns {string}
 */
export function withDescription(markdown, description) {
  if (!description || markdown.startsWith('---\n')) return markdown;
  // A JSON string is a valid YAML double-quoted scalar.
  return `---\ndescription: ${JSON.stringify(description)}\n---\n\n${markdown}`;
}

/**
 * The description of the page that lists every export: what the page holds. The package's
 * own summary describes the package, which llms.txt and search then showed as the page's.
 * @param {string} packageName
 * @returns {string}
 */
export function indexDescription(packageName) {
  return `Every export of ${packageName}, by kind, each with a link to its page.`;
}

/**
 * The comment a page's summary comes from: a function's first signature's, or the
 * reflection's own (a variable, an interface).
 * @param {unknown} model
 * @returns {import('typedoc').Comment | undefined}
 */
function pageComment(model) {
  if (model instanceof DeclarationReflection) return model.comment ?? model.signatures?.[0]?.comment;
  return undefined;
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.renderer.on(MarkdownPageEvent.END, (/** @type {import('typedoc').PageEvent} */ page) => {
    if (page.model instanceof ProjectReflection) {
      page.contents = withDescription(page.contents ?? '', indexDescription(page.model.packageName ?? page.model.name));
      return;
    }
    const summary = pageComment(page.model)?.summary;
    if (!summary) return;
    page.contents = withDescription(page.contents ?? '', firstSentence(plainSummary(summary)));
  });
}
