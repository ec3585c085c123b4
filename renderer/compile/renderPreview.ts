/**
 * `RENDER=server npm start`: `vite preview` sends each page's HTML through the brand's server
 * renderer (dist/<brand>/server/entry.js, ./serverBundle.ts) against the demo gateway on the same
 * origin; assets, the public documents and the gateway are served as before. Plain `npm start`
 * stays rendered in the browser (CONTRACT §1), so a browser test can answer every gateway call.
 */
import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import type { RenderEnv, Renderer } from '../server/handler.ts';

/** Whether a request asks for a page the app renders (not a file of the build, not the gateway). */
export function isPageRequest(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>, outDir: string, gatewayBase: string | undefined): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://preview.invalid').pathname);
  if (gatewayBase && (path === gatewayBase || path.startsWith(`${gatewayBase}/`))) return false;
  const file = join(outDir, path);
  if (path !== '/' && existsSync(file) && statSync(file).isFile()) return false;
  return /\btext\/html\b/.test(String(req.headers.accept ?? '')) || !/\.[a-z0-9]+$/i.test(path);
}

async function send(rendering: Promise<Renderer>, req: IncomingMessage, res: ServerResponse, env: RenderEnv): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const renderer = await rendering;
  const response = await renderer.fetch(new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, { method: req.method, headers }), env);
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  if (!response.body) return void res.end();
  Readable.fromWeb(response.body as never).pipe(res);
}

export function renderPreview({ gatewayBase }: { gatewayBase: string | undefined }): Plugin {
  return {
    name: 'loan-pages-render-preview',
    configurePreviewServer(server) {
      if (process.env.RENDER !== 'server') return;
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const entry = join(outDir, 'server/entry.js');
      let renderer: Promise<Renderer> | undefined;
      server.middlewares.use((req, res, next) => {
        if (!isPageRequest(req, outDir, gatewayBase)) return next();
        renderer ??= import(pathToFileURL(entry).href).then((module: { default: Renderer }) => module.default);
        // The demo gateway is on this origin (the renderer's default); RENDER_BUDGET_MS may shorten the wait (the tests' slow gateway).
        send(renderer, req, res, { RENDER_BUDGET_MS: process.env.RENDER_BUDGET_MS }).catch(next);
      });
      server.config.logger.info(`  ➜  Rendering: on the server (${entry.slice(server.config.root.length + 1)})`);
    },
  };
}
