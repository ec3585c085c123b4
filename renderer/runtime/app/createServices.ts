/** Builds the runtime's services from a deployment, the launch parameters and the chosen language. */
import axios, { type AxiosInstance } from 'axios';
import { createBridge } from '../bridge/bridge.ts';
import { translate } from '../i18n/translate.ts';
import { decideLink } from '../links/safeLink.ts';
import { browserStorage } from '../storage/browserStores.ts';
import { createAttemptKeys } from '../storage/attempts.ts';
import { createGateway } from '../gateway/client.ts';
import { borrowerKey } from '../launch/borrower.ts';
import type { Language, MarketKey } from '../i18n/language.ts';
import type { Messages } from '../i18n/messages.tsx';
import { replaceLaunchParams, type LaunchParams } from '../launch/launchParams.ts';
import { platformOf } from '../launch/platform.ts';
import { routeLookup, routePaths, type RouteKey } from '../../contract/routeTable.ts';
import type { TitleBarOwner } from '../titleBar/titleBarOwner.ts';
import { createLoading } from '../ui/loading.ts';
import { createRepeatTaps } from '../ui/repeatClick.ts';
import { createToasts } from '../ui/toast.ts';
import type { PublicDeployment, Services } from './services.tsx';

export interface ServiceInput {
  deployment: PublicDeployment;
  launch: LaunchParams;
  language: Language;
  marketKey: MarketKey;
  /** The catalogue; boot fills it in before the first render when it builds the services first (to start the early fetch). */
  messages?: Messages;
  /** Defaults to the real window (a test or story may pass its own origin). */
  origin?: string;
  storage?: Storage;
  /** Where the launch parameters live for the browsing session (sessionStorage by default). */
  session?: Storage;
  leave?: (href: string, replace?: boolean) => void;
  /** The server's: where a page puts its document title for the HTML's <title>. */
  documentTitle?: (title: string) => void;
  /** Who draws the title bar (default: the app). */
  titleBar?: TitleBarOwner;
  /** The window the bridge posts to (default: the real one; the server passes one with no host). */
  host?: { location: { assign(url: string): void } };
  /** The browser's user agent (default: navigator's; the server passes the request's). */
  userAgent?: string;
  /** The HTTP client of the gateway (default: a fresh axios; the server's sends with fetch to its own gateway address). */
  http?: AxiosInstance;
}

export function createServices(input: ServiceInput): Services {
  const { deployment, language, marketKey, messages } = input;
  let launch = input.launch;
  const session = input.session ?? browserStorage('sessionStorage');
  const paths = routePaths(deployment.routes);
  const pageOrigin = input.origin ?? window.location.origin;
  const storage = input.storage ?? browserStorage('localStorage');
  // Open attempts outlive a reload and a closed WebView, and belong to the borrower (CONTRACT §4).
  const attempts = createAttemptKeys(storage, { owner: () => borrowerKey(launch) });
  const gateway = createGateway(
    {
      base: deployment.gateway.base,
      headers: (deployment.gateway.headers ?? {}) as Record<string, string>,
      trustedOrigins: deployment.trustedOrigins ?? [],
      pageOrigin,
      launch: () => launch,
      credentials: deployment.gateway.credentials,
      attempts,
    },
    input.http ?? axios.create(),
  );
  const services: Services = {
    deployment,
    marketKey,
    // chooseMarket gives one of the brand's markets.
    market: deployment.markets[marketKey]!,
    language,
    messages: messages ?? {},
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
    gateway,
    bridge: createBridge((input.host ?? window) as never, () => launch.platform, {
      // The same rule as the openLink action; a web link of an unlisted origin stays one for the host to open outside.
      link: (url) => {
        const decision = decideLink(url, 'none', {
          pageOrigin,
          appPaths: Object.values(paths),
          trustedOrigins: deployment.trustedOrigins ?? [],
          partnerOrigins: deployment.partnerOrigins ?? [],
          hostSchemes: deployment.hostSchemes ?? [],
          inHost: true,
          launch,
          pageQuery: {},
        });
        return decision.kind === 'refused' ? null : decision.kind === 'host' ? decision.url : decision.href;
      },
      secrets: () => [launch.token, launch.session],
      refused: () => services.toast.show(translate(services.messages, 'errors.link')),
    }),
    paths,
    routeAt: routeLookup(paths),
    routes: Object.entries(paths).map(([key, path]) => ({ key: key as RouteKey, path })),
    storage,
    attempts,
    pageOrigin,
    titleBar: input.titleBar ?? 'app',
    leave: input.leave ?? ((href, replace) => (replace ? window.location.replace(href) : window.location.assign(href))),
    documentTitle: input.documentTitle,
    toast: createToasts(),
    loading: createLoading(),
    taps: createRepeatTaps(),
    earlyQueries: new Set(),
  };
  return services;
}
