import { useServices } from '../app/services.tsx';

/**
 * The page's own origin (the request's on the server, the location's in the browser), for a block that compares an
 * address with it. Never `window.location` while rendering: the server renderer has no window.
 */
export function usePageOrigin(): string {
  return useServices().pageOrigin;
}
