/**
 * Where the bench builds: ours in dist/<deployment>/ (what `npm run serve` serves) with its source maps kept
 * apart in dist/bench/<deployment>-maps/, the hand-written reference in dist/bench/reference/.
 */
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');

export const REFERENCE_DIST = join(ROOT, 'dist', 'bench', 'reference');
export const REFERENCE_CONFIG = join(ROOT, 'scripts', 'bench', 'reference', 'vite.config.ts');
export const PUBLIC_DIR = join(ROOT, 'public');
export const appDist = (deployment: string) => join(ROOT, 'dist', deployment);
/** The build's scripts and their hidden source maps, never served (the entry profile reads them). */
export const mapsDir = (deployment: string) => join(ROOT, 'dist', 'bench', `${deployment}-maps`);
/** Files the bench writes (waterfall, entry profile, results), gitignored. */
export const REPORT_DIR = join(ROOT, 'reports', 'bench');
