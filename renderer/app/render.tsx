/** The app's React half, loaded by boot (renderer/main.ts) once the visit's services, data cache and page are under way. */
import type { QueryClient } from '@tanstack/query-core';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App, type PageLoaders, type PageMessageLoaders } from './App.tsx';
import type { Services } from './services.tsx';

export function render(root: HTMLElement, { services, pages, pageMessages, queryClient }: { services: Services; pages: PageLoaders; pageMessages: PageMessageLoaders; queryClient: QueryClient }): void {
  // Synchronously: the first page often has its data already (render-as-you-fetch), and a sync render
  // runs its effects (onLoad, the page state's subscription) before the first paint, so what onLoad
  // sets at once (the chosen order, a list's first selection) is in the first frame, not a shift later.
  const app = createRoot(root);
  flushSync(() => app.render(<App services={services} pages={pages} pageMessages={pageMessages} queryClient={queryClient} />));
}
