/**
 * The new-complaint entry (SPEC §2 /complainNewPage, §7 v3 problem-init, §9 four categories) in a browser: a
 * category opens the help chat, which asks about it at once. The card and the categories per market, and the
 * address a category opens, are in tests/unit/complaintChoicePages.test.tsx.
 */
import { expect, test } from './cspGuard.ts';
import { orderById } from './borrowers.ts';
import { CARE, CARE_WORDS, careUrl } from './careSupport.ts';
import { callsTo, paramsOf, recordGateway } from './gatewayRequests.ts';

test('a category opens the help chat, which asks about it at once', async ({ page }) => {
  const words = CARE_WORDS.in;
  const requests = recordGateway(page);
  await page.goto(careUrl('/complainNewPage', 'in', { orderNo: '10180' }));
  await expect(page.getByRole('article', { name: orderById('10180').productName })).toBeVisible();
  const asked = page.waitForResponse(
    (response) => new URL(response.url()).pathname === CARE.qaList && paramsOf(response.request()).pid !== '0',
  );
  await page.getByRole('group', { name: words.categories }).getByRole('button', { name: 'Repayment' }).click();

  await expect(page).toHaveURL(
    (url) => url.pathname === '/intelligentCustomerService' && url.searchParams.get('orderNo') === '10180',
  );
  expect(paramsOf((await asked).request())).toMatchObject({ pid: '2', orderNo: '10180' });
  const log = page.getByRole('log', { name: words.log });
  await expect(log.getByText('You: Repayment', { exact: true })).toHaveCount(1);
  await expect(log.getByRole('button', { name: 'I paid but my loan still shows unpaid' })).toBeVisible();
  // Asked once, not again by the topics bar.
  expect(callsTo(requests, CARE.qaList).filter((call) => paramsOf(call).pid !== '0')).toHaveLength(1);
});
