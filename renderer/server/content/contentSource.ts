/**
 * The live content pack of the renderer (issue 43): the store's pointer asked at most every CONTENT_POLL_S (the Node
 * adapter on a timer, any runtime on a request once it is due), the pack it names fetched (immutable by version),
 * verified against the build's keys, refused when older than what was served (a replay: the pointer's sequence only
 * grows), of another brand or build, or breaking what the law requires, and then swapped in whole: a render takes one
 * view (view()) and keeps it to the end. Whatever goes wrong keeps the last good pack (or the build's own content,
 * always complete and compliant), counted by reason: no borrower sees it.
 */
import {
  CONTENT_POLL_DEFAULT_S,
  CONTENT_REJECTIONS,
  contentPaths,
  type ContentBuild,
  type ContentPointer,
  type ContentRejection,
} from '../../contract/content.ts';
import type { PageLoaders } from '../../contract/page/pageModule.ts';
import type { PublicDeployment } from '../../contract/services.ts';
import { buildView, packView, type ContentView } from '../../runtime/content/contentView.ts';
import type { Refusal } from '../../runtime/content/packChecks.ts';
import { verifiedPack, verifiedPointer } from '../../runtime/content/pointerPack.ts';
import type { RenderEnv } from '../protocol.ts';
import { readStoreFile, type StoreFetchOptions } from '../../runtime/content/storeFetch.ts';

/** What the renderer says of its content (the Node adapter's /readyz, /metrics and log). */
export interface ContentStatus {
  /** Whether a store is set (CONTENT_URL). */
  store: boolean;
  /** The live pack's version; absent: the build's own content. */
  version?: number;
  sequence?: number;
  /** The last poll's refusal, while it lasts (the renderer serves the last good content meanwhile). */
  degraded?: Refusal;
  rejections: Record<ContentRejection, number>;
}

export interface ContentSource {
  /** The content a render uses, whole: taken once at its start. */
  view(): ContentView;
  /** Asks the store now (one at a time: a call meanwhile shares the one in flight). */
  refresh(env: RenderEnv | undefined): Promise<ContentStatus>;
  /** Asks the store when the last ask is older than CONTENT_POLL_S, without waiting for it. */
  refreshIfDue(env: RenderEnv | undefined, waitUntil?: (work: Promise<unknown>) => void): void;
  status(): ContentStatus;
}

export interface ContentSourceInput {
  build: ContentBuild | undefined;
  deployment: PublicDeployment;
  pages: PageLoaders;
  /**
   * The wall clock (ms) the poll is timed by: Date.now by default, which every runtime advances between requests
   * (workerd's performance.now counts from the request's start).
   */
  now?: () => number;
  fetch?: typeof fetch;
}

/** The store's base with a trailing slash, or undefined when none is set. */
function storeBase(env: RenderEnv | undefined): string | undefined {
  const base = env?.CONTENT_URL?.trim();
  return base ? (base.endsWith('/') ? base : `${base}/`) : undefined;
}

export function pollSeconds(env: RenderEnv | undefined): number {
  const seconds = Number(env?.CONTENT_POLL_S);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : CONTENT_POLL_DEFAULT_S;
}

interface Held {
  view: ContentView;
  sequence?: number;
  etag?: string;
  /** The packs verified so far, by the SHA-256 of their file: a rollback to one is not fetched again. */
  packs: Map<string, ContentView>;
}

export function createContentSource({
  build,
  deployment,
  pages,
  now = Date.now,
  fetch: send,
}: ContentSourceInput): ContentSource {
  const held: Held = { view: buildView(deployment, pages), packs: new Map() };
  const rejections = Object.fromEntries(CONTENT_REJECTIONS.map((reason) => [reason, 0])) as ContentStatus['rejections'];
  let degraded: Refusal | undefined;
  let store = false;
  let asked = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<ContentStatus> | undefined;

  const status = (): ContentStatus => ({
    store,
    ...(held.view.version !== undefined ? { version: held.view.version, sequence: held.sequence } : {}),
    ...(degraded ? { degraded } : {}),
    rejections: { ...rejections },
  });
  const refuse = (refusal: Refusal) => {
    rejections[refusal.reason] += 1;
    degraded = refusal;
  };

  /** The pack the pointer names, verified and checked, as a view; or why not. */
  async function packOf(base: string, pointer: ContentPointer): Promise<ContentView | Refusal> {
    const known = held.packs.get(pointer.pack);
    if (known) return known;
    const options: StoreFetchOptions = send ? { fetch: send } : {};
    const read = await readStoreFile(`${base}${contentPaths(pointer.brand).pack(pointer.version)}`, options);
    if (read.status === 'refused') return read;
    if (read.status !== 'read') return { reason: 'status', detail: `pack ${pointer.version}: ${read.status}` };
    const pack = await verifiedPack(read, pointer, build!);
    if ('reason' in pack) return pack;
    const view = packView(deployment, pages, pack);
    held.packs.set(pointer.pack, view);
    return view;
  }

  async function poll(env: RenderEnv | undefined): Promise<ContentStatus> {
    const base = storeBase(env);
    store = base !== undefined && build !== undefined;
    if (!base || !build) return status();
    const brand = build.brand;
    const read = await readStoreFile(`${base}${contentPaths(brand).pointer}`, {
      ...(send ? { fetch: send } : {}),
      ...(held.etag ? { etag: held.etag } : {}),
    });
    if (read.status === 'unchanged') return status();
    // No pack published yet: the build's own content, nothing wrong. A pointer gone once one was served: kept.
    if (read.status === 'missing')
      return held.sequence === undefined
        ? ((degraded = undefined), status())
        : (refuse({ reason: 'status', detail: 'the pointer is gone (HTTP 404)' }), status());
    if (read.status === 'refused') return (refuse(read), status());
    const pointer = await verifiedPointer(read.json, build, held.sequence);
    if ('reason' in pointer) return (refuse(pointer), status());
    if (pointer.sequence === held.sequence) return ((held.etag = read.etag), (degraded = undefined), status());
    const view = await packOf(base, pointer);
    if (!('deployment' in view)) return (refuse(view), status());
    // The swap: one assignment, so a render that took the old view keeps it whole.
    held.view = view;
    held.sequence = pointer.sequence;
    held.etag = read.etag;
    degraded = undefined;
    return status();
  }

  const refresh = (env: RenderEnv | undefined): Promise<ContentStatus> => {
    asked = now();
    inFlight ??= poll(env)
      .catch((error: unknown) => {
        refuse({ reason: 'shape', detail: error instanceof Error ? error.name : 'error' });
        return status();
      })
      .finally(() => (inFlight = undefined));
    return inFlight;
  };

  return {
    view: () => held.view,
    refresh,
    refreshIfDue(env, waitUntil) {
      if (!storeBase(env) || !build || inFlight || now() - asked < pollSeconds(env) * 1000) return;
      const work = refresh(env);
      waitUntil?.(work);
    },
    status,
  };
}
