/**
 * Browser tests against production serving (issue 14): `npm run serve --no-build` per brand (Debian's
 * nginx with the generated config in front of the demo gateway), after `npm run build`: a production
 * build, without the developer test page (`npm run test:serve` builds it), rendered in the browser
 * only (RENDER=client) and on the server (issue 24). The headers test
 * (tests/serve/) and a subset of the browser tests that covers loan details, repayment, the
 * promotion and the public site; every one fails on a Content-Security-Policy violation
 * (tests/e2e/cspGuard.ts). Same browser and viewport as playwright.config.ts.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';
import { accessLogOf, contentStoreOf, renderLogOf, type Served } from './tests/serve/accessLog.ts';
import { together, type Server } from './tests/servers/together.ts';

/**
 * nginx ports: E2E_PORT_BASE + 101 to + 106 and + 108, clear of the preview servers' + 1 and + 2; + 107 is
 * where the `down` project's nginx looks for a renderer, and nothing listens.
 */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4300) + 100;
const at = (offset: number) => `http://127.0.0.1:${PORT_BASE + offset}`;

/** The stand-in for the renderer, with its fault controls (tests/serve/fakeEntry.ts). */
const STAND_IN = 'tests/serve/fakeEntry.ts';

// The production build itself (no developer test page); loan details (every status), bound-card repayment, the
// promotion's pages and legacy links, the public site with its framed documents.
const KILAT_E2E = [
  'e2e/loan-status.spec.ts',
  'e2e/pay-way.spec.ts',
  'e2e/promotion-pages.spec.ts',
  'e2e/site-pages.spec.ts',
];
// The public site, and the promotion's register page with the gateway's picture code.
// Rendered on the server, the same less bound-card repayment: its tests read the browser's repayment-way call, which
// the server now makes (the payWay page's hydration and taps are npm run test:ssr's).
const KILAT_SERVER_E2E = KILAT_E2E.filter((spec) => spec !== 'e2e/pay-way.spec.ts');
/**
 * Rendered in the browser only, the build is the one the browser tests run under vite preview with the same policy
 * (policyPlugin.ts): here a borrower's loan details and bound-card repayment check it behind nginx; the public site and
 * the promotion run in the server projects. Their run here took about 100 s of the suite's test time on 2 cores.
 */
const KILAT_CLIENT_E2E = ['e2e/loan-status.spec.ts', 'e2e/pay-way.spec.ts'];
const LUMEN_E2E = ['e2e/lumen-site.spec.ts', 'e2e/lumen-promotion.spec.ts'];
const HEADERS = ['serve/headers.spec.ts', 'serve/production-build.spec.ts'];

interface Project {
  name: string;
  served: Served;
  port: number;
  specs: string[];
  env?: Record<string, string>;
}

/**
 * Rendered in the browser only (RENDER=client: today's serving, what a static host gets), and rendered
 * on the server (the default) by the build's own renderer, each running the same browser tests (every
 * one fails on a policy violation); then nginx's fallback, against the stand-in renderer told to fail
 * and against no renderer at all. SERVE_RENDER_ENTRY runs another entry than the build's in the
 * server projects (a branch whose build makes none yet: render-content.spec.ts then fails).
 */
const PROJECTS: Project[] = [
  // Content published while it serves (issue 43): a stack of its own, so no other test meets the words it publishes.
  // First: its three tests run one after another, mostly waiting for the renderer's next poll, and Playwright starts
  // projects in this order; last, they kept one core idle for the run's final half minute.
  {
    name: 'kilat-content',
    served: { deployment: 'kilat', render: 'server', renderer: 'built' },
    port: 8,
    specs: ['serve/content-packs.spec.ts'],
    env: { CONTENT_STORE: contentStoreOf('kilat-content'), CONTENT_POLL_S: '5' },
  },
  {
    name: 'kilat',
    served: { deployment: 'kilat', render: 'client' },
    port: 1,
    specs: [...HEADERS, 'serve/static-html.spec.ts', 'serve/static-content.spec.ts', ...KILAT_CLIENT_E2E],
    // Its own content store (issue 43): the pack serve/static-content.spec.ts publishes reaches no other project.
    env: { CONTENT_STORE: contentStoreOf('kilat') },
  },
  {
    name: 'lumen',
    served: { deployment: 'lumen', render: 'client' },
    port: 2,
    specs: [...HEADERS, 'serve/static-html.spec.ts', ...LUMEN_E2E],
  },
  {
    name: 'kilat-server',
    served: { deployment: 'kilat', render: 'server', renderer: 'built' },
    port: 3,
    specs: [
      ...HEADERS,
      'serve/render.spec.ts',
      'serve/render-content.spec.ts',
      'serve/render-door.spec.ts',
      'serve/render-probes.spec.ts',
      ...KILAT_SERVER_E2E,
    ],
    env: {
      SERVE_SERVER_FAULTS: '1',
      ...(process.env.SERVE_RENDER_ENTRY ? { RENDER_ENTRY: process.env.SERVE_RENDER_ENTRY } : {}),
    },
  },
  {
    name: 'lumen-server',
    served: { deployment: 'lumen', render: 'server', renderer: 'built' },
    port: 4,
    specs: [...HEADERS, 'serve/render.spec.ts', ...LUMEN_E2E],
    env: process.env.SERVE_RENDER_ENTRY ? { RENDER_ENTRY: process.env.SERVE_RENDER_ENTRY } : {},
  },
  {
    name: 'kilat-fallback',
    served: { deployment: 'kilat', render: 'server', renderer: 'stand-in' },
    port: 5,
    specs: ['serve/render.spec.ts', 'serve/render-fallback.spec.ts'],
    env: { RENDER_ENTRY: STAND_IN },
  },
  {
    name: 'kilat-down',
    served: { deployment: 'kilat', render: 'server', renderer: 'down' },
    port: 6,
    specs: ['serve/render-down.spec.ts'],
    env: { RENDER_URL: at(7) },
  },
];

function server({ name, served, port, env = {} }: Project): Server {
  return {
    name,
    // Node with tsx's loader rather than `npx tsx`: npm's and tsx's own processes were 1.2 CPU-s of each stack's start.
    command: 'node --import tsx scripts/serve.ts --no-build',
    env: {
      DEPLOYMENT: served.deployment,
      RENDER: served.render,
      PORT: String(PORT_BASE + port),
      HOST: '127.0.0.1',
      SERVE_ACCESS_LOG: accessLogOf(name),
      SERVE_RENDER_LOG: renderLogOf(name),
      // What these tests check is what is served, not shedding (tests/unit and tests/edge do): six stacks and a browser
      // on 2 busy cores can keep a request waiting, or the renderer's loop late, past the defaults (500 and 300 ms),
      // and the 503 would be the static page.
      RENDER_MAX_QUEUE_MS: '5000',
      RENDER_MAX_EVENT_LOOP_DELAY_MS: '5000',
      ...env,
    },
    url: `${at(port)}/loanDetails`,
  };
}

const match = (files: readonly string[]) => files.map((file) => new RegExp(`${file.replace(/[.]/g, '\\.')}$`));

export default defineConfig({
  ...base,
  testDir: 'tests',
  reporter: [['list'], ['json', { outputFile: 'reports/playwright-serve.json' }]],
  outputDir: 'test-results/serve',
  projects: PROJECTS.map(({ name, served, port, specs }) => ({
    name,
    metadata: served,
    use: { baseURL: at(port) },
    testMatch: match(specs),
  })),
  // Each stack stops on Ctrl-C as `npm run serve` does (nginx, the renderer and the gateway).
  webServer: together(PROJECTS.map(server), { gracefulShutdown: { signal: 'SIGINT', timeout: 5_000 } }),
});
