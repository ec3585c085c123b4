/**
 * Boot: legacy hash link → real path; the visit decided (renderer/runtime/app/visit.ts, as the server
 * decides it: launch parameters captured and the secrets taken out of the address, language, market,
 * route); the current route's data asked for first, then its page module and the language's
 * messages in parallel; then React renders, or hydrates what the server rendered (renderer/server/)
 * with the server's data.
 */
import type { QueryClient } from '@tanstack/react-query';
import builtDeployment from 'virtual:deployment';
import { early, pageMessages, pages as builtPages } from 'virtual:pages';
import type { Deployment } from '../contract/deployment/schema.ts';
import type { EarlyPlan } from '../contract/earlyPlan.ts';
import type { PageModule } from '../contract/page/pageModule.ts';
import { routePaths } from '../contract/routeTable.ts';
import { SERVER_STATE_ID } from '../contract/serverState.ts';
import type { BootServices, Services } from '../contract/services.ts';
import type { Visit, VisitStores } from '../contract/visit.ts';
import { createBootServices, createServices } from '../runtime/app/createServices.ts';
import { preloadPage } from '../runtime/app/pageModules.ts';
import { createQueryClient } from '../runtime/app/queryClient.ts';
import { visitOf } from '../runtime/app/visit.ts';
import { withBrandMessages } from '../runtime/i18n/brandMessages.ts';
import { loadMessages } from '../runtime/i18n/loadMessages.ts';
import { sessionOption } from '../runtime/launch/sessionOption.ts';
import { bootScope } from '../runtime/page/pageScope.ts';
import { browserStorage, browserStores } from '../runtime/storage/browserStores.ts';
import { prefetchHttp } from '../runtime/gateway/httpClient.ts';
import { startEarlyFetch } from './earlyFetch.ts';
import { createReportQueue, type ReportQueue } from './monitoring/reportQueue.ts';
import { render } from './render.tsx';
import { keptContent, pageContent, withPageContent } from './content.ts';

// The content pack the server's page was made with (issue 43), over the build's: the browser never decides again. A
// static host's page (no renderer: neither its pack nor its render in the page) takes the pack the phone kept instead.
const named = pageContent(document);
const staticHost = !named && !document.getElementById(SERVER_STATE_ID);
const content =
  named ?? (staticHost ? keptContent(browserStorage('localStorage'), builtDeployment.id, import.meta.url) : undefined);
const { deployment, pages } = withPageContent(content, builtDeployment, builtPages);

type Monitoring = NonNullable<Deployment['monitoring']>;

async function boot(): Promise<void> {
  const paths = routePaths(deployment.routes);
  // Only a native shell's old link has a "#/" hash: its table is fetched for that visit alone.
  const legacy = window.location.hash.startsWith('#/')
    ? (await import('./legacyHash.ts')).legacyHashTarget(new URL(window.location.href), (key) => paths[key])
    : null;
  if (legacy) followLegacyLink(legacy);

  const url = new URL(window.location.href);
  const stores = browserStores();
  const visit = decideVisit(url, stores);
  const { language, marketKey, routeKey } = visit;
  const loadPage = pageLoader(visit);

  const { monitoring, reports, bootServices } = servicesBeforeWords(visit, stores);
  const queryClient = createQueryClient();
  // The server rendered this visit (renderer/server/): its data is the page's first, already here
  // and not asked for again on the page's first mount; the tree it rendered is hydrated, not redrawn.
  // A legacy hash link lands elsewhere than the server rendered: rendered afresh.
  const server =
    !legacy &&
    document.getElementById(SERVER_STATE_ID) !== null &&
    (await import('./adoptServerState.ts')).adoptServerState(document, {
      language,
      marketKey,
      launch: visit.launch,
      queryClient,
      services: bootServices,
      revisited: performance
        .getEntriesByType('navigation')
        .some((entry) => (entry as PerformanceNavigationTiming).type === 'back_forward'),
    });
  // Render-as-you-fetch (renderer/browser/earlyFetch.ts): the page's data is asked for first, so its
  // request is not queued behind the page's code on a browser's few connections to the server.
  const plan = routeKey && !server ? early[routeKey] : undefined;
  if (plan && loadPage) fetchPageDataEarly(plan, visit, url, { bootServices, queryClient, loadPage });
  // Then (a task later, once the request is on the wire) the page's code, its block chunks and its
  // own messages, together, with the shared messages.
  if (plan) await new Promise((resolve) => setTimeout(resolve, 0));
  const pageModule = loadPage?.();
  const messages = loadMessages(language);

  // The first render has the words and the page's code: no loading screen between them.
  const services = createServices({
    boot: bootServices,
    messages: withBrandMessages(await messages, bootServices.market, language),
  });
  // The demo's pretend native host, for screens the developer test page opens as the app would (only in a build that
  // has the test page: a demo build, known when bundled, so a production build holds no chunk of it).
  if (
    import.meta.env.LOAN_PAGES_DEMO_BUILD &&
    pages.testPreview &&
    sessionOption(url, stores.session, 'host', ['demo'])
  ) {
    const { installDemoHost } = await import('./demoHost.ts');
    installDemoHost(services, paths.testPreview);
  }
  await pageModule?.catch(() => undefined);
  render(document.getElementById('root')!, {
    services,
    pages,
    pageMessages,
    queryClient,
    hydrate: server,
    onInteractive: () => whenIdle(() => afterInteractive(visit, services, server, monitoring, reports)),
  });
}

/** A legacy hash link's real path takes the address's place. */
function followLegacyLink(legacy: string): void {
  window.history.replaceState(null, '', legacy);
  // The server never sees a hash: it rendered "/". That screen goes at once, not once the linked one is ready.
  document.getElementById('root')?.replaceChildren();
}

/** The visit, as the server decides it; the address loses its secrets and the document takes the visit's language. */
function decideVisit(url: URL, stores: VisitStores): Visit {
  const visit = visitOf(url, deployment, stores);
  if (visit.cleanedUrl) window.history.replaceState(window.history.state, '', visit.cleanedUrl);
  document.documentElement.lang = visit.language;
  return visit;
}

/** What the visit needs before its words, and the monitoring that keeps its failures from here. */
function servicesBeforeWords(
  visit: Visit,
  stores: VisitStores,
): { monitoring: Monitoring | undefined; reports: ReportQueue | undefined; bootServices: BootServices } {
  // The borrowers' vitals and the app's failures, where the deployment turns monitoring on: failures kept from here.
  const monitoring =
    deployment.monitoring && deployment.monitoring.enabled !== false ? deployment.monitoring : undefined;
  const reports = monitoring ? createReportQueue(window) : undefined;
  // What the visit needs before its words: its gateway, persistence (a new launch drops what another borrower kept) and
  // routes.
  const bootServices = createBootServices({
    deployment,
    ...visit,
    storage: stores.local,
    session: stores.session,
    reports,
  });
  return { monitoring, reports, bootServices };
}

/** The visit's page module with its own messages in the visit's language (none when the address names no page). */
function pageLoader({ routeKey, language }: Visit): (() => Promise<PageModule>) | undefined {
  const load = routeKey ? pages[routeKey] : undefined;
  return load ? () => preloadPage(load, routeKey ? pageMessages[routeKey]?.[language] : undefined) : undefined;
}

/**
 * Sends the requests of the page's early data sources (renderer/browser/earlyFetch.ts) before its code is asked for.
 */
function fetchPageDataEarly(
  plan: EarlyPlan,
  visit: Visit,
  url: URL,
  {
    bootServices,
    queryClient,
    loadPage,
  }: { bootServices: BootServices; queryClient: QueryClient; loadPage: () => Promise<PageModule> },
): void {
  const query = Object.fromEntries(new URL(visit.location, url.origin).searchParams);
  startEarlyFetch({
    plan,
    scope: bootScope(bootServices, query),
    services: bootServices,
    queryClient,
    pageModule: loadPage,
  });
}

/**
 * Once taps work, when the phone is idle: what a tap will need (the HTTP client, which a server-rendered page has not
 * needed yet) and the monitor's chunk (web-vitals with it), nothing of the first visit's budget.
 */
function afterInteractive(
  visit: Visit,
  services: Services,
  server: boolean,
  monitoring: Monitoring | undefined,
  reports: ReportQueue | undefined,
): void {
  // One that cannot load now is loaded again by the call that needs it.
  void prefetchHttp().catch(() => undefined);
  // A static host's newer content pack, fetched and verified now and kept for the next page view (issue 43): only for
  // a brand whose build lists the keys to verify one with.
  if (staticHost && builtDeployment.contentKeys?.length)
    void import('./contentUpdate.ts')
      .then(({ startContentUpdate }) =>
        startContentUpdate(builtDeployment, browserStorage('localStorage'), import.meta.url),
      )
      .catch(() => undefined);
  if (!monitoring || !reports) return;
  void import('./monitoring/monitor.ts')
    .then(({ startMonitor }) =>
      startMonitor({
        config: monitoring,
        beacon: {
          release: import.meta.env.LOAN_PAGES_RELEASE,
          brand: deployment.id,
          market: visit.marketKey,
          language: visit.language,
          mode: server ? 'server' : 'browser',
          route: visit.routeKey ?? null,
          content: content?.version ?? null,
        },
        queue: reports,
        routeNow: () => services.routeAt(window.location.pathname) ?? null,
        secrets: () => Object.values(services.launch()).filter((value): value is string => typeof value === 'string'),
        bridge: services.bridge,
      }),
    )
    // A monitor that cannot load is no failure of the borrower's: nothing is reported, nothing retried.
    .catch(() => undefined);
}

/** Runs `task` when the main thread is idle (soon anyway: a WebView without requestIdleCallback gets a timeout). */
function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2_000 });
  else setTimeout(task, 200);
}

void boot();
