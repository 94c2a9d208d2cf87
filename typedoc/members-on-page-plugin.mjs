// @ts-check
// The API routes are fixed by the spec: one page per function and per variable, with
// interfaces kept on /docs/api/globals. So a component's page would only link to its props
// interface, and a variable's page to its type. This plugin puts them on the page itself:
// a props table (type, default, meaning) under each component, every member under each
// variable.
import {DeclarationReflection, ReferenceType, ReflectionKind} from 'typedoc';

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
}
