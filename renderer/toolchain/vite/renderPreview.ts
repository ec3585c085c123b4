/**
 * `RENDER=server npm start`: `vite preview` sends each page's HTML through the brand's server
 * renderer (dist/<brand>/server/entry.js, ./serverBundle.ts) against the demo gateway on the same
 * origin; assets, the public documents and the gateway are served as before. Plain `npm start`
 * stays rendered in the browser (CONTRACT §1), so a browser test can answer every gateway call.
 */
import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join, resolve } from 'node:path';
import { pino } from 'pino';
import type { Plugin } from 'vite';
import { SESSION_END_PATH } from '../../server/launchCookie.ts';
import { loadEntry } from '../../server/node/renderEntry.ts';
import { renderHandler } from '../../server/node/renderRequest.ts';

/**
 * Whether a request is the renderer's: a page the app renders (not a file of the build, not the gateway), or the
 * session's end (CONTRACT §2) by any method.
 */
export function isPageRequest(
  req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
  outDir: string,
  gatewayBase: string | undefined,
): boolean {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://preview.invalid').pathname);
  if (path === SESSION_END_PATH) return true;
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (gatewayBase && (path === gatewayBase || path.startsWith(`${gatewayBase}/`))) return false;
  const file = join(outDir, path);
  if (path !== '/' && existsSync(file) && statSync(file).isFile()) return false;
  return /\btext\/html\b/.test(String(req.headers.accept ?? '')) || !/\.[a-z0-9]+$/i.test(path);
}

export function renderPreview({ gatewayBase }: { gatewayBase: string | undefined }): Plugin {
  return {
    name: 'loan-pages-render-preview',
    configurePreviewServer(server) {
      if (process.env.RENDER !== 'server') return;
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const entry = join(outDir, 'server/entry.js');
      let handle: Promise<ReturnType<typeof renderHandler>> | undefined;
      // Its failures only, in Vite's log: a line per page would bury the preview's own.
      const failures = pino(
        { level: 'error' },
        { write: (line: string) => server.config.logger.error(line.trimEnd()) },
      );
      server.middlewares.use((req, res, next) => {
        if (!isPageRequest(req, outDir, gatewayBase)) return next();
        // The Node adapter's own request and response handling (renderer/server/node/renderRequest.ts), as npm run
        // serve runs it. The demo gateway is on this origin (the renderer's default); RENDER_BUDGET_MS may shorten the
        // wait (the tests' slow gateway).
        handle ??= loadEntry(entry).then((loaded) =>
          renderHandler(loaded, { RENDER_BUDGET_MS: process.env.RENDER_BUDGET_MS }, failures),
        );
        handle.then((render) => render(req, res)).catch(next);
      });
      server.config.logger.info(`  ➜  Rendering: on the server (${entry.slice(server.config.root.length + 1)})`);
    },
  };
}
