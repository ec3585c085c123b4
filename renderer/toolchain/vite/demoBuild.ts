/**
 * Demo builds and production builds (issue 12). The developer test page (features.testPreview)
 * edits the borrower's launch parameters, token and session included, so it ships only in a demo
 * build: DEMO_BUILD=1, which `npm start` and the browser tests' build set. A production build
 * (`npm run build`, `npm run serve`, a bare `vite build`) of a deployment that turns the page on
 * leaves it out, /testPreview then shows the not-found page, and says so with the file and pointer.
 *
 * Left out rather than refused: one deployment file serves the demo and production, and an
 * operator expects `npm run build` (CONTRACT §1: every deployment, from a fresh clone) to give a
 * build fit to serve borrowers, not a failure over a demo switch they may not know about. A value
 * of DEMO_BUILD other than 1 is refused, so a typo never silently ships or drops the page.
 *
 * Vitest and Storybook build nothing borrowers are served (both set their own variable), so they
 * count as demos: their tests and stories of the page keep working without the flag.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DEMO_BUILD = 'DEMO_BUILD';

/**
 * The browser code's build-time switch (Vite's define): true in a demo build, so a production bundle holds no demo code
 * at all.
 */
export const DEMO_BUILD_FLAG = 'import.meta.env.LOAN_PAGES_DEMO_BUILD';

/**
 * Where a build goes (issue 35): a production build into dist/<id>/ (with dist/nginx/, dist/server/ and
 * dist/maps/ beside it), a demo build into dist-demo/<id>/ (with its own nginx/ and server/). So `npm start`
 * never overwrites what `npm run build` made, and dist/ only ever holds builds fit to serve borrowers.
 */
export const PRODUCTION_DIST = 'dist';
export const DEMO_DIST = 'dist-demo';

/** The folder (relative to the project) that holds the builds of this kind: dist or dist-demo. */
export function distFolder(env: Record<string, string | undefined> = process.env): string {
  return isDemoBuild(env) ? DEMO_DIST : PRODUCTION_DIST;
}

/** The folder (relative to the project) of one brand's build of this kind: dist/<id> or dist-demo/<id>. */
export function buildFolder(deployment: string, env: Record<string, string | undefined> = process.env): string {
  return `${distFolder(env)}/${deployment}`;
}

export function isDemoBuild(env: Record<string, string | undefined> = process.env): boolean {
  const flag = env[DEMO_BUILD];
  if (flag === '1') return true;
  if (flag !== undefined && flag !== '' && flag !== '0') {
    throw new Error(
      `${DEMO_BUILD}=${flag}: expected 1 (a demo build, with the developer test page where a deployment turns it on) or nothing (a production build)`,
    );
  }
  return env.VITEST !== undefined || env.STORYBOOK === 'true';
}

/**
 * Where the demo gateway's replies name its pictures and agreements (public/demo/): the app's own origin, as
 * `npm start` serves public/ whole; `npm run serve`, whose production build holds none of them, serves them there
 * beside the demo gateway. A production deployment has nothing there.
 */
export const DEMO_FILES_PATH = '/demo/';

/**
 * What a production build says of a document the brand still takes from the demo (its placeholder agreement or privacy
 * policy, under DEMO_FILES_PATH): file, pointer, what a borrower would get, and what to give.
 */
export function demoDocumentShipped(file: string, key: string, path: string): string {
  return `${file}: /documents/${key}: "${path}" is the demo's placeholder, served only beside the demo gateway (npm start, npm run serve): a production deployment shows a missing document in its place; give the lender's own before this brand ships`;
}

/** What a production build says when it leaves the test page out: file, pointer, why, and how to build a demo. */
export function testPreviewLeftOut(file: string): string {
  return `${file}: /features/testPreview: left out of this production build, so /testPreview shows the not-found page: the developer test page shows and edits the borrower's token and session; ${DEMO_BUILD}=1 builds it for a demo (npm start and the browser tests do)`;
}

/**
 * The route keys whose page a finished build holds, from its manifest (Vite's build.manifest): the
 * build decides, not this process's environment, so `npm run serve --no-build` and `vite preview`
 * describe the build they serve.
 */
export function builtPages(outDir: string, deploymentId: string): Set<string> {
  const file = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return new Set();
  const prefix = `virtual:page/${deploymentId}/`;
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    return new Set(Object.keys(manifest).flatMap((key) => (key.startsWith(prefix) ? [key.slice(prefix.length)] : [])));
  } catch {
    return new Set();
  }
}
