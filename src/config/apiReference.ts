import type {PluginConfig} from '@docusaurus/types';

/**
 * docusaurus-plugin-typedoc runs TypeDoc with typedoc-plugin-markdown when the site loads
 * (`npm start`, `npm run build`): it reads the library's public entry point and writes
 * Markdown and a sidebar into docs/api/ (its default `out`), which is generated, never committed. Paths are
 * relative to the site. Our own TypeDoc plugins (src/plugins/apiReference/) add only what
 * the plugin cannot do.
 */
export const apiReferencePlugin = [
  'docusaurus-plugin-typedoc',
  {
    id: 'api',
    entryPoints: ['./packages/inkwell/src/index.ts'],
    // The library's source and the React types it names, not every package it imports.
    tsconfig: './src/plugins/apiReference/tsconfig.api-reference.json',
    // The entry module's page becomes /docs/api/globals; without a readme there is no
    // separate index page. Every function, variable, interface and type alias has a page of
    // its own, so a type named in a signature links to a page about that type alone, and
    // /docs/api/globals is an index: one row per export with the first paragraph of its summary.
    readme: 'none',
    entryFileName: 'globals',
    outputFileStrategy: 'members',
    membersWithOwnFile: ['Function', 'Variable', 'Interface', 'TypeAlias'],
    indexFormat: 'table',
    // The components and the server objects are what a reader comes for; their types after.
    groupOrder: ['Functions', 'Variables', 'Interfaces', 'Type Aliases', '*'],
    // `@see` lists a component's related components and its live demo in the guides.
    locales: {en: {tag_see: 'Related'}},
    // `npm test` type-checks the library (and `npm run build:lib` builds it with tsc), so
    // TypeDoc does not check it again.
    skipErrorChecking: true,
    excludeInternal: true,
    excludeExternals: true,
    disableSources: true,
    // Members carry @example blocks, which a table cell cannot hold, so members stay lists.
    parametersFormat: 'table',
    useCodeBlocks: true,
    expandObjects: true,
    sidebar: {pretty: true},
    // A public export without a summary, or a broken {@link}, fails the build.
    plugin: [
      './src/plugins/apiReference/validate-plugin.mjs',
      './src/plugins/apiReference/members-on-page-plugin.mjs',
      './src/plugins/apiReference/description-plugin.mjs',
    ],
    validation: {notExported: true, invalidLink: true, notDocumented: true},
    treatValidationWarningsAsErrors: true,
    requiredToBeDocumented: ['Function', 'Variable', 'Interface', 'TypeAlias', 'Property', 'Method'],
  },
] satisfies PluginConfig;
