/**
 * The new-complaint entry (SPEC §2 /complainNewPage, §7 v3 problem-init, §9 four categories): the
 * order card and the four problem categories, each opening the help chat, which asks about it at once.
 */
import { expect, test } from './cspGuard.ts';
import { MARKETS, orderById } from './borrowers.ts';
import { CARE, CARE_WORDS, careUrl } from './careSupport.ts';
import { callsTo, paramsOf, recordGateway } from './gatewayRequests.ts';
import { expectNames } from './locators.ts';

interface QaEntry {
  id: number;
  title_local: string;
}

for (const market of MARKETS) {
  test(`the order card comes from the v3 call, with the four categories of the help bot (${market})`, async ({
    page,
  }) => {
    const words = CARE_WORDS[market];
    const requests = recordGateway(page);
    const init = page.waitForResponse((response) => new URL(response.url()).pathname === CARE.initV3);
    const topics = page.waitForResponse((response) => new URL(response.url()).pathname === CARE.qaList);
    await page.goto(careUrl('/complainNewPage', market, { orderNo: '10180' }));
    const detail = (
      (await (await init).json()) as {
        data: { orderDetail: { productName: string; status: string; list: { title: string; value: string }[] } };
      }
    ).data.orderDetail;
    const categories = ((await (await topics).json()) as { data: { answerList: QaEntry[] } }).data.answerList;

    expect(paramsOf(callsTo(requests, CARE.initV3)[0]!)).toMatchObject({ orderNo: '10180' });
    expect(callsTo(requests, CARE.init)).toHaveLength(0);
    expect(paramsOf(callsTo(requests, CARE.qaList)[0]!)).toMatchObject({ pid: '0' });

    const order = orderById('10180');
    const card = page.getByRole('article', { name: order.productName });
    await expect(card.getByRole('paragraph')).toHaveText(order.status[market === 'in' ? 'en' : 'id']);
    await expect(card.getByRole('term')).toHaveText(detail.list.map((row) => row.title));
    await expect(card.getByRole('definition')).toHaveText(detail.list.map((row) => row.value));
    // Nothing to switch here: the card has no All.
    await expect(card.getByRole('button')).toHaveCount(0);

    expect(categories).toHaveLength(4);
    await expectNames(
      page.getByRole('group', { name: words.categories }).getByRole('button'),
      categories.map((category) => category.title_local),
    );
  });
}

for (const [market, category, firstQuestion] of [
  ['in', 'Repayment', 'I paid but my loan still shows unpaid'],
  ['id', 'Penagihan', 'Petugas penagihan bersikap kasar'],
] as const) {
  test(`a category opens the help chat, which asks about it at once (${market})`, async ({ page }) => {
    const words = CARE_WORDS[market];
    const requests = recordGateway(page);
    await page.goto(careUrl('/complainNewPage', market, { orderNo: '10180' }));
    const asked = page.waitForResponse(
      (response) => new URL(response.url()).pathname === CARE.qaList && paramsOf(response.request()).pid !== '0',
    );
    await page.getByRole('group', { name: words.categories }).getByRole('button', { name: category }).click();

    await expect(page).toHaveURL(
      (url) => url.pathname === '/intelligentCustomerService' && url.searchParams.get('orderNo') === '10180',
    );
    const request = (await asked).request();
    expect(paramsOf(request)).toMatchObject({ pid: category === 'Repayment' ? '2' : '4', orderNo: '10180' });
    const log = page.getByRole('log', { name: words.log });
    await expect(log.getByText(`${market === 'in' ? 'You' : 'Anda'}: ${category}`, { exact: true })).toHaveCount(1);
    await expect(log.getByRole('button', { name: firstQuestion })).toBeVisible();
    // Asked once, not again by the topics bar.
    expect(callsTo(requests, CARE.qaList).filter((call) => paramsOf(call).pid !== '0')).toHaveLength(1);
  });
}
