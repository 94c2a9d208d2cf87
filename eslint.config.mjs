// @ts-check
// One flat config for the site, its scripts and tests, and the library; plain .js/.mjs/.cjs
// files get the same rules without type information.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'docs/api/',
      'packages/*/dist/',
      'packages/*/.inkwell/',
      'static/inkwell/',
      'test-results/',
      'playwright-report/',
      'tests/.throwaway-sites/',
      '.pages-assets/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: {...globals.node, ...globals.browser},
      parserOptions: {
        projectService: {allowDefaultProject: ['eslint.config.mjs']},
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // `_name` marks a parameter a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
    },
  },
  {
    // A Playwright fixture without dependencies must still destructure `{}`.
    files: ['tests/**/*.ts'],
    rules: {'no-empty-pattern': 'off'},
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // React code only: Playwright's fixtures call a function named `use` too.
    files: ['src/**/*.{ts,tsx}', 'packages/inkwell/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // A region that scrolls must be focusable, or keyboard users cannot scroll it (axe's
      // scrollable-region-focusable); a named role="region" is the pattern for that.
      'jsx-a11y/no-noninteractive-tabindex': ['error', {tags: [], roles: ['tabpanel', 'region']}],
    },
  },
  {
    // Docusaurus's lib/ and internal paths change without notice between releases. Literals as
    // well as imports, so `require.resolve()` and webpack aliases are covered too.
    files: ['src/**/*.{ts,tsx,js,mjs,cjs}', '*.{ts,js,mjs,cjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: String.raw`Literal[value=/^@docusaurus\/[\w-]+\/(lib|internal)(\/|$)/]`,
          message:
            "Docusaurus's lib/ and internal paths are private: use the package's public exports, wrap the component with @theme-original, or own the few lines.",
        },
      ],
    },
  },
  {
    // Literal messages, so `docusaurus write-translations` can extract every string.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', 'src/plugins/**', 'src/config/**'],
    plugins: {'@docusaurus': docusaurus},
    rules: {
      '@docusaurus/no-untranslated-text': ['error', {ignoredStrings: ['Inkwell']}],
      '@docusaurus/string-literal-i18n-messages': 'error',
    },
  },
);
