/**
 * The server renderer as one Fetch-API function (Request → Response), stateless: everything of a
 * request (its visit, services, data cache, emotion cache, nonce) is made for it and dropped after.
 * It reads the visit from the address, asks the gateway for the route's early data within the
 * budget, renders the app and sends the page (renderer/server/document.ts). When the gateway is over
 * the budget, down or answers badly, or the render throws, it sends the built index.html as the
 * browser renders it (status 200, its own headers): never a blank or an error page. It logs no
 * address's query (the launch's token is in it).
 */
import { dehydrate } from '@tanstack/query-core';
import type { PageLoaders, PageMessageLoaders } from '../contract/page/pageModule.ts';
import { createQueryClient } from '../runtime/app/queryClient.ts';
import { createServices } from '../runtime/app/createServices.ts';
import { preloadPage } from '../runtime/app/pageModules.ts';
import type { ServerState } from '../contract/serverState.ts';
import type { PublicDeployment, Messages } from '../contract/services.ts';
import { needsBorrower, type EarlyPlan } from '../contract/earlyPlan.ts';
import type { BuildChunks } from '../contract/buildChunks.ts';
import { withBrandMessages } from '../runtime/i18n/brandMessages.ts';
import type { Language } from '../contract/language.ts';
import { bootScope } from '../runtime/page/pageScope.ts';
import { budgetOf } from './budget.ts';
import { hasRoot, serverDocument } from './document.ts';
import { htmlHeaders, newNonce } from './headers.ts';
import { noStorage } from '../runtime/storage/noStorage.ts';
import { borrowerKey } from '../runtime/launch/borrower.ts';
import { launchSession } from './launchCookie.ts';
import { prefetchEarly } from './prefetch.ts';
import { renderApp } from './renderApp.tsx';
import { serverHttp } from './serverGateway.ts';
import { NOT_FOUND_ROUTE, REQUEST_ID_HEADER, requestIdOf, type Fallback, type ServerTiming } from './protocol.ts';
import { visitOf } from '../runtime/app/visit.ts';

/** The runtime's settings (coord §1): GATEWAY_URL, where the server reaches the gateway base; RENDER_BUDGET_MS, how long it waits for it. */
export interface RenderEnv {
  GATEWAY_URL?: string;
  RENDER_BUDGET_MS?: string | number;
}

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
  /** The clock (ms); a test may pass its own. */
  now?: () => number;
}

export interface Renderer {
  fetch(request: Request, env?: RenderEnv): Promise<Response>;
}

/** The response's headers with the launch cookie that keeps the visit's session (launchCookie.ts), if any. */
function withCookie(headers: Headers, setCookie: string | undefined): Headers {
  if (setCookie) headers.append('Set-Cookie', setCookie);
  return headers;
}

export function createRenderer(build: RenderBuild): Renderer {
  const now = build.now ?? (() => performance.now());
  if (!hasRoot(build.template))
    throw new Error('index.html has no <div id="root"><div id="boot">…</div></div> for the server to render into');

  /** The client-rendered page: the built index.html as it is, with its static policy. */
  const shell = (request: Request, timing: ServerTiming, setCookie?: string) =>
    new Response(request.method === 'HEAD' ? null : build.template, {
      status: 200,
      headers: withCookie(htmlHeaders(build.headers, timing), setCookie),
    });

  async function render(request: Request, env: RenderEnv | undefined): Promise<Response> {
    const started = now();
    let gateway = 0;
    // What the answer says about itself (protocol.ts): the Node adapter's metrics and log line read it.
    const requestId = requestIdOf(request.headers.get(REQUEST_ID_HEADER));
    let routeKey: string | undefined;
    let fallback: Fallback | undefined;
    const timing = (): ServerTiming => ({
      render: Math.max(0, now() - started - gateway),
      gateway,
      route: routeKey,
      fallback,
      request: requestId,
      release: build.release,
    });
    const url = new URL(request.url);
    let title: string | undefined;
    let kept: string | undefined;
    try {
      // The session the browser keeps (the launch), kept for the server in its cookie: a reload knows the borrower.
      const session = launchSession(
        request.headers.get('cookie'),
        request.method === 'GET' || request.method === 'HEAD',
      );
      const stores = { local: noStorage(), session: session.store };
      const visit = visitOf(url, build.deployment, stores);
      kept = session.setCookie();
      routeKey = visit.routeKey ?? NOT_FOUND_ROUTE;
      const nonce = newNonce();
      const load = visit.routeKey ? build.pages[visit.routeKey] : undefined;
      const ownMessages = visit.routeKey ? build.pageMessages[visit.routeKey]?.[visit.language] : undefined;
      const [messages, page] = await Promise.all([
        build.loadMessages(visit.language),
        load && preloadPage(load, ownMessages),
      ]);
      const market = build.deployment.markets[visit.marketKey];
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
        documentTitle: (text) => void (title = text),
      });
      const queryClient = createQueryClient();

      // A screen whose data is the borrower's is never asked for without the borrower: its shell then, the browser asks.
      const borrower = borrowerKey(visit.launch);
      const plan = visit.routeKey ? build.early[visit.routeKey] : undefined;
      const asks = plan && (borrower !== '' || !needsBorrower(plan)) ? plan : undefined;
      if (plan && !asks) fallback = 'no-borrower';
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
        gateway = now() - asked;
        if (outcome !== 'ready') {
          fallback = outcome === 'late' ? 'budget' : 'gateway';
          return shell(request, timing(), kept);
        }
      }

      const app = await renderApp({
        services,
        queryClient,
        pages: build.pages,
        pageMessages: build.pageMessages,
        location: visit.location,
        nonce,
      });
      const route = visit.routeKey ? build.chunks.routes[visit.routeKey] : undefined;
      const modules = [
        ...build.chunks.hydrate,
        build.chunks.messages[visit.language],
        ...(route?.page ?? []),
        route?.messages[visit.language],
      ].filter((href): href is string => Boolean(href));
      const state: ServerState = {
        language: visit.language,
        marketKey: visit.marketKey,
        queries: dehydrate(queryClient),
        ...(asks && needsBorrower(asks) ? { borrower } : {}),
      };
      queryClient.clear();
      let body: ReadableStream<Uint8Array> | null = null;
      if (request.method === 'HEAD') await app.body.cancel();
      else
        body = await serverDocument({
          template: build.template,
          app,
          nonce,
          modules,
          state,
          language: visit.language,
          title,
        });
      return new Response(body, {
        status: 200,
        headers: withCookie(htmlHeaders(build.headers, timing(), nonce), kept),
      });
    } catch (error) {
      // The path only: the query holds the launch's token.
      console.error(
        `loan-pages render: ${url.pathname}: ${error instanceof Error ? error.name : 'error'}; sent the client-rendered page`,
      );
      fallback = 'render';
      return shell(request, timing(), kept);
    }
  }

  return { fetch: render };
}
