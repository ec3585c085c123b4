/**
 * Login failure in a real browser (SPEC §2, §7; CONTRACT §3, §5): the screen from stand/targeted, then a product tap
 * (stand/necessity, then stand/joint, each with its fields in the form and the tracking set in the query) opening the
 * product's app page in place. What the screen shows in both markets, where each kind of link leads, refusals,
 * faults and double taps: tests/unit/loginFailurePage.test.tsx (and safeLink.test.ts, bridge.test.ts).
 */
import { expect, test } from './cspGuard.ts';
import { GW, TEXT, card, formsTo, pathsOf, productUrl } from './productSupport.ts';
import { arrivedAt, queryOf } from './repaySupport.ts';
import { FULL_LAUNCH, TRACKING_KEYS } from './borrowers.ts';
import { callsTo, recordGateway } from './gatewayRequests.ts';

const TRACKING = Object.fromEntries(TRACKING_KEYS.map((key) => [key, FULL_LAUNCH[key]]));

test('the first product: necessity, then joint; its app page opens in place', async ({ page }) => {
  const requests = recordGateway(page);
  await page.goto(productUrl('/loginFailure', 'in', FULL_LAUNCH));
  await expect(page).toHaveTitle('Kilat Dana');
  const products = page.getByRole('region', { name: TEXT.in.recommended });
  await expect(page.getByRole('heading', { level: 2, name: TEXT.in.loginTitle })).toBeVisible();
  await card(products, 'Dana Kilat').getByRole('button', { name: TEXT.in.apply }).click();
  expect(await arrivedAt(page, '/product')).toMatchObject({ productId: '1' });
  await expect(page.getByRole('article', { name: 'Dana Kilat' })).toBeVisible();
  // Each call's own fields in its form, the tracking set (and the rest of the launch) in its query.
  expect(formsTo(requests, GW.targeted)).toEqual([{ allow: '77' }]);
  expect(formsTo(requests, GW.necessity)).toEqual([{ approaches: '1', additionally: '18', movement: '0' }]);
  expect(formsTo(requests, GW.joint)).toEqual([{ allow: '1' }]);
  for (const call of [GW.targeted, GW.necessity, GW.joint])
    expect(queryOf(callsTo(requests, call)[0]!.url())).toMatchObject(TRACKING);
  const order = pathsOf(requests);
  expect(order.indexOf(GW.necessity)).toBeLessThan(order.indexOf(GW.joint));
});
