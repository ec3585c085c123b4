/**
 * The server renderer as one Fetch-API function (Request → Response), stateless: everything of a
 * request (its visit, services, data cache, emotion cache, nonce) is made for it and dropped after.
 * It reads the visit from the address, asks the gateway for the route's early data within the
 * budget, renders the app and sends the page (renderer/server/document.ts). When the gateway is over
 * the budget, down or answers badly, or the render throws, it sends the built index.html as the
 * browser renders it (status 200, its own headers): never a blank or an error page. It logs no
 * address's query (the launch's token is in it).
 */
import { dehydrate, type QueryClient } from '@tanstack/query-core';
import type { PageLoaders, PageMessageLoaders, PageModule } from '../contract/page/pageModule.ts';
import { createQueryClient } from '../runtime/app/queryClient.ts';
import { createServices } from '../runtime/app/createServices.ts';
import { preloadPage } from '../runtime/app/pageModules.ts';
import type { ServerState } from '../contract/serverState.ts';
import type { PublicDeployment, Messages, Services } from '../contract/services.ts';
import { needsBorrower, type EarlyPlan } from '../contract/earlyPlan.ts';
import type { BuildChunks } from '../contract/buildChunks.ts';
import { withBrandMessages } from '../runtime/i18n/brandMessages.ts';
import type { Language } from '../contract/language.ts';
import { bootScope } from '../runtime/page/pageScope.ts';
import { budgetOf } from './budget.ts';
import { hasRoot, serverDocument } from './document.ts';
import { htmlHeaders, isPrefetch, newNonce } from './headers.ts';
import { noStorage } from '../runtime/storage/noStorage.ts';
import { borrowerKey } from '../runtime/launch/borrower.ts';
import { SESSION_END_PATH, launchSession, sessionEnd } from './launchCookie.ts';
import { prefetchEarly } from './prefetch.ts';
import { prefetchHref } from '../runtime/actions/actionHref.ts';
import { renderApp } from './renderApp.tsx';
import { serverHttp } from './serverGateway.ts';
import {
  NOT_FOUND_ROUTE,
  REQUEST_ID_HEADER,
  requestIdOf,
  type Fallback,
  type RenderEnv,
  type ServerTiming,
} from './protocol.ts';
import { visitOf } from '../runtime/app/visit.ts';
import type { Visit } from '../contract/visit.ts';
import type { ContentBuild } from '../contract/content.ts';
import type { ContentView } from '../runtime/content/contentView.ts';
import { createContentSource, type ContentSource } from './content/contentSource.ts';
import { contentTemplate } from './content/contentTag.ts';

/** What the build gives the renderer (virtual:render-build and the app's virtual modules). */
export interface RenderBuild {
  deployment: PublicDeployment;
  pages: PageLoaders;
  pageMessages: PageMessageLoaders;
  early: Partial<Record<string, EarlyPlan>>;
  loadMessages: (language: Language) => Promise<Messages>;
  template: string;
  chunks: BuildChunks;
  /** The production headers of an HTML response (Cache-Control aside). */
  headers: Record<string, string>;
  /** The build's release id, said in every answer's Server-Timing (entry.ts passes the build's). */
  release?: string;
  /** What the build can serve of a content pack (renderer/contract/content.ts); absent: no pack is ever served. */
  content?: ContentBuild;
  /** The clock (ms); a test may pass its own. */
  now?: () => number;
  /** How the content store is reached (a test's own; default the runtime's fetch). */
  fetch?: typeof fetch;
}

/** What an edge runtime gives a request besides its env: work the response need not wait for. */
export interface RenderContext {
  waitUntil?(work: Promise<unknown>): void;
}

export interface Renderer {
  fetch(request: Request, env?: RenderEnv, context?: RenderContext): Promise<Response>;
  /** The live content pack (issue 43): the Node adapter polls it on a timer and reports its status. */
  content: Pick<ContentSource, 'refresh' | 'status'>;
}

/** The response's headers with the launch cookie that keeps the visit's session (launchCookie.ts), if any. */
function withCookie(headers: Headers, setCookie: string | undefined): Headers {
  if (setCookie) headers.append('Set-Cookie', setCookie);
  return headers;
}

/**
 * What the answer says about itself (protocol.ts), filled in as the render goes: the Node adapter's metrics and log
 * line read it.
 */
interface Account {
  started: number;
  /** How long the gateway took (ms): what the render's own time leaves out. */
  gateway: number;
  requestId: string;
  routeKey?: string;
  fallback?: Fallback;
  /** The content pack's version the answer was rendered with (absent: the build's own content). */
  content?: number;
}

function timingOf(account: Account, build: RenderBuild, now: () => number): ServerTiming {
  return {
    render: Math.max(0, now() - account.started - account.gateway),
    gateway: account.gateway,
    route: account.routeKey,
    fallback: account.fallback,
    request: account.requestId,
    release: build.release,
    ...(account.content !== undefined ? { content: String(account.content) } : {}),
  };
}

/** The client-rendered page: the built index.html as it is, with its static policy. */
function shell(build: RenderBuild, request: Request, timing: ServerTiming, setCookie?: string): Response {
  return new Response(request.method === 'HEAD' ? null : build.template, {
    status: 200,
    headers: withCookie(htmlHeaders(build.headers, timing), setCookie),
  });
}

/** One visit as the server renders it: its address, its page, and services, data cache and nonce made for it alone. */
interface ServerVisit {
  request: Request;
  url: URL;
  visit: Visit;
  page: PageModule | undefined;
  services: Services;
  queryClient: QueryClient;
  nonce: string;
  /** What the page shows of itself while it renders: its title, the screens it asks for before the tap. */
  shown: { title?: string; prefetch: Set<string> };
}

/**
 * The visit read from the address and the session the browser keeps (the launch), kept for the server in its cookie:
 * a reload knows the borrower. The cookie to set is read once the visit has captured the launch.
 */
function openVisit(build: RenderBuild, request: Request, url: URL) {
  const session = launchSession(request);
  const stores = { local: noStorage(), session: session.store };
  const visit = visitOf(url, build.deployment, stores);
  return { url, visit, stores, setCookie: session.setCookie() };
}

/** The visit's words and page loaded, and its services made: the gateway reached where GATEWAY_URL says. */
async function prepareVisit(
  build: RenderBuild,
  request: Request,
  env: RenderEnv | undefined,
  requestId: string,
  { url, visit, stores }: ReturnType<typeof openVisit>,
): Promise<ServerVisit> {
  const load = visit.routeKey ? build.pages[visit.routeKey] : undefined;
  const ownMessages = visit.routeKey ? build.pageMessages[visit.routeKey]?.[visit.language] : undefined;
  const [messages, page] = await Promise.all([
    build.loadMessages(visit.language),
    load && preloadPage(load, ownMessages),
  ]);
  const market = build.deployment.markets[visit.marketKey];
  const shown: ServerVisit['shown'] = { prefetch: new Set() };
  const services = createServices({
    deployment: build.deployment,
    ...visit,
    messages: withBrandMessages(messages, market, visit.language),
    origin: url.origin,
    storage: stores.local,
    session: stores.session,
    host: { location: { assign: () => undefined } },
    userAgent: request.headers.get('user-agent') ?? '',
    http: serverHttp({
      pageOrigin: url.origin,
      base: build.deployment.gateway.base,
      gatewayUrl: env?.GATEWAY_URL,
      forwardedFor: request.headers.get('x-forwarded-for'),
      requestId,
    }),
    leave: () => undefined,
    documentTitle: (text) => void (shown.title = text),
    prefetchPages: (handlers, scope) => {
      for (const actions of Object.values(handlers ?? {})) {
        const href = prefetchHref(actions, scope, services);
        if (href !== undefined) shown.prefetch.add(href);
      }
    },
  });
  return { request, url, visit, page, services, queryClient: createQueryClient(), nonce: newNonce(), shown };
}

/** What the server asked the gateway for before rendering: the route's plan (none: nothing asked) and for whom. */
interface Asked {
  plan?: EarlyPlan;
  borrower: string;
}

/**
 * The route's early data, asked of the gateway within the budget; 'shell' when the gateway is over the budget, down or
 * answers badly (the client-rendered page then). A screen whose data is the borrower's is never asked for without the
 * borrower: its shell then, the browser asks.
 */
async function askEarly(
  build: RenderBuild,
  { url, visit, page, services, queryClient }: ServerVisit,
  env: RenderEnv | undefined,
  account: Account,
  now: () => number,
): Promise<Asked | 'shell'> {
  const borrower = borrowerKey(visit.launch);
  const plan = visit.routeKey ? build.early[visit.routeKey] : undefined;
  const asks = plan && (borrower !== '' || !needsBorrower(plan)) ? plan : undefined;
  if (plan && !asks) account.fallback = 'no-borrower';
  if (asks && page) {
    const asked = now();
    const query = Object.fromEntries(new URL(visit.location, url.origin).searchParams);
    const outcome = await prefetchEarly({
      plan: asks,
      scope: bootScope(services, query),
      services,
      queryClient,
      page,
      budgetMs: budgetOf(env),
    });
    account.gateway = now() - asked;
    if (outcome !== 'ready') {
      account.fallback = outcome === 'late' ? 'budget' : 'gateway';
      return 'shell';
    }
  }
  return { plan: asks, borrower };
}

/** The scripts the page loads after its first paint: the hydration's, the words', and the route's page and words. */
function pageModules(build: RenderBuild, visit: Visit): string[] {
  const route = visit.routeKey ? build.chunks.routes[visit.routeKey] : undefined;
  return [
    ...build.chunks.hydrate,
    build.chunks.messages[visit.language],
    ...(route?.page ?? []),
    route?.messages[visit.language],
  ].filter((href): href is string => Boolean(href));
}

/**
 * The page rendered on the server: the app's stream in the built document, its data there for the browser to hydrate.
 */
async function pageResponse(
  build: RenderBuild,
  rendered: ServerVisit,
  asked: Asked,
  timing: () => ServerTiming,
  setCookie: string | undefined,
): Promise<Response> {
  const { request, visit, services, queryClient, nonce } = rendered;
  const app = await renderApp({
    services,
    queryClient,
    pages: build.pages,
    pageMessages: build.pageMessages,
    location: visit.location,
    nonce,
  });
  const state: ServerState = {
    language: visit.language,
    marketKey: visit.marketKey,
    queries: dehydrate(queryClient),
    ...(asked.plan && needsBorrower(asked.plan) ? { borrower: asked.borrower } : {}),
  };
  queryClient.clear();
  let body: ReadableStream<Uint8Array> | null = null;
  if (request.method === 'HEAD') await app.body.cancel();
  else
    body = await serverDocument({
      template: build.template,
      app,
      nonce,
      modules: pageModules(build, visit),
      state,
      language: visit.language,
      title: rendered.shown.title,
      prefetch: [...rendered.shown.prefetch],
    });
  const said = timing();
  // Asked for before a tap, the page rendered whole is kept a while for the cookie it was asked with (a screen's shell
  // without the borrower is not kept). It renews no cookie: the borrower has not seen it, and a renewed cookie would no
  // longer be the one it is kept for. Its address never launches (actionHref.ts), so a renewal is all it could set.
  const keep = isPrefetch(request) && said.fallback === undefined;
  return new Response(body, {
    status: 200,
    headers: withCookie(htmlHeaders(build.headers, said, nonce, keep), keep ? undefined : setCookie),
  });
}

/**
 * The build as one request renders it: the content the render took at its start (the live pack's, or the build's own),
 * kept to its end whatever arrives meanwhile (renderer/server/content/contentSource.ts).
 */
function withContent(build: RenderBuild, view: ContentView): RenderBuild {
  if (view.version === undefined) return build;
  return { ...build, deployment: view.deployment, pages: view.pages, template: contentTemplate(build.template, view) };
}

/** One request rendered: the page with its data, or the client-rendered page when the gateway or the render fails. */
async function render(
  built: RenderBuild,
  view: ContentView,
  now: () => number,
  request: Request,
  env: RenderEnv | undefined,
): Promise<Response> {
  const build = withContent(built, view);
  const account: Account = {
    started: now(),
    gateway: 0,
    requestId: requestIdOf(request.headers.get(REQUEST_ID_HEADER)),
    ...(view.version !== undefined ? { content: view.version } : {}),
  };
  const timing = () => timingOf(account, build, now);
  const url = new URL(request.url);
  let setCookie: string | undefined;
  try {
    const opened = openVisit(build, request, url);
    setCookie = opened.setCookie;
    account.routeKey = opened.visit.routeKey ?? NOT_FOUND_ROUTE;
    const visit = await prepareVisit(build, request, env, account.requestId, opened);
    const asked = await askEarly(build, visit, env, account, now);
    if (asked === 'shell') return shell(build, request, timing(), setCookie);
    return await pageResponse(build, visit, asked, timing, setCookie);
  } catch (error) {
    // The path only: the query holds the launch's token.
    console.error(
      `loan-pages render: ${url.pathname}: ${error instanceof Error ? error.name : 'error'}; sent the client-rendered page`,
    );
    account.fallback = 'render';
    return shell(build, request, timing(), setCookie);
  }
}

export function createRenderer(build: RenderBuild): Renderer {
  const now = build.now ?? (() => performance.now());
  if (!hasRoot(build.template))
    throw new Error('index.html has no <div id="root"><div id="boot">…</div></div> for the server to render into');
  const content = createContentSource({
    build: build.content,
    deployment: build.deployment,
    pages: build.pages,
    ...(build.fetch ? { fetch: build.fetch } : {}),
  });
  return {
    fetch: async (request, env, context) => {
      if (new URL(request.url).pathname === SESSION_END_PATH) return sessionEnd(build.headers);
      // On a runtime with no timer of ours (an edge's), a request asks the store once the poll is due.
      content.refreshIfDue(env, context?.waitUntil?.bind(context));
      return render(build, content.view(), now, request, env);
    },
    content,
  };
}
