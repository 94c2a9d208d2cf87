// @ts-check
// Interfaces stay on /docs/api/globals, so a component's page would only link to its props and
// a variable's page to its type. This plugin puts a props table under each component, in place
// of its one-parameter table, and every member under each variable.
import {DeclarationReflection, ReferenceType, ReflectionKind} from 'typedoc';
import {MarkdownPageEvent} from 'typedoc-plugin-markdown';

/** @param {import('typedoc').SomeType | undefined} type */
function referencedMembers(type) {
  if (!(type instanceof ReferenceType)) return undefined;
  const target = type.reflection;
  if (!(target instanceof DeclarationReflection) || !target.kindOf(ReflectionKind.Interface)) return undefined;
  return target.children?.length ? target : undefined;
}

/**
 * @typedef {{anchor: string | undefined, name: string, type: string, defaultValue: string | undefined, required: boolean, description: string}} PropRow
 */

/** @param {string} text */
function cell(text) {
  return text
    .replace(/\r?\n/g, ' ')
    .replace(/ {2,}/g, ' ')
    .replace(/(?<!\\)\|/g, '\\|')
    .trim();
}

/**
 * The Props section of a component's page. A required prop has no default.
 * @param {string} typeName
 * @param {PropRow[]} rows
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
 * Moves the trailing "## Props" section (hooks can only append) to where "## Parameters" was,
 * or else before "## Returns", "## Remarks" or "## Example": right after the summary.
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
 * The title without the `()` TypeDoc adds: it names a component, not a call, and on a phone the
 * long names broke onto a line of their own.
 * @param {string} markdown
 */
export function titleWithoutCall(markdown) {
  return markdown.replace(/^(# [^\n]*?)\(\)$/m, '$1');
}
