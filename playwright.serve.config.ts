/**
 * Browser tests against production serving (issue 14): `npm run serve --no-build` per brand (Debian's
 * nginx with the generated config in front of the demo gateway), after `npm run build`: a production
 * build, without the developer test page (`npm run test:serve` builds it). The headers test
 * (tests/serve/) and a subset of the browser tests that covers loan details, repayment, the
 * promotion and the public site; every one fails on a Content-Security-Policy violation
 * (tests/e2e/cspGuard.ts). Same browser and viewport as playwright.config.ts.
 */
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import base from './playwright.config.ts';
import { accessLogOf } from './tests/serve/accessLog.ts';

/** nginx ports: E2E_PORT_BASE + 101 and + 102, clear of the preview servers' + 1 and + 2. */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4300) + 100;
const BRANDS = {
  kilat: `http://127.0.0.1:${PORT_BASE + 1}`,
  lumen: `http://127.0.0.1:${PORT_BASE + 2}`,
} as const;

const SUBSET = {
  // The production build itself (no developer test page); loan details (every status), bound-card repayment, the promotion's pages and legacy links, the public site with its framed documents.
  kilat: ['serve/headers.spec.ts', 'serve/production-build.spec.ts', 'e2e/loan-status.spec.ts', 'e2e/pay-way.spec.ts', 'e2e/promotion-pages.spec.ts', 'e2e/site-pages.spec.ts'],
  // The public site, and the promotion's register page with the gateway's picture code.
  lumen: ['serve/headers.spec.ts', 'serve/production-build.spec.ts', 'e2e/lumen-site.spec.ts', 'e2e/lumen-promotion.spec.ts'],
};

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, readonly unknown[]>;

function server(id: keyof typeof BRANDS): WebServer {
  return {
    command: 'npx tsx scripts/serve.ts --no-build',
    env: { DEPLOYMENT: id, PORT: new URL(BRANDS[id]).port, HOST: '127.0.0.1', SERVE_ACCESS_LOG: accessLogOf(id) },
    url: `${BRANDS[id]}/loanDetails`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGINT', timeout: 5_000 },
  };
}

const match = (files: readonly string[]) => files.map((file) => new RegExp(`${file.replace(/[.]/g, '\\.')}$`));

export default defineConfig({
  ...base,
  testDir: 'tests',
  reporter: [['list'], ['json', { outputFile: 'reports/playwright-serve.json' }]],
  outputDir: 'test-results/serve',
  projects: [
    { name: 'kilat', use: { baseURL: BRANDS.kilat }, testMatch: match(SUBSET.kilat) },
    { name: 'lumen', use: { baseURL: BRANDS.lumen }, testMatch: match(SUBSET.lumen) },
  ],
  webServer: [server('kilat'), server('lumen')],
});
