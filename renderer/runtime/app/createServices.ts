/**
 * Builds a visit's services (renderer/contract/services.ts) from the deployment, the visit (its
 * launch parameters, language, market and who draws the title bar) and its stores, in two steps:
 * what boot needs before the words have arrived (createBootServices: the gateway, persistence and
 * routes, enough to send the early fetch), then the whole, with the words and the app's toast,
 * loading indicator, tap detector and bridge (createServices). Each is complete when made.
 */
import type { Language, MarketKey } from '../../contract/language.ts';
import type { LaunchParams } from '../../contract/launch.ts';
import { routeLookup, routePaths, type RouteKey } from '../../contract/routeTable.ts';
import type { BootServices, Messages, PublicDeployment, Services } from '../../contract/services.ts';
import type { TitleBarOwner } from '../../contract/visit.ts';
import { NO_REPORTS, type Reports } from '../../contract/monitoring.ts';
import { createBridge } from '../bridge/bridge.ts';
import { createGateway } from '../gateway/client.ts';
import type { HttpClient } from '../gateway/httpClient.ts';
import { translate } from '../i18n/translate.ts';
import { replaceLaunchParams } from '../launch/launchParams.ts';
import { platformOf } from '../launch/platform.ts';
import { decideLink } from '../links/safeLink.ts';
import { browserStorage } from '../storage/browserStores.ts';
import { createPersistence } from '../storage/persistence.ts';
import { createLoading } from '../ui/loading.ts';
import { createRepeatTaps } from '../ui/repeatClick.ts';
import { createToasts } from '../ui/toast.ts';

export interface BootInput {
  deployment: PublicDeployment;
  launch: LaunchParams;
  language: Language;
  marketKey: MarketKey;
  /**
   * The launch named someone the session did not hold: what other borrowers kept on the phone goes
   * (renderer/runtime/storage/persistence.ts).
   */
  newLaunch?: boolean;
  /** Who draws the title bar (default: the app). */
  titleBar?: TitleBarOwner;
  /** Defaults to the real window (a test or story may pass its own origin). */
  origin?: string;
  /** Where drafts, shared choices and open attempts live (localStorage by default; the server's keeps nothing). */
  storage?: Storage;
  /** Where the launch parameters live for the browsing session (sessionStorage by default). */
  session?: Storage;
  leave?: (href: string, replace?: boolean) => void;
  /** The server's: where a page puts its document title for the HTML's <title>. */
  documentTitle?: (title: string) => void;
  /** The server's: where a page notes the screens it asks for before the tap, for the page's loader. */
  prefetchPages?: Services['prefetchPages'];
  /** The browser's user agent (default: navigator's; the server passes the request's). */
  userAgent?: string;
  /**
   * The HTTP client of the gateway (default: a fresh axios, loaded with the first call; the server's sends with fetch
   * to its own gateway address).
   */
  http?: HttpClient;
  /** Where failures are told (default: nobody; the browser's boot passes its monitor's queue). */
  reports?: Reports;
}

/**
 * What the boot services are made of, or the boot services themselves (boot made them before the words arrived); and
 * the words.
 */
export type ServiceInput = (BootInput | { boot: BootServices }) & {
  /** The visit's words (its language's shared catalogue, with the brand's own). */
  messages: Messages;
  /** The window the bridge posts to (default: the real one; the server passes one with no host). */
  host?: { location: { assign(url: string): void } };
};

export function createBootServices(input: BootInput): BootServices {
  const { deployment, marketKey } = input;
  let launch = input.launch;
  const session = input.session ?? browserStorage('sessionStorage');
  const paths = routePaths(deployment.routes);
  const pageOrigin = input.origin ?? window.location.origin;
  const persistence = createPersistence({
    local: input.storage ?? browserStorage('localStorage'),
    launch: () => launch,
    newLaunch: input.newLaunch,
  });
  const reports = input.reports ?? NO_REPORTS;
  return {
    deployment,
    marketKey,
    // chooseMarket gives one of the brand's markets.
    market: deployment.markets[marketKey]!,
    language: input.language,
    launch: () => launch,
    platform: () =>
      input.userAgent !== undefined || typeof navigator === 'undefined'
        ? platformOf(launch.platform, input.userAgent ?? '')
        : platformOf(launch.platform, navigator.userAgent, navigator.maxTouchPoints),
    saveLaunch: (values) => {
      const saved = replaceLaunchParams(session, values);
      launch = { ...saved, merchantNumber: saved.merchantNumber ?? deployment.merchantNumber };
      return saved;
    },
    gateway: createGateway(
      {
        base: deployment.gateway.base,
        headers: (deployment.gateway.headers ?? {}) as Record<string, string>,
        trustedOrigins: deployment.trustedOrigins ?? [],
        pageOrigin,
        launch: () => launch,
        credentials: deployment.gateway.credentials,
        attempts: persistence.attempts,
        onFailure: (call, failure) => reports.failure({ kind: 'gateway', call: call.id, failure }),
      },
      input.http,
    ),
    persistence,
    paths,
    routeAt: routeLookup(paths),
    routes: Object.entries(paths).map(([key, path]) => ({ key: key as RouteKey, path })),
    pageOrigin,
    titleBar: input.titleBar ?? 'app',
    leave: input.leave ?? ((href, replace) => (replace ? window.location.replace(href) : window.location.assign(href))),
    documentTitle: input.documentTitle,
    prefetchPages: input.prefetchPages,
    earlyQueries: new Set(),
    reports,
  };
}

export function createServices(input: ServiceInput): Services {
  const boot = 'boot' in input ? input.boot : createBootServices(input);
  const { deployment, paths, pageOrigin } = boot;
  const { messages } = input;
  const toast = createToasts();
  return {
    ...boot,
    messages,
    toast,
    loading: createLoading(),
    taps: createRepeatTaps(),
    bridge: createBridge((input.host ?? window) as never, () => boot.launch().platform, {
      // The same rule as the openLink action; a web link of an unlisted origin stays one for the host to open outside.
      link: (url) => {
        const decision = decideLink(url, 'none', {
          pageOrigin,
          appPaths: Object.values(paths),
          trustedOrigins: deployment.trustedOrigins ?? [],
          partnerOrigins: deployment.partnerOrigins ?? [],
          hostSchemes: deployment.hostSchemes ?? [],
          inHost: true,
          launch: boot.launch(),
          pageQuery: {},
        });
        return decision.kind === 'refused' ? null : decision.kind === 'host' ? decision.url : decision.href;
      },
      secrets: () => [boot.launch().token, boot.launch().session],
      refused: () => toast.show(translate(messages, 'errors.link')),
    }),
  };
}
