/**
 * Server rendering in the browser (issue 24): `RENDER=server npm start`'s server (vite preview
 * sending each page's HTML through the demo build's dist-demo/<brand>/server/entry.js, against the demo gateway) in
 * Debian's Chromium. kilat has both markets; lumen's build serves its demo experiment. A demo build must have run first
 * (`npm run test:e2e` does it).
 */
import { defineConfig } from '@playwright/test';
import { PHONE } from './tests/browser.ts';
import { together } from './tests/servers/together.ts';
import { LATE_PORT, LUMEN_ORIGIN, LUMEN_PORT, ORIGIN, PORT } from './tests/ssr/servers.ts';

export default defineConfig({
  testDir: 'tests/ssr',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright-ssr.json' }]],
  outputDir: 'test-results/ssr',
  use: { ...PHONE, baseURL: ORIGIN },
  projects: [
    { name: 'kilat', testIgnore: /lumen-[\w-]+\.spec\.ts$/ },
    { name: 'lumen', use: { baseURL: LUMEN_ORIGIN }, testMatch: /lumen-[\w-]+\.spec\.ts$/ },
  ],
  webServer: together(
    [
      // What these tests check is that the server's page and the browser's agree, not the budget (the late server's
      // test and the serving tests do): on a busy 2-core machine a render over the 800 ms default sent the static page.
      { name: 'kilat', port: PORT, budget: '5000' },
      { name: 'kilat-late', port: LATE_PORT, budget: '0' },
      { name: 'lumen', port: LUMEN_PORT, budget: '5000', deployment: 'lumen' },
    ].map(({ name, port, budget, deployment = 'kilat' }) => ({
      name,
      command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
      env: { DEPLOYMENT: deployment, DEMO_BUILD: '1', RENDER: 'server', RENDER_BUDGET_MS: budget },
      url: `http://127.0.0.1:${port}/About`,
    })),
  ),
});
