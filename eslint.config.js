import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    ignores: ['renderer/compile/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'ajv', message: 'ajv runs at build time only (renderer/compile).' }, { name: 'mustache', message: 'templates are parsed at build time (renderer/compile/templates.ts).' }], patterns: ['ajv/*'] },
      ],
    },
  },
);
