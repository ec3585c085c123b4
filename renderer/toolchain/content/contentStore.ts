/**
 * The content store as publishing writes it (issue 43): a plain folder served as it is by any static origin (nginx
 * under `npm run serve` at /content/, in production a bucket or CDN under CONTENT_URL), laid out as
 * renderer/contract/content.ts contentPaths says: packs by version (immutable), every signed pointer by sequence (the
 * log), and the live pointer. Written file by file, the pointer last and by rename, so a reader never sees a pointer
 * to a pack not yet there.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { contentPaths, type ContentPack, type ContentPointer } from '../../contract/content.ts';
import { fromBase64, isEnvelope } from '../../runtime/content/envelope.ts';
import { ROOT } from '../project/project.ts';

export const STORE_ENV = 'CONTENT_STORE';

/** The store's folder: CONTENT_STORE, else content-store/ in the project (git ignores it). */
export function storeFolder(env: NodeJS.ProcessEnv = process.env): string {
  return env[STORE_ENV] || join(ROOT, 'content-store');
}

/** A signed pointer as the log lists it, with its signer. */
export interface LoggedPointer extends ContentPointer {
  keyid: string;
}

/** The payload of a stored envelope and its first signer (the store is ours: read, not verified, for the log). */
function payloadOf<T>(text: string): { payload: T; keyid: string } {
  const envelope = JSON.parse(text) as unknown;
  if (!isEnvelope(envelope)) throw new Error('not a signed envelope');
  return {
    payload: JSON.parse(new TextDecoder().decode(fromBase64(envelope.payload))) as T,
    keyid: envelope.signatures[0]?.keyid ?? '',
  };
}

const numbered = (folder: string) =>
  existsSync(folder)
    ? readdirSync(folder)
        .map((name) => /^(\d+)\.json$/.exec(name)?.[1])
        .filter((n): n is string => n !== undefined)
        .map(Number)
        .sort((a, b) => a - b)
    : [];

export interface BrandStore {
  folder: string;
  /** Every pointer signed so far, oldest first. */
  history(): LoggedPointer[];
  /** The live pointer, if any. */
  live(): LoggedPointer | undefined;
  versions(): number[];
  pack(version: number): ContentPack;
  /** The stored file of a pack, as its pointer's digest covers it. */
  packFile(version: number): string;
  writePack(version: number, text: string): string;
  writePointer(pointer: ContentPointer, text: string): void;
}

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

export function brandStore(brand: string, folder = storeFolder()): BrandStore {
  const paths = contentPaths(brand);
  const at = (path: string) => join(folder, path);
  const write = (path: string, text: string) => {
    mkdirSync(dirname(at(path)), { recursive: true });
    const temporary = `${at(path)}.${process.pid}.tmp`;
    writeFileSync(temporary, text);
    renameSync(temporary, at(path));
  };
  const pointerAt = (file: string): LoggedPointer => {
    const { payload, keyid } = payloadOf<ContentPointer>(readFileSync(file, 'utf8'));
    return { ...payload, keyid };
  };
  const pointers = dirname(at(paths.history(0)));
  const packs = dirname(at(paths.pack(0)));
  return {
    folder,
    history: () => numbered(pointers).map((sequence) => pointerAt(at(paths.history(sequence)))),
    live: () => (existsSync(at(paths.pointer)) ? pointerAt(at(paths.pointer)) : undefined),
    versions: () => numbered(packs),
    pack: (version) => payloadOf<ContentPack>(readFileSync(at(paths.pack(version)), 'utf8')).payload,
    packFile: (version) => readFileSync(at(paths.pack(version)), 'utf8'),
    writePack(version, text) {
      if (existsSync(at(paths.pack(version))))
        throw new Error(`pack ${version} of ${brand} exists: packs never change`);
      write(paths.pack(version), text);
      return sha256Hex(text);
    },
    writePointer(pointer, text) {
      write(paths.history(pointer.sequence), text);
      write(paths.pointer, text);
    },
  };
}
