import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Modules the browser never gets. */
const RUNTIME_ONLY = [
  { name: 'ajv', message: 'ajv runs at build time only (renderer/toolchain).' },
  { name: 'mustache', message: 'templates are parsed at build time (renderer/toolchain/compile/templates.ts).' },
];

/**
 * Where code runs (README, "Where code runs"): the layers of renderer/ and the blocks, what each may
 * import, and what lint says when an import points up or sideways. The first pattern a file matches
 * decides its layer. The build sits on top and may import anything; nothing at run time imports it.
 */
const SURFACE = 'renderer/runtime/{i18n,theme,money,ui,links}';
const BLOCKS_MAY =
  'A block imports renderer/contract/, the runtime\'s public surface (renderer/runtime/i18n, theme, money, ui, links) and blocks/shared/, never "{{dependency.source}}" ({{to.path}}): the page\'s actions do the I/O (gateway, bridge, storage), and a piece several blocks show goes to blocks/shared/.';
const LAYERS = [
  {
    type: 'contract',
    pattern: 'renderer/contract',
    may: ['contract'],
    says: 'renderer/contract/ is the bottom layer (the types, tables and names every layer shares): it imports nothing of ours above it, never "{{dependency.source}}" ({{to.path}}). Move what both sides need into renderer/contract/.',
  },
  {
    type: 'runtime-surface',
    pattern: SURFACE,
    may: ['contract', 'runtime', 'runtime-surface'],
    says: 'renderer/runtime/ runs in the browser and on the server: it imports renderer/contract/ and itself, never "{{dependency.source}}" ({{to.path}}), which sits above it.',
  },
  {
    type: 'runtime',
    pattern: 'renderer/runtime',
    may: ['contract', 'runtime', 'runtime-surface'],
    says: 'renderer/runtime/ runs in the browser and on the server: it imports renderer/contract/ and itself, never "{{dependency.source}}" ({{to.path}}), which sits above it.',
  },
  {
    type: 'browser',
    pattern: 'renderer/browser',
    may: ['contract', 'runtime', 'runtime-surface', 'browser'],
    says: 'renderer/browser/ is the browser\'s boot: it imports renderer/runtime/ and renderer/contract/, never "{{dependency.source}}" ({{to.path}}). What the server shares with it goes to renderer/runtime/ or renderer/contract/.',
  },
  {
    type: 'server',
    pattern: 'renderer/server',
    may: ['contract', 'runtime', 'runtime-surface', 'server'],
    says: 'renderer/server/ renders on the server: it imports renderer/runtime/ and renderer/contract/, never "{{dependency.source}}" ({{to.path}}). What the browser shares with it goes to renderer/runtime/ or renderer/contract/.',
  },
  { type: 'toolchain', pattern: 'renderer/toolchain' },
  {
    type: 'blocks-shared',
    pattern: 'blocks/shared',
    may: ['contract', 'runtime-surface', 'blocks-shared'],
    says: BLOCKS_MAY,
  },
  {
    type: 'block',
    pattern: 'blocks/*',
    capture: ['name'],
    may: ['contract', 'runtime-surface', 'blocks-shared'],
    says: BLOCKS_MAY,
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-demo/',
      'storybook-static/',
      'node_modules/',
      'scratch/',
      'reports/',
      'test-results/',
      '.storybook/public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='eval']", message: 'No eval: pages are data, not code.' },
        { selector: "NewExpression[callee.name='Function']", message: 'No new Function: pages are data, not code.' },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}'],
    ignores: ['renderer/toolchain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: RUNTIME_ONLY,
          patterns: [{ group: ['ajv/*'], message: 'ajv runs at build time only (renderer/toolchain).' }],
        },
      ],
    },
  },
  {
    // The layers (eslint-plugin-boundaries): every import of a file of renderer/ or blocks/ points down.
    // Tests and stories may reach anywhere, as a page composes blocks.
    files: ['renderer/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['renderer/**', 'blocks/**'],
      'boundaries/elements': LAYERS.map(({ type, pattern, capture }) => ({
        type,
        pattern,
        ...(capture ? { capture } : {}),
      })),
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: LAYERS.filter(({ may }) => may).map(({ type, may, says }) => ({
            from: { element: { type } },
            disallow: { to: { element: { type: may.length === 1 ? `!${may[0]}` : `!{${may.join(',')}}` } } },
            message: says,
          })),
        },
      ],
    },
  },
);
