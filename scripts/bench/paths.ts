/**
 * Where the bench builds: ours in dist/<deployment>/ (what `npm run serve` serves) with its source maps kept
 * apart in dist/maps/<deployment>/, the hand-written reference in dist/bench/reference/.
 */
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');

export const REFERENCE_DIST = join(ROOT, 'dist', 'bench', 'reference');
export const REFERENCE_CONFIG = join(ROOT, 'scripts', 'bench', 'reference', 'vite.config.ts');
export const PUBLIC_DIR = join(ROOT, 'public');
export const appDist = (deployment: string) => join(ROOT, 'dist', deployment);
/**
 * The build's hidden source maps, never served (renderer/toolchain/vite/sourceMaps.ts), and the bench's copy of the
 * scripts they map (the entry profile reads both).
 */
export const mapsDir = (deployment: string) => join(ROOT, 'dist', 'maps', deployment);
/** Files the bench writes (waterfall, entry profile, results), gitignored. */
export const REPORT_DIR = join(ROOT, 'reports', 'bench');
