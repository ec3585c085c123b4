/**
 * A production build leaves the developer test page out (issue 12, renderer/build/vite/demoBuild.ts):
 * the page edits the borrower's token and session, so `npm run build` never ships it, even for a
 * deployment that turns it on for its demo (both shipped brands do). Served by nginx as production
 * serves it, /testPreview is the not-found page, the build holds no chunk of it, and the
 * Permissions-Policy gives no page geolocation (only the test page's check asked for it).
 */
import { join } from 'node:path';
import { builtPages } from '../../renderer/build/vite/demoBuild.ts';
import { ROOT } from '../../renderer/build/project/project.ts';
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
