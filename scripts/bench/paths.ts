/** Where the bench builds: ours in dist/bench/<deployment>/, the hand-written reference in dist/bench/reference/. */
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');

export const REFERENCE_DIST = join(ROOT, 'dist', 'bench', 'reference');
export const REFERENCE_CONFIG = join(ROOT, 'scripts', 'bench', 'reference', 'vite.config.ts');
export const PUBLIC_DIR = join(ROOT, 'public');
export const appDist = (deployment: string) => join(ROOT, 'dist', 'bench', deployment);
/** Files the bench writes (waterfall, entry profile, results), gitignored. */
export const REPORT_DIR = join(ROOT, 'reports', 'bench');
