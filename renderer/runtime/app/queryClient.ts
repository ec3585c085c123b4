/** The data cache's settings (no React here: boot creates the client before the app's code has loaded). */
import { QueryClient } from '@tanstack/query-core';

export function createQueryClient(): QueryClient {
  // Failures are shown with a retry button rather than retried behind a spinner. Every visit of a
  // page asks again (a loan's status changes); what was cached shows meanwhile.
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 } } });
}
