/**
 * When pay-way cannot list the cards (SPEC §8 "query failures show the server message or
 * '查询卡列表失败'", the network 'error'; CONTRACT §4): the message, a Retry that works once the
 * gateway is healthy, no spinner left up. Also an empty card list, and axe on pay-way's states.
 */
import { expect, test, type Route } from './cspGuard.ts';
import { expectNoSeriousA11yViolations } from './checks.ts';
import { PAY, REPAY, dueOf, repayUrl, routeTo, type Lang } from './repaySupport.ts';

function payWayUrl(lang: Lang): string {
  return repayUrl('/payWay', lang, {
    orderId: '10174',
    productId: '3',
    withholdingAmount: String(dueOf('10174', lang === 'id' ? 'id' : 'in')),
  });
}

const FAULTS: { name: string; lang: Lang; shown: string; answer: (route: Route) => Promise<void> }[] = [
  {
    name: "code '01' with the server's message",
    lang: 'id',
    shown: 'Kartu sedang diperbarui, coba lagi nanti',
    answer: (route) =>
      route.fulfill({ json: { code: '01', message: 'Kartu sedang diperbarui, coba lagi nanti', data: null } }),
  },
  {
    name: "code '01' with no message",
    lang: 'zh',
    shown: PAY.zh.queryFailed,
    answer: (route) => route.fulfill({ json: { code: '01', message: '', data: null } }),
  },
  {
    name: "code '01' with no message",
    lang: 'en',
    shown: PAY.en.queryFailed,
    answer: (route) => route.fulfill({ json: { code: '01', data: null } }),
  },
  { name: 'the network failing', lang: 'zh', shown: 'error', answer: (route) => route.abort('connectionreset') },
  { name: 'the network failing', lang: 'id', shown: 'error', answer: (route) => route.abort('internetdisconnected') },
];

for (const fault of FAULTS) {
  test(`the card list fails with ${fault.name} (${fault.lang}): '${fault.shown}', then Retry shows the cards`, async ({
    page,
  }) => {
    const words = PAY[fault.lang];
    let failing = true;
    let asked = 0;
    await page.route(routeTo(REPAY.way), async (route) => {
      asked += 1;
      if (failing) await fault.answer(route);
      else await route.fallback();
    });
    await page.goto(payWayUrl(fault.lang));
    await expect(page.getByRole('alert')).toHaveText(fault.shown);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('button', { name: words.pay })).toHaveCount(0);

    failing = false;
    await page.getByRole('button', { name: words.retry }).click();
    await expect(page.getByRole('radio', { name: 'BCA' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Mandiri' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(asked).toBe(2);
  });
}

test('no bound card: says so, and still offers to bind one', async ({ page }) => {
  await page.route(routeTo(REPAY.way), (route) =>
    route.fulfill({ json: { code: '00', message: 'success', data: { alipay: 0, repayToken: 'rt-x', bankCards: [] } } }),
  );
  await page.goto(payWayUrl('en'));
  await expect(page.getByText(PAY.en.noCards)).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('link', { name: PAY.en.bindCard })).toBeVisible();
  // alipay 0: no wallet to offer.
  await expect(page.getByRole('link', { name: PAY.en.wallet })).toHaveCount(0);
});

test('axe: pay-way with its cards, in the SMS step with a message, and when the cards fail to load', async ({
  page,
}) => {
  await page.goto(payWayUrl('zh'));
  await page.getByRole('radio', { name: 'BCA' }).check();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: PAY.zh.pay }).click();
  await page.getByRole('textbox', { name: PAY.zh.code }).fill('1');
  await page.getByRole('button', { name: PAY.zh.confirm }).click();
  await expect(page.getByRole('status')).toHaveText(PAY.zh.badCode);
  await expectNoSeriousA11yViolations(page);

  await page.route(routeTo(REPAY.way), (route) => route.fulfill({ json: { code: '01', message: '', data: null } }));
  await page.goto(payWayUrl('id'));
  await expect(page.getByRole('alert')).toHaveText(PAY.id.queryFailed);
  await expectNoSeriousA11yViolations(page);
});
