/**
 * Everything the runtime does I/O with and everything one visit holds (its toast, loading indicator,
 * repeat-tap detector and boot's early queries), built per app instance at boot (renderer/browser/boot.ts),
 * in stories and in tests, and handed down by context: no module keeps a visit's state, so two apps
 * in one realm never share any. Blocks never reach for these (pages' actions do), but for the toast.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Bridge } from '../bridge/bridge.ts';
import type { Deployment, Market } from '../../contract/deployment/schema.ts';
import type { AttemptKeys } from '../storage/attempts.ts';
import type { Gateway } from '../gateway/client.ts';
import type { Language, MarketKey } from '../i18n/language.ts';
import type { Messages } from '../i18n/messages.tsx';
import type { LaunchParams } from '../launch/launchParams.ts';
import type { Platform } from '../launch/platform.ts';
import type { TitleBarOwner } from '../titleBar/titleBarOwner.ts';
import type { Loading } from '../ui/loading.ts';
import type { RepeatTaps } from '../ui/repeatClick.ts';
import type { Toasts } from '../ui/toast.ts';
import type { RouteKey } from '../../contract/routeTable.ts';

/** The deployment as the browser gets it: per-page overrides are already compiled into pages. */
export type PublicDeployment = Omit<Deployment, 'pages' | '$schema'>;

export interface Services {
  deployment: PublicDeployment;
  marketKey: MarketKey;
  market: Market;
  language: Language;
  messages: Messages;
  launch: () => LaunchParams;
  /** ios or android: the launch's, else the browser's (renderer/runtime/launch/platform.ts), read once here for boot and pages. */
  platform: () => Platform;
  /** Replaces the session's launch parameters (kept for the browsing session; later calls carry them); gives back what it kept. */
  saveLaunch: (values: unknown) => LaunchParams;
  gateway: Gateway;
  /** The borrower's open payment attempts (the gateway client keys them; a screen asks on load). Absent: none known. */
  attempts?: AttemptKeys;
  bridge: Bridge;
  paths: Record<RouteKey, string>;
  /** The route key an address's path names, if any (renderer/contract/routeTable.ts routeLookup). */
  routeAt: (pathname: string) => RouteKey | undefined;
  /** Every screen as {key, path}, in route table order: a page can list them (the developer test page). */
  routes: readonly { key: RouteKey; path: string }[];
  storage: Storage | undefined;
  pageOrigin: string;
  /** Who draws the title bar: the app, or a native host that draws its own (renderer/runtime/titleBar/titleBarOwner.ts). */
  titleBar: TitleBarOwner;
  /** Leaves the app for another address (a full page load). */
  leave: (href: string, replace?: boolean) => void;
  /** On the server only: where a page puts its document title (the browser's page sets document.title itself). */
  documentTitle?: (title: string) => void;
  /** This app's toast (SPEC §9). */
  toast: Toasts;
  /** This app's loading indicator (calls with `loading: true`). */
  loading: Loading;
  /** This app's detector of the second tap of a double tap (listening while the app is mounted). */
  taps: RepeatTaps;
  /** The query hashes boot asked for early and no page has read yet (renderer/browser/earlyFetch.ts). */
  earlyQueries: Set<string>;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesProvider');
  return services;
}

/** Shows a message in this app's toast: for a block whose own work ends in one ("Copied"). */
export function useShowToast(): Toasts['show'] {
  return useServices().toast.show;
}
