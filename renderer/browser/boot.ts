/**
 * Boot: legacy hash link → real path; launch parameters captured (and secrets taken out of the
 * address; a new token drops other borrowers' drafts); language and market chosen; the current
 * route's page module and the language's messages fetched in parallel; then React renders, or
 * hydrates what the server rendered (renderer/server/) with the server's data.
 */
import deployment from 'virtual:deployment';
import { early, pageMessages, pages } from 'virtual:pages';
import { createQueryClient } from '../runtime/app/queryClient.ts';
import { SERVER_STATE_ID } from '../contract/serverState.ts';
import { render } from './render.tsx';
import { startEarlyFetch } from './earlyFetch.ts';
import { browserStorage } from '../runtime/storage/browserStores.ts';
import { createServices } from '../runtime/app/createServices.ts';
import { preloadPage } from '../runtime/app/pageModules.ts';
import { routeLookup, routePaths } from '../contract/routeTable.ts';
import { chooseLanguage, chooseMarket, languageTypeOf, marketKeys, onlyLanguage } from '../runtime/i18n/language.ts';
import { loadMessages } from '../runtime/i18n/loadMessages.ts';
import { withBrandMessages } from '../runtime/i18n/brandMessages.ts';
import { captureLaunchParams } from '../runtime/launch/launchParams.ts';
import { sessionOption } from '../runtime/launch/sessionOption.ts';
import { titleBarOwner } from '../runtime/titleBar/titleBarOwner.ts';
import { dropOtherBorrowersDrafts } from '../runtime/storage/drafts.ts';
import { dropOtherBorrowersChoice } from '../runtime/storage/sharedChoice.ts';
import { bootScope } from '../runtime/page/pageScope.ts';

async function boot(): Promise<void> {
  const paths = routePaths(deployment.routes);
  // Only a native shell's old link has a "#/" hash: its table is fetched for that visit alone.
  const legacy = window.location.hash.startsWith('#/') ? (await import('./legacyHash.ts')).legacyHashTarget(new URL(window.location.href), (key) => paths[key]) : null;
  if (legacy) {
    window.history.replaceState(null, '', legacy);
    // The server never sees a hash: it rendered "/". That screen goes at once, not once the linked one is ready.
    document.getElementById('root')?.replaceChildren();
  }

  const url = new URL(window.location.href);
  const { params: launch, cleanedUrl, newLaunch } = captureLaunchParams({
    url,
    storage: browserStorage('sessionStorage'),
    merchantNumberFallback: deployment.merchantNumber,
    languageTypeFallback: languageTypeOf(marketKeys(deployment.markets)),
  });
  if (cleanedUrl) window.history.replaceState(window.history.state, '', cleanedUrl);
  // A new launch may be another borrower on a shared phone: what someone else typed or chose goes.
  if (newLaunch) dropOtherBorrowersDrafts(browserStorage('localStorage'), launch);
  dropOtherBorrowersChoice(browserStorage('localStorage'), launch);

  const lang = url.searchParams.get('lang');
  const language = chooseLanguage(lang, launch.languageType, onlyLanguage(deployment.markets));
  const marketKey = chooseMarket(lang, launch.languageType, marketKeys(deployment.markets));
  document.documentElement.lang = language;

  const routeKey = routeLookup(paths)(window.location.pathname);
  const load = routeKey ? pages[routeKey] : undefined;
  const loadPage = load ? () => preloadPage(load, routeKey ? pageMessages[routeKey]?.[language] : undefined) : undefined;

  const titleBar = titleBarOwner(url, browserStorage('sessionStorage'), deployment.hostTitleBar);
  const services = createServices({ deployment, launch, language, marketKey, titleBar });
  const queryClient = createQueryClient();
  // The server rendered this visit (renderer/server/): its data is the page's first, already here
  // and not asked for again on the page's first mount; the tree it rendered is hydrated, not redrawn.
  // A legacy hash link lands elsewhere than the server rendered: rendered afresh.
  const server = !legacy && document.getElementById(SERVER_STATE_ID) !== null && (await import('./adoptServerState.ts')).adoptServerState(document, { language, marketKey, queryClient, services });
  // Render-as-you-fetch (renderer/browser/earlyFetch.ts): the page's data is asked for first, so its
  // request is not queued behind the page's code on a browser's few connections to the server.
  const plan = routeKey && !server ? early[routeKey] : undefined;
  if (plan && loadPage) {
    const query = Object.fromEntries(new URL(window.location.href).searchParams);
    startEarlyFetch({ plan, scope: bootScope(services, query), services, queryClient, pageModule: loadPage });
  }
  // Then (a task later, once the request is on the wire) the page's code, its block chunks and its
  // own messages, together, with the shared messages.
  if (plan) await new Promise((resolve) => setTimeout(resolve, 0));
  const pageModule = loadPage?.();
  const messages = loadMessages(language);

  // The demo's pretend native host, for screens the developer test page opens as the app would (only in a build that has the test page: a demo build).
  if (pages.testPreview && sessionOption(url, browserStorage('sessionStorage'), 'host', ['demo'])) {
    const { installDemoHost } = await import('./demoHost.ts');
    installDemoHost(services, paths.testPreview);
  }
  // The first render has the words and the page's code: no loading screen between them.
  services.messages = withBrandMessages(await messages, services.market, language);
  await pageModule?.catch(() => undefined);
  render(document.getElementById('root')!, { services, pages, pageMessages, queryClient, hydrate: server });
}

void boot();
