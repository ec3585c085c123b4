/**
 * A static host's content update (issue 43): with no renderer, nothing names a pack in the page, so the browser asks
 * the store itself, at idle once the page works (renderer/browser/boot.ts afterInteractive), in this chunk of its own:
 * the brand's pointer on the app's own origin (CONTENT_PATH: the policy's connect-src 'self'), then the pack it names
 * when it is newer than the one kept, each verified as the renderer verifies them (renderer/runtime/content/
 * pointerPack.ts) against this build's keys and what it can serve (virtual:content-build). A good pack is kept on the
 * phone for the next page view's boot (./content.ts keptContent); the page on screen is never drawn again. Whatever
 * fails (the store down, 500, HTML, a bad signature, another brand's, a replay) keeps what was kept and says nothing:
 * the page goes on with the content it has.
 */
import {
  CONTENT_KEPT_KEY,
  CONTENT_PATH,
  contentPaths,
  type ContentBuild,
  type KeptContent,
} from '../contract/content.ts';
import { isObject } from '../contract/json.ts';
import type { PublicDeployment } from '../contract/services.ts';
import { packView } from '../runtime/content/contentView.ts';
import { fromBase64, webCryptoVerify, type Ed25519Verify } from '../runtime/content/envelope.ts';
import type { Refusal } from '../runtime/content/packChecks.ts';
import { verifiedPack, verifiedPointer } from '../runtime/content/pointerPack.ts';
import { readStoreFile, type StoreFetchOptions } from '../runtime/content/storeFetch.ts';
import { readStored, removeStored, writeStored } from '../runtime/storage/stored.ts';

export interface ContentUpdateInput {
  build: ContentBuild;
  /** The build's own deployment (the pack is laid over it as the renderer lays it). */
  deployment: PublicDeployment;
  storage: Storage | undefined;
  /** The entry script's address (KeptContent.script). */
  script: string;
  /** The store's base: CONTENT_PATH on the app's own origin. */
  base?: string;
  fetch?: typeof fetch;
  verify?: Ed25519Verify;
}

/** What one update did: kept a newer pack, found none newer, found nothing published, or refused with the reason. */
export type ContentUpdate = 'kept' | 'unchanged' | 'none' | Refusal;

/** The kept pack when it is this build's (the same brand, build and entry script); another is dropped. */
function keptOfBuild(storage: Storage | undefined, build: ContentBuild, script: string): KeptContent | undefined {
  const kept = readStored(storage, CONTENT_KEPT_KEY);
  if (kept === undefined) return undefined;
  if (
    isObject(kept) &&
    kept.brand === build.brand &&
    kept.build === build.build &&
    kept.script === script &&
    Number.isInteger(kept.sequence)
  )
    return kept as unknown as KeptContent;
  removeStored(storage, CONTENT_KEPT_KEY);
  return undefined;
}

/**
 * WebCrypto's Ed25519 where the browser has it (importing one of the build's keys tells); else @noble/ed25519 (older
 * Android WebViews), loaded only then.
 */
async function ed25519(keys: readonly string[]): Promise<Ed25519Verify> {
  const has = await crypto.subtle
    .importKey('raw', fromBase64(keys[0] ?? '') as BufferSource, { name: 'Ed25519' }, false, ['verify'])
    .then(
      () => true,
      () => false,
    );
  if (has) return webCryptoVerify;
  const { verifyAsync } = await import('@noble/ed25519');
  return (key, signature, data) => verifyAsync(signature, data, fromBase64(key));
}

/** Asks the store once and keeps the pack it names when it is newer than the kept one and verified. */
export async function updateKeptContent(input: ContentUpdateInput): Promise<ContentUpdate> {
  const { build, deployment, storage, script, base = CONTENT_PATH } = input;
  const options: StoreFetchOptions = input.fetch ? { fetch: input.fetch } : {};
  const kept = keptOfBuild(storage, build, script);
  if (!build.keys.length) return { reason: 'unknown-key', detail: 'the build lists no content key' };
  const paths = contentPaths(build.brand);
  const read = await readStoreFile(`${base}${paths.pointer}`, options);
  if (read.status === 'missing' || read.status === 'unchanged') return 'none';
  if (read.status === 'refused') return { reason: read.reason, detail: read.detail };
  const verify = input.verify ?? (await ed25519(build.keys));
  const pointer = await verifiedPointer(read.json, build, kept?.sequence, verify);
  if ('reason' in pointer) return pointer;
  if (pointer.sequence === kept?.sequence) return 'unchanged';
  const file = await readStoreFile(`${base}${paths.pack(pointer.version)}`, options);
  if (file.status === 'refused') return { reason: file.reason, detail: file.detail };
  if (file.status !== 'read') return { reason: 'status', detail: `pack ${pointer.version}: ${file.status}` };
  const pack = await verifiedPack(file, pointer, build, verify);
  if ('reason' in pack) return pack;
  const content = packView(deployment, {}, pack).page ?? { version: pack.version };
  const next: KeptContent = { brand: build.brand, build: build.build, script, sequence: pointer.sequence, content };
  writeStored(storage, CONTENT_KEPT_KEY, next);
  return 'kept';
}

/** At idle on a static host's page: this build's ContentBuild (a chunk of its own), then one update. */
export async function startContentUpdate(
  deployment: PublicDeployment,
  storage: Storage | undefined,
  script: string,
): Promise<ContentUpdate> {
  const { default: build } = await import('virtual:content-build');
  return updateKeptContent({ build, deployment, storage, script });
}
