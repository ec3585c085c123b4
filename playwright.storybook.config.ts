/**
 * Browser checks of the built Storybook catalogue (`npm run test:storybook`, after
 * `storybook build`): every story rendered (tests/storybook/stories.spec.ts) and the screenshot
 * comparison of the pages (tests/storybook/screenshots.spec.ts), in Debian's Chromium, against
 * storybook-static/ served as static files (sirv) on E2E_PORT_BASE + 50. STORYBOOK_URL points them
 * at a running catalogue instead, such as `npm run storybook`'s (the stories still come from the
 * built index.json).
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_BROWSER } from './tests/browser.ts';

const PORT = Number(process.env.E2E_PORT_BASE ?? 4300) + 50;
const CATALOGUE = process.env.STORYBOOK_DIR ?? 'storybook-static';
const RUNNING = process.env.STORYBOOK_URL;

export default defineConfig({
  testDir: 'tests/storybook',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 5_000 },
  reporter: [['dot'], ['json', { outputFile: 'reports/playwright-storybook.json' }]],
  outputDir: 'test-results/storybook',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  use: {
    ...CHROMIUM_BROWSER,
    baseURL: RUNNING ? `${RUNNING.replace(/\/$/, '')}/` : `http://127.0.0.1:${PORT}/`,
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
    timezoneId: 'Asia/Kolkata',
  },
  webServer: RUNNING
    ? undefined
    : {
        command: `npx sirv ${CATALOGUE} --host 127.0.0.1 --port ${PORT} --quiet`,
        url: `http://127.0.0.1:${PORT}/index.json`,
        reuseExistingServer: false,
        timeout: 30_000,
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
