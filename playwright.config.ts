/**
 * Browser end-to-end tests: Debian's Chromium on the borrower's phone (tests/browser.ts), against the demo build of
 * each brand (dist-demo/<id>/) served by `vite preview` with the demo gateway mounted. A demo build must have run
 * first, `DEMO_BUILD=1 npm run build` (`npm run test:e2e` does it): the developer test page's tests need it
 * (renderer/toolchain/vite/demoBuild.ts).
 */
import { defineConfig } from '@playwright/test';
import { PHONE } from './tests/browser.ts';
import { together, type Server } from './tests/servers/together.ts';

/**
 * One preview server per brand; the ports are fixed so a stale server fails loudly (strictPort).
 * E2E_PORT_BASE moves them, so two checkouts can run their browser tests side by side.
 */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4300);
const BRANDS = { kilat: `http://127.0.0.1:${PORT_BASE + 1}`, lumen: `http://127.0.0.1:${PORT_BASE + 2}` } as const;

function server(id: keyof typeof BRANDS): Server {
  const port = new URL(BRANDS[id]).port;
  return {
    name: id,
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    // The demo build's folder (dist-demo/<id>/): vite preview serves what DEMO_BUILD names.
    env: { DEPLOYMENT: id, DEMO_BUILD: '1' },
    url: `${BRANDS[id]}/loanDetails`,
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  outputDir: 'test-results',
  use: PHONE,
  // lumen.spec.ts and lumen-<topic>.spec.ts run against the lumen build; everything else against kilat.
  projects: [
    { name: 'kilat', use: { baseURL: BRANDS.kilat }, testIgnore: /lumen(-[\w-]+)?\.spec\.ts$/ },
    { name: 'lumen', use: { baseURL: BRANDS.lumen }, testMatch: /lumen(-[\w-]+)?\.spec\.ts$/ },
  ],
  webServer: together([server('kilat'), server('lumen')]),
});
