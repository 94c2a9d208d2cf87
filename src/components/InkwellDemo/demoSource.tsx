import {isValidElement, type ReactElement, type ReactNode} from 'react';
import {
  AdminToolbar,
  InkwellRouter,
  MarkdownRenderer,
  Navigation,
  PostList,
  SiteProvider,
  TooltipProvider,
} from '@inkwell/cms';
import {renderDemo, type DemoSpec} from './demos';
import {sampleDraft, sampleNavigation, samplePosts, sampleSession, sampleSite, sampleUsers} from './sampleData';

// Printed from the very element tree the demo renders, so the source a Markdown twin carries
// cannot drift from the demo. Component names come from this table, not from function
// names, which a minifier may shorten.
const componentNames = new Map<unknown, string>([
  [AdminToolbar, 'AdminToolbar'],
  [InkwellRouter, 'InkwellRouter'],
  [MarkdownRenderer, 'MarkdownRenderer'],
  [Navigation, 'Navigation'],
  [PostList, 'PostList'],
  [SiteProvider, 'SiteProvider'],
  [TooltipProvider, 'TooltipProvider'],
]);

/** The sample data the demos pass, printed by name (compared by value: sessions are made per call). */
const sampleNames: Array<[string, string]> = [
  [JSON.stringify(sampleSite), 'sampleSite'],
  [JSON.stringify(sampleNavigation), 'sampleNavigation'],
  [JSON.stringify(samplePosts), 'samplePosts'],
  [JSON.stringify(sampleUsers), 'sampleUsers'],
  [JSON.stringify(sampleDraft), 'sampleDraft'],
  [JSON.stringify(sampleSession('admin')), "sampleSession('admin')"],
  [JSON.stringify(sampleSession('editor')), "sampleSession('editor')"],
];

function value(item: unknown): string {
  const json = JSON.stringify(item);
  const named = sampleNames.find(([sample]) => sample === json);
  if (named) return named[1];
  if (typeof item === 'string') return `'${item.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (Array.isArray(item)) return `[${item.map(value).join(', ')}]`;
  if (item !== null && typeof item === 'object')
    return `{${Object.entries(item)
      .map(([key, entry]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`}: ${value(entry)}`)
      .join(', ')}}`;
  return String(item);
}

function attribute(name: string, item: unknown): string {
  if (typeof item === 'string' && !/["\n{}]/.test(item)) return `${name}="${item}"`;
  return `${name}={${value(item)}}`;
}

function print(node: ReactNode, indent: string): string[] {
  if (node === null || node === undefined || typeof node === 'boolean') return [];
  if (Array.isArray(node)) return node.flatMap((child: ReactNode) => print(child, indent));
  if (!isValidElement(node)) return [`${indent}{${value(node)}}`];
  const element = node as ReactElement<Record<string, unknown>>;
  const name = componentNames.get(element.type) ?? (typeof element.type === 'string' ? element.type : 'Unknown');
  const {children, ...props} = element.props;
  const attributes = Object.entries(props)
    .filter(([, item]) => item !== undefined)
    .map(([key, item]) => attribute(key, item));
  const open = attributes.length ? `${indent}<${name} ${attributes.join(' ')}` : `${indent}<${name}`;
  const inner = print(children as ReactNode, `${indent}  `);
  return inner.length ? [`${open}>`, ...inner, `${indent}</${name}>`] : [`${open} />`];
}

/**
 * The TSX a demo renders, for the page's Markdown twin: the components from `@inkwell/cms`
 * with the props the demo passes them. Server-side only, like {@link renderDemo}.
 * @param spec the demo
 * @returns the import line and the element, as a reader would write them; '' for a demo that
 *   renders no component of the library
 */
export function demoSource(spec: DemoSpec): string {
  const element = renderDemo(spec);
  const lines = print(element, '');
  const used = [...componentNames.values()].filter((name) => lines.some((line) => line.includes(`<${name}`)));
  // A page the server answers (the not-added page) renders no component of the library: no TSX.
  if (used.length === 0) return '';
  const samples = sampleNames
    .map(([, name]) => name.replace(/\(.*$/, ''))
    .filter((name, index, all) => all.indexOf(name) === index && lines.some((line) => line.includes(name)));
  return [
    `import {${used.join(', ')}} from '@inkwell/cms';`,
    ...(samples.length
      ? [`// ${samples.join(', ')}: the docs' sample content, shaped as Inkwell.resolve() returns it`]
      : []),
    '',
    ...lines,
  ].join('\n');
}
