/**
 * No renderer at all (issue 24): nginx configured to render on the server, nothing listening where
 * the renderer should be. Every route is the static index.html with the static policy, 200, and the
 * page rendered in the browser works as it does without a renderer.
 */
import { expect, test } from '../e2e/cspGuard.ts';
import { uniqueToken } from '../e2e/borrowers.ts';
import { deployment, headersFileFor, staticIndex } from './policyHeaders.ts';

test('every route is the static page, 200, with the static policy', async ({ request }) => {
  const statics = headersFileFor(deployment(), '/');
  for (const path of ['/', `/loanDetails?productId=3&orderId=10174&token=${uniqueToken('down')}`, '/no/such/page']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toBe(staticIndex());
    expect(response.headers()['content-security-policy'], path).toBe(statics['content-security-policy']);
    expect(response.headers()['cache-control'], path).toBe('private, no-store');
  }
});

test('loan details rendered in the browser works: its rows and its Repay button', async ({ page }) => {
  await page.goto(`/loanDetails?productId=3&orderId=10174&token=${uniqueToken('down-browser')}`);
  await expect(page.getByText('Order details')).toBeVisible();
  await expect(page.getByText('Order number')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Repay' }).first()).toBeVisible();
});
