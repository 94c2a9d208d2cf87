// @ts-check
// docusaurus-plugin-typedoc converts and renders but never runs TypeDoc's validation, so an
// undocumented export would slip into the site silently. This plugin validates the
// project before it is rendered and fails the Docusaurus build on any error, or on a type
// shown as `any`.
import {Application, normalizePath} from 'typedoc';

/**
 * Where the project's model has the type `any`, as paths of names (`SiteProviderProps >
 * children`): a type from a package TypeDoc's program does not load comes out as `any`.
 * @param {import('typedoc').ProjectReflection} project
 * @param {Application} app
 */
function anyTypes(project, app) {
  /** @type {Set<string>} */
  const found = new Set();
  /**
   * @param {unknown} node a part of TypeDoc's JSON model
   * @param {string[]} path the names of the reflections it is in
   */
  const walk = (node, path) => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item, path);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const part = /** @type {Record<string, unknown>} */ (node);
    if (part.type === 'intrinsic' && part.name === 'any') {
      found.add(path.join(' > '));
      return;
    }
    const inside =
      typeof part.name === 'string' && typeof part.variant === 'string' && part.variant !== 'project'
        ? [...path, part.name]
        : path;
    for (const [key, value] of Object.entries(part)) if (key !== 'sources') walk(value, inside);
  };
  walk(app.serializer.projectToObject(project, normalizePath(process.cwd())), []);
  return [...found];
}

/** @param {Application} app */
export function load(app) {
  app.on(Application.EVENT_GENERATE_OUTPUTS_BEGIN, (project) => {
    // As TypeDoc's own CLI decides: validation reports an undocumented export as a warning,
    // which `treatValidationWarningsAsErrors` makes fatal.
    const warningsBefore = app.logger.warningCount;
    app.validate(project);
    const validationWarnings = app.logger.warningCount !== warningsBefore || app.logger.validationWarningCount !== 0;
    const warningsFatal =
      app.options.getValue('treatValidationWarningsAsErrors') || app.options.getValue('treatWarningsAsErrors');
    if (app.logger.hasErrors() || (validationWarnings && warningsFatal)) {
      throw new Error(
        'TypeDoc validation failed for packages/inkwell/src/index.ts: see the messages above. ' +
          'Every public export needs a TSDoc comment, and every {@link} must resolve.',
      );
    }
    const untyped = anyTypes(project, app);
    if (untyped.length) {
      throw new Error(
        `TypeDoc found the type \`any\` in the API reference, at ${untyped.join('; ')}. ` +
          'A type from a package TypeDoc does not load comes out as `any`: add the package to ' +
          '"types" in tsconfig.api-reference.json, or do not use `any` in the public API.',
      );
    }
  });
}
