/**
 * A content pack on every runtime the built entry runs on (issue 43): workerd and Vercel's edge-runtime, where no
 * timer of ours polls the store, ask it from a request once the poll is due (after the answer: workerd's waitUntil),
 * verify the pack with their own WebCrypto and render with it; a store that then answers 500 leaves the pack served.
 * The store is a plain HTTP server of the files `npm run content -- publish` writes, signed with the demo brands' test
 * key.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PATH, type ContentBuild } from '../../renderer/contract/content.ts';
import { readServerTiming } from '../../renderer/server/protocol.ts';
import { brandStore } from '../../renderer/toolchain/content/contentStore.ts';
import { ROOT } from '../../renderer/toolchain/project/project.ts';
import { startDemoGateway, type DemoGatewayServer } from '../../demo/gateway/server.ts';
import { edgeRuntime, workerdRuntime, type Runtime, type Served } from './runtimes.ts';
import { publishKilat } from '../fixtures/contentSigning.ts';

const DIST = join(ROOT, 'dist', 'kilat');
const LOAN = '/loanDetails?productId=3&orderId=10174&token=edge-content';

let gateway: DemoGatewayServer;
let store: Server;
let storeUrl: string;
let folder: string;
/** What the store answers instead of its files (a test's fault), if anything. */
let fault: number | undefined;

beforeAll(async () => {
  gateway = await startDemoGateway({ publicBase: '/gateway' });
  folder = mkdtempSync(join(tmpdir(), 'content-store-'));
  const build = JSON.parse(readFileSync(join(DIST, 'content-build.json'), 'utf8')) as ContentBuild;
  publishKilat(brandStore('kilat', folder), build, { repay: 'Pay back now', message: 'on the edge' });
  store = createServer((req, res) => {
    if (fault) return void res.writeHead(fault).end();
    try {
      const body = readFileSync(join(folder, (req.url ?? '').slice(CONTENT_PATH.length).replace(/\.\./g, '')));
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => store.listen(0, '127.0.0.1', done));
  storeUrl = `http://127.0.0.1:${(store.address() as AddressInfo).port}${CONTENT_PATH}`;
});

afterAll(async () => {
  await new Promise((done) => store?.close(done));
  await gateway?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The page once the runtime has taken the pack: each request asks the store when due, the next renders with it. */
async function untilPack(page: Served): Promise<Response> {
  for (let tries = 0; tries < 40; tries += 1) {
    const response = await page.fetch(LOAN);
    if (readServerTiming(response.headers.get('server-timing')).content) return response;
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the runtime never served the published pack');
}

for (const runtime of [workerdRuntime(), edgeRuntime()] satisfies Runtime[]) {
  describe(runtime.name, () => {
    let page: Served;
    beforeAll(async () => {
      fault = undefined;
      const text = readFileSync(join(DIST, 'server', 'entry.js'), 'utf8');
      const env = { GATEWAY_URL: gateway.url, RENDER_BUDGET_MS: '5000', CONTENT_URL: storeUrl, CONTENT_POLL_S: '1' };
      [page] = (await runtime.serve([{ text, env }])) as [Served];
    });
    afterAll(() => runtime.close());

    it('takes the published pack from a request once due, and keeps it while the store answers 500', async () => {
      const response = await untilPack(page);
      expect(readServerTiming(response.headers.get('server-timing')).content).toBe('1');
      expect(await response.text()).toContain('>Pay back now<');
      fault = 500;
      // Past a poll (1 s): the store was asked again and refused; the pack stays.
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      await (await page.fetch(LOAN)).text();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const after = await page.fetch(LOAN);
      expect(readServerTiming(after.headers.get('server-timing')).content).toBe('1');
      expect(await after.text()).toContain('>Pay back now<');
      fault = undefined;
    });
  });
}
