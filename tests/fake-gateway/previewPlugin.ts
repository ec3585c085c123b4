/**
 * `npm start` and `npm run dev`: mounts the demo gateway on the server's origin (MSW handlers through
 * @mswjs/http-middleware) and after Vite's own addresses prints the developer test page's (the
 * demo's front door), or says it is off. The security headers (Referrer-Policy, the CSP...) come from
 * renderer/compile/policyPlugin.ts, as in production.
 */
import { resolve } from 'node:path';
import { createMiddleware } from '@mswjs/http-middleware';
import type { Connect, Plugin } from 'vite';
import { builtPages } from '../../renderer/compile/demoBuild.ts';
import { createGatewayState } from './state.ts';
import { createHandlers } from './handlers.ts';

export interface DemoGatewayOptions {
  base?: string;
  /** The deployment served: its build tells whether it holds the developer test page (a demo build of a deployment with features.testPreview). */
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

export function demoGateway({ base = '/gateway', deployment }: DemoGatewayOptions = {}): Plugin {
  return {
    name: 'demo-gateway',
    configurePreviewServer(server) {
      // Vite prints its addresses once the server listens; the front door goes right under them, with the real port.
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        const origin = server.resolvedUrls?.local[0];
        const testPreview = deployment !== undefined && builtPages(resolve(server.config.root, server.config.build.outDir), deployment).has('testPreview');
        if (origin) server.config.logger.info(frontDoorLine(origin, testPreview));
      };
      mount(server.middlewares, base);
    },
    // `npm run dev`: the same demo gateway beside Vite's dev server (not Vitest's nor Storybook's, which fake it with MSW in the page).
    configureServer(server) {
      if (process.env.VITEST === undefined && process.env.STORYBOOK !== 'true') mount(server.middlewares, base);
    },
  };
}
