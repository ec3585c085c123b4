/**
 * `npm run test:dev`: `npm run dev`'s live editing in Debian's Chromium. The test starts the dev
 * server itself on a copy of the project (it edits the copy's files), on E2E_PORT_BASE + 73.
 */
import { defineConfig } from '@playwright/test';
import config from './playwright.config.ts';

export default defineConfig({
  testDir: 'tests/dev',
  forbidOnly: true,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright-dev.json' }]],
  outputDir: 'test-results/dev',
  use: config.use,
});
