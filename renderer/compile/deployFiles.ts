/**
 * Writes a deployment's production server files from its deployment and its finished build:
 *   dist/<deployment>/_headers    the headers for a static host or CDN (read from the published folder)
 *   dist/nginx/<deployment>.conf  the nginx server config (headers, caching, history fallback, gateway proxy)
 *   dist/nginx/brotli.conf   brotli's directives, for an nginx that has the module
 *   dist/nginx/log-format.conf  the access log's format (no query strings), for http {}
 * Called by the build (policyPlugin.ts) and by `npm run serve`; `npm start` sends the same headers.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Deployment } from '../deployment/schema.ts';
import { ASSETS_PATH } from './policyOrigins.ts';
import { productionPolicy, type BuildFacts, type ProductionPolicy } from './productionPolicy.ts';
import { BROTLI_CONF, LOG_FORMAT_CONF, headersFile, nginxServerConfig } from './serverConfig.ts';
import { builtPages } from './demoBuild.ts';
import { DEFAULT_DEPLOYMENT } from './sources.ts';

/** Where `npm run serve` runs the demo gateway unless told otherwise; the build's proxy target when neither gateway.upstream nor GATEWAY_URL names one. */
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
    testPreview: builtPages(outDir, deployment.id).has('testPreview'),
    assets: paths.filter((path) => path.startsWith(ASSETS_PATH)),
  };
}

export function policyOfBuild(deployment: Deployment, outDir: string): ProductionPolicy {
  return productionPolicy(deployment, buildFacts(deployment, outDir));
}

export interface ServerFiles {
  /** dist/<deployment>/_headers */
  headers: string;
  /** dist/nginx/<deployment>.conf */
  nginx: string;
  /** dist/nginx/brotli.conf */
  brotli: string;
  /** dist/nginx/log-format.conf */
  logFormat: string;
}

/**
 * Where a brand's gateway base is proxied in production: its deployment's gateway.upstream, or
 * GATEWAY_URL for the one brand being built or served (DEPLOYMENT, else the default one: never
 * another brand's), else the demo address (fails closed).
 */
export function gatewayTarget(deployment: Pick<Deployment, 'id' | 'gateway'>, env: Record<string, string | undefined> = process.env): string {
  const overridden = env.GATEWAY_URL && (env.DEPLOYMENT || DEFAULT_DEPLOYMENT) === deployment.id;
  return (overridden ? env.GATEWAY_URL : undefined) || deployment.gateway.upstream || DEMO_GATEWAY_URL;
}

/**
 * The server files of a finished build in dist/<deployment>/ (`distDir` is dist/), with the gateway
 * base proxied to gatewayUrl and the access log written to accessLog (NGINX_ACCESS_LOG, else nginx's usual file).
 */
export function renderServerFiles(deployment: Deployment, distDir: string, gatewayUrl = gatewayTarget(deployment), accessLog = process.env.NGINX_ACCESS_LOG || undefined): ServerFiles {
  const policy = policyOfBuild(deployment, join(distDir, deployment.id));
  return {
    headers: headersFile(policy, deployment.id),
    nginx: nginxServerConfig(policy, { deployment: deployment.id, gatewayUrl, accessLog }),
    brotli: BROTLI_CONF,
    logFormat: LOG_FORMAT_CONF,
  };
}

/** Write the server files beside the build; returns where each went. */
export function writeDeployFiles(deployment: Deployment, distDir: string, gatewayUrl?: string): ServerFiles {
  const files = renderServerFiles(deployment, distDir, gatewayUrl);
  const written = {
    headers: join(distDir, deployment.id, '_headers'),
    nginx: join(distDir, 'nginx', `${deployment.id}.conf`),
    brotli: join(distDir, 'nginx', 'brotli.conf'),
    logFormat: join(distDir, 'nginx', 'log-format.conf'),
  };
  mkdirSync(join(distDir, 'nginx'), { recursive: true });
  for (const key of ['headers', 'nginx', 'brotli', 'logFormat'] as const) writeFileSync(written[key], files[key]);
  return written;
}
