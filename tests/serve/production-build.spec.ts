/**
 * A production build leaves the developer test page out (issue 12, renderer/toolchain/vite/demoBuild.ts):
 * the page edits the borrower's token and session, so `npm run build` never ships it, even for a
 * deployment that turns it on for its demo (both shipped brands do). Served by nginx as production
 * serves it, /testPreview is the not-found page, the build holds no chunk of it, and the
 * Permissions-Policy gives no page geolocation (only the test page's check asked for it).
 * A brand's folder holds only what that brand serves (issue 31, renderer/toolchain/vite/brandFiles.ts), and its
 * browser scripts' licence notices, public as the scripts are; the server's stay unserved (issue 41).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { servedPublicFiles } from '../../renderer/toolchain/vite/brandFiles.ts';
import { builtPages } from '../../renderer/toolchain/vite/demoBuild.ts';
import { CONTENT_BUILD_FILE } from '../../renderer/toolchain/content/contentBuild.ts';
import { ROOT } from '../../renderer/toolchain/project/project.ts';
import { NOTICES_FILE } from '../../renderer/toolchain/ops/thirdPartyNotices.ts';
import { expect, test } from '../e2e/cspGuard.ts';
import { served } from './policyHeaders.ts';

test('/testPreview is the not-found page, and nothing of the test page is in the build', async ({ page, request }) => {
  const deployment = served().deployment;
  const built = builtPages(join(ROOT, 'dist', deployment), deployment);
  expect(built.has('loanDetails'), 'the manifest lists the pages the build holds').toBe(true);
  expect(built.has('testPreview')).toBe(false);

  await page.goto('/testPreview?token=should-not-matter');
  await expect(page.getByRole('heading', { level: 1, name: 'This page does not exist.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'token' })).toHaveCount(0);
  expect((await request.get('/testPreview')).headers()['permissions-policy']).toContain('geolocation=()');
});

test("the brand's folder holds only what it serves: no other brand's pictures, no demo gateway's files, no demo host", async ({
  request,
}) => {
  const id = served().deployment;
  const folder = join(ROOT, 'dist', id);
  const files = (readdirSync(folder, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
  const deploymentFile = JSON.parse(readFileSync(join(ROOT, 'deployments', `${id}.json`), 'utf8')) as { id: string };
  const publicFiles = files.filter(
    (path) =>
      !/^\/(?:assets|server|\.vite)\//.test(path) &&
      // What the build writes beside the site: the page, its headers, the notices, what a content pack may change.
      !['/index.html', '/_headers', `/${NOTICES_FILE}`, `/${CONTENT_BUILD_FILE}`].includes(path),
  );
  expect(publicFiles.sort()).toEqual(servedPublicFiles(join(ROOT, 'public'), deploymentFile));
  expect(publicFiles.some((path) => path.startsWith(`/brands/${id}/`))).toBe(true);
  expect(files.filter((path) => path.startsWith('/brands/') && !path.startsWith(`/brands/${id}/`))).toEqual([]);
  expect(files).not.toContain('/demo/product-1.svg');
  const assets = files.filter((path) => path.startsWith('/assets/') && path.endsWith('.js'));
  expect(
    assets.filter(
      (path) => /demoHost/.test(path) || readFileSync(join(folder, path), 'utf8').includes('ReactNativeWebView={'),
    ),
  ).toEqual([]);

  // npm run serve: the demo gateway's pictures (its replies name /demo/…) are served beside the build, from public/.
  const picture = await request.get('/demo/product-1.svg');
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toContain('image/svg+xml');
  const other = id === 'kilat' ? 'lumen' : 'kilat';
  expect((await request.get(`/brands/${other}/service.svg`)).headers()['content-type']).not.toContain('image/svg+xml');
});

test("the browser scripts' licence notices are served as text; the server renderer's are not served", async ({
  request,
}) => {
  const notices = await request.get(`/${NOTICES_FILE}`);
  expect(notices.status()).toBe(200);
  expect(notices.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(notices.headers()['x-content-type-options']).toBe('nosniff');
  expect(await notices.text()).toContain('react-dom ');
  expect((await request.get(`/server/${NOTICES_FILE}`)).status()).toBe(404);
});
