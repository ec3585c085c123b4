/**
 * What a brand's production build serves from public/ (issue 31): its own folder (public/brands/<id>/),
 * every same-origin file its deployment names (its documents, banners) and what those files load in
 * turn (a document's stylesheet). Nothing of another brand's, and none of the demo gateway's pictures
 * and agreements: a lender's gateway names files of its own. A demo build (DEMO_BUILD=1: `npm start`,
 * the browser tests, Storybook) keeps public/ whole, since the demo gateway's replies name its files
 * there; `npm run serve` serves those beside a production build from public/ itself (scripts/serve.ts).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import type { Deployment } from '../../contract/deployment/schema.ts';
import { isObject } from '../../contract/json.ts';
import { DEPLOYMENTS_DIR } from '../project/authoredFiles.ts';
import { filesUnder } from '../ops/deployFiles.ts';
import { ROOT } from '../project/project.ts';
import { isDemoBuild } from './demoBuild.ts';

/** A brand's own pictures: public/brands/<id>/ (`npm run new-brand` makes it). */
export const BRAND_FILES = 'brands';

/** Every string in a value (a deployment file, its patches and messages included). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (isObject(value)) return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * The site path an address names on the app's own origin ('/demo/a.css' from '/demo/a.css?v=1'), or undefined for
 * another origin's.
 */
function sitePath(address: string, from = '/'): string | undefined {
  const trimmed = address.trim();
  if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(trimmed))
    return undefined;
  if (from === '/' && !trimmed.startsWith('/')) return undefined;
  try {
    const url = new URL(trimmed, `http://site.invalid${from}`);
    return decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
}

/** The same-origin addresses an HTML document or a stylesheet loads (href, src, url()). */
function referencesOf(path: string, text: string): string[] {
  const found = [
    ...text.matchAll(/\b(?:href|src)\s*=\s*["']([^"']+)["']/gi),
    ...text.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/gi),
  ].map((match) => match[1]!);
  return found.flatMap((address) => sitePath(address, path) ?? []);
}

/**
 * The site paths ('/brands/kilat/service.svg') of the files in `publicDir` a production build of
 * `deployment` serves, sorted.
 */
export function servedPublicFiles(
  publicDir: string,
  deployment: Pick<Deployment, 'id'> & Record<string, unknown>,
): string[] {
  const exists = (path: string) => {
    const file = join(publicDir, ...path.split('/'));
    return file.startsWith(publicDir + sep) && existsSync(file) && statSync(file).isFile();
  };
  const own = filesUnder(join(publicDir, BRAND_FILES, deployment.id)).map(
    (file) => `/${relative(publicDir, file).split(sep).join('/')}`,
  );
  const named = stringsOf(deployment).flatMap((value) => sitePath(value) ?? []);
  const kept = new Set<string>();
  const queue = [...own, ...named].filter(exists);
  while (queue.length > 0) {
    const path = queue.pop()!;
    if (kept.has(path)) continue;
    kept.add(path);
    if (/\.(?:html?|css|svg)$/i.test(path))
      queue.push(...referencesOf(path, readFileSync(join(publicDir, ...path.split('/')), 'utf8')).filter(exists));
  }
  return [...kept].sort();
}

/** Copies the files a production build serves from public/ into its folder (Vite's own copy, of everything, is off). */
export function brandFiles({ deployment }: { deployment: string }): Plugin {
  let publicDir = '';
  let outDir = '';
  const production = () => !isDemoBuild();
  return {
    name: 'brand-files',
    apply: 'build',
    config: () => (production() ? { build: { copyPublicDir: false } } : undefined),
    configResolved(config) {
      publicDir = config.publicDir;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      // Before the server files are written from the finished folder (policyPlugin.ts reads its documents).
      order: 'pre',
      handler() {
        if (!production() || this.environment?.name === 'ssr' || !publicDir) return;
        const file = join(ROOT, DEPLOYMENTS_DIR, `${deployment}.json`);
        const served = servedPublicFiles(publicDir, {
          id: deployment,
          ...(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>),
        });
        for (const path of served) {
          const target = join(outDir, ...path.split('/'));
          mkdirSync(dirname(target), { recursive: true });
          copyFileSync(join(publicDir, ...path.split('/')), target);
        }
        this.info(
          `public files: ${served.length} of this brand's (${BRAND_FILES}/${deployment}/ and what ${DEPLOYMENTS_DIR}/${deployment}.json names)`,
        );
      },
    },
  };
}
