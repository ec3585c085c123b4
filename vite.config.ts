import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import { productionHeaders } from './renderer/toolchain/vite/policyPlugin.ts';
import { serverBundle } from './renderer/toolchain/vite/serverBundle.ts';
import { deploymentToBuild, loanPages } from './renderer/toolchain/vite/vitePlugin.ts';
import { demoGateway, demoGatewayBase } from './demo/gateway/previewPlugin.ts';
import { renderPreview } from './renderer/toolchain/vite/renderPreview.ts';
import { brandFiles } from './renderer/toolchain/vite/brandFiles.ts';
import { sourceMaps } from './renderer/toolchain/vite/sourceMaps.ts';
import { browserRenderPreloads } from './renderer/toolchain/vite/browserRenderPreloads.ts';
import { buildFolder } from './renderer/toolchain/vite/demoBuild.ts';
import { productionBuilds } from './renderer/toolchain/vite/productionBuilds.ts';
import { thirdPartyNoticesPlugin } from './renderer/toolchain/vite/noticesPlugin.ts';
import { SameEnvironmentTogether } from './tests/vitest/sequencer.ts';

const deployment = deploymentToBuild();

/** The plain-Node test files that need modules of their own (the 'node-own-modules' project below). */
const OWN_MODULES = ['tests/unit/checkGateway.test.ts'];

/** Where test files live: Vitest's, beside the code, and tests/unit/. */
const TEST_ROOTS = ['renderer', 'blocks', 'tests/unit'];

export default defineConfig({
  plugins: [
    loanPages({ deployment }),
    react({ jsxImportSource: '@emotion/react' }),
    productionBuilds(),
    brandFiles({ deployment }),
    sourceMaps({ deployment }),
    browserRenderPreloads(),
    productionHeaders({ deployment }),
    demoGateway({ deployment }),
    serverBundle({ deployment }),
    thirdPartyNoticesPlugin(),
    renderPreview({ gatewayBase: demoGatewayBase(deployment) }),
  ],
  build: {
    // dist/<id>/ for a production build, dist-demo/<id>/ for a demo build (DEMO_BUILD=1: npm start, the browser tests).
    outDir: buildFolder(deployment),
    emptyOutDir: true,
    manifest: true,
    target: 'es2020',
    modulePreload: { polyfill: false },
    // Rolldown's note on slow plugin callbacks named our own plugin's buildStart, which is the checks of every page
    // and brand (what a build is for), and it confused a new operator trying the build (issue 35).
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  // `npm run dev` (CONTRACT §1): live editing on PORT, default 5173.
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
  test: {
    // Two kinds of test file, each in the environment it needs: a component or page test (.test.tsx) renders into
    // happy-dom with Testing Library set up; a .test.ts is plain Node (the build's checks, validate, the server, the
    // runtime's modules), and one that needs a document says so in its first line (`@vitest-environment happy-dom`).
    // Plain Node saves each file the DOM and Testing Library's setup; and the plain-Node files share their workers'
    // modules (isolate: false: no file of them keeps state another reads), which ran them in 73 s against 141 s
    // isolated, all 1,027 tests passing both ways (issue 40). The component files share theirs too, and their
    // document: tests/setup.ts leaves it empty after each test (nothing mounted or appended, no storage, title or
    // address), which ran them in 51-64 s against 167 s isolated, passing in six shuffled file orders.
    // Worker threads rather than child processes: 130-136 s against 154-171 s for the whole run, side by side.
    pool: 'threads',
    // A shared worker serves the next file only if it is of the same project and environment: they come together.
    sequence: { sequencer: SameEnvironmentTogether },
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          include: TEST_ROOTS.map((root) => `${root}/**/*.test.tsx`),
          environment: 'happy-dom',
          setupFiles: ['tests/setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          include: TEST_ROOTS.map((root) => `${root}/**/*.test.ts`),
          exclude: [...OWN_MODULES, ...configDefaults.exclude],
          isolate: false,
        },
      },
      // Real HTTP through Node's own client: a file that ran msw's interceptors earlier in a shared worker leaves
      // node:http patched after closing them (@mswjs/interceptors' raw headers: "inferRawHeaders(...) is not
      // iterable"), so these run with modules of their own.
      { extends: true, test: { name: 'node-own-modules', include: OWN_MODULES, isolate: true } },
    ],
    // Frames (agreements, policies) take their address without fetching it, and without logging that they will not.
    environmentOptions: {
      happyDOM: { settings: { enableIframePageLoading: true, navigation: { disableChildFrameNavigation: true } } },
    },
    restoreMocks: true,
    // The build step's tests load every page and brand (loadProject), some in a beforeAll: seconds on a busy 2-core
    // machine, not a hang (pageShape's hook passed the 10 s default under load).
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Vitest runs on one core fewer than the machine has: on CI's two that is one worker, and the run took 1.4x as
    // long.
    maxWorkers: '100%',
  },
});
