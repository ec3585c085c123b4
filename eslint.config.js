import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Modules the browser never gets. */
const RUNTIME_ONLY = [
  { name: 'ajv', message: 'ajv runs at build time only (renderer/build).' },
  { name: 'mustache', message: 'templates are parsed at build time (renderer/build/compile/templates.ts).' },
];

export default tseslint.config(
  { ignores: ['dist/', 'storybook-static/', 'node_modules/', 'scratch/', 'reports/', 'test-results/', '.storybook/public/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='eval']", message: 'No eval: pages are data, not code.' },
        { selector: "NewExpression[callee.name='Function']", message: 'No new Function: pages are data, not code.' },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}'],
    ignores: ['renderer/build/**'],
    rules: { 'no-restricted-imports': ['error', { paths: RUNTIME_ONLY, patterns: ['ajv/*'] }] },
  },
  {
    // A block is its own folder: it imports its own files, blocks/shared (pieces several blocks show)
    // and the renderer, never another block's files. Stories may compose blocks, as a page does.
    files: ['blocks/*/**/*.{ts,tsx}'],
    ignores: ['blocks/**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: RUNTIME_ONLY,
          patterns: [
            { group: ['ajv/*'], message: 'ajv runs at build time only (renderer/build).' },
            { regex: '^\\.\\./(?!shared/|\\.\\./)[^/]+/', message: "A block imports no other block's files: move what several blocks share to blocks/shared/." },
          ],
        },
      ],
    },
  },
);
