/**
 * What the server renderer's tests share (renderer/server/handler.ts): a build of the kilat deployment around the
 * built index.html's shape, the demo gateway answering the server's calls (msw) with every call it got kept in `seen`,
 * and a page asked of a renderer as a browser asks for it.
 */
import deployment from 'virtual:deployment';
import { early, pageMessages, pages } from 'virtual:pages';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { productionPolicy } from '../../renderer/toolchain/ops/productionPolicy.ts';
import type { Deployment } from '../../renderer/contract/deployment/schema.ts';
import { loadMessages } from '../../renderer/runtime/i18n/loadMessages.ts';
import { createRenderer, type RenderBuild } from '../../renderer/server/handler.ts';
import { RENDER_HEADER } from '../../renderer/server/serverGateway.ts';
import { createHandlers } from '../../demo/gateway/handlers.ts';
import { createGatewayState } from '../../demo/gateway/state.ts';

export const ORIGIN = 'https://app.example';
export const GATEWAY_URL = 'http://gateway.internal/gateway';
export const LOAN_PAGE = '/loanDetails?productId=3&orderId=10174';
/** Loan details as a launch opens it: the borrower's token in the address. */
export const LOAN = `${LOAN_PAGE}&token=tok-launch`;

/** The built index.html's shape (vite's output keeps index.html's root and boot indicator). */
export const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Kilat Dana</title>
    <style>html,body{margin:0}</style>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"><div id="boot" role="progressbar" aria-label="loading...">loading...</div></div>
  </body>
</html>
`;

export const headers = (() => {
  const { 'Cache-Control': _cache, ...rest } = productionPolicy(deployment as Deployment, {
    indexHtml: TEMPLATE,
    documents: [],
    testPreview: false,
  }).app;
  return rest;
})();

export function build(overrides: Partial<RenderBuild> = {}): RenderBuild {
  return {
    deployment,
    pages,
    pageMessages,
    early,
    loadMessages,
    template: TEMPLATE,
    chunks: {
      routes: {
        loanDetails: {
          page: ['/assets/loanDetails-1.js', '/assets/statusBanner-2.js'],
          messages: { en: '/assets/en-3.js' },
        },
      },
      messages: { en: '/assets/en-4.js' },
      hydrate: ['/assets/adoptServerState-5.js'],
    },
    headers,
    ...overrides,
  };
}

/** The demo gateway's state: a fresh one for each test. */
export let state = createGatewayState();
/** Every gateway request the server made: its address, whether it said it was the server's, and its request id. */
export const seen: { url: string; server: string | null; requestId?: string | null }[] = [];
export const gateway = setupServer(...createHandlers(state, { base: '/gateway' }));

/** The demo gateway listening for the test file's requests, its state, handlers and `seen` reset after each test. */
export function serveDemoGateway(): void {
  beforeAll(() => {
    gateway.events.on(
      'request:start',
      ({ request }) =>
        void seen.push({
          url: request.url,
          server: request.headers.get(RENDER_HEADER),
          requestId: request.headers.get('x-request-id'),
        }),
    );
    gateway.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    state = createGatewayState();
    gateway.resetHandlers(...createHandlers(state, { base: '/gateway' }));
    seen.length = 0;
    vi.useRealTimers();
  });
  // The files sharing a worker share this module (isolate: false): each takes its listener away with it, or the next
  // file's requests were recorded twice.
  afterAll(() => {
    gateway.events.removeAllListeners('request:start');
    gateway.close();
  });
}

export const get = (path: string, env: Record<string, string> = { GATEWAY_URL }, renderer = createRenderer(build())) =>
  renderer.fetch(new Request(`${ORIGIN}${path}`), env);

/** What a person reads in the HTML's root: its text, tags dropped. */
export function rootText(html: string): string {
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
  return root
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

export const isShell = (html: string) => html === TEMPLATE;
