// @ts-check
// The API routes are fixed by the spec: one page per function and per variable, with
// interfaces kept on /docs/api/globals. So a component's page would only link to its props
// interface, and a variable's page to its type. This plugin puts them on the page itself:
// a props table (type, default, required, meaning) under each component in place of its
// one-parameter table, and every member under each variable.
import {DeclarationReflection, ReferenceType, ReflectionKind} from 'typedoc';
import {MarkdownPageEvent} from 'typedoc-plugin-markdown';

/**
 * The interface a reference type points at, if it has members to show.
 * @param {import('typedoc').SomeType | undefined} type
 */
function referencedMembers(type) {
  if (!(type instanceof ReferenceType)) return undefined;
  const target = type.reflection;
  if (!(target instanceof DeclarationReflection) || !target.kindOf(ReflectionKind.Interface)) return undefined;
  return target.children?.length ? target : undefined;
}

/**
 * One row of a props table, as Markdown for each cell.
 * @typedef {{anchor: string | undefined, name: string, type: string, defaultValue: string | undefined, required: boolean, description: string}} PropRow
 */

/**
 * Text for one cell of a Markdown table: on one line, with its pipes escaped.
 * @param {string} text
 */
function cell(text) {
  return text
    .replace(/\r?\n/g, ' ')
    .replace(/ {2,}/g, ' ')
    .replace(/(?<!\\)\|/g, '\\|')
    .trim();
}

/**
 * The Props section of a component's page: the props' type, then a table with each prop's
 * type, default, whether it is required, and what it does. A required prop has no default.
 * @param {string} typeName the props interface, such as `InkwellRouterProps`
 * @param {PropRow[]} rows
 * @returns {string}
 */
export function propsSection(typeName, rows) {
  const header = '| Prop | Type | Default | Required | Description |\n| ------ | ------ | ------ | ------ | ------ |\n';
  const body = rows
    .map((row) =>
      [
        `${row.anchor ? `<a id="${row.anchor}"></a> ` : ''}\`${row.name}\``,
        row.type,
        row.required || !row.defaultValue ? '—' : row.defaultValue,
        row.required ? 'Yes' : 'No',
        row.description || '—',
      ]
        .map(cell)
        .join(' | '),
    )
    .map((line) => `| ${line} |\n`)
    .join('');
  return `## Props\n\nThe props' type is \`${typeName}\`.\n\n${header}${body}`;
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  /** @type {any} -- markdownHooks is added to the renderer by typedoc-plugin-markdown at load time. */
  const renderer = app.renderer;
  renderer.markdownHooks.on('page.end', (/** @type {any} */ context) => {
    const model = context.page.model;
    if (!(model instanceof DeclarationReflection)) return '';
    if (model.kindOf(ReflectionKind.Function)) {
      const props = referencedMembers(model.signatures?.[0]?.parameters?.[0]?.type);
      if (!props?.children) return '';
      // The props you must pass first, then the others, each group in TypeDoc's order.
      const ordered = [...props.children].sort((a, b) => Number(a.flags.isOptional) - Number(b.flags.isOptional));
      /** @type {PropRow[]} */
      const rows = ordered.map((prop) => ({
        anchor: context.router.hasUrl(prop) ? context.router.getAnchor(prop) : undefined,
        name: prop.name,
        type: prop.type ? context.partials.someType(prop.type) : '',
        defaultValue: context.helpers.getPropertyDefaultValue(prop) ?? undefined,
        required: !prop.flags.isOptional,
        description: prop.comment ? context.partials.comment(prop.comment, {isTableColumn: true}) : '',
      }));
      return propsSection(props.name, rows);
    }
    if (model.kindOf(ReflectionKind.Variable)) {
      const api = referencedMembers(model.type);
      if (!api) return '';
      return `## Members\n\n${context.partials.members(api.children, {headingLevel: 3})}`;
    }
    return '';
  });

  app.renderer.on(MarkdownPageEvent.END, (/** @type {import('typedoc').PageEvent} */ page) => {
    page.contents = titleWithoutCall(movePropsBeforeRemarks(page.contents ?? ''));
  });
}

/**
 * Reorders a component's page: hooks can only append, and a reader looks for the props right
 * after the summary. Moves a trailing "## Props" section to where "## Parameters" was (the
 * props table replaces that one-row table of the props object), or else before "## Returns",
 * "## Remarks" or "## Example".
 * @param {string} markdown
 */
export function movePropsBeforeRemarks(markdown) {
  const propsAt = markdown.indexOf('\n## Props\n');
  if (propsAt === -1) return markdown;
  const props = markdown.slice(propsAt).trimEnd();
  let rest = markdown.slice(0, propsAt);
  const parametersAt = rest.indexOf('\n## Parameters\n');
  if (parametersAt !== -1) {
    const next = rest.indexOf('\n## ', parametersAt + 1);
    rest = rest.slice(0, parametersAt) + (next === -1 ? '\n' : rest.slice(next));
  }
  const anchor = ['\n## Returns\n', '\n## Remarks\n', '\n## Example\n']
    .map((heading) => rest.indexOf(heading))
    .find((at) => at !== -1);
  if (anchor === undefined) return `${rest.trimEnd()}\n${props}\n`;
  return `${rest.slice(0, anchor)}${props}\n${rest.slice(anchor)}`;
}

/**
 * The page's title names a function without the `()` TypeDoc adds (`# Function: PostList`):
 * on a phone the long names of components broke it onto a line of its own, and the title
 * names the component, not a call.
 * @param {string} markdown
 */
export function titleWithoutCall(markdown) {
  return markdown.replace(/^(# [^\n]*?)\(\)$/m, '$1');
}
