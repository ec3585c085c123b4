/** The app's React half, loaded by boot (renderer/main.ts) once the visit's services, data cache and page are under way. */
import type { QueryClient } from '@tanstack/query-core';
import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, type PageLoaders, type PageMessageLoaders } from './App.tsx';
import { replayEarlyTap, takeEarlyTap } from './earlyTaps.ts';
import type { Services } from './services.tsx';

/** The moment taps work (coord: the bench reads it): the app hydrated, or its first client render committed. */
export const INTERACTIVE_MARK = 'loan-pages:interactive';

function MarkInteractive({ then }: { then?: () => void }) {
  useEffect(() => {
    performance.mark(INTERACTIVE_MARK);
    then?.();
  }, [then]);
  return null;
}

export interface RenderInput {
  services: Services;
  pages: PageLoaders;
  pageMessages: PageMessageLoaders;
  queryClient: QueryClient;
  /** The server rendered this tree into the root (renderer/server/): take it over rather than render it again. */
  hydrate?: boolean;
}

export function render(root: HTMLElement, { services, pages, pageMessages, queryClient, hydrate = false }: RenderInput): void {
  const app = (then?: () => void) => (
    <>
      <App services={services} pages={pages} pageMessages={pageMessages} queryClient={queryClient} />
      <MarkInteractive then={then} />
    </>
  );
  if (hydrate) {
    // A tap on the server's page before now is replayed once it works; from here React queues taps itself.
    const tap = takeEarlyTap(window);
    hydrateRoot(root, app(tap ? () => replayEarlyTap(tap) : undefined));
    return;
  }
  // Synchronously: the first page often has its data already (render-as-you-fetch), and a sync render
  // runs its effects (onLoad, the page state's subscription) before the first paint, so what onLoad
  // sets at once (the chosen order, a list's first selection) is in the first frame, not a shift later.
  const client = createRoot(root);
  flushSync(() => client.render(app()));
}
