/**
 * Loan details' recommended products on the lumen brand, which turns features.loanDetailsProducts
 * on (SPEC §4, §7; CONTRACT §3, §7): shown except for statuses 170, 174, 180 and 200; a tap sends
 * define with the product id and, on quietly '00', opens data.technique by the safe link rule with
 * the tracking set; otherwise it toasts alteration. Kilat keeps them hidden (loan-confirm.spec.ts).
 */
import { expect, test, type Page } from './cspGuard.ts';
import { expectNoSeriousA11yViolations } from './checks.ts';
import {
  BAD_LINKS,
  GW,
  TEXT,
  card,
  editReply,
  expectNotFollowed,
  failOnce,
  formsTo,
  loadingIndicator,
} from './productSupport.ts';
import { arrivedAt, catchNavigation, holdReplies, replyOnce, toast } from './repaySupport.ts';
import { FULL_LAUNCH, TRACKING_KEYS, loanUrl, replyFor, type MarketId } from './borrowers.ts';
import { callsTo, recordGateway } from './gatewayRequests.ts';
import { hostMessages, installHost } from './nativeHost.ts';
import { collectPageErrors } from './pageWatchers.ts';

const TRACKING = Object.fromEntries(TRACKING_KEYS.map((key) => [key, FULL_LAUNCH[key]]));
const define = (data: unknown, quietly = '00', alteration = 'success') => ({ quietly, alteration, data });

function recommended(page: Page, market: MarketId) {
  return page.getByRole('region', { name: TEXT[market].recommended });
}

function applyOn(page: Page, name: string, market: MarketId = 'in') {
  return card(recommended(page, market), name).getByRole('button', { name: TEXT[market].apply });
}

async function openLoan(
  page: Page,
  orderId: string,
  market: MarketId,
  extra: Record<string, string> = {},
): Promise<void> {
  await page.goto(loanUrl(orderId, market, extra));
  await expect(page.getByRole('heading', { level: 2, name: replyFor(orderId, market).noticeStatusText })).toBeVisible();
}

test('lumen: 10021 (under review) recommends its products, a full one greyed', async ({ page }) => {
  await openLoan(page, '10021', 'in');
  const cards = recommended(page, 'in').getByRole('article');
  await expect(cards).toHaveCount(3);
  for (const [index, name] of ['Cepat Cair', 'Dana Prima', 'Kredit Pintar'].entries())
    await expect(cards.nth(index)).toHaveAccessibleName(name);
  for (const text of [
    '₹ 5,000 - ₹ 80,000',
    'Loan amount',
    'Rate: 0.04%/day',
    'Bigger loans with up to 180 days to repay.',
  ]) {
    await expect(card(page, 'Cepat Cair').getByText(text, { exact: true })).toBeVisible();
  }
  await expect(card(page, 'Kredit Pintar').getByRole('button', { name: TEXT.in.full })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
});

test('lumen: 10151 (id) recommends them in Indonesian', async ({ page }) => {
  await openLoan(page, '10151', 'id');
  await expect(recommended(page, 'id').getByRole('article')).toHaveCount(3);
  await expect(applyOn(page, 'Dana Prima', 'id')).toBeEnabled();
  await expect(card(page, 'Dana Prima').getByText('Rp 3.000.000 - Rp 12.000.000', { exact: true })).toBeVisible();
  await expect(card(page, 'Kredit Pintar').getByRole('button', { name: TEXT.id.full })).toBeDisabled();
});

test('lumen: statuses 170, 174, 180 and 200 show no products', async ({ page }) => {
  for (const orderId of ['10170', '10174', '10180', '10200']) {
    await openLoan(page, orderId, 'in');
    await expect(recommended(page, 'in'), orderId).toHaveCount(0);
  }
});

test('lumen: a tap sends define with the product id and opens its app page in place', async ({ page }) => {
  const requests = recordGateway(page);
  await openLoan(page, '10021', 'in');
  await applyOn(page, 'Cepat Cair').click();
  expect(await arrivedAt(page, '/product')).toEqual({ productId: '2' });
  await expect(page.getByRole('article', { name: 'Cepat Cair' })).toBeVisible();
  expect(formsTo(requests, GW.define)).toEqual([{ productId: '2' }]);
});

test('lumen: a web link from define gets the tracking set only, never the token or session', async ({ page }) => {
  await replyOnce(page, GW.define, define({ technique: 'https://elsewhere.example/offer?ref=ld' }));
  const arrived = await catchNavigation(page, 'https://elsewhere.example');
  await openLoan(page, '10021', 'in', FULL_LAUNCH);
  await applyOn(page, 'Dana Prima').click();
  const url = await arrived();
  expect(url.pathname).toBe('/offer');
  expect(Object.fromEntries(url.searchParams)).toEqual({ ref: 'ld', ...TRACKING });
});

test("lumen: define refusing (quietly '01') toasts its alteration and stays on loan details", async ({ page }) => {
  // The reply recommends a product the demo does not know: define refuses it with its own message.
  await editReply(page, GW.loan, (body) => {
    const products = (body.data as { recProducts: { id: number }[] }).recProducts;
    products[0]!.id = 99;
  });
  await openLoan(page, '10021', 'in');
  const before = page.url();
  await applyOn(page, 'Cepat Cair').click();
  await expect(toast(page, TEXT.in.notFound)).toHaveText(TEXT.in.notFound);
  await expect(loadingIndicator(page)).toHaveCount(0);
  expect(page.url()).toBe(before);
});

test('lumen: a greyed product sends nothing when tapped', async ({ page }) => {
  const requests = recordGateway(page);
  await openLoan(page, '10151', 'in');
  await card(page, 'Kredit Pintar').getByRole('button', { name: TEXT.in.full }).click({ force: true });
  // A later tap completes: anything the greyed one sent would be recorded before it.
  await applyOn(page, 'Dana Prima').click();
  await arrivedAt(page, '/product');
  expect(formsTo(requests, GW.define)).toEqual([{ productId: '4' }]);
});

test('lumen: a double tap sends one define', async ({ page }) => {
  const requests = recordGateway(page);
  const release = await holdReplies(page, GW.define);
  await openLoan(page, '10021', 'in');
  await applyOn(page, 'Cepat Cair').dblclick();
  await expect.poll(() => callsTo(requests, GW.define).length).toBe(1);
  release();
  await arrivedAt(page, '/product');
  expect(callsTo(requests, GW.define)).toHaveLength(1);
});

test('lumen: javascript:, data: and malformed links from define are refused with a message', async ({ page }) => {
  const errors = collectPageErrors(page);
  await installHost(page, 'android');
  const requests = recordGateway(page);
  let answered = 0;
  await page.route(`**${GW.define}*`, (route) =>
    route.fulfill({ json: define({ technique: BAD_LINKS[answered++]![1] }) }),
  );
  await openLoan(page, '10021', 'in');
  const before = page.url();
  for (const [index, [label]] of BAD_LINKS.entries()) {
    await applyOn(page, 'Cepat Cair').click();
    await expect.poll(() => callsTo(requests, GW.define).length, label).toBe(index + 1);
    await expect(loadingIndicator(page)).toHaveCount(0);
    await expect(toast(page, TEXT.in.link)).toHaveText(TEXT.in.link);
    await expectNotFollowed(page, before);
  }
  expect(await hostMessages(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('lumen: define lost on the network says so; tapping again opens the product', async ({ page }) => {
  await failOnce(page, GW.define, 'abort');
  await openLoan(page, '10151', 'id');
  await applyOn(page, 'Cepat Cair', 'id').click();
  await expect(toast(page, TEXT.id.network)).toHaveText(TEXT.id.network);
  await applyOn(page, 'Cepat Cair', 'id').click();
  expect(await arrivedAt(page, '/product')).toEqual({ productId: '2' });
  await expect(page.getByRole('region', { name: 'Ketentuan' })).toBeVisible();
});
