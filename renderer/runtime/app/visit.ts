/**
 * One visit, decided from its address: the one decision boot (renderer/browser/boot.ts) and the
 * server (renderer/server/handler.ts) both make, each with its own stores. The launch parameters are
 * captured (kept in the session store, the secrets out of the address), then the language and
 * market, the route, the address the page is rendered at and who draws the title bar are chosen.
 * The server passes stores that keep nothing, so its visit is read from the address alone.
 */
import type { PublicDeployment } from '../../contract/services.ts';
import { routeLookup, routePaths } from '../../contract/routeTable.ts';
import type { Visit, VisitStores } from '../../contract/visit.ts';
import { chooseLanguage, chooseMarket, languageTypeOf, marketKeys, onlyLanguage } from '../i18n/language.ts';
import { captureLaunchParams } from '../launch/launchParams.ts';
import { titleBarOwner } from '../titleBar/titleBarOwner.ts';

export function visitOf(url: URL, deployment: PublicDeployment, stores: VisitStores): Visit {
  const {
    params: launch,
    cleanedUrl,
    newLaunch,
  } = captureLaunchParams({
    url,
    storage: stores.session,
    merchantNumberFallback: deployment.merchantNumber,
    languageTypeFallback: languageTypeOf(marketKeys(deployment.markets)),
  });
  const lang = url.searchParams.get('lang');
  const clean = cleanedUrl === null ? url : new URL(cleanedUrl, url.origin);
  return {
    launch,
    newLaunch,
    language: chooseLanguage(lang, launch.languageType, onlyLanguage(deployment.markets)),
    marketKey: chooseMarket(lang, launch.languageType, marketKeys(deployment.markets)),
    routeKey: routeLookup(routePaths(deployment.routes))(url.pathname),
    location: clean.pathname + clean.search,
    cleanedUrl,
    titleBar: titleBarOwner(url, stores.session, deployment.hostTitleBar),
  };
}
