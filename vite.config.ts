/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { productionHeaders } from './renderer/compile/policyPlugin.ts';
import { ROOT } from './renderer/compile/sources.ts';
import { deploymentToBuild, loanPages, pageBuilt } from './renderer/compile/vitePlugin.ts';
import type { Deployment } from './renderer/deployment/schema.ts';
import { demoGateway } from './tests/fake-gateway/previewPlugin.ts';

const deployment = deploymentToBuild();

/** Whether the deployment builds the developer test page (`npm start` prints its address); an unknown one is reported by loanPages. */
function testPreviewOn(id: string): boolean {
  try {
    return pageBuilt(JSON.parse(readFileSync(join(ROOT, 'deployments', `${id}.json`), 'utf8')) as Deployment, 'testPreview');
  } catch {
    return false;
  }
}

export default defineConfig({
  plugins: [
    loanPages({ deployment }),
    react({ jsxImportSource: '@emotion/react' }),
    productionHeaders({ deployment }),
    demoGateway({ testPreview: testPreviewOn(deployment) }),
  ],
  build: {
    outDir: `dist/${deployment}`,
    emptyOutDir: true,
    manifest: true,
    target: 'es2020',
    modulePreload: { polyfill: false },
  },
  preview: {
    port: Number(process.env.PORT ?? 4173),
    strictPort: true,
  },
  test: {
    environment: 'happy-dom',
    // Frames (agreements, policies) take their address without fetching it, and without logging that they will not.
    environmentOptions: { happyDOM: { settings: { enableIframePageLoading: true, navigation: { disableChildFrameNavigation: true } } } },
    include: ['renderer/**/*.test.{ts,tsx}', 'blocks/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
  },
});
