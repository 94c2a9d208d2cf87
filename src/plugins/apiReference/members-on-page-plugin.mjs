// @ts-check
// The API routes are fixed by the spec: one page per function and per variable, with
// interfaces kept on /docs/api/globals. So a component's page would only link to its props
// interface, and a variable's page to its type. This plugin puts them on the page itself:
// a props table (type, default, meaning) under each component, every member under each
// variable.
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

/** @param {import('typedoc').Application} app */
export function load(app) {
  /** @type {any} -- markdownHooks is added to the renderer by typedoc-plugin-markdown at load time. */
  const renderer = app.renderer;
  renderer.markdownHooks.on('page.end', (/** @type {any} */ context) => {
    const model = context.page.model;
    if (!(model instanceof DeclarationReflection)) return '';
    if (model.kindOf(ReflectionKind.Function)) {
      const props = referencedMembers(model.signatures?.[0]?.parameters?.[0]?.type);
      if (!props) return '';
      return `## Props\n\nEvery prop of [${props.name}](../globals.md#${props.name.toLowerCase()}):\n\n${context.partials.propertiesTable(props.children)}`;
    }
    if (model.kindOf(ReflectionKind.Variable)) {
      const api = referencedMembers(model.type);
      if (!api) return '';
      return `## Members\n\n${context.partials.members(api.children, {headingLevel: 3})}`;
    }
    return '';
  });

  // Hooks can only append; a reader looks for the props before the remarks and examples.
  app.renderer.on(MarkdownPageEvent.END, (/** @type {import('typedoc').PageEvent} */ page) => {
    page.contents = movePropsBeforeRemarks(page.contents ?? '');
  });
}

/**
 * Moves a trailing "## Props" section to just before "## Remarks" (or "## Example").
 * @param {string} markdown
 */
export function movePropsBeforeRemarks(markdown) {
  const propsAt = markdown.indexOf('\n## Props\n');
  if (propsAt === -1) return markdown;
  const props = markdown.slice(propsAt);
  const rest = markdown.slice(0, propsAt);
  const anchor = ['\n## Remarks\n', '\n## Example\n'].map((heading) => rest.indexOf(heading)).find((at) => at !== -1);
  if (anchor === undefined) return markdown;
  return `${rest.slice(0, anchor)}${props.trimEnd()}\n${rest.slice(anchor)}`;
}
