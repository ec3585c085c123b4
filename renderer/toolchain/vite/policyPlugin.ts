/**
 * The production policy in the Vite pipeline: after a build it writes the brand's server files
 * (deployFiles.ts), and `vite preview` (`npm start`, the browser tests) sends the same security
 * headers as nginx, Content-Security-Policy included, so the demo sees what production sends;
 * `npm run dev` sends them too, its CSP relaxed only for Vite's dev server (devCsp).
 * Cache-Control stays Vite's own there (neither is a cache policy), but a missing hashed file is
 * a 404 that nobody keeps, never the app's page, as nginx answers it.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { Deployment } from '../../contract/deployment/schema.ts';
import { policyOfBuild, writeDeployFiles } from '../ops/deployFiles.ts';
import { ROOT } from '../project/project.ts';
import { ASSETS_PATH } from '../ops/policyOrigins.ts';
import { headersForPath, productionPolicy, type Headers } from '../ops/productionPolicy.ts';
import { isDemoBuild } from './demoBuild.ts';

function readDeployment(id: string): Deployment {
  return JSON.parse(readFileSync(join(ROOT, 'deployments', `${id}.json`), 'utf8')) as Deployment;
}

/**
 * The app's policy as `npm run dev` sends it: the production one, relaxed only where Vite's dev
 * server needs it. Vite's own inline scripts (React Refresh's preamble) carry a nonce made at
 * start; styles are inline in dev (emotion's development mode writes text into <style>, Vite
 * injects CSS), so style-src takes 'unsafe-inline'; the HMR client talks over a WebSocket.
 */
export function devCsp(csp: string, nonce: string): string {
  return csp
    .split('; ')
    .map((directive) => {
      const [name, ...sources] = directive.split(' ');
      if (name === 'script-src') return [name, ...sources, `'nonce-${nonce}'`].join(' ');
      if (name === 'style-src') return `${name} 'self' 'unsafe-inline'`;
      if (name === 'connect-src') return [name, ...sources, 'ws:', 'wss:'].join(' ');
      return directive;
    })
    .join('; ');
}

/** The static documents of public/ (agreements, policies shown in frames), as the dev server serves them. */
function publicDocuments(dir: string, base = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? publicDocuments(join(dir, entry.name), `${base}/${entry.name}`)
      : entry.name.endsWith('.html')
        ? [`${base}/${entry.name}`]
        : [],
  );
}

export function productionHeaders({ deployment }: { deployment: string }): Plugin {
  let outDir = '';
  let root = ROOT;
  const nonce = randomBytes(16).toString('base64');
  const dev = (env: { command: string; isPreview?: boolean }) =>
    env.command === 'serve' &&
    env.isPreview !== true &&
    process.env.VITEST === undefined &&
    process.env.STORYBOOK !== 'true';
  return {
    name: 'production-headers',
    apply: (_config, env) => env.command === 'build' || env.isPreview === true || dev(env),
    config(_config, env) {
      // `npm run dev`: Vite puts the nonce on the scripts it writes into index.html.
      return dev(env) ? { html: { cspNonce: nonce } } : undefined;
    },
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      root = config.root;
    },
    configureServer(server) {
      const config = readDeployment(deployment);
      const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
      const policy = productionPolicy(config, {
        indexHtml,
        documents: publicDocuments(join(root, 'public')),
        testPreview: config.features?.testPreview === true && isDemoBuild(),
      });
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://dev.invalid').pathname;
        if (policy.gatewayPath !== null && path.startsWith(`${policy.gatewayPath}/`)) return next();
        const { 'Cache-Control': _cache, ...headers } = headersForPath(policy, path);
        const csp = headers['Content-Security-Policy'];
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        // The documents keep their own policy (no code at all); the app's is relaxed for Vite.
        if (csp && !policy.documents.includes(path)) res.setHeader('Content-Security-Policy', devCsp(csp, nonce));
        next();
      });
    },
    async writeBundle() {
      // The server renderer's bundle (./serverBundle.ts) is built after the browser's, into its own folder: the files
      // are the browser build's.
      if (this.environment?.name === 'ssr') return;
      const written = await writeDeployFiles(readDeployment(deployment), dirname(outDir));
      this.info(
        `server files: ${[written.headers, written.nginx].map((file) => file.slice(ROOT.length + 1)).join(', ')}`,
      );
    },
    configurePreviewServer(server) {
      const config = readDeployment(deployment);
      const policy = policyOfBuild(config, outDir);
      const strip = ({ 'Cache-Control': _cache, ...rest }: Headers): Headers => rest;
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://preview.invalid').pathname;
        const onGateway = policy.gatewayPath !== null && path.startsWith(`${policy.gatewayPath}/`);
        // A missing hashed file is a 404 with a missing one's headers, as nginx answers it: never the app's page.
        const found = !path.startsWith(ASSETS_PATH) || existsSync(join(outDir, decodeURIComponent(path)));
        for (const [name, value] of Object.entries(
          onGateway ? policy.gateway : strip(headersForPath(policy, path, found)),
        ))
          res.setHeader(name, value);
        if (found) return next();
        res.statusCode = 404;
        res.setHeader('Cache-Control', policy.missingAsset['Cache-Control']!);
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('Not found');
      });
    },
  };
}
