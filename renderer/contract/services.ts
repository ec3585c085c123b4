/**
 * The services' interface: everything the runtime does I/O with and everything one visit holds,
 * built per app instance (renderer/runtime/app/createServices.ts: at boot, on the server for each
 * request, in stories and in tests) and handed down by context: no module keeps a visit's state, so
 * two apps in one realm never share any. Blocks never reach for these (pages' actions do), but for
 * the toast. Complete when made: nothing is assigned to them afterwards.
 */
import type { Bridge } from './bridge.ts';
import type { Action } from './page/types.ts';
import type { Deployment, Market } from './deployment/schema.ts';
import type { Gateway } from './gateway.ts';
import type { Language, MarketKey } from './language.ts';
import type { LaunchParams, Platform } from './launch.ts';
import type { Persistence } from './persistence.ts';
import type { RouteKey } from './routeTable.ts';
import type { Loading, RepeatTaps, Toasts } from './ui.ts';
import type { Reports } from './monitoring.ts';
import type { TitleBarOwner } from './visit.ts';

/** The deployment as the browser gets it: per-page overrides and experiments are already compiled into pages. */
export type PublicDeployment = Omit<Deployment, 'pages' | '$schema' | 'experiments'>;

/**
 * The words a visit holds: some groups of its language's catalogue (renderer/runtime/i18n/catalogues/),
 * by group and key. Boot loads the shared groups; under a page, that page's own are added. A group not
 * loaded is absent, and its keys show themselves.
 */
export type Messages = Readonly<Record<string, unknown>>;

/**
 * What a visit has before its words have arrived: enough to ask the gateway for the screen's data
 * (boot sends the early fetch with it while the page's code and messages are on their way).
 */
export interface BootServices {
  deployment: PublicDeployment;
  marketKey: MarketKey;
  market: Market;
  language: Language;
  launch: () => LaunchParams;
  /**
   * ios or android: the launch's, else the browser's (renderer/runtime/launch/platform.ts), read once here for boot and
   * pages.
   */
  platform: () => Platform;
  /**
   * Replaces the session's launch parameters (kept for the browsing session; later calls carry them); gives back what
   * it kept.
   */
  saveLaunch: (values: unknown) => LaunchParams;
  gateway: Gateway;
  /** What the visit keeps on the phone for its borrower: shared choices, drafts, open payment attempts. */
  persistence: Persistence;
  paths: Record<RouteKey, string>;
  /** The route key an address's path names, if any (renderer/contract/routeTable.ts routeLookup). */
  routeAt: (pathname: string) => RouteKey | undefined;
  /** Every screen as {key, path}, in route table order: a page can list them (the developer test page). */
  routes: readonly { key: RouteKey; path: string }[];
  pageOrigin: string;
  /**
   * Who draws the title bar: the app, or a native host that draws its own (renderer/runtime/titleBar/titleBarOwner.ts).
   */
  titleBar: TitleBarOwner;
  /** Leaves the app for another address (a full page load). */
  leave: (href: string, replace?: boolean) => void;
  /** On the server only: where a page puts its document title (the browser's page sets document.title itself). */
  documentTitle?: (title: string) => void;
  /**
   * On the server only: notes the screens of the app a control's taps go to that the page asks for before the tap (a
   * step's `prefetch`, renderer/runtime/actions/actionHref.ts), which the page's loader asks for once it has painted
   * (renderer/server/pageLoader.ts). The browser's page never asks for a document (its taps go in place), nor carries
   * the code that decides it.
   */
  prefetchPages?: (
    handlers: Readonly<Record<string, readonly Action[]>> | undefined,
    scope: Record<string, unknown>,
  ) => void;
  /** The query hashes boot asked for early and no page has read yet (renderer/runtime/page/earlyQueries.ts). */
  earlyQueries: Set<string>;
  /** Where the runtime tells its failures (renderer/contract/monitoring.ts): the browser's monitor, or nobody. */
  reports: Reports;
}

export interface Services extends BootServices {
  messages: Messages;
  bridge: Bridge;
  /** This app's toast (SPEC §9). */
  toast: Toasts;
  /** This app's loading indicator (calls with `loading: true`). */
  loading: Loading;
  /** This app's detector of the second tap of a double tap (listening while the app is mounted). */
  taps: RepeatTaps;
}
