/**
 * `npm start`: mounts the demo gateway on the preview server's origin (MSW handlers through
 * @mswjs/http-middleware) and sends `Referrer-Policy: no-referrer` with every response.
 */
import { createMiddleware } from '@mswjs/http-middleware';
import type { Plugin } from 'vite';
import { createGatewayState } from './state.ts';
import { createHandlers } from './handlers.ts';

export function demoGateway({ base = '/gateway' }: { base?: string } = {}): Plugin {
  return {
    name: 'demo-gateway',
    configurePreviewServer(server) {
      const state = createGatewayState();
      server.middlewares.use((_req, res, next) => {
        res.setHeader('Referrer-Policy', 'no-referrer');
        next();
      });
      const middleware = createMiddleware(...createHandlers(state, { base: '', publicBase: base }));
      server.middlewares.use(base, (req, res, next) => {
        // The middleware is written for Express; Vite's connect server lacks these three helpers.
        const header = (name: string) => req.headers[name.toLowerCase()];
        Object.assign(req, { protocol: 'http', get: header, header });
        void middleware(req as never, res as never, next);
      });
    },
  };
}
