/**
 * Dependencies whose package points every import at its development build, with the production build beside it:
 * React Router 7's `exports` has no "production" condition, so any bundler takes `dist/development/` (its dev-only
 * warnings and checks, which a borrower's phone would download and parse for nothing). Every bundle `vite build` makes
 * (the browser's, the server's, the demo's) takes the production build instead (issue 42); `npm run dev`, Vitest and
 * Storybook's dev server keep the development one and its warnings. tests/edge/productionBuilds.test.ts reads the
 * built bundles' source maps for any development build left.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** By import specifier: the file of the package's production build that stands for it. */
const PRODUCTION_BUILDS: Readonly<Record<string, { pkg: string; file: string }>> = {
  'react-router': { pkg: 'react-router', file: 'dist/production/index.mjs' },
  'react-router/dom': { pkg: 'react-router', file: 'dist/production/dom-export.mjs' },
};

const require = createRequire(import.meta.url);

export function productionBuilds(): Plugin {
  return {
    name: 'loan-pages:production-builds',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: Object.entries(PRODUCTION_BUILDS).map(([specifier, { pkg, file }]) => ({
          // The specifier exactly: `react-router/dom` is its own entry, not a path under `react-router`.
          find: new RegExp(`^${specifier.replace(/[/]/g, '\\/')}$`),
          replacement: join(dirname(require.resolve(`${pkg}/package.json`)), file),
        })),
      },
    }),
  };
}
