import type {Element, ElementContent, Root} from 'hast';
import type {Code} from 'mdast';
import {fromParse5} from 'hast-util-from-parse5';
import {parseFragment} from 'parse5';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified, type Plugin, type Processor} from 'unified';
import {findAll, hasClass, textOf} from './hast';
import {plainContent} from './interactive';

/** Where the twins' links point. */
export interface TwinLinkOptions {
  /** The site's origin, e.g. `https://inkwell-cms.github.io`. */
  origin: string;
  /** The site's base URL, ending in `/`. */
  baseUrl: string;
  /** The routes that have a twin, without the base URL, e.g. `/docs/intro`. */
  twins: ReadonlySet<string>;
}

/** A path of the site as a route: without the base URL and a trailing slash. */
export const routeOf = (path: string, baseUrl: string) => `/${path.slice(baseUrl.length)}`.replace(/(.)\/$/, '$1');

/**
 * Where a link points from a twin, a file read anywhere: a page with a twin, to that twin
 * (`https://…/docs/x.md#part`); another path of the site, to its full URL; others as they are.
 */
export function twinHref(href: string, {origin, baseUrl, twins}: TwinLinkOptions): string {
  if (!href.startsWith(baseUrl) || href.startsWith('//')) return href;
  const hashAt = href.search(/[?#]/);
  const path = hashAt === -1 ? href : href.slice(0, hashAt);
  const route = routeOf(path, baseUrl);
  return twins.has(route) ? `${origin}${baseUrl}${route.slice(1)}.md${href.slice(path.length)}` : `${origin}${href}`;
}

/** The `<main>` of a built page, cut as text: the navbar, sidebar and footer, most of a page, are never parsed. */
export function mainOf(html: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  return start === -1 || end < start ? html : html.slice(start, end + '</main>'.length);
}

const highlighted = /<pre\b([^>]*)>(\s*)<code\b([^>]*)>([\s\S]*?)<\/code>(\s*)<\/pre>/g;
/** The only tags the highlighter writes inside a block: a span per token and line, a `<br>` per line end. */
const highlighterTag = /<\/?span\b[^>]*>|<br\s*\/?>/g;
const languageIn = (attributes: string) => /\blanguage-([\w+#-]+)/.exec(attributes)?.[1];

/**
 * Every highlighted code block in `html` as its plain text, its language on the `<code>`: done
 * on the text, as a code-heavy page is mostly the highlighter's spans. Other blocks stay.
 */
export function plainCodeBlocks(html: string): string {
  return html.replace(highlighted, (block, pre: string, before: string, code: string, inner: string, after: string) => {
    const plain = inner.replace(highlighterTag, (tag) => (tag.startsWith('<br') ? '\n' : ''));
    if (plain.includes('<')) return block;
    const language = languageIn(code) ?? languageIn(pre);
    return `<pre${pre}>${before}<code${language ? ` class="language-${language}"` : ''}>${plain}</code>${after}</pre>`;
  });
}

/** Page furniture a Markdown reader has no use for. */
const isChrome = (node: Element) =>
  // The "#" permalink after each heading, and TypeDoc's empty anchor before each member.
  (node.tagName === 'a' &&
    (hasClass(node, 'hash-link') || (node.properties.href === undefined && !textOf(node).trim()))) ||
  // Controls: copy buttons, "Edit this example", the collapsed table of contents; icons.
  node.tagName === 'button' ||
  node.tagName === 'svg';

/** A code block's title (a file name, "You write") as its fence's meta, `title="…"` as in Markdown. */
function titleAsMeta(block: Element): void {
  const title = block.children.find(
    (node): node is Element => node.type === 'element' && hasClass(node, 'codeBlockTitle', true),
  );
  const pre = findAll(block, (node) => node.tagName === 'pre')[0];
  if (!title || !pre) return;
  block.children = block.children.filter((child) => child !== title);
  pre.properties.dataMeta = `title=${JSON.stringify(textOf(title).trim())}`;
}

/** `nodes` for a twin, in one walk: interactive parts as plain content, no furniture, titled code, links to twins. */
function twinContent(nodes: ElementContent[], links: TwinLinkOptions): ElementContent[] {
  return nodes.flatMap((node): ElementContent[] => {
    // React's separators between adjacent text (`<!-- -->`).
    if (node.type === 'comment') return [];
    if (node.type !== 'element') return [node];
    const plain = plainContent(node);
    if (plain) return twinContent(plain, links);
    if (isChrome(node)) return [];
    node.children = twinContent(node.children, links);
    if (hasClass(node, 'theme-code-block')) titleAsMeta(node);
    const {href, src} = node.properties;
    if (node.tagName === 'a' && typeof href === 'string') node.properties.href = twinHref(href, links);
    if (node.tagName === 'img' && typeof src === 'string' && src.startsWith('/'))
      node.properties.src = `${links.origin}${src}`;
    return [node];
  });
}

/**
 * A page's tree as its twin's: a docs page's Markdown body (without breadcrumbs, table of
 * contents and pagination), else its `<article>` (a Markdown page), else all (a React page).
 */
export function twinTree(tree: Root, links: TwinLinkOptions): Root {
  const content =
    findAll(tree, (node) => hasClass(node, 'theme-doc-markdown'))[0] ??
    findAll(tree, (node) => node.tagName === 'article')[0];
  return {type: 'root', children: twinContent(content ? content.children : (tree.children as ElementContent[]), links)};
}

/** A code block as mdast: its language from the `<code>`'s class, its meta from `data-meta`, its text. */
function code(_state: unknown, pre: Element): Code {
  const inner = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  const classes = Array.isArray(inner?.properties.className) ? inner.properties.className.map(String) : [];
  const lang = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length) ?? null;
  const meta = typeof pre.properties.dataMeta === 'string' ? pre.properties.dataMeta : null;
  return {type: 'code', lang, meta, value: textOf(pre).replace(/\n+$/, '')};
}

/** rehype-parse's fragment parsing (scripting off: a `<noscript>` holds elements) without the positions nothing reads. */
const rehypeParseWithoutPositions: Plugin<[], string, Root> = function (this: Processor) {
  this.parser = (document: string) => fromParse5(parseFragment(document, {scriptingEnabled: false}));
};

/** The processor that turns a built page's `<main>` into its Markdown twin. */
export function twinProcessor(links: TwinLinkOptions) {
  return unified()
    .use(rehypeParseWithoutPositions)
    .use(() => (tree: Root) => twinTree(tree, links))
    .use(rehypeRemark, {handlers: {pre: code}})
    .use(remarkGfm)
    .use(remarkStringify, {bullet: '-', fences: true, rule: '-'})
    .freeze();
}

/** A built page's Markdown twin, from a processor {@link twinProcessor} made. */
export function pageToMarkdown(processor: ReturnType<typeof twinProcessor>, html: string): string {
  return String(processor.processSync(plainCodeBlocks(mainOf(html))));
}
