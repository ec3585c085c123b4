/**
 * The built server renderer on edge runtimes (issue 32): dist/kilat/server/entry.js, the module worker
 * `npm run build` writes, served as it is by workerd (Cloudflare's runtime, through Miniflare) and by Vercel's
 * edge-runtime against the demo gateway, gives the pages the Node adapter gives, with their nonce policy, falls back
 * to the static page at its budget, and needs nothing of Node's. `npm run test:edge` (vitest.edge.config.ts) runs it
 * after npm test's production build; it fails, saying so, when there is no built entry.
 *
 * Streaming is checked twice: of the runtimes, with a worker whose second chunk waits on the test (a runtime that held
 * a body back until whole would fail it), and of the entry, whose page is React's stream passed on (the rows in a chunk
 * before the data and the loader), read inside edge-runtime where no network joins the chunks. The render itself is
 * complete before the first byte (its <head> holds the render's styles and title, and until the gateway has answered
 * the static fallback, with other headers, may go instead), so on the wire a page of ~10 KB arrives in one read.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../renderer/toolchain/project/project.ts';
import {
  SERVER_FAULTS_PATH,
  SERVER_SLOW_MS,
  startDemoGateway,
  type DemoGatewayServer,
} from '../../demo/gateway/server.ts';
import {
  STREAMING_WORKER,
  edgeGlobals,
  edgeRuntime,
  serveOnNode,
  startGate,
  workerdRuntime,
  type Gate,
  type Runtime,
  type Served,
  type WorkerEnv,
} from './runtimes.ts';

const BRAND = 'kilat';
const ENTRY = join(ROOT, 'dist', BRAND, 'server', 'entry.js');
/**
 * The renderers the pages are compared on wait up to 5 s for the gateway: what they check is the page, not the budget
 * (the hydration tests' renderer waits as long for the same reason: on a busy 2-core machine a render past the
 * default 800 ms sent the static page).
 */
const PATIENT_MS = '5000';
/** The budget the fallback is checked at, well under the gateway's hold for a `slow` token (SERVER_SLOW_MS, 3 s). */
const BUDGET_MS = 300;

let sequence = 0;
/** A launch token nobody has used: the gateway's faults are armed per token. */
const uniqueToken = (label: string) => `edge-${label}-${process.pid}-${Date.now().toString(36)}-${(sequence += 1)}`;

const ROUTES = [
  { name: 'loan details', path: (token: string) => `/loanDetails?productId=3&orderId=10174&token=${token}` },
  { name: 'repayment', path: (token: string) => `/repay?orderId=10174&productId=3&token=${token}` },
  { name: 'the public site', path: () => '/' },
];
const loanDetails = ROUTES[0]!.path;

/** The headers the entry sets on a rendered page (what a runtime adds of its own, Date or Connection, aside). */
const PAGE_HEADERS = [
  'content-type',
  'cache-control',
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
];

/** The nonce of a response's policy: script-src must name exactly one. */
function nonceOf(response: Response): string {
  const scriptSrc =
    response.headers
      .get('content-security-policy')
      ?.split('; ')
      .find((directive) => directive.startsWith('script-src ')) ?? '';
  const nonces = [...scriptSrc.matchAll(/'nonce-([^']+)'/g)].map((match) => match[1]!);
  expect(nonces, `one nonce in script-src: ${scriptSrc}`).toHaveLength(1);
  return nonces[0]!;
}

/**
 * A page as every runtime must give it, with what legitimately differs per response written as placeholders: the
 * response's nonce (fresh each time) and the times TanStack Query stamps on the data (when it arrived, when it was
 * put in the page). Nothing else.
 */
function comparable(html: string, nonce: string): string {
  return html.replaceAll(nonce, '{nonce}').replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":"{time}"');
}

/** The entry's headers of a page, its nonce as a placeholder, its Server-Timing reduced to what it reports. */
function comparableHeaders(response: Response, nonce: string): Record<string, string> {
  const headers = Object.fromEntries(
    PAGE_HEADERS.map((name) => [name, response.headers.get(name)?.replaceAll(nonce, '{nonce}') ?? '(none)']),
  );
  return {
    ...headers,
    // The launch cookie's idle deadline (renderer/server/launchCookie.ts) is the moment's.
    'set-cookie': response.headers
      .getSetCookie()
      .join('\n')
      .replace(/until%22%3A\d+/g, 'until%22%3A{ms}'),
    // Its times, and the request id each request is given (renderer/server/protocol.ts), differ per response.
    'server-timing': (response.headers.get('server-timing') ?? '(none)')
      .replace(/dur=\d+(?:\.\d+)?/g, 'dur={ms}')
      .replace(/request;desc="[0-9a-f]+"/g, 'request;desc="{id}"'),
  };
}

let gateway: DemoGatewayServer;
let entryText: string;
let node: Served & { close(): Promise<void> };
const env = (budgetMs: string): WorkerEnv => ({ GATEWAY_URL: gateway.url, RENDER_BUDGET_MS: budgetMs });

beforeAll(async () => {
  if (!existsSync(ENTRY))
    throw new Error(
      `${ENTRY} is missing: the edge tests run the production build's server renderer; build it first (npm run build, or DEPLOYMENT=${BRAND} npx vite build)`,
    );
  entryText = readFileSync(ENTRY, 'utf8');
  gateway = await startDemoGateway({ serverFaults: true });
  node = await serveOnNode(ENTRY, env(PATIENT_MS));
});

afterAll(async () => {
  await node?.close();
  await gateway?.close();
});

describe('the built entry', () => {
  it('imports no Node module and requires nothing', () => {
    expect(entryText).not.toMatch(/\bfrom\s*["'`]node:/);
    expect(entryText).not.toMatch(/\bimport\s*\(?\s*["'`]node:/);
    expect(entryText).not.toMatch(/\brequire\(/);
  });

  it("runs on edge-runtime in a context that has none of Node's globals (the describe below would fail if it used one)", () => {
    expect(edgeGlobals()).toEqual({
      process: 'undefined',
      Buffer: 'undefined',
      require: 'undefined',
      setImmediate: 'undefined',
    });
  });
});

for (const runtime of [workerdRuntime(), edgeRuntime()] satisfies Runtime[]) {
  describe(runtime.name, () => {
    let page: Served;
    let budgeted: Served;
    let streaming: Served;
    let gate: Gate;

    beforeAll(async () => {
      gate = await startGate();
      [page, budgeted, streaming] = (await runtime.serve([
        { text: entryText, env: env(PATIENT_MS) },
        { text: entryText, env: env(String(BUDGET_MS)) },
        { text: STREAMING_WORKER, env: { RELEASE_URL: gate.url } },
      ])) as [Served, Served, Served];
    });

    afterAll(async () => {
      gate?.open();
      await runtime.close();
      await gate?.close();
    });

    for (const route of ROUTES) {
      it(`renders ${route.name} as the Node adapter does`, async () => {
        const path = route.path(uniqueToken('same'));
        const [expected, actual] = [await node.fetch(path), await page.fetch(path)];
        expect(actual.status).toBe(200);
        expect(expected.status).toBe(200);
        const [expectedNonce, actualNonce] = [nonceOf(expected), nonceOf(actual)];
        const html = await actual.text();
        if (route.name === 'loan details') expect(html, 'its rows, rendered on the server').toContain('Order number');
        expect(comparable(html, actualNonce)).toBe(comparable(await expected.text(), expectedNonce));
        expect(comparableHeaders(actual, actualNonce)).toEqual(comparableHeaders(expected, expectedNonce));
      });
    }

    it("sends a policy with a fresh nonce, the one on the page's script tags", async () => {
      const nonces: string[] = [];
      for (let i = 0; i < 2; i += 1) {
        const response = await page.fetch(loanDetails(uniqueToken('nonce')));
        const nonce = nonceOf(response);
        expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        expect(response.headers.get('content-security-policy')).not.toMatch(/unsafe-inline|unsafe-eval/);
        const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
        expect(scripts.length, 'the data script and the loader').toBeGreaterThanOrEqual(2);
        for (const tag of scripts) expect(tag).toContain(` nonce="${nonce}"`);
        nonces.push(nonce);
      }
      expect(nonces[0]).not.toBe(nonces[1]);
    });

    it('streams a body as the worker writes it: the first part arrives before the rest is written', async () => {
      const response = await streaming.fetch('/');
      const reader = response.body!.getReader();
      // Should the runtime hold the body back until it is whole, the gate opens anyway and the first read is all of it.
      const fallback = setTimeout(() => gate.open(), 5_000);
      const first = await reader.read();
      clearTimeout(fallback);
      expect(new TextDecoder().decode(first.value), 'the first chunk, before the worker could write the last').toBe(
        '<p>first</p>',
      );
      gate.open();
      let rest = '';
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        rest += new TextDecoder().decode(chunk.value);
      expect(rest).toBe('<p>last</p>');
    });

    if (runtime.name.includes('edge-runtime'))
      it("streams the entry's page as React writes it: the rows in a chunk before the data and the loader", async () => {
        const response = await page.inRuntime!(loanDetails(uniqueToken('chunks')));
        const reader = response.body!.getReader();
        const decoder = new TextDecoder();
        const chunks: string[] = [];
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
          chunks.push(decoder.decode(chunk.value, { stream: true }));
        const rows = chunks.findIndex((chunk) => chunk.includes('Order number'));
        expect(rows, 'the rows rendered').toBeGreaterThanOrEqual(0);
        expect(rows, 'the rows before the data script').toBeLessThan(
          chunks.findIndex((chunk) => chunk.includes('id="loan-pages-state"')),
        );
        expect(chunks.join('')).toMatch(/^<!doctype html>[\s\S]*<\/html>\s*$/);
      });

    it("sends the static page at its budget when the gateway is slow, long before the gateway's answer", async () => {
      const token = uniqueToken('slow');
      expect(
        (await fetch(`${gateway.url}${SERVER_FAULTS_PATH}?token=${token}&fault=slow`, { method: 'POST' })).status,
      ).toBe(204);
      const started = performance.now();
      const response = await budgeted.fetch(loanDetails(token));
      const html = await response.text();
      const took = performance.now() - started;
      expect(response.status).toBe(200);
      expect(html, 'no rows: the page the browser renders').not.toContain('Order number');
      expect(html, 'the built index.html as it is').toBe(readFileSync(join(ROOT, 'dist', BRAND, 'index.html'), 'utf8'));
      expect(response.headers.get('content-security-policy'), 'the static policy').not.toContain("'nonce-");
      expect(took, 'given up on at the budget, not at the gateway').toBeLessThan(SERVER_SLOW_MS - 200);
      expect(took, 'the renderer waited its budget for the gateway first').toBeGreaterThanOrEqual(BUDGET_MS - 50);
    });
  });
}
