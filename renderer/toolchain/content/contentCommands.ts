/**
 * `npm run content -- <command> <brand>` (issue 43, CONTRACT §1): keys, publish, rollback, log. Each returns what it
 * says and its exit code; scripts/content.ts prints them. A pack is checked against the build it will run on: the
 * build's content-build.json (dist/<brand>/, or CONTENT_BUILD).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { PACK_TYPE, POINTER_TYPE, type ContentBuild, type ContentPointer } from '../../contract/content.ts';
import { formatProblem } from '../problems/problems.ts';
import { ROOT, loadProject } from '../project/project.ts';
import { brandStore, sha256Hex, type BrandStore } from './contentStore.ts';
import { CONTENT_BUILD_FILE } from './contentBuild.ts';
import { draftPack, type PackContent } from './contentPack.ts';
import { packChanges } from './packDiff.ts';
import { keyFileOf, makeKeyPair, publicKeyText, readPrivateKey, signEnvelope } from './signing.ts';

export interface Outcome {
  lines: string[];
  code: 0 | 1;
}

const failed = (...lines: string[]): Outcome => ({ lines, code: 1 });

/** The build a pack is for: CONTENT_BUILD (a content-build.json), else the production build's in dist/<brand>/. */
export function servedBuild(brand: string, env: NodeJS.ProcessEnv = process.env): ContentBuild | string {
  const file = env.CONTENT_BUILD || join(ROOT, 'dist', brand, CONTENT_BUILD_FILE);
  if (!existsSync(file))
    return `no build of "${brand}" at ${file}: a pack is checked against the build it will run on (npm run build first, or CONTENT_BUILD=<its content-build.json>)`;
  return JSON.parse(readFileSync(file, 'utf8')) as ContentBuild;
}

/**
 * The brand file's text with the key added to its contentKeys: an edit of the text, not a rewrite of the parsed file
 * (which would reorder a brand's numeric keys, its banners by status, and lose nothing else but its author's order).
 */
export function withKey(text: string, publicKey: string): string {
  const list = /"contentKeys"\s*:\s*\[([^\]]*)\]/;
  const found = list.exec(text);
  if (found) {
    const keys = [...found[1]!.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
    return text.replace(list, () => `"contentKeys": ${JSON.stringify([...keys, publicKey])}`);
  }
  const end = text.lastIndexOf('}');
  return `${text.slice(0, end).trimEnd()},\n  "contentKeys": ${JSON.stringify([publicKey])}\n}\n`;
}

/** `keys <brand>`: a new key pair; the public key added to the brand file's contentKeys. */
export async function keysCommand(brand: string, env: NodeJS.ProcessEnv = process.env): Promise<Outcome> {
  const brandFile = join(ROOT, 'deployments', `${brand}.json`);
  if (!existsSync(brandFile)) return failed(`no deployments/${brand}.json`);
  const file = keyFileOf(brand, env);
  const publicKey = makeKeyPair(file);
  const style = (await resolveConfig(brandFile)) ?? {};
  writeFileSync(
    brandFile,
    await format(withKey(readFileSync(brandFile, 'utf8'), publicKey), { ...style, filepath: brandFile }),
  );
  return {
    code: 0,
    lines: [
      `wrote ${brand}'s private key to ${file} (readable by you alone; keep it out of the repository)`,
      `added its public key to deployments/${brand}.json contentKeys: ${publicKey}`,
      'a build trusts the keys its brand file lists: commit it, npm run build and deploy before publishing with it',
    ],
  };
}

/** A new signed pointer to `version`, the next in sequence. */
function movePointer(
  store: BrandStore,
  build: ContentBuild,
  key: ReturnType<typeof readPrivateKey>,
  pointer: Pick<ContentPointer, 'version' | 'kind' | 'message' | 'changes'>,
): ContentPointer {
  const sequence = (store.history().at(-1)?.sequence ?? 0) + 1;
  const signed: ContentPointer = {
    brand: build.brand,
    sequence,
    build: build.build,
    pack: sha256Hex(store.packFile(pointer.version)),
    publishedAt: new Date().toISOString(),
    ...pointer,
  };
  store.writePointer(signed, signEnvelope(POINTER_TYPE, signed, key));
  return signed;
}

/** A pack stored as the next version, signed, and the pointer moved to it (publish, and the serving tests). */
export function storePack(
  store: BrandStore,
  build: ContentBuild,
  key: ReturnType<typeof readPrivateKey>,
  { content, message, changes }: { content: PackContent; message: string; changes: string[] },
): { version: number; pointer: ContentPointer } {
  const version = (store.versions().at(-1) ?? 0) + 1;
  const pack = { ...content, version, publishedAt: new Date().toISOString(), message };
  store.writePack(version, signEnvelope(PACK_TYPE, pack, key));
  return { version, pointer: movePointer(store, build, key, { version, kind: 'publish', message, changes }) };
}

/** A rollback: a new signed pointer, next in sequence, to a pack stored earlier. */
export function pointBack(
  store: BrandStore,
  build: ContentBuild,
  key: ReturnType<typeof readPrivateKey>,
  { version, message, changes }: { version: number; message: string; changes: string[] },
): ContentPointer {
  return movePointer(store, build, key, { version, kind: 'rollback', message, changes });
}

/** The private key, when its public half is one the build lists. */
function signingKey(brand: string, build: ContentBuild, env: NodeJS.ProcessEnv) {
  const key = readPrivateKey(keyFileOf(brand, env));
  if (!build.keys.includes(publicKeyText(key)))
    throw new Error(
      `the key at ${keyFileOf(brand, env)} is not one the build of "${brand}" lists (contentKeys): rebuild and deploy after adding it`,
    );
  return key;
}

const contentOfPack = (store: BrandStore, pointer: ContentPointer | undefined) =>
  pointer ? store.pack(pointer.version) : undefined;

/** `publish <brand> [-m why]`: validated, signed, stored as the next version, and the pointer moved to it. */
export async function publishCommand(brand: string, message: string, env = process.env): Promise<Outcome> {
  const build = servedBuild(brand, env);
  if (typeof build === 'string') return failed(build);
  const draft = await draftPack(loadProject(), brand, build);
  if (!draft.content)
    return failed(
      ...draft.problems.map(formatProblem),
      `\nnot published: ${draft.problems.length} problem${draft.problems.length === 1 ? '' : 's'}`,
    );
  const key = signingKey(brand, build, env);
  const store = brandStore(brand, env.CONTENT_STORE || undefined);
  const live = store.live();
  const before = contentOfPack(store, live);
  const changes = packChanges(before?.build === build.build ? before : undefined, draft.content);
  if (before && before.build === build.build && !changes.length)
    return {
      code: 0,
      lines: [`nothing to publish: the live pack ${before.version} of ${brand} is the brand file as it is`],
    };
  const { version, pointer } = storePack(store, build, key, { content: draft.content, message, changes });
  return {
    code: 0,
    lines: [
      `published ${brand} pack ${version} (pointer ${pointer.sequence}): ${message}`,
      ...changes.map((l) => `  ${l}`),
    ],
  };
}

/** `rollback <brand> [--to version]`: the pointer moved back, as a new signed pointer (never an old one replayed). */
export async function rollbackCommand(brand: string, to: number | undefined, message: string, env = process.env) {
  const build = servedBuild(brand, env);
  if (typeof build === 'string') return failed(build);
  const store = brandStore(brand, env.CONTENT_STORE || undefined);
  const live = store.live();
  if (!live) return failed(`nothing to roll back: ${brand} has no pack published`);
  const earlier = store
    .history()
    .filter((pointer) => pointer.sequence < live.sequence && pointer.version !== live.version)
    .at(-1)?.version;
  const target = to ?? earlier;
  if (target === undefined) return failed(`nothing to roll back to: ${brand} has had one pack live`);
  if (!store.versions().includes(target))
    return failed(`no pack ${target} of ${brand} (packs: ${store.versions().join(', ')})`);
  if (target === live.version) return failed(`pack ${target} is the live one`);
  const pack = store.pack(target);
  if (pack.build !== build.build)
    return failed(
      `pack ${target} was made for another build: the renderer would refuse it; publish the brand file again`,
    );
  const key = signingKey(brand, build, env);
  const changes = packChanges(store.pack(live.version), pack);
  const pointer = pointBack(store, build, key, {
    version: target,
    message: message || `rollback to pack ${target}`,
    changes,
  });
  return {
    code: 0 as const,
    lines: [`rolled ${brand} back to pack ${target} (pointer ${pointer.sequence})`, ...changes.map((l) => `  ${l}`)],
  };
}

/** `log <brand>`: every pointer signed, newest first, with its time, message, key and what changed. */
export function logCommand(brand: string, env = process.env): Outcome {
  const store = brandStore(brand, env.CONTENT_STORE || undefined);
  const live = store.live();
  const history = store.history().reverse();
  if (!history.length) return { code: 0, lines: [`${brand} has no pack published: its build's own content is served`] };
  return {
    code: 0,
    lines: history.flatMap((pointer) => [
      `${pointer.sequence === live?.sequence ? '*' : ' '} ${pointer.sequence}  ${pointer.publishedAt}  ${pointer.kind} pack ${pointer.version}  key ${pointer.keyid.slice(0, 8)}…  ${JSON.stringify(pointer.message)}`,
      ...pointer.changes.map((line) => `      ${line}`),
    ]),
  };
}
