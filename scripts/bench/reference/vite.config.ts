/**
 * Builds and serves the bench's hand-written reference page (main.tsx) the way `npm start` serves
 * ours: a production build under `vite preview`, the brand's public files, the demo gateway mounted
 * on the same origin under /gateway. Used only by `npm run bench`.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { demoGateway } from '../../../tests/fake-gateway/previewPlugin.ts';
import { PUBLIC_DIR, REFERENCE_DIST } from '../paths.ts';

export default defineConfig({
  root: import.meta.dirname,
  publicDir: PUBLIC_DIR,
  logLevel: 'warn',
  plugins: [react(), demoGateway()],
  build: { outDir: REFERENCE_DIST, emptyOutDir: true, manifest: true, target: 'es2020', sourcemap: 'hidden' },
});
