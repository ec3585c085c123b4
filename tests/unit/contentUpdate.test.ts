/**
 * A static host's content update (issue 43, renderer/browser/contentUpdate.ts) against a fake store: a good pack is
 * kept for the next page view, which boot lays over the build's content (renderer/browser/content.ts); a replay, a bad
 * signature, another brand's, a store answering 500 or HTML each keep what was kept; WebCrypto without Ed25519 falls
 * back to @noble/ed25519.
 */
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_KEPT_KEY, type ContentBuild, type KeptContent } from '../../renderer/contract/content.ts';
import type { PageLoaders } from '../../renderer/contract/page/pageModule.ts';
import type { PublicDeployment } from '../../renderer/contract/services.ts';
import { keptContent, withPageContent } from '../../renderer/browser/content.ts';
import { updateKeptContent, type ContentUpdate } from '../../renderer/browser/contentUpdate.ts';
import { memoryStorage } from '../../renderer/runtime/storage/memoryStorage.ts';
import {
  kilatKey,
  lumenKey,
  publicKeyText,
  signedPointer,
  signedRelease,
  withBadSignature,
  type PackBody,
} from '../fixtures/contentSigning.ts';

const SCRIPT = 'https://kilat.example/assets/index-abc123.js';
const build: ContentBuild = {
  brand: 'kilat',
  build: 'b'.repeat(64),
  keys: [publicKeyText(kilatKey())],
  fields: {},
  markets: { in: {}, id: {} },
  routes: {},
};
const deployment = {
  id: 'kilat',
  appName: 'Kilat Dana',
  markets: { in: { language: 'en', currency: 'INR' }, id: { language: 'id', currency: 'IDR' } },
} as unknown as PublicDeployment;

const body = (words: string): PackBody => ({
  deployment: { appName: words },
  markets: { in: { messages: { 'loanDetails.notice': words } } },
  routes: {},
});

/** A store answering each path with its text (else 404), counting what was asked. */
function fakeStore(files: Record<string, string | Response>) {
  const asked: string[] = [];
  const fetch = vi.fn(async (url: string | URL | Request) => {
    const path = String(url);
    asked.push(path);
    const file = files[path];
    if (file instanceof Response) return file;
    return file === undefined ? new Response('', { status: 404 }) : new Response(file, { status: 200 });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, asked };
}

const published = (version: number, sequence: number, words: string, key = kilatKey()) => {
  const release = signedRelease(build, { version, sequence, body: body(words), key });
  return { '/content/kilat/pointer.json': release.pointer, [`/content/kilat/packs/${version}.json`]: release.pack };
};

/** A phone that kept pack `version` at `sequence` for this build and script. */
function phoneWithKept(sequence: number, words = 'Kept words'): Storage {
  const kept: KeptContent = {
    brand: 'kilat',
    build: build.build,
    script: SCRIPT,
    sequence,
    content: { version: sequence, deployment: { appName: words } },
  };
  return memoryStorage({ [CONTENT_KEPT_KEY]: JSON.stringify(kept) });
}

const update = (storage: Storage, files: Record<string, string | Response>): Promise<ContentUpdate> =>
  updateKeptContent({ build, deployment, storage, script: SCRIPT, fetch: fakeStore(files).fetch });

describe("a static host's content update", () => {
  it('keeps a good pack, which the next page view lays over the build', async () => {
    const storage = memoryStorage();
    expect(await update(storage, published(1, 1, 'Rates fall today'))).toBe('kept');

    const content = keptContent(storage, 'kilat', SCRIPT);
    expect(content?.version).toBe(1);
    const { deployment: laid } = withPageContent(content, deployment, {} as PageLoaders);
    expect(laid.appName).toBe('Rates fall today');
    expect(laid.markets.in?.messages).toEqual({ 'loanDetails.notice': 'Rates fall today' });
    // The build's own fields of the market stay.
    expect(laid.markets.in?.currency).toBe('INR');
  });

  it('asks for no pack when the pointer names the one kept, and takes a newer one', async () => {
    const storage = phoneWithKept(2);
    const store = fakeStore(published(2, 2, 'Same'));
    const same = await updateKeptContent({ build, deployment, storage, script: SCRIPT, fetch: store.fetch });
    expect(same).toBe('unchanged');
    expect(store.asked).toEqual(['/content/kilat/pointer.json']);

    expect(await update(storage, published(3, 3, 'Newer'))).toBe('kept');
    expect(keptContent(storage, 'kilat', SCRIPT)?.deployment?.appName).toBe('Newer');
  });

  const refusals: [string, () => Record<string, string | Response>, ContentUpdate][] = [
    ['an older pointer (a replay)', () => published(1, 1, 'Old'), { reason: 'replay', detail: expect.any(String) }],
    [
      'a pointer whose signature does not hold',
      () => {
        const files = published(6, 6, 'Forged');
        return { ...files, '/content/kilat/pointer.json': withBadSignature(files['/content/kilat/pointer.json']!) };
      },
      { reason: 'signature', detail: 'the pointer' },
    ],
    [
      'a pack with one byte changed',
      () => {
        const files = published(6, 6, 'Tampered');
        const pack = files['/content/kilat/packs/6.json']!;
        return { ...files, '/content/kilat/packs/6.json': pack.replace('"payloadType"', '"payloadtype"') };
      },
      { reason: 'signature', detail: 'pack 6 is not the one the pointer signed' },
    ],
    [
      'a pack signed by a key the build does not list',
      () => published(6, 6, 'Stranger', lumenKey()),
      { reason: 'unknown-key', detail: 'the pointer' },
    ],
    [
      "another brand's pack",
      () => {
        const release = signedRelease(build, { version: 6, sequence: 6, body: { ...body('Lumen'), brand: 'lumen' } });
        return { '/content/kilat/pointer.json': release.pointer, '/content/kilat/packs/6.json': release.pack };
      },
      { reason: 'brand', detail: 'a pack of "lumen"' },
    ],
    [
      'a store answering 500',
      () => ({ '/content/kilat/pointer.json': new Response('oops', { status: 500 }) }),
      { reason: 'status', detail: 'HTTP 500' },
    ],
    [
      'a store answering HTML',
      () => ({
        '/content/kilat/pointer.json': new Response('<!doctype html><p>Not here</p>', {
          headers: { 'content-type': 'text/html' },
        }),
      }),
      { reason: 'not-json', detail: 'text/html' },
    ],
  ];
  it.each(refusals)('refuses %s and keeps what was kept', async (_what, files, outcome) => {
    const storage = phoneWithKept(5);
    const before = storage.getItem(CONTENT_KEPT_KEY);
    expect(await update(storage, files())).toEqual(outcome);
    expect(storage.getItem(CONTENT_KEPT_KEY)).toBe(before);
    expect(keptContent(storage, 'kilat', SCRIPT)?.deployment?.appName).toBe('Kept words');
  });

  it('drops a pack kept by another build, and boot ignores one of another brand or script', async () => {
    const storage = phoneWithKept(5);
    const other = { ...build, build: 'c'.repeat(64) };
    expect(
      await updateKeptContent({ build: other, deployment, storage, script: SCRIPT, fetch: fakeStore({}).fetch }),
    ).toBe('none');
    expect(storage.getItem(CONTENT_KEPT_KEY)).toBeNull();

    const lumen = phoneWithKept(5);
    expect(keptContent(lumen, 'lumen', SCRIPT)).toBeUndefined();
    expect(lumen.getItem(CONTENT_KEPT_KEY), 'dropped').toBeNull();
    const rebuilt = phoneWithKept(5);
    expect(keptContent(rebuilt, 'kilat', 'https://kilat.example/assets/index-def456.js')).toBeUndefined();
    expect(rebuilt.getItem(CONTENT_KEPT_KEY), 'dropped').toBeNull();
    const garbled = memoryStorage({ [CONTENT_KEPT_KEY]: '{"brand":"kilat"' });
    expect(keptContent(garbled, 'kilat', SCRIPT)).toBeUndefined();
    expect(garbled.getItem(CONTENT_KEPT_KEY)).toBeNull();
  });

  it('verifies with @noble/ed25519 where WebCrypto has no Ed25519 (older Android WebViews)', async () => {
    const importKey = vi
      .spyOn(crypto.subtle, 'importKey')
      .mockRejectedValue(new DOMException('no', 'NotSupportedError'));
    const storage = memoryStorage();
    expect(await update(storage, published(1, 1, 'Verified by noble'))).toBe('kept');
    expect(importKey).toHaveBeenCalled();
    expect(keptContent(storage, 'kilat', SCRIPT)?.deployment?.appName).toBe('Verified by noble');

    // A pack whose signature does not hold, named by a good pointer: only the signature can stop it.
    const forged = withBadSignature(signedRelease(build, { version: 2, sequence: 2, body: body('Forged') }).pack);
    const pointer = signedPointer(build, { version: 2, sequence: 2, packText: forged });
    expect(
      await update(storage, { '/content/kilat/pointer.json': pointer, '/content/kilat/packs/2.json': forged }),
    ).toEqual({ reason: 'signature', detail: 'pack 2' });
    expect(keptContent(storage, 'kilat', SCRIPT)?.deployment?.appName).toBe('Verified by noble');
  });
});
