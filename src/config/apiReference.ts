import type {PluginConfig} from '@docusaurus/types';

/**
 * TypeDoc with typedoc-plugin-markdown writes the library's API as Markdown and a sidebar into
 * docs/api/ (generated, never committed) when the site loads. Paths are relative to the site.
 */
export const apiReferencePlugin = [
  'docusaurus-plugin-typedoc',
  {
    id: 'api',
    entryPoints: ['./packages/inkwell/src/index.ts'],
    // The library's source and the React types it names, not every package it imports.
    tsconfig: './src/plugins/apiReference/tsconfig.api-reference.json',
    // /docs/api/globals is the index, one row per export; every export has a page of its own,
    // so a type named in a signature links to a page about that type alone.
    readme: 'none',
    entryFileName: 'globals',
    outputFileStrategy: 'members',
    membersWithOwnFile: ['Function', 'Variable', 'Interface', 'TypeAlias'],
    indexFormat: 'table',
    // The components and the server objects are what a reader comes for; their types after.
    groupOrder: ['Functions', 'Variables', 'Interfaces', 'Type Aliases', '*'],
    // `@see` lists a component's related components and its live demo in the guides.
    locales: {en: {tag_see: 'Related'}},
    // `npm test` type-checks the library already.
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
