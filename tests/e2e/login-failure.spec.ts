/**
 * Login failure (SPEC §2, §3, §7, §8; CONTRACT §3, §5, §7): stand/targeted with allow = approaches
 * and the tracking set in its query; the banner, title, notice and products; a refusal in the
 * error view with Retry; a product tap records stand/necessity (additionally 18, movement = index),
 * then stand/joint's link opens with the tracking set only (or goes to the host); a refused joint
 * toasts citizenship once the loading indicator is gone; bad links are never followed.
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
  pathsOf,
  productUrl,
} from './productSupport.ts';
import { arrivedAt, catchNavigation, holdReplies, queryOf, replyOnce, toast } from './repaySupport.ts';
import { FULL_LAUNCH, TRACKING_KEYS, type MarketId } from './borrowers.ts';
import { callsTo, recordGateway } from './gatewayRequests.ts';
import { hostMessages, installHost } from './nativeHost.ts';
import { collectPageErrors } from './pageWatchers.ts';

const TRACKING = Object.fromEntries(TRACKING_KEYS.map((key) => [key, FULL_LAUNCH[key]]));
const NAMES = ['Dana Kilat', 'Pinjam Mudah', 'Dana Prima', 'Kredit Pintar'];

function failureUrl(market: MarketId, query: Record<string, string> = FULL_LAUNCH): string {
  return productUrl('/loginFailure', market, query);
}

function products(page: Page, market: MarketId) {
  return page.getByRole('region', { name: TEXT[market].recommended });
}

function applyOn(page: Page, name: string, market: MarketId = 'in') {
  return card(products(page, market), name).getByRole('button', { name: TEXT[market].apply });
}

const stand = (competence: unknown, interconnected = '0', citizenship = 'success') => ({
  interconnected,
  citizenship,
  competence,
});

test("English: the app name as title, the brand's login-failure banner, the server title and notice, and its products (a full one greyed)", async ({
  page,
}) => {
  const requests = recordGateway(page);
  await page.goto(failureUrl('in'));
  await expect(page).toHaveTitle('Kilat Dana');
  await expect(page.getByRole('heading', { level: 2, name: TEXT.in.loginTitle })).toBeVisible();
  await expect(page.getByText(TEXT.in.loginNotice, { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('presentation').first()).toHaveAttribute(
    'src',
    '/brands/kilat/banner-110.svg',
  );
  const cards = products(page, 'in').getByRole('article');
  await expect(cards).toHaveCount(4);
  for (const [index, name] of NAMES.entries()) await expect(cards.nth(index)).toHaveAccessibleName(name);
  for (const text of [
    '₹ 2,000 - ₹ 40,000',
    'Loan amount',
    'Rate: 0.05%/day',
    'Money in your account within 2 hours.',
  ]) {
    await expect(card(page, 'Dana Kilat').getByText(text, { exact: true })).toBeVisible();
  }
  await expect(card(page, 'Kredit Pintar').getByRole('button', { name: 'Full today' })).toBeDisabled();

  // allow = approaches in the form; the tracking set (and the rest of the launch) in the query.
  const [targeted] = callsTo(requests, GW.targeted);
  expect(formsTo(requests, GW.targeted)).toEqual([{ allow: '77' }]);
  expect(queryOf(targeted!.url())).toMatchObject(TRACKING);
  await expectNoSeriousA11yViolations(page);
});

test('Indonesian: the server words in Indonesian, the title still the app name', async ({ page }) => {
  await page.goto(failureUrl('id'));
  await expect(page.getByRole('heading', { level: 2, name: TEXT.id.loginTitle })).toBeVisible();
  await expect(page.getByText(TEXT.id.loginNotice, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Kilat Dana');
  await expect(applyOn(page, 'Dana Kilat', 'id')).toBeEnabled();
  await expect(card(page, 'Dana Kilat').getByText('Bunga: 0,05%/hari', { exact: true })).toBeVisible();
  await expect(card(page, 'Kredit Pintar').getByRole('button', { name: TEXT.id.full })).toBeDisabled();
});

test('the first product: necessity (index 0, 18), then joint; its app page opens in place', async ({ page }) => {
  const requests = recordGateway(page);
  await page.goto(failureUrl('in'));
  await applyOn(page, 'Dana Kilat').click();
  expect(await arrivedAt(page, '/product')).toMatchObject({ productId: '1' });
  await expect(page.getByRole('article', { name: 'Dana Kilat' })).toBeVisible();

  expect(formsTo(requests, GW.necessity)).toEqual([{ approaches: '1', additionally: '18', movement: '0' }]);
  expect(formsTo(requests, GW.joint)).toEqual([{ allow: '1' }]);
  const order = pathsOf(requests);
  expect(order.indexOf(GW.necessity)).toBeLessThan(order.indexOf(GW.joint));
  for (const call of [GW.necessity, GW.joint])
    expect(queryOf(callsTo(requests, call)[0]!.url())).toMatchObject(TRACKING);
});

test('the second product: a market link goes to the host', async ({ page }) => {
  await installHost(page, 'webkit');
  const requests = recordGateway(page);
  await page.goto(failureUrl('in'));
  await applyOn(page, 'Pinjam Mudah').click();
  await expect
    .poll(() => hostMessages(page))
    .toEqual([{ action: 'openLink', data: { url: 'market://details?id=com.example.pinjammudah' } }]);
  expect(formsTo(requests, GW.necessity)).toEqual([{ approaches: '3', additionally: '18', movement: '1' }]);
  expect(formsTo(requests, GW.joint)).toEqual([{ allow: '3' }]);
});

test('the third product: its web link opens in the same window with the tracking set only', async ({ page }) => {
  const requests = recordGateway(page);
  const arrived = await catchNavigation(page, 'https://pay.kilatdana.example');
  await page.goto(failureUrl('in'));
  await applyOn(page, 'Dana Prima').click();
  const url = await arrived();
  expect(url.pathname).toBe('/partner/apply');
  expect(Object.fromEntries(url.searchParams)).toEqual(TRACKING);
  await expect(page).toHaveURL(/^https:\/\/pay\.kilatdana\.example\/partner\/apply\?/);
  expect(formsTo(requests, GW.necessity)).toEqual([{ approaches: '4', additionally: '18', movement: '2' }]);
});

test('an untrusted web link gets the tracking set only too, never the token or session', async ({ page }) => {
  await replyOnce(page, GW.joint, stand({ continually: 'https://elsewhere.example/offer?ref=lf' }));
  const arrived = await catchNavigation(page, 'https://elsewhere.example');
  await page.goto(failureUrl('in'));
  await applyOn(page, 'Dana Kilat').click();
  expect(Object.fromEntries((await arrived()).searchParams)).toEqual({ ref: 'lf', ...TRACKING });
});

test('a greyed product sends nothing when tapped', async ({ page }) => {
  await installHost(page, 'android');
  const requests = recordGateway(page);
  await page.goto(failureUrl('in'));
  await card(page, 'Kredit Pintar').getByRole('button', { name: 'Full today' }).click({ force: true });
  // A later tap completes: anything the greyed one sent would be recorded before it.
  await applyOn(page, 'Pinjam Mudah').click();
  await expect.poll(() => hostMessages(page)).toHaveLength(1);
  expect(formsTo(requests, GW.necessity)).toEqual([{ approaches: '3', additionally: '18', movement: '1' }]);
  expect(formsTo(requests, GW.joint)).toEqual([{ allow: '3' }]);
});

test("a refused joint shows 'loading...' while it runs, then toasts citizenship once it is gone", async ({ page }) => {
  // The list offers product 5; joint then refuses it with the demo's own message.
  await editReply(page, GW.targeted, (body) => {
    const field = (body.competence as { field: { id: number; enabled: string; buttonText: string }[] }).field;
    Object.assign(
      field.find((item) => item.id === 5)!,
      { enabled: '1', buttonText: 'Apply' },
    );
  });
  const release = await holdReplies(page, GW.joint);
  await page.goto(failureUrl('in'));
  const before = page.url();
  await applyOn(page, 'Kredit Pintar').click();
  await expect(loadingIndicator(page)).toHaveText(TEXT.in.loading);
  await expect(toast(page, TEXT.in.fullToday)).toHaveCount(0);
  release();
  await expect(toast(page, TEXT.in.fullToday)).toHaveText(TEXT.in.fullToday);
  await expect(loadingIndicator(page)).toHaveCount(0);
  expect(page.url()).toBe(before);
});

test('a double tap records one necessity and one joint', async ({ page }) => {
  await installHost(page, 'android');
  const requests = recordGateway(page);
  const release = await holdReplies(page, GW.joint);
  await page.goto(failureUrl('in'));
  await applyOn(page, 'Pinjam Mudah').dblclick();
  await expect.poll(() => callsTo(requests, GW.joint).length).toBe(1);
  release();
  await expect.poll(() => hostMessages(page)).toHaveLength(1);
  expect(callsTo(requests, GW.necessity)).toHaveLength(1);
  expect(callsTo(requests, GW.joint)).toHaveLength(1);
});

test('javascript:, data: and malformed links from joint are refused with a message', async ({ page }) => {
  const errors = collectPageErrors(page);
  await installHost(page, 'android');
  const requests = recordGateway(page);
  const links = BAD_LINKS.map(([, link]) => link);
  let answered = 0;
  await page.route(`**${GW.joint}*`, (route) => route.fulfill({ json: stand({ continually: links[answered++] }) }));
  await page.goto(failureUrl('in'));
  const before = page.url();
  for (const [index, [label]] of BAD_LINKS.entries()) {
    await applyOn(page, 'Dana Kilat').click();
    await expect.poll(() => callsTo(requests, GW.joint).length, label).toBe(index + 1);
    await expect(loadingIndicator(page)).toHaveCount(0);
    await expect(toast(page, TEXT.in.link)).toHaveText(TEXT.in.link);
    await expectNotFollowed(page, before);
  }
  expect(await hostMessages(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test.describe('faults', () => {
  test('a refused targeted shows citizenship in the error view with Retry, which then shows the screen', async ({
    page,
  }) => {
    await replyOnce(page, GW.targeted, stand(null, '1', 'Your session has expired, please log in again'));
    await page.goto(failureUrl('in'));
    await expect(page.getByRole('alert')).toHaveText('Your session has expired, please log in again');
    await page.getByRole('button', { name: TEXT.in.retry }).click();
    await expect(page.getByRole('heading', { level: 2, name: TEXT.in.loginTitle })).toBeVisible();
    await expect(products(page, 'in').getByRole('article')).toHaveCount(4);
  });

  test('targeted lost on the network: the reason and Retry (id)', async ({ page }) => {
    await failOnce(page, GW.targeted, 'abort');
    await page.goto(failureUrl('id'));
    await expect(page.getByRole('alert')).toHaveText(TEXT.id.network);
    await expect(page.getByRole('heading', { level: 2, name: TEXT.id.loadTitle })).toBeVisible();
    await page.getByRole('button', { name: TEXT.id.retry }).click();
    await expect(page.getByRole('heading', { level: 2, name: TEXT.id.loginTitle })).toBeVisible();
  });

  test('joint failing with HTTP 500 says so; tapping again opens the product', async ({ page }) => {
    await failOnce(page, GW.joint, 500);
    await page.goto(failureUrl('in'));
    await applyOn(page, 'Dana Kilat').click();
    await expect(toast(page, TEXT.in.status)).toHaveText(TEXT.in.status);
    await applyOn(page, 'Dana Kilat').click();
    await arrivedAt(page, '/product');
  });
});
