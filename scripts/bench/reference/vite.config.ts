/**
 * Builds the bench's hand-written reference page (main.tsx): a production build with the brand's
 * public files, which the bench serves with nginx as `npm run serve` serves ours, the demo gateway
 * proxied under /gateway (scripts/bench/servers.ts). Used only by `npm run bench`.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { PUBLIC_DIR, REFERENCE_DIST } from '../paths.ts';

export default defineConfig({
  root: import.meta.dirname,
  publicDir: PUBLIC_DIR,
  logLevel: 'warn',
  plugins: [react()],
  build: { outDir: REFERENCE_DIST, emptyOutDir: true, manifest: true, target: 'es2020' },
});
