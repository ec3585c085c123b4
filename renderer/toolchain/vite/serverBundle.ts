/**
 * The server renderer's bundle (renderer/server/entry.ts), built after the browser's: `vite build`
 * of a brand (and so `npm run build`) writes dist/<brand>/server/entry.js, one self-contained ESM
 * file that runs on Node 20 and on an edge runtime. Everything it needs of the build is embedded
 * when it is built (virtual:render-build): the built index.html, which chunks each route loads
 * (from the manifest) and the production headers of an HTML response; nothing is read from disk
 * when it runs. Libraries resolve to their edge builds (emotion's server half, react-dom/server's
 * web-streams build, axios's fetch-capable build without node:http).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest, Plugin } from 'vite';
import type { Deployment } from '../../contract/deployment/schema.ts';
import { policyOfBuild } from '../ops/deployFiles.ts';
import { ROOT } from '../project/project.ts';
import { buildFolder } from './demoBuild.ts';
import { SAME_SCREEN } from '../../contract/routeTable.ts';
import type { BuildChunks, RouteChunks } from '../../contract/buildChunks.ts';

export const RENDER_BUILD = 'virtual:render-build';
const RESOLVED = `\0${RENDER_BUILD}`;
const SERVER_ENTRY = join(ROOT, 'renderer/server/entry.ts');

export function routeChunks(manifest: Manifest, deploymentId: string): BuildChunks {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const withImports = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const next of manifest[key]!.imports ?? []) withImports(next, into);
    return into;
  };
  const loaded = withImports(entryKey);
  const files = (keys: Iterable<string>) =>
    [...keys].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key]!.file}`);
  const routes: Record<string, RouteChunks> = {};
  const messages: Record<string, string> = {};
  const route = (page: string) => (routes[page] ??= { page: [], messages: {} });
  const pagePrefix = `virtual:page/${deploymentId}/`;
  const messagesPrefix = `virtual:page-messages/${deploymentId}/`;
  for (const [key, chunk] of Object.entries(manifest)) {
    if (key.startsWith(pagePrefix)) route(key.slice(pagePrefix.length)).page = files(withImports(key));
    else if (key.startsWith(messagesPrefix)) {
      const [page = '', lang = ''] = key.slice(messagesPrefix.length).split('/');
      route(page).messages[lang] = `/${chunk.file}`;
    } else if (key.startsWith('virtual:messages/')) messages[key.slice('virtual:messages/'.length)] = `/${chunk.file}`;
  }
  // A second address of a screen loads its page's chunks.
  for (const [key, target] of Object.entries(SAME_SCREEN))
    if (target && routes[target] && !routes[key]) routes[key] = routes[target];
  const hydrate = files(withImports('renderer/browser/adoptServerState.ts'));
  return { routes, messages, hydrate };
}

function renderBuildModule(deploymentId: string, outDir: string): string {
  const deployment = JSON.parse(readFileSync(join(ROOT, 'deployments', `${deploymentId}.json`), 'utf8')) as Deployment;
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const { 'Cache-Control': _cache, ...headers } = policyOfBuild(deployment, outDir).app;
  return [
    `export const template = ${JSON.stringify(template)};`,
    `export const chunks = ${JSON.stringify(routeChunks(manifest, deploymentId))};`,
    `export const headers = ${JSON.stringify(headers)};`,
  ].join('\n');
}

/** The SSR environment of a brand's build, run after the browser's (Vite's builder: `vite build` builds both). */
export function serverBundle({ deployment }: { deployment: string }): Plugin {
  const outDir = join(ROOT, buildFolder(deployment));
  return {
    name: 'loan-pages-server-bundle',
    // Before Vite's resolver: axios must resolve to its browser build in the server bundle.
    enforce: 'pre',
    config(_config, env) {
      if (env.command !== 'build' || process.env.VITEST !== undefined || process.env.STORYBOOK === 'true')
        return undefined;
      return {
        builder: {
          async buildApp(builder) {
            await builder.build(builder.environments.client!);
            await builder.build(builder.environments.ssr!);
          },
        },
        environments: {
          ssr: {
            // 'edge-light' (the edge runtimes' key) and not 'worker': a package's exports map picks its first key that
            // matches, and react-dom lists 'worker' (its browser build, whose scheduler needs MessageChannel, which
            // Vercel's Edge Runtime lacks) before 'edge-light' (its edge build, setTimeout only). Emotion maps both to
            // its edge build.
            resolve: {
              noExternal: true,
              conditions: ['edge-light', 'module', 'production'],
              externalConditions: ['edge-light'],
            },
            define: { 'process.env.NODE_ENV': JSON.stringify('production') },
            build: {
              outDir: join(outDir, 'server'),
              emptyOutDir: true,
              copyPublicDir: false,
              manifest: false,
              ssr: SERVER_ENTRY,
              target: 'es2022',
              minify: true,
              rollupOptions: { input: SERVER_ENTRY, output: { entryFileNames: 'entry.js', codeSplitting: false } },
            },
          },
        },
      };
    },
    resolveId(id) {
      if (id === RENDER_BUILD) return RESOLVED;
      // axios's default build is Node's (node:http); the server sends with fetch, as an edge runtime does.
      if (id === 'axios' && this.environment?.name === 'ssr') return join(ROOT, 'node_modules/axios/dist/esm/axios.js');
      return undefined;
    },
    load(id) {
      return id === RESOLVED ? renderBuildModule(deployment, outDir) : undefined;
    },
  };
}
