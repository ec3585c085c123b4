/**
 * `npm start` and `npm run dev`: mounts the demo gateway on the server's origin (MSW handlers through
 * @mswjs/http-middleware) and after Vite's own addresses prints the developer test page's (the
 * demo's front door), or says it is off. The security headers (Referrer-Policy, the CSP...) come from
 * renderer/toolchain/vite/policyPlugin.ts, as in production.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createMiddleware } from '@mswjs/http-middleware';
import type { Connect, Plugin } from 'vite';
import { builtPages } from '../../renderer/toolchain/vite/demoBuild.ts';
import { ROOT } from '../../renderer/toolchain/project/project.ts';
import { createGatewayState } from './state.ts';
import { createHandlers } from './handlers.ts';

export interface DemoGatewayOptions {
  base?: string;
  /**
   * The deployment served: its build tells whether it holds the developer test page (a demo build of a deployment with
   * features.testPreview).
   */
  deployment?: string;
}

/** The line `npm start` adds under Vite's addresses. */
export function frontDoorLine(origin: string, testPreview: boolean): string {
  const root = origin.replace(/\/$/, '');
  return testPreview
    ? `  ➜  Developer test page: ${root}/testPreview`
    : `  ➜  Developer test page: not in this build (a demo build, DEMO_BUILD=1, of a deployment with features.testPreview has it); home: ${root}/`;
}

/** The demo gateway, stateful for the server's life, on a connect server at the gateway base. */
function mount(middlewares: Connect.Server, base: string): void {
  const state = createGatewayState();
  const middleware = createMiddleware(...createHandlers(state, { base: '', publicBase: base }));
  middlewares.use(base, (req, res, next) => {
    // The middleware is written for Express; Vite's connect server lacks these three helpers.
    const header = (name: string) => req.headers[name.toLowerCase()];
    Object.assign(req, { protocol: 'http', get: header, header });
    void middleware(req as never, res as never, next);
  });
}

/**
 * The base the demo gateway answers on: the deployment's own gateway base when it is a path on the
 * app's origin (any path, not only /gateway); an absolute https base is the lender's server, which
 * the demo cannot stand in for (undefined: the browser calls that server).
 */
export function demoGatewayBase(deployment: string | undefined): string | undefined {
  const file = deployment ? resolve(ROOT, 'deployments', `${deployment}.json`) : undefined;
  if (!file || !existsSync(file)) return '/gateway';
  const base = (JSON.parse(readFileSync(file, 'utf8')) as { gateway?: { base?: unknown } }).gateway?.base;
  if (typeof base !== 'string') return '/gateway';
  return base.startsWith('/') ? base.replace(/\/+$/, '') || '/' : undefined;
}

export function demoGateway({ base: given, deployment }: DemoGatewayOptions = {}): Plugin {
  const base = given ?? demoGatewayBase(deployment);
  return {
    name: 'demo-gateway',
    configurePreviewServer(server) {
      // Vite prints its addresses once the server listens; the front door goes right under them, with the real port.
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        const origin = server.resolvedUrls?.local[0];
        const testPreview =
          deployment !== undefined &&
          builtPages(resolve(server.config.root, server.config.build.outDir), deployment).has('testPreview');
        if (origin) server.config.logger.info(frontDoorLine(origin, testPreview));
        if (!base)
          server.config.logger.info(
            `  ➜  Gateway: the deployment's base is an absolute address, which the demo gateway cannot answer; the browser calls it directly`,
          );
      };
      if (base) mount(server.middlewares, base);
      // A client that keeps its connections (Playwright's route.fetch does, for a worker's whole run) may send on one
      // just as Node's 5 s keep-alive timeout closes it, and gets "socket hang up" (ECONNRESET): an e2e test failed on
      // it. The server then closes an idle connection only after nginx's 75 s, as `npm run serve` does.
      if (server.httpServer && 'keepAliveTimeout' in server.httpServer) server.httpServer.keepAliveTimeout = 75_000;
    },
    // `npm run dev`: the same demo gateway beside Vite's dev server (not Vitest's nor Storybook's, which fake it with
    // MSW in the page).
    configureServer(server) {
      if (base && process.env.VITEST === undefined && process.env.STORYBOOK !== 'true') mount(server.middlewares, base);
    },
  };
}
