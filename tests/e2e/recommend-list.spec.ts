/**
 * Recommended products in a real browser (SPEC §2, §5, §7; CONTRACT §3, §5): applying opens the product's loan
 * confirmation in the app and Back returns to the list; links that must never be followed run nothing in the
 * browser. The cards and their tags, module ids by scene, the host, trusted and untrusted origins, refusals, faults,
 * the empty state and double taps: tests/unit/recommendListPage.test.tsx (and safeLink.test.ts, bridge.test.ts).
 */
import { expect, test } from './cspGuard.ts';
import {
  BAD_LINKS,
  GW,
  TEXT,
  card,
  expectNotFollowed,
  formsTo,
  loadingIndicator,
  productUrl,
} from './productSupport.ts';
import { arrivedAt, toast } from './repaySupport.ts';
import { type MarketId } from './borrowers.ts';
import { callsTo, recordGateway } from './gatewayRequests.ts';
import { hostMessages, installHost } from './nativeHost.ts';
import { collectPageErrors } from './pageWatchers.ts';

function listUrl(market: MarketId, query: Record<string, string> = {}): string {
  return productUrl('/recommendList', market, query);
}

test('the fourth card applies with position 3 and opens its loan confirmation in the app (back returns to the list)', async ({
  page,
}) => {
  const requests = recordGateway(page);
  await page.goto(listUrl('in', { scene: 'banner_fudai' }));
  await card(page, 'Dana Prima').getByRole('button', { name: 'Apply' }).click();
  expect(await arrivedAt(page, '/loanConfirm')).toEqual({ productId: '4', scene: 'banner_fudai' });
  await expect(page.getByRole('heading', { name: 'Dana Prima' })).toBeVisible();
  expect(formsTo(requests, GW.event)).toEqual([{ productId: '4', moduleId: '302', positionId: '3' }]);
  expect(formsTo(requests, GW.apply)).toEqual([{ product_id: '4', module_id: '302', scene: 'banner_fudai' }]);

  await page.goBack();
  await expect(card(page, 'Dana Prima')).toBeVisible();
});

test('javascript:, data: and malformed links from apply run nothing in the browser: a message, the page stays', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await installHost(page, 'android');
  const requests = recordGateway(page);
  let answered = 0;
  await page.route(`**${GW.apply}*`, (route) =>
    route.fulfill({ json: { code: '00', message: 'success', data: { url: BAD_LINKS[answered++]![1] } } }),
  );
  await page.goto(listUrl('in'));
  const before = page.url();
  for (const [index, [label]] of BAD_LINKS.entries()) {
    await card(page, 'Dana Kilat').getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => callsTo(requests, GW.apply).length, label).toBe(index + 1);
    await expect(loadingIndicator(page)).toHaveCount(0);
    await expect(toast(page, TEXT.in.link)).toHaveText(TEXT.in.link);
    await expectNotFollowed(page, before);
  }
  expect(await hostMessages(page)).toEqual([]);
  expect(errors).toEqual([]);
});
