/**
 * The moment taps work. Hydrating, React hydrates the root first and the content of each Suspense
 * boundary (the route's page sits in one, renderer/runtime/app/PageRoute.tsx) in a pass of its own: an effect
 * at the root runs while the page is still the server's inert markup, and a click React sees there
 * is swallowed. So the screen says it works from inside itself: <ScreenReady /> stands beside the
 * page's content (and the not-found and failed-download screens), and its effect runs once that
 * content has committed, hydrated or rendered in the browser.
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';

const ScreenReadyContext = createContext<(() => void) | null>(null);

/** Who is told when the first screen works (renderer/browser/render.tsx: the mark, then the early tap replayed). */
export function ScreenReadyProvider({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  return <ScreenReadyContext.Provider value={onReady}>{children}</ScreenReadyContext.Provider>;
}

/** Placed beside a screen's content, inside its Suspense boundary: its effect runs when that content works. */
export function ScreenReady() {
  const onReady = useContext(ScreenReadyContext);
  useEffect(() => {
    onReady?.();
  }, [onReady]);
  return null;
}
