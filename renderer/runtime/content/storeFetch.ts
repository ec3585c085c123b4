/**
 * One file of the content store read as the renderer reads it: within CONTENT_FETCH_TIMEOUT_MS, at most
 * CONTENT_MAX_BYTES (counted as it arrives: a 10 MB answer is dropped at the first megabyte, never held whole), JSON or
 * refused with the reason. Fetch API only: every runtime the entry runs on, and the browser of a static host
 * (renderer/browser/contentUpdate.ts).
 */
import { CONTENT_FETCH_TIMEOUT_MS, CONTENT_MAX_BYTES, type ContentRejection } from '../../contract/content.ts';

export type StoreRead =
  | { status: 'read'; bytes: Uint8Array; json: unknown; etag?: string }
  | { status: 'unchanged' }
  /** 404: nothing published there (yet). */
  | { status: 'missing' }
  | { status: 'refused'; reason: ContentRejection; detail: string };

async function cappedBody(response: Response, limit: number): Promise<Uint8Array | undefined> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel();
    return undefined;
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) out.set(part, (at += part.length) - part.length);
  return out;
}

export interface StoreFetchOptions {
  fetch?: typeof fetch;
  /** The pointer's ETag last read: a 304 then says nothing changed. */
  etag?: string;
  timeoutMs?: number;
  maxBytes?: number;
}

/** The file at `url`, read whole and parsed, or why not. */
export async function readStoreFile(url: string, options: StoreFetchOptions = {}): Promise<StoreRead> {
  const { fetch: send = fetch, etag, timeoutMs = CONTENT_FETCH_TIMEOUT_MS, maxBytes = CONTENT_MAX_BYTES } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await send(url, {
      headers: { Accept: 'application/json', ...(etag ? { 'If-None-Match': etag } : {}) },
      signal: controller.signal,
      // Not followed: a store answers its files itself. 'manual' and not 'error', which workerd refuses to send.
      redirect: 'manual',
    });
    if (response.status === 304) return { status: 'unchanged' };
    if (response.status === 404) {
      await response.body?.cancel();
      return { status: 'missing' };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { status: 'refused', reason: 'status', detail: `HTTP ${response.status}` };
    }
    const bytes = await cappedBody(response, maxBytes);
    if (!bytes) return { status: 'refused', reason: 'too-large', detail: `over ${maxBytes} bytes` };
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      return { status: 'refused', reason: 'not-json', detail: response.headers.get('content-type') ?? 'no type' };
    }
    return {
      status: 'read',
      bytes,
      json,
      ...(response.headers.get('etag') ? { etag: response.headers.get('etag')! } : {}),
    };
  } catch (error) {
    return {
      status: 'refused',
      reason: 'unreachable',
      detail: controller.signal.aborted
        ? `no answer in ${timeoutMs} ms`
        : error instanceof Error
          ? error.name
          : 'error',
    };
  } finally {
    clearTimeout(timer);
  }
}
