/**
 * What the server rendered the page with (renderer/server/): its data cache, dehydrated, in a
 * non-executable JSON script, and the language and market it chose. Only the script's id is here:
 * boot looks for it, and loads ../browser/adoptServerState.ts (its own small chunk, which a page rendered by
 * the browser alone never downloads) when it is there.
 */
import type { DehydratedState } from '@tanstack/query-core';
import type { Language, MarketKey } from './language.ts';

export const SERVER_STATE_ID = 'loan-pages-state';

export interface ServerState {
  language: Language;
  marketKey: MarketKey;
  queries: DehydratedState;
  /**
   * Whose data the queries hold (renderer/runtime/launch/borrower.ts's short hash of the launch), when any is the
   * borrower's: the browser adopts them only for the same borrower, else drops them and renders afresh.
   */
  borrower?: string;
}
