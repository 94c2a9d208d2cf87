import type {Element, Root, RootContent} from 'hast';
import type {Code} from 'mdast';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {mainOf} from './pageContent';
import {rehypeDropChrome, rehypeSelectContent} from './rehypeDocContent';
import rehypeFlattenInteractive from './rehypeFlattenInteractive';
import {plainCodeBlocks, rehypeCodeBlockTitles} from './codeBlocks';
import rehypeStackPicker from './rehypeStackPicker';
import rehypeTwinLinks, {type TwinLinkOptions} from './rehypeTwinLinks';
import {textOf} from './hast';

/**
 * A code block as mdast: its language from the `<code>`'s `language-*` class, its title
 * from the `data-meta` rehypeCodeBlockTitles puts on the `<pre>`, and its text.
 */
function code(_state: unknown, pre: Element): Code {
  const inner = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  const classes = Array.isArray(inner?.properties.className) ? inner.properties.className.map(String) : [];
  const lang = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length) ?? null;
  const meta = typeof pre.properties.dataMeta === 'string' ? pre.properties.dataMeta : null;
  return {type: 'code', lang, meta, value: textOf(pre).replace(/\n+$/, '')};
}

/**
 * Drops the source positions rehype-parse gives every node: nothing after it reads them, and
 * rehype-remark copies the whole tree (structuredClone) before converting it.
 */
function rehypeWithoutPositions() {
  const visit = (node: Root | RootContent): void => {
    delete node.position;
    if ('children' in node) node.children.forEach(visit);
  };
  return (tree: Root): void => visit(tree);
}

/**
 * The processor that turns a built page into its Markdown twin: the page's `<main>`
 * (rehype-parse), its content without the page furniture, its interactive parts as plain
 * content, plain code blocks and links to twins (this folder's rehype steps), then
 * rehype-remark, remark-gfm (tables, task lists, strikethrough) and remark-stringify.
 *
 * @param links - Where the twins' links point.
 * @returns A frozen unified processor; `processSync(mainOf(html))` gives the twin.
 * @example
 * const processor = twinProcessor({origin: 'https://example.com', baseUrl: '/', twins: new Set(['/docs/a'])});
 * const markdown = String(processor.processSync(mainOf(html)));
 */
export function twinProcessor(links: TwinLinkOptions) {
  return unified()
    .use(rehypeParse, {fragment: true})
    .use(rehypeSelectContent)
    .use(rehypeStackPicker)
    .use(rehypeFlattenInteractive)
    .use(rehypeDropChrome)
    .use(rehypeCodeBlockTitles)
    .use(rehypeWithoutPositions)
    .use(rehypeTwinLinks, links)
    .use(rehypeRemark, {handlers: {pre: code}})
    .use(remarkGfm)
    .use(remarkStringify, {bullet: '-', fences: true, rule: '-'})
    .freeze();
}

/** A processor from {@link twinProcessor}. */
export type TwinProcessor = ReturnType<typeof twinProcessor>;

/**
 * A built page's Markdown twin.
 *
 * @param processor - From {@link twinProcessor}.
 * @param html - The built page.
 * @returns The twin's Markdown, ending in a newline.
 */
export function pageToMarkdown(processor: TwinProcessor, html: string): string {
  return String(processor.processSync(plainCodeBlocks(mainOf(html))));
}
