import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import shape from './scripts/lint/functionLength.js';

/** Modules the browser never gets. */
const RUNTIME_ONLY = [
  { name: 'ajv', message: 'ajv runs at build time only (renderer/toolchain).' },
  { name: 'mustache', message: 'templates are parsed at build time (renderer/toolchain/compile/templates.ts).' },
];

/**
 * Where code runs (docs/architecture.md, "Where code runs"): the layers of renderer/ and the blocks, what each may
 * import, and what lint says when an import points up or sideways. The first pattern a file matches
 * decides its layer. The toolchain (build time) sits on top and may import every layer; nothing at run time
 * imports it. Nothing of renderer/ or blocks/ imports the tests, the scripts, the stories or the demo (vite.config.ts
 * alone wires the demo gateway into a build); their own tests and stories may.
 */
const SURFACE = 'renderer/runtime/{i18n,theme,money,ui,links}';
/** Every layer of the product (renderer/ and blocks/). */
const PRODUCT = [
  'contract',
  'runtime-surface',
  'runtime',
  'browser',
  'server',
  'toolchain',
  'block-registry',
  'blocks-shared',
  'block',
];
/** What the product never imports: each is an element too, so an import of one is seen (and refused). */
const OUTSIDE = [
  { type: 'demo', pattern: 'demo' },
  { type: 'tests', pattern: 'tests' },
  { type: 'scripts', pattern: 'scripts' },
  { type: 'stories', pattern: 'stories' },
];
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
  {
    type: 'toolchain',
    pattern: 'renderer/toolchain',
    may: PRODUCT,
    says: `renderer/toolchain/ (build time) may import every layer of renderer/ and blocks/, never the tests, scripts, stories or the demo: "{{dependency.source}}" ({{to.path}}). What a generator takes from the demo, its command passes in (scripts/guide.ts); the demo gateway is wired into the build by vite.config.ts alone.`,
  },
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
  {
    // blocks/definitions.ts: every block's and model's definition, listed once.
    type: 'block-registry',
    pattern: 'blocks',
    may: ['contract', 'runtime-surface', 'blocks-shared', 'block'],
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
    // One idea per file and function (issue 39): a file past 400 lines or a function past 120 is several, named
    // apart. A test file's describe() callback is a group of cases, not one function (scripts/lint/functionLength.js).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { shape },
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
      'shape/max-function-lines': ['error', { max: 120 }],
      // Prettier keeps code within 120 columns but never rewraps a comment: lint holds comments to the same width
      // (a string or a template literal, which Prettier cannot break, may run longer).
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
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
    // The layers (eslint-plugin-boundaries): every import of a file of renderer/ or blocks/ points down, and none
    // reaches a file of ours outside them (no-unknown: a config, a brand file). Tests and stories may reach anywhere.
    files: ['renderer/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['**/*'],
      'boundaries/elements': [...LAYERS, ...OUTSIDE].map(({ type, pattern, capture }) => ({
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
            disallow: { to: { element: { types: { noneOf: may } } } },
            message: says,
          })),
        },
      ],
      'boundaries/no-unknown-dependencies': 'error',
    },
  },
);
