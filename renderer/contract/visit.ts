/**
 * One visit as boot and the server decide it from its address (renderer/runtime/app/visit.ts
 * visitOf, the one decision for both): who launched it, in which language and market, which screen,
 * at which address, and who draws the title bar.
 */
import type { Language, MarketKey } from './language.ts';
import type { LaunchParams } from './launch.ts';
import type { RouteKey } from './routeTable.ts';

/** Who draws the title bar (CONTRACT §6): the app, or a native host that draws its own. */
export type TitleBarOwner = 'app' | 'host';

/** Where a visit keeps what outlives a screen: the browser's stores, or none (the server keeps nothing). */
export interface VisitStores {
  /** Drafts, shared choices and open attempts (contract/persistence.ts). */
  local: Storage | undefined;
  /** The launch parameters and the launch options, for the browsing session. */
  session: Storage | undefined;
}

export interface Visit {
  launch: LaunchParams;
  /**
   * The address named someone the session did not hold (another token, session, user or device): perhaps another
   * borrower on a shared phone.
   */
  newLaunch: boolean;
  language: Language;
  marketKey: MarketKey;
  /** The screen the address names, if any. */
  routeKey: RouteKey | undefined;
  /**
   * Path and query as the browser shows them once the secrets are out of the address: the server renders at this
   * address, the client hydrates at it.
   */
  location: string;
  /**
   * The address to show instead of the one the visit came with (its secrets taken out), or null when nothing changes.
   */
  cleanedUrl: string | null;
  titleBar: TitleBarOwner;
}
