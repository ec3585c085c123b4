/**
 * One request's visit, read from its address alone (the server keeps nothing): the launch
 * parameters, the language and market, the route and the address the page is rendered at, chosen
 * as boot does (renderer/browser/boot.ts). The address is the one the browser shows once boot has taken
 * the secrets out of it, so the client hydrates at the same location the server rendered.
 */
import type { PublicDeployment } from './services.tsx';
import { routeLookup, routePaths, type RouteKey } from '../../contract/routeTable.ts';
import { chooseLanguage, chooseMarket, languageTypeOf, marketKeys, onlyLanguage, type Language, type MarketKey } from '../i18n/language.ts';
import { captureLaunchParams, type LaunchParams } from '../launch/launchParams.ts';
import { titleBarOwner } from '../titleBar/titleBarOwner.ts';
import type { TitleBarOwner } from '../titleBar/titleBarOwner.ts';

export interface Visit {
  launch: LaunchParams;
  language: Language;
  marketKey: MarketKey;
  routeKey: RouteKey | undefined;
  /** Path and query as the browser shows them after boot (secrets removed). */
  location: string;
  titleBar: TitleBarOwner;
}

export function visitOf(url: URL, deployment: PublicDeployment): Visit {
  const { params: launch, cleanedUrl } = captureLaunchParams({
    url,
    storage: undefined,
    merchantNumberFallback: deployment.merchantNumber,
    languageTypeFallback: languageTypeOf(marketKeys(deployment.markets)),
  });
  const lang = url.searchParams.get('lang');
  return {
    launch,
    language: chooseLanguage(lang, launch.languageType, onlyLanguage(deployment.markets)),
    marketKey: chooseMarket(lang, launch.languageType, marketKeys(deployment.markets)),
    routeKey: routeLookup(routePaths(deployment.routes))(url.pathname),
    location: cleanedUrl ?? url.pathname + url.search,
    titleBar: titleBarOwner(url, undefined, deployment.hostTitleBar),
  };
}
