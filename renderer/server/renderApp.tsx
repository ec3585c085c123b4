/**
 * The app rendered on the server: the same tree as the browser's (renderer/runtime/app/App.tsx) at one fixed
 * address (react-router's StaticRouter), through React's streaming renderer, with this request's own
 * emotion cache. The render is complete before anything is sent (a part that threw sends the static page
 * instead), and its markup is then read off React's stream while the page is sent, chunk by chunk, never
 * joined into one string. The cache runs in extraction mode (compat): the styles are gathered rather than
 * written next to each element, so the markup is exactly what the browser's first render gives and
 * hydration finds no stray <style> among it; the page's <head> gets them in one tag (renderer/server/document.ts).
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { QueryClient } from '@tanstack/query-core';
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import type { PageLoaders, PageMessageLoaders } from '../contract/page/pageModule.ts';
import { App } from '../runtime/app/App.tsx';
import type { Services } from '../contract/services.ts';

export interface RenderedApp {
  /** The markup of #root's content, as React writes it. */
  body: ReadableStream<Uint8Array>;
  /** The emotion cache's key and what it inserted: class names and their rules. */
  styles: { key: string; names: string[]; css: string };
}

export interface RenderAppInput {
  services: Services;
  queryClient: QueryClient;
  pages: PageLoaders;
  pageMessages: PageMessageLoaders;
  location: string;
  nonce: string;
}

export async function renderApp({
  services,
  queryClient,
  pages,
  pageMessages,
  location,
  nonce,
}: RenderAppInput): Promise<RenderedApp> {
  const cache = createCache({ key: 'css', nonce });
  cache.compat = true;
  const router = ({ children }: { children: ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>;
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(
    <CacheProvider value={cache}>
      <App services={services} pages={pages} pageMessages={pageMessages} queryClient={queryClient} router={router} />
    </CacheProvider>,
    { nonce, onError: (error) => void errors.push(error) },
  );
  await stream.allReady;
  // A part that threw would be rendered by the client instead, after a mismatch: the caller sends the shell.
  if (errors.length) {
    await stream.cancel();
    throw errors[0];
  }
  const inserted = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return {
    body: stream,
    styles: { key: cache.key, names: inserted.map(([name]) => name), css: inserted.map(([, rules]) => rules).join('') },
  };
}
