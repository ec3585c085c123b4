/**
 * Content packs and pointers signed as `npm run content -- publish` signs them (renderer/toolchain/content/signing.ts),
 * with the demo brands' test key (tests/fixtures/content-keys/), for the tests of what reads a store.
 */
import { join } from 'node:path';
import {
  PACK_TYPE,
  POINTER_TYPE,
  type ContentBuild,
  type ContentPack,
  type ContentPointer,
} from '../../renderer/contract/content.ts';
import { sha256Hex } from '../../renderer/toolchain/content/contentStore.ts';
import { publicKeyText, readPrivateKey, signEnvelope } from '../../renderer/toolchain/content/signing.ts';
import { ROOT } from '../../renderer/toolchain/project/project.ts';

export const kilatKey = () => readPrivateKey(join(ROOT, 'tests', 'fixtures', 'content-keys', 'kilat.pem'));
export const lumenKey = () => readPrivateKey(join(ROOT, 'tests', 'fixtures', 'content-keys', 'lumen.pem'));

type Key = ReturnType<typeof kilatKey>;

/** A pack's content: what the brand file's content fields would give. */
export type PackBody = Pick<ContentPack, 'deployment' | 'markets' | 'routes'> & Partial<Pick<ContentPack, 'brand'>>;

/** The files a publish stores: the signed pack and the signed pointer naming it by its SHA-256. */
export function signedRelease(
  build: Pick<ContentBuild, 'brand' | 'build'>,
  { version, sequence, body, key = kilatKey() }: { version: number; sequence: number; body: PackBody; key?: Key },
): { pack: string; pointer: string } {
  const pack: ContentPack = {
    brand: build.brand,
    build: build.build,
    version,
    publishedAt: '2026-11-29T08:00:00.000Z',
    message: `pack ${version}`,
    ...body,
  };
  const packText = signEnvelope(PACK_TYPE, pack, key);
  return { pack: packText, pointer: signedPointer(build, { version, sequence, packText, key }) };
}

/** A signed pointer naming `packText` (whatever it holds) as pack `version`. */
export function signedPointer(
  build: Pick<ContentBuild, 'brand' | 'build'>,
  { version, sequence, packText, key = kilatKey() }: { version: number; sequence: number; packText: string; key?: Key },
): string {
  const pointer: ContentPointer = {
    brand: build.brand,
    sequence,
    version,
    build: build.build,
    pack: sha256Hex(packText),
    kind: 'publish',
    publishedAt: '2026-11-29T08:00:00.000Z',
    message: `pack ${version}`,
    changes: [],
  };
  return signEnvelope(POINTER_TYPE, pointer, key);
}

/** The envelope with its first signature's first character changed: the same shape, a signature that does not hold. */
export function withBadSignature(envelopeText: string): string {
  const envelope = JSON.parse(envelopeText) as { signatures: { sig: string }[] };
  const first = envelope.signatures[0]!;
  first.sig = `${first.sig.startsWith('A') ? 'B' : 'A'}${first.sig.slice(1)}`;
  return JSON.stringify(envelope);
}

export { publicKeyText };
