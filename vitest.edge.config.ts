/**
 * `npm run test:edge`: the built server entry behind the Node adapter and on edge runtimes (tests/edge/), after a
 * production build. Apart from
 * `npx vitest run` (vite.config.ts's include leaves tests/edge/ out): it needs dist/, and no plugin of the app's build.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/edge/**/*.test.ts'],
    environment: 'node',
    // edge-runtime's worker is evaluated as an ES module in its own context (node:vm's SourceTextModule), which Node
    // 20 offers behind this flag; its one-line experimental warning says nothing the test does not.
    execArgv: ['--experimental-vm-modules', '--disable-warning=ExperimentalWarning'],
    // The built entry is imported by Node itself, as the adapter does in production: not transformed by Vite (a
    // megabyte of minified code took it 20 s).
    server: { deps: { external: [/\/dist\/[^/]+\/server\/entry\.js$/] } },
    // One file, one worker: workerd and two edge-runtime servers are enough for 2 cores.
    maxWorkers: 1,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
