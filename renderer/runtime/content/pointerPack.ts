/**
 * The store's pointer and the pack it names, each verified against the build (issue 43): the pointer signed by a key
 * the build lists, of this brand and build, not below the sequence already served (a replay); the pack the very file
 * the pointer signed (its SHA-256), signed too, passing the renderer's own check (./packChecks.ts) and of the version
 * the pointer names. What a static host's browser runs before keeping a pack (renderer/browser/contentUpdate.ts).
 */
import {
  PACK_TYPE,
  POINTER_TYPE,
  type ContentBuild,
  type ContentPack,
  type ContentPointer,
} from '../../contract/content.ts';
import { isObject } from '../../contract/json.ts';
import { openEnvelope, sha256, webCryptoVerify, type Ed25519Verify } from './envelope.ts';
import { packRefusal, type Refusal } from './packChecks.ts';

export const isPointer = (value: unknown): value is ContentPointer =>
  isObject(value) &&
  typeof value.brand === 'string' &&
  Number.isInteger(value.sequence) &&
  Number.isInteger(value.version) &&
  typeof value.build === 'string' &&
  typeof value.pack === 'string';

/** The pointer in `json`, verified; or why not. `served`: the sequence of the pack served so far, if any. */
export async function verifiedPointer(
  json: unknown,
  build: ContentBuild,
  served: number | undefined,
  verify: Ed25519Verify = webCryptoVerify,
): Promise<ContentPointer | Refusal> {
  const opened = await openEnvelope(json, POINTER_TYPE, build.keys, verify);
  if ('refused' in opened) return { reason: opened.refused, detail: 'the pointer' };
  const pointer = opened.payload;
  if (!isPointer(pointer)) return { reason: 'shape', detail: "not a pointer's shape" };
  if (pointer.brand !== build.brand) return { reason: 'brand', detail: `a pointer of "${pointer.brand}"` };
  if (pointer.build !== build.build)
    return { reason: 'build', detail: `a pointer for build ${pointer.build.slice(0, 12)}` };
  if (served !== undefined && pointer.sequence < served)
    return { reason: 'replay', detail: `pointer ${pointer.sequence}, after ${served} was served` };
  return pointer;
}

/** The pack the pointer names, from its file's bytes and their JSON, verified and checked; or why not. */
export async function verifiedPack(
  file: { bytes: Uint8Array; json: unknown },
  pointer: ContentPointer,
  build: ContentBuild,
  verify: Ed25519Verify = webCryptoVerify,
): Promise<ContentPack | Refusal> {
  if ((await sha256(file.bytes)) !== pointer.pack)
    return { reason: 'signature', detail: `pack ${pointer.version} is not the one the pointer signed` };
  const opened = await openEnvelope(file.json, PACK_TYPE, build.keys, verify);
  if ('refused' in opened) return { reason: opened.refused, detail: `pack ${pointer.version}` };
  const refusal = await packRefusal(opened.payload, build);
  if (refusal) return refusal;
  const pack = opened.payload as ContentPack;
  if (pack.version !== pointer.version)
    return { reason: 'shape', detail: `pack ${pack.version} where the pointer names ${pointer.version}` };
  return pack;
}
