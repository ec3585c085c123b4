/**
 * Boot's half of server rendering: the server's data cache (../contract/serverState.ts) goes into this
 * visit's cache, and its queries count as asked for early (renderer/browser/earlyFetch.ts), so the
 * hydrated page shows them and does not ask again on its first mount. Only when the server rendered
 * this visit's language and market, and any borrower's data in it is this visit's borrower's (the server read the
 * launch from its cookie, which another tab's launch may have replaced): else the browser renders afresh, as it
 * always has, and asks for its own borrower's data. A page come back by the back or forward button (`revisited`) may be
 * the browser's kept copy (a page asked for before a tap is kept a while, renderer/server/headers.ts), so it shows the
 * server's data and asks again as it mounts.
 */
import { hydrate, type QueryClient } from '@tanstack/query-core';
import type { Language, MarketKey } from '../contract/language.ts';
import type { LaunchParams } from '../contract/launch.ts';
import { borrowerKey } from '../runtime/launch/borrower.ts';
import { SERVER_STATE_ID, type ServerState } from '../contract/serverState.ts';
import type { Services } from '../contract/services.ts';

/** Whether the server's state was taken over (then boot hydrates the server's markup). */
export function adoptServerState(
  doc: Document,
  {
    language,
    marketKey,
    launch,
    queryClient,
    services,
    revisited = false,
  }: {
    language: Language;
    marketKey: MarketKey;
    launch: LaunchParams;
    queryClient: QueryClient;
    services: Pick<Services, 'earlyQueries'>;
    revisited?: boolean;
  },
): boolean {
  let state: ServerState;
  try {
    state = JSON.parse(doc.getElementById(SERVER_STATE_ID)?.textContent ?? '') as ServerState;
  } catch {
    return false;
  }
  if (state.language !== language || state.marketKey !== marketKey) return false;
  if (state.borrower !== undefined && state.borrower !== borrowerKey(launch)) return false;
  hydrate(queryClient, state.queries);
  if (revisited) return true;
  for (const query of state.queries.queries) services.earlyQueries.add(query.queryHash);
  return true;
}
