/**
 * The app's React half, loaded by boot (renderer/browser/boot.ts) once the visit's services, data cache and page are
 * under way.
 */
import type { QueryClient } from '@tanstack/query-core';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { PageLoaders, PageMessageLoaders } from '../contract/page/pageModule.ts';
import { App } from '../runtime/app/App.tsx';
import { passLinksWhileHydrating, replayEarlyTap, takeEarlyTap } from './earlyTaps.ts';
import { replayEarlyInput, takeEarlyInput, type EarlyInput } from './earlyInput.ts';
import { ScreenReadyProvider } from '../runtime/app/interactive.tsx';
import { INTERACTIVE_MARK } from '../contract/interactiveMark.ts';
import type { Services } from '../contract/services.ts';

export interface RenderInput {
  services: Services;
  pages: PageLoaders;
  pageMessages: PageMessageLoaders;
  queryClient: QueryClient;
  /** The server rendered this tree into the root (renderer/server/): take it over rather than render it again. */
  hydrate?: boolean;
  /** Told once the first screen's taps work (boot then loads what can wait: the monitor). */
  onInteractive?: () => void;
}

export function render(
  root: HTMLElement,
  { services, pages, pageMessages, queryClient, hydrate = false, onInteractive }: RenderInput,
): void {
  // The server's page kept the last tap made before its script came (renderer/browser/earlyTaps.ts), and what was typed
  // or ticked (earlyInput.ts): both made once the screen works, the words first (a Submit tapped early sends them).
  let tap: HTMLElement | null = null;
  let input: EarlyInput[] = [];
  let ready = false;
  // While the server's screen hydrates, its links go by themselves (below).
  let stopPassingLinks: (() => void) | undefined;
  const onReady = () => {
    if (ready) return;
    ready = true;
    stopPassingLinks?.();
    performance.mark(INTERACTIVE_MARK);
    replayEarlyInput(input);
    replayEarlyTap(tap);
    onInteractive?.();
  };
  const app = (
    <ScreenReadyProvider onReady={onReady}>
      <App services={services} pages={pages} pageMessages={pageMessages} queryClient={queryClient} />
    </ScreenReadyProvider>
  );
  if (hydrate) {
    // A link goes by itself until the screen works, as it did before the script (issue 42): React would take the tap
    // only once it has hydrated the screen, then go in place (seconds on a slow phone); the server renders the next.
    stopPassingLinks = passLinksWhileHydrating(document);
    // From here React has the taps on what it has hydrated: the loader stops keeping them.
    tap = takeEarlyTap(window);
    input = takeEarlyInput(root);
    // A mismatch React recovered from by rendering afresh (the server's page thrown away): the monitor hears of it.
    hydrateRoot(root, app, { onRecoverableError: (error) => services.reports.failure({ kind: 'hydration', error }) });
    return;
  }
  // Synchronously: the first page often has its data already (render-as-you-fetch), and a sync render
  // runs its effects (onLoad, the page state's subscription) before the first paint, so what onLoad
  // sets at once (the chosen order, a list's first selection) is in the first frame, not a shift later.
  const client = createRoot(root);
  flushSync(() => client.render(app));
}
