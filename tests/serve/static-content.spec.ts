/**
 * A brand served as static files alone (`RENDER=client npm run serve`, issue 43): a content pack published into the
 * store nginx serves at /content/ while a borrower's page is open is fetched and verified by that page at idle, never
 * shown on it, and shown from the next page view (renderer/browser/contentUpdate.ts, boot's keptContent).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CONTENT_KEPT_KEY, contentPaths, type ContentBuild } from '../../renderer/contract/content.ts';
import { CONTENT_BUILD_FILE } from '../../renderer/toolchain/content/contentBuild.ts';
import { ROOT } from '../../renderer/toolchain/project/project.ts';
import { expect, test } from '../e2e/cspGuard.ts';
import { loanUrl } from '../e2e/borrowers.ts';
import { signedRelease } from '../fixtures/contentSigning.ts';
import { contentStoreOf } from './accessLog.ts';

const NEW_WORDS = 'Your loan at a glance';

/** Publishes pack 1 as `npm run content -- publish` stores it: the pack first, then the pointer naming it. */
function publish(store: string, build: ContentBuild): void {
  const paths = contentPaths('kilat');
  const release = signedRelease(build, {
    version: 1,
    sequence: 1,
    body: { deployment: {}, markets: { in: { messages: { 'loan.details': NEW_WORDS } } }, routes: {} },
  });
  for (const [path, text] of [
    [paths.pack(1), release.pack],
    [paths.pointer, release.pointer],
  ] as const) {
    mkdirSync(dirname(join(store, path)), { recursive: true });
    writeFileSync(join(store, path), text);
  }
}

test('a pack published while a page is open shows from the next page view, not on the open one', async ({ page }) => {
  const store = contentStoreOf(test.info().project.name);
  rmSync(join(store, 'kilat'), { recursive: true, force: true });
  const build = JSON.parse(readFileSync(join(ROOT, 'dist', 'kilat', CONTENT_BUILD_FILE), 'utf8')) as ContentBuild;

  // The open page asks the store once it is idle: that ask waits here until the pack is published, as a publish
  // landing while the borrower reads the page would.
  let published!: () => void;
  const publishing = new Promise<void>((resolve) => (published = resolve));
  await page.route('**/content/kilat/pointer.json', async (route) => {
    await publishing;
    await route.continue();
  });
  const asked = page.waitForRequest('**/content/kilat/pointer.json');
  await page.goto(loanUrl('10174', 'in'));
  await expect(page.getByRole('heading', { name: 'Order details' })).toBeVisible();
  await asked;

  publish(store, build);
  published();
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, CONTENT_KEPT_KEY), {
      message: 'the open page keeps the verified pack',
    })
    .toBe(true);
  await expect(page.getByRole('heading', { name: 'Order details' }), 'not swapped under the borrower').toBeVisible();
  await expect(page.getByText(NEW_WORDS)).toHaveCount(0);

  await page.goto(loanUrl('10174', 'in'));
  await expect(page.getByRole('heading', { name: NEW_WORDS })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order details' })).toHaveCount(0);
});
