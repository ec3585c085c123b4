/**
 * The production build's source maps (issue 32): made hidden (no sourceMappingURL in a script, so no
 * browser asks for them) and moved out of what is served, to dist/maps/<id>/assets/ beside the
 * build, with the release they belong to in dist/maps/<id>/RELEASE. `npm run stack` turns a stack the
 * borrowers' beacons report (`/assets/index-abc.js:1:2345`) back into source lines with them; the
 * hashed file names keep one release's maps apart from another's. A demo build makes none.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ROOT } from '../project/project.ts';
import { isDemoBuild } from './demoBuild.ts';
import { releaseId } from './release.ts';

/** Where a brand's production maps are kept: outside dist/<id>/, which is what is served. */
export const mapsFolder = (deployment: string, root = ROOT) => join(root, 'dist', 'maps', deployment);

export function sourceMaps({ deployment }: { deployment: string }): Plugin {
  let outDir = '';
  const production = () => !isDemoBuild();
  return {
    name: 'source-maps',
    apply: 'build',
    config: () => (production() ? { build: { sourcemap: 'hidden' } } : undefined),
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'pre',
      handler() {
        if (!production() || this.environment?.name === 'ssr') return;
        const assets = join(outDir, 'assets');
        const kept = join(mapsFolder(deployment), 'assets');
        rmSync(mapsFolder(deployment), { recursive: true, force: true });
        mkdirSync(kept, { recursive: true });
        const maps = existsSync(assets) ? readdirSync(assets).filter((file) => file.endsWith('.map')) : [];
        for (const file of maps) renameSync(join(assets, file), join(kept, file));
        writeFileSync(join(mapsFolder(deployment), 'RELEASE'), `${releaseId()}\n`);
        this.info(
          `source maps: ${maps.length} kept in dist/maps/${deployment}/ (never served; npm run stack reads them)`,
        );
      },
    },
  };
}
