/**
 * No production bundle carries a development build of a dependency (issue 42): every source map the production build
 * wrote (the browser's chunks, under dist/maps/, and the server entry's) names only production builds. React Router 7
 * points every import at `dist/development/` (renderer/toolchain/vite/productionBuilds.ts takes its production build).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIST = join(import.meta.dirname, '../../dist');

function mapsUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.map'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A development build by its path: a `development` folder (React Router) or a `.development.` file (React's cjs). */
const DEVELOPMENT = /node_modules\/(?:@[^/]+\/)?[^/]+\/(?:.*\/)?(?:development\/|[^/]*\.development\.)/;

describe('the production bundles', () => {
  const maps = mapsUnder(DIST);

  it('have source maps to read: the browser chunks of each brand and the server entry', () => {
    expect(maps.some((file) => /\/maps\/[^/]+\/assets\//.test(file))).toBe(true);
    expect(maps.some((file) => file.endsWith('/server/entry.js.map'))).toBe(true);
  });

  it('take no dependency from its development build', () => {
    const development = maps.flatMap((file) => {
      const { sources } = JSON.parse(readFileSync(file, 'utf8')) as { sources: string[] };
      return sources.filter((source) => DEVELOPMENT.test(source)).map((source) => `${relative(DIST, file)}: ${source}`);
    });
    expect(development).toEqual([]);
  });

  it('do take React Router, from its production build', () => {
    const sources = maps.flatMap((file) => (JSON.parse(readFileSync(file, 'utf8')) as { sources: string[] }).sources);
    expect(sources.some((source) => /react-router\/dist\/production\//.test(source))).toBe(true);
  });
});
