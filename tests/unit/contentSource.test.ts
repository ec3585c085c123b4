// @vitest-environment node
/**
 * The renderer's live content pack (issue 43, renderer/server/content/contentSource.ts): a published pack is served
 * from the next ask; a rollback as fast; and whatever is wrong with the store or a pack (a byte changed, an older
 * pointer replayed, a key the build does not list, another brand's, a pack that removes the Key Fact Statement though
 * correctly signed, the store down, slow, 500, HTML, 10 MB) leaves the last good content served, counted by reason.
 */
import deployment from 'virtual:deployment';
import { pages } from 'virtual:pages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_FETCH_TIMEOUT_MS, contentPaths, type ContentRejection } from '../../renderer/contract/content.ts';
import { createContentSource } from '../../renderer/server/content/contentSource.ts';
import { OTHER_KEY, STORE, memoryStore, packOf, servedBuild, withoutNode } from './contentPackHarness.ts';

const ENV = { CONTENT_URL: STORE, CONTENT_POLL_S: '5' };
const repayWords = (words: string) => (pack: Awaited<ReturnType<typeof packOf>>) => {
  pack.markets.in = { ...pack.markets.in, messages: { 'loan.repay': words } };
};

async function sourceWith(store: ReturnType<typeof memoryStore>, now = () => 0) {
  return createContentSource({ build: await servedBuild(), deployment, pages, now, fetch: store.fetch });
}

const marketWords = (view: ReturnType<Awaited<ReturnType<typeof sourceWith>>['view']>) =>
  (view.deployment.markets.in as { messages?: Record<string, unknown> } | undefined)?.messages?.['loan.repay'];

afterEach(() => vi.useRealTimers());

describe("the renderer's content pack", () => {
  it("serves the build's own content until a pack is published, then the pack, then the rolled-back one", async () => {
    const store = memoryStore();
    const source = await sourceWith(store);
    expect(await source.refresh(ENV)).toMatchObject({ store: true, rejections: { status: 0 } });
    expect(source.view().version).toBeUndefined();
    store.publish(await packOf(1, repayWords('Pay back now')), 1);
    await source.refresh(ENV);
    expect(source.view().version).toBe(1);
    expect(marketWords(source.view())).toBe('Pay back now');
    // What the server's page tells the browser: the fields the pack changes, nothing else of the deployment.
    expect(Object.keys(source.view().page!.deployment!)).toEqual(['markets']);
    const first = source.view();
    store.publish(await packOf(2, repayWords('Settle your loan')), 2);
    await source.refresh(ENV);
    expect(marketWords(source.view())).toBe('Settle your loan');
    // A view a render took stays whole.
    expect(marketWords(first)).toBe('Pay back now');
    // A rollback: a new pointer (sequence 3) to pack 1, known already: not fetched again.
    const asked = store.asked.length;
    store.publish(await packOf(1, repayWords('Pay back now')), 3);
    await source.refresh(ENV);
    expect(source.view().version).toBe(1);
    expect(store.asked.slice(asked).filter((url) => url.includes('/packs/'))).toEqual([]);
    expect(source.status()).toMatchObject({ version: 1, sequence: 3 });
    expect(source.status().degraded).toBeUndefined();
  });

  it('asks the store with its ETag: an unchanged pointer costs a 304, and a poll is asked only once due', async () => {
    const store = memoryStore();
    let now = 0;
    const source = await sourceWith(store, () => now);
    store.publish(await packOf(1), 1);
    await source.refresh(ENV);
    await source.refresh(ENV);
    expect(source.view().version).toBe(1);
    const asked = store.asked.length;
    source.refreshIfDue(ENV);
    expect(store.asked.length).toBe(asked);
    now = 5_001;
    source.refreshIfDue(ENV);
    await vi.waitFor(() => expect(store.asked.length).toBe(asked + 1));
  });

  const refusals: [string, ContentRejection, (store: ReturnType<typeof memoryStore>) => Promise<void>][] = [
    [
      'a pack with one byte changed',
      'signature',
      async (store) => {
        const { pack } = store.publish(await packOf(2, repayWords('Changed')), 2);
        store.files.set(contentPaths('kilat').pack(2), pack.replace('"payload": "', '"payload": "e'));
      },
    ],
    [
      'an older pointer replayed',
      'replay',
      async (store) => {
        store.publish(await packOf(5, repayWords('Old words')), 0);
      },
    ],
    [
      'a pack and pointer signed by a key the build does not list',
      'unknown-key',
      async (store) => void store.publish(await packOf(2, repayWords('Forged')), 2, OTHER_KEY),
    ],
    [
      "another brand's pack",
      'brand',
      async (store) => {
        const pack = await packOf(2, (one) => (one.brand = 'lumen'));
        const paths = contentPaths('kilat');
        const published = memoryStore().publish(pack, 2);
        store.files.set(paths.pointer, published.pointer);
      },
    ],
    [
      'a pack, correctly signed, that removes the Key Fact Statement',
      'locks',
      async (store) => {
        const { page } = await pages.loanConfirm!();
        store.publish(
          await packOf(2, (one) => (one.routes.loanConfirm = { page: withoutNode(page, 'keyFacts') as typeof page })),
          2,
        );
      },
    ],
    [
      'a store answering 500',
      'status',
      async (store) => void store.files.set('kilat/pointer.json', () => new Response('', { status: 500 })),
    ],
    [
      'a store answering HTML',
      'not-json',
      async (store) =>
        void store.files.set(
          'kilat/pointer.json',
          () => new Response('<!doctype html><p>Maintenance</p>', { headers: { 'Content-Type': 'text/html' } }),
        ),
    ],
    [
      'a store answering 10 MB',
      'too-large',
      async (store) =>
        void store.files.set('kilat/pointer.json', () => new Response(new Uint8Array(10 * 1024 * 1024).fill(32))),
    ],
    [
      'a store that is down',
      'unreachable',
      async (store) =>
        void store.files.set('kilat/pointer.json', () => Promise.reject(new TypeError('fetch failed: ECONNREFUSED'))),
    ],
  ];

  it.each(refusals)('keeps the last good pack, and counts the refusal, on %s', async (_what, reason, breakIt) => {
    const store = memoryStore();
    const source = await sourceWith(store);
    store.publish(await packOf(1, repayWords('Pay back now')), 1);
    await source.refresh(ENV);
    await breakIt(store);
    const status = await source.refresh(ENV);
    expect(status.degraded?.reason).toBe(reason);
    expect(status.rejections[reason]).toBe(1);
    expect(source.view().version).toBe(1);
    expect(marketWords(source.view())).toBe('Pay back now');
  });

  it('gives up on a store that does not answer within its time, and keeps the last good pack', async () => {
    const store = memoryStore();
    const source = await sourceWith(store);
    store.publish(await packOf(1), 1);
    await source.refresh(ENV);
    vi.useFakeTimers();
    // A store that never answers: only the renderer's own deadline (its signal) ends the wait.
    store.files.set(
      'kilat/pointer.json',
      (init) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const asked = source.refresh(ENV);
    await vi.advanceTimersByTimeAsync(CONTENT_FETCH_TIMEOUT_MS);
    expect((await asked).degraded?.reason).toBe('unreachable');
    expect(source.view().version).toBe(1);
  });
});
