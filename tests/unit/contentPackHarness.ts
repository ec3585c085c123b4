/**
 * What the content pack tests share (issue 43): what the kilat build can serve (as the build computes it), packs and
 * pointers signed with the demo brands' test key (tests/fixtures/content-keys/) or another, and a store answering
 * from memory (a fetch the renderer is given), whose files a test replaces or breaks.
 */
import type { KeyObject } from 'node:crypto';
import deployment from 'virtual:deployment';
import { contentPaths, PACK_TYPE, type ContentBuild, type ContentPack } from '../../renderer/contract/content.ts';
import type { Deployment } from '../../renderer/contract/deployment/schema.ts';
import { isObject, type Json } from '../../renderer/contract/json.ts';
import served from 'virtual:content-build';
import { sha256Hex } from '../../renderer/toolchain/content/contentStore.ts';
import { brandContent } from '../../renderer/toolchain/content/contentPack.ts';
import { signEnvelope } from '../../renderer/toolchain/content/signing.ts';
import { kilatKey, otherKey, signedPointer } from '../fixtures/contentSigning.ts';

export const STORE = 'http://store.internal/content/';
export const TEST_KEY = kilatKey();
export const OTHER_KEY: KeyObject = otherKey();

/** What the kilat build serves: the build's own module of it (the plugin computes it once per worker). */
export const servedBuild = (): Promise<ContentBuild> => Promise.resolve(served);

/** The brand's content as the build has it (as publish takes it from the brand file), as a pack of `version` (changes
 * laid over by the test). */
export async function packOf(version: number, change: (pack: ContentPack) => void = () => undefined) {
  const pack: ContentPack = {
    brand: 'kilat',
    version,
    build: (await servedBuild()).build,
    publishedAt: '2026-11-29T08:00:00.000Z',
    message: `pack ${version}`,
    ...structuredClone(brandContent(deployment as Deployment)),
    routes: {},
  };
  change(pack);
  return pack;
}

/** A store in memory: path → body (a string, or a Response a test makes). */
export function memoryStore() {
  const files = new Map<string, string | ((init?: RequestInit) => Response | Promise<Response>)>();
  const asked: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    asked.push(url);
    const file = files.get(url.slice(STORE.length));
    if (typeof file === 'function') return file(init);
    if (file === undefined) return new Response('not found', { status: 404 });
    const etag = `"${sha256Hex(file).slice(0, 16)}"`;
    if ((init?.headers as Record<string, string> | undefined)?.['If-None-Match'] === etag)
      return new Response(null, { status: 304 });
    return new Response(file, { headers: { 'Content-Type': 'application/json', ETag: etag } });
  }) as typeof globalThis.fetch;
  return {
    files,
    asked,
    fetch,
    /** Stores the pack signed by `key` and a pointer of `sequence` to it (signed by `pointerKey`). */
    publish(pack: ContentPack, sequence: number, key = TEST_KEY, pointerKey = key) {
      const paths = contentPaths(pack.brand);
      const text = signEnvelope(PACK_TYPE, pack, key);
      files.set(paths.pack(pack.version), text);
      const pointerText = signedPointer(pack, {
        version: pack.version,
        sequence,
        packText: text,
        key: pointerKey,
        publishedAt: pack.publishedAt,
        message: pack.message,
      });
      files.set(paths.pointer, pointerText);
      return { pack: text, pointer: pointerText };
    },
  };
}

/** The page without the node of this id (wherever it is), as a brand patch that removes it would leave it. */
export function withoutNode(page: unknown, id: string): unknown {
  const strip = (node: unknown): unknown => {
    if (!isObject(node)) return node;
    return Array.isArray(node.children)
      ? { ...node, children: node.children.filter((child) => !(isObject(child) && child.id === id)).map(strip) }
      : node;
  };
  const out = structuredClone(page) as Json;
  for (const [key, value] of Object.entries(out))
    if (Array.isArray(value)) out[key] = value.filter((node) => !(isObject(node) && node.id === id)).map(strip);
  return out;
}
