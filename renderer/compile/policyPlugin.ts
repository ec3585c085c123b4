/**
 * The production policy in the Vite pipeline: after a build it writes the brand's server files
 * (deployFiles.ts), and `vite preview` (`npm start`, the browser tests) sends the same security
 * headers as nginx, Content-Security-Policy included, so the demo sees what production sends.
 * Cache-Control stays Vite's own there (preview is not a cache policy), but a missing hashed file is
 * a 404 that nobody keeps, never the app's page, as nginx answers it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { Deployment } from '../deployment/schema.ts';
import { policyOfBuild, writeDeployFiles } from './deployFiles.ts';
import { ROOT } from './sources.ts';
import { ASSETS_PATH } from './policyOrigins.ts';
import { headersForPath, type Headers } from './productionPolicy.ts';

function readDeployment(id: string): Deployment {
  return JSON.parse(readFileSync(join(ROOT, 'deployments', `${id}.json`), 'utf8')) as Deployment;
}

export function productionHeaders({ deployment }: { deployment: string }): Plugin {
  let outDir = '';
  return {
    name: 'production-headers',
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const written = writeDeployFiles(readDeployment(deployment), dirname(outDir));
      this.info(`server files: ${[written.headers, written.nginx].map((file) => file.slice(ROOT.length + 1)).join(', ')}`);
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
        for (const [name, value] of Object.entries(onGateway ? policy.gateway : strip(headersForPath(policy, path, found)))) res.setHeader(name, value);
        if (found) return next();
        res.statusCode = 404;
        res.setHeader('Cache-Control', policy.missingAsset['Cache-Control']!);
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('Not found');
      });
    },
  };
}
