/**
 * What the server rendered the page with (renderer/server/): its data cache, dehydrated, in a
 * non-executable JSON script, and the language and market it chose. Boot hydrates the same tree
 * from it when the visit is the one the server saw; else (no script: the static shell, or another
 * language) it renders in the browser as it always has.
 */
import type { DehydratedState } from '@tanstack/query-core';
import type { Language, MarketKey } from '../i18n/language.ts';

export const SERVER_STATE_ID = 'loan-pages-state';

export interface ServerState {
  language: Language;
  marketKey: MarketKey;
  queries: DehydratedState;
}

/** The server's state when this document has one for this language and market. */
export function readServerState(doc: Document, language: Language, marketKey: MarketKey): ServerState | undefined {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as ServerState;
    return state.language === language && state.marketKey === marketKey ? state : undefined;
  } catch {
    return undefined;
  }
}
