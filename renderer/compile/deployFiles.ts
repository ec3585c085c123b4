/**
 * Writes a brand's production server files from its deployment and its finished build:
 *   dist/<brand>/_headers    the headers for a static host or CDN (read from the published folder)
 *   dist/nginx/<brand>.conf  the nginx server config (headers, caching, history fallback, gateway proxy)
 *   dist/nginx/brotli.conf   brotli's directives, for an nginx that has the module
 * Called by the build (policyPlugin.ts) and by `npm run serve`; `npm start` sends the same headers.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Deployment } from '../deployment/schema.ts';
import { ASSETS_PATH } from './policyOrigins.ts';
import { productionPolicy, type BuildFacts, type ProductionPolicy } from './productionPolicy.ts';
import { BROTLI_CONF, headersFile, nginxServerConfig } from './serverConfig.ts';
import { pageBuilt } from './vitePlugin.ts';

/** Where `npm run serve` runs the demo gateway unless told otherwise; the build's proxy target when GATEWAY_URL is unset. */
export const DEMO_GATEWAY_URL = 'http://127.0.0.1:4181';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** What the policy needs of a finished build in `outDir`. */
export function buildFacts(deployment: Deployment, outDir: string): BuildFacts {
  const paths = filesUnder(outDir).map((file) => `/${relative(outDir, file).split(sep).join('/')}`);
  return {
    indexHtml: readFileSync(join(outDir, 'index.html'), 'utf8'),
    documents: paths.filter((path) => path.endsWith('.html') && path !== '/index.html' && !path.startsWith(ASSETS_PATH)),
    testPreview: pageBuilt(deployment, 'testPreview'),
  };
}

export function policyOfBuild(deployment: Deployment, outDir: string): ProductionPolicy {
  return productionPolicy(deployment, buildFacts(deployment, outDir));
}

export interface WrittenFiles {
  headers: string;
  nginx: string;
  brotli: string;
}

/** Write the server files of a finished build in dist/<brand>/ (`distDir` is dist/). */
export function writeDeployFiles(deployment: Deployment, distDir: string, gatewayUrl = process.env.GATEWAY_URL || DEMO_GATEWAY_URL): WrittenFiles {
  const outDir = join(distDir, deployment.id);
  const policy = policyOfBuild(deployment, outDir);
  const written = { headers: join(outDir, '_headers'), nginx: join(distDir, 'nginx', `${deployment.id}.conf`), brotli: join(distDir, 'nginx', 'brotli.conf') };
  mkdirSync(join(distDir, 'nginx'), { recursive: true });
  writeFileSync(written.headers, headersFile(policy, deployment.id));
  writeFileSync(written.nginx, nginxServerConfig(policy, { brand: deployment.id, gatewayUrl }));
  writeFileSync(written.brotli, BROTLI_CONF);
  return written;
}
