// @vitest-environment node
/**
 * The server renderer with a live content pack (issue 43): the page is made with the pack's words and pictures, names
 * its version (Server-Timing, and the JSON block the browser lays over the build's content), and so does the static
 * shell it sends when the gateway fails: a page view never mixes the pack and the build's own content.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CONTENT_STATE_ID, type PageContent } from '../../renderer/contract/content.ts';
import { createRenderer } from '../../renderer/server/handler.ts';
import { readServerTiming } from '../../renderer/server/protocol.ts';
import { STORE, memoryStore, packOf, servedBuild } from './contentPackHarness.ts';
import { GATEWAY_URL, LOAN, build, gateway, get, rootText, serveDemoGateway } from './serverHandlerHarness.ts';

serveDemoGateway();

const ENV = { GATEWAY_URL, CONTENT_URL: STORE };

async function rendererWithPack() {
  const store = memoryStore();
  const renderer = createRenderer(build({ content: await servedBuild(), fetch: store.fetch }));
  store.publish(
    await packOf(7, (pack) => {
      pack.deployment.banners = { ...(pack.deployment.banners as object), 174: '/brands/kilat/banner-151.svg' };
      pack.markets.in = { ...pack.markets.in, messages: { 'loan.repay': 'Pay back now' } };
    }),
    1,
  );
  await renderer.content.refresh(ENV);
  return renderer;
}

const contentBlock = (html: string): PageContent | undefined => {
  const text = new RegExp(`<script type="application/json" id="${CONTENT_STATE_ID}">([^<]*)</script>`).exec(html)?.[1];
  return text === undefined ? undefined : (JSON.parse(text) as PageContent);
};

describe('the server renderer with a content pack', () => {
  it("renders the pack's words and banner, and names its version for the browser and the logs", async () => {
    const response = await get(LOAN, ENV, await rendererWithPack());
    const html = await response.text();
    expect(rootText(html)).toContain('Pay back now');
    expect(html).not.toContain('>Repay<');
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(
      /<link rel="preload" as="image" href="\/brands\/kilat\/banner-151\.svg"/,
    );
    expect(readServerTiming(response.headers.get('server-timing')).content).toBe('7');
    expect(contentBlock(html)).toMatchObject({
      version: 7,
      deployment: { banners: { 174: '/brands/kilat/banner-151.svg' } },
    });
  });

  it('sends the static shell with the same pack named when the gateway fails', async () => {
    const renderer = await rendererWithPack();
    gateway.use(http.post('*/gateway/v3/loan-details/loan-details', () => HttpResponse.error()));
    const response = await get(LOAN, ENV, renderer);
    const html = await response.text();
    expect(readServerTiming(response.headers.get('server-timing'))).toMatchObject({
      fallback: 'gateway',
      content: '7',
    });
    expect(contentBlock(html)?.version).toBe(7);
  });

  it("sends the build's own content, naming no pack, while none is published", async () => {
    const renderer = createRenderer(build({ content: await servedBuild(), fetch: memoryStore().fetch }));
    await renderer.content.refresh(ENV);
    const response = await get(LOAN, ENV, renderer);
    const html = await response.text();
    expect(html).toContain('>Repay<');
    expect(contentBlock(html)).toBeUndefined();
    expect(readServerTiming(response.headers.get('server-timing')).content).toBeUndefined();
  });
});
