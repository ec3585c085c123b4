/**
 * The gateway client's HTTP client (axios), and how the browser gets it: with its first call, not with the page.
 * axios is ~19 KB of gzip, an eighth of what a first visit downloaded, and a server-rendered screen calls nothing
 * until the borrower taps (its data came with the page); the browser's boot prefetches it at idle once taps work
 * (renderer/browser/boot.ts), so a tap does not wait for it. The server passes its own instance
 * (renderer/server/serverGateway.ts).
 */
import type { AxiosInstance } from 'axios';

/** An axios instance, or how to get one when a call first needs it. */
export type HttpClient = AxiosInstance | (() => Promise<AxiosInstance>);

/** axios's chunk, fetched once (the module is kept once loaded): what the boot prefetches and a call loads. */
export const prefetchHttp = () => import('axios');

/** A fresh axios instance, loaded with the first call; a failed load (the network) is tried again by the next call. */
export function lazyHttp(): () => Promise<AxiosInstance> {
  let instance: Promise<AxiosInstance> | undefined;
  return () =>
    (instance ??= prefetchHttp().then(
      ({ default: axios }) => axios.create(),
      (error: unknown) => {
        instance = undefined;
        throw error;
      },
    ));
}

/**
 * The client, or the caller's abort (a deadline) if that comes first: a load that hangs never holds a call past its
 * time.
 */
export function clientOf(http: HttpClient, signal: AbortSignal): Promise<AxiosInstance> {
  // An axios instance is a function too: its `request` tells it from a loader.
  if ('request' in http) return Promise.resolve(http);
  const load = http;
  return new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException('aborted', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    load()
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * What axios rejects with, read by its shape (as axios.isAxiosError and axios.isCancel read it), so reading a failure
 * needs no axios loaded.
 */
export interface HttpFailure {
  isAxiosError?: boolean;
  __CANCEL__?: boolean;
  code?: string;
  response?: { status: number };
}

export const httpFailureOf = (error: unknown): HttpFailure =>
  typeof error === 'object' && error !== null ? (error as HttpFailure) : {};
