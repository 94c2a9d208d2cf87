import type {Element, Root} from 'hast';
import type {Code} from 'mdast';
import {fromParse5} from 'hast-util-from-parse5';
import {parseFragment} from 'parse5';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified, type Plugin, type Processor} from 'unified';
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
 * rehype-parse's fragment parsing (parse5, scripting off, so a `<noscript>` holds elements)
 * without source positions: nothing after the parser reads them, tracking them is much of
 * parse5's work, and rehype-remark copies the whole tree (structuredClone) with them.
 */
const rehypeParseWithoutPositions: Plugin<[], string, Root> = function (this: Processor) {
  this.parser = (document: string): Root => {
    const tree = fromParse5(parseFragment(document, {scriptingEnabled: false}));
    if (tree.type !== 'root') throw new Error('[llms] a parsed fragment is not a root');
    return tree;
  };
};

/**
 * The processor that turns a built page into its Markdown twin: the page's `<main>`
 * (parse5, as rehype-parse parses it), its content without the page furniture, its
 * interactive parts as plain content, plain code blocks and links to twins (this folder's rehype steps), then
 * rehype-remark, remark-gfm (tables, task lists, strikethrough) and remark-stringify.
 */
export function twinProcessor(links: TwinLinkOptions) {
  return unified()
    .use(rehypeParseWithoutPositions)
    .use(rehypeSelectContent)
    .use(rehypeStackPicker)
    .use(rehypeFlattenInteractive)
    .use(rehypeDropChrome)
    .use(rehypeCodeBlockTitles)
    .use(rehypeTwinLinks, links)
    .use(rehypeRemark, {handlers: {pre: code}})
    .use(remarkGfm)
    .use(remarkStringify, {bullet: '-', fences: true, rule: '-'})
    .freeze();
}

/** A built page's Markdown twin, from a processor {@link twinProcessor} made. */
export function pageToMarkdown(processor: ReturnType<typeof twinProcessor>, html: string): string {
  return String(processor.processSync(plainCodeBlocks(mainOf(html))));
}
