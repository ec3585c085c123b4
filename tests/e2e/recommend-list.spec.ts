/**
 * Recommended products (SPEC §2, §5, §7, §8, §9; CONTRACT §3, §5): the cards and their tags (first
 * two cards only), buttonStatus 0, the empty state and its way home, the apply flow (pageEvent/save
 * then apply, module ids by scene, position = card index), where the returned link leads (the app,
 * the host, a trusted or untrusted origin, never a bad link), failures with a way to retry, and one
 * request per double tap.
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
import { arrivedAt, catchNavigation, holdReplies, replyOnce, toast } from './repaySupport.ts';
import { FULL_LAUNCH, TRACKING_KEYS, uniqueToken, type MarketId } from './borrowers.ts';
import { callsTo, recordGateway } from './gatewayRequests.ts';
import { hostMessages, installHost } from './nativeHost.ts';
import { collectPageErrors } from './pageWatchers.ts';

const STORE_LINK = { action: 'openLink', data: { url: 'market://details?id=com.example.pinjammudah' } };
const NAMES = ['Dana Kilat', 'Cepat Cair', 'Pinjam Mudah', 'Dana Prima', 'Kredit Pintar'];

function listUrl(market: MarketId, query: Record<string, string> = {}): string {
  return productUrl('/recommendList', market, query);
}

function list(page: Page, market: MarketId) {
  return page.getByRole('region', { name: TEXT[market].recommendList });
}

test('English: "Special offers", five cards with their figures, tags on the first two only, a full product greyed', async ({
  page,
}) => {
  const requests = recordGateway(page);
  await page.goto(listUrl('in', { scene: 'banner_jingzhun' }));
  await expect(page).toHaveTitle('Special offers');
  const cards = list(page, 'in').getByRole('article');
  await expect(cards).toHaveCount(5);
  for (const [index, name] of NAMES.entries()) await expect(cards.nth(index)).toHaveAccessibleName(name);

  const first = card(page, 'Dana Kilat');
  for (const text of [
    'Fast approval',
    'Low interest',
    '₹ 2,000 - ₹ 40,000',
    'Loan amount',
    'Rate: 0.05%/day',
    'Money in your account within 2 hours.',
  ]) {
    await expect(first.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(first.getByRole('button', { name: 'Apply' })).toBeEnabled();
  // Card 2 has three tags: two show. Cards 3 on show none, though the server sends them.
  await expect(card(page, 'Cepat Cair').getByText('High limit', { exact: true })).toBeVisible();
  await expect(card(page, 'Cepat Cair').getByText('Long term', { exact: true })).toBeVisible();
  await expect(card(page, 'Cepat Cair').getByText('Popular')).toHaveCount(0);
  await expect(card(page, 'Pinjam Mudah').getByText('New users')).toHaveCount(0);
  await expect(card(page, 'Dana Prima').getByText('Flexible term', { exact: true })).toHaveCount(0);

  await expect(card(page, 'Kredit Pintar').getByRole('button', { name: 'Full today' })).toBeDisabled();
  expect(formsTo(requests, GW.list)).toEqual([{ scene: 'banner_jingzhun' }]);
  await expectNoSeriousA11yViolations(page);
});

test('Indonesian: "Pengajuan Khusus" with rupiah ranges and Indonesian buttons', async ({ page }) => {
  await page.goto(listUrl('id'));
  await expect(page).toHaveTitle('Pengajuan Khusus');
  const first = card(page, 'Dana Kilat');
  for (const text of [
    'Cepat disetujui',
    'Bunga rendah',
    'Rp 1.000.000 - Rp 8.000.000',
    'Jumlah pinjaman',
    'Bunga: 0,05%/hari',
    'Dana cair dalam 2 jam.',
  ]) {
    await expect(first.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(first.getByRole('button', { name: 'Ajukan' })).toBeEnabled();
  await expect(card(page, 'Kredit Pintar').getByRole('button', { name: 'Penuh hari ini' })).toBeDisabled();
});

// SPEC §7: module id 301 for the jingzhun scenes, 302 for the fudai ones, else 300 (both calls).
const SCENES: [string | undefined, string][] = [
  ['banner_jingzhun', '301'],
  ['tanchuang_jingzhun', '301'],
  ['tanchuang_fudai', '302'],
  ['banner_fudai', '302'],
  ['home_banner', '300'],
  [undefined, '300'],
];
test('each scene: pageEvent/save then apply with its module id and position 2; the market link goes to the host', async ({
  page,
}) => {
  await installHost(page, 'android');
  const requests = recordGateway(page);
  for (const [scene, moduleId] of SCENES) {
    const from = requests.length;
    await page.goto(listUrl('in', scene ? { scene } : {}));
    await card(page, 'Pinjam Mudah').getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => hostMessages(page), String(scene)).toEqual([STORE_LINK]);

    const made = requests.slice(from);
    expect(formsTo(made, GW.event), String(scene)).toEqual([{ productId: '3', moduleId, positionId: '2' }]);
    expect(formsTo(made, GW.apply), String(scene)).toEqual([
      { product_id: '3', module_id: moduleId, scene: scene ?? '' },
    ]);
    expect(pathsOf(made).indexOf(GW.event)).toBeLessThan(pathsOf(made).indexOf(GW.apply));
    expect(new URL(page.url()).pathname).toBe('/recommendList');
  }
});

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

test('a full product (buttonStatus 0) sends nothing when tapped', async ({ page }) => {
  await installHost(page, 'webkit');
  const requests = recordGateway(page);
  await page.goto(listUrl('in'));
  const full = card(page, 'Kredit Pintar').getByRole('button', { name: 'Full today' });
  await expect(full).toBeDisabled();
  await full.click({ force: true });
  // Another card's tap completes afterwards: whatever the first tap sent would be recorded by now.
  await card(page, 'Pinjam Mudah').getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => hostMessages(page)).toEqual([STORE_LINK]);
  expect(formsTo(requests, GW.event)).toEqual([{ productId: '3', moduleId: '300', positionId: '2' }]);
  expect(callsTo(requests, GW.apply)).toHaveLength(1);
});

test("a refused application shows the server's message and stays on the list", async ({ page }) => {
  // The list says product 5 is open; apply then refuses it ('01', the demo's own message).
  await editReply(page, GW.list, (body) => {
    for (const item of body.data as { id: number; buttonStatus: number; buttonText: string }[])
      if (item.id === 5) Object.assign(item, { buttonStatus: 1, buttonText: 'Apply' });
  });
  await page.goto(listUrl('in'));
  const before = page.url();
  await card(page, 'Kredit Pintar').getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page, TEXT.in.fullToday)).toHaveText(TEXT.in.fullToday);
  expect(page.url()).toBe(before);
  await expect(card(page, 'Kredit Pintar').getByRole('button', { name: 'Apply' })).toBeEnabled();
});

test.describe('the empty state', () => {
  test('English, no host: the message, and Back to home goes to /', async ({ page }) => {
    await page.goto(listUrl('in', { scene: 'full' }));
    await expect(page.getByText(TEXT.in.empty, { exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: TEXT.in.home }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('Indonesian, in the app: the message, and the button asks the host to go home', async ({ page }) => {
    await installHost(page, 'ReactNativeWebView');
    await page.goto(listUrl('id', { scene: 'full' }));
    await expect(page.getByText(TEXT.id.empty, { exact: true })).toBeVisible();
    const before = page.url();
    await page.getByRole('button', { name: TEXT.id.home }).click();
    await expect.poll(() => hostMessages(page)).toEqual([{ action: 'goHome', data: {} }]);
    expect(page.url()).toBe(before);
  });
});

test.describe('where the applied link leads', () => {
  test('an untrusted web origin gets the tracking set only, never the token or session', async ({ page }) => {
    await replyOnce(page, GW.apply, {
      code: '00',
      message: 'success',
      data: { url: 'https://elsewhere.example/landing?ref=x' },
    });
    const arrived = await catchNavigation(page, 'https://elsewhere.example');
    await page.goto(listUrl('in', { ...FULL_LAUNCH, scene: 'banner_jingzhun' }));
    await card(page, 'Dana Kilat').getByRole('button', { name: 'Apply' }).click();
    const url = await arrived();
    expect(url.pathname).toBe('/landing');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ref: 'x',
      ...Object.fromEntries(TRACKING_KEYS.map((key) => [key, FULL_LAUNCH[key]])),
    });
  });

  test('a trusted origin gets the current parameters: every launch parameter (token included) and the page query', async ({
    page,
  }) => {
    const token = uniqueToken('trusted');
    await replyOnce(page, GW.apply, {
      code: '00',
      message: 'success',
      data: { url: 'https://pay.kilatdana.example/partner/apply' },
    });
    const arrived = await catchNavigation(page, 'https://pay.kilatdana.example');
    await page.goto(listUrl('in', { ...FULL_LAUNCH, token, scene: 'banner_jingzhun' }));
    await card(page, 'Dana Kilat').getByRole('button', { name: 'Apply' }).click();
    const url = await arrived();
    expect(Object.fromEntries(url.searchParams)).toEqual({ ...FULL_LAUNCH, token, scene: 'banner_jingzhun' });
  });

  test('javascript:, data: and malformed links are refused with a message', async ({ page }) => {
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
});

test.describe('faults', () => {
  test('apply lost on the network, then failing with HTTP 500, says so each time; the third tap applies', async ({
    page,
  }) => {
    await installHost(page, 'android');
    await failOnce(page, GW.apply, 'abort');
    await failOnce(page, GW.apply, 500);
    await page.goto(listUrl('in'));
    const apply = card(page, 'Pinjam Mudah').getByRole('button', { name: 'Apply' });
    // The route added last answers first: HTTP 500, then the lost request, then the demo gateway.
    for (const message of [TEXT.in.status, TEXT.in.network]) {
      await apply.click();
      await expect(toast(page, message)).toHaveText(message);
      await expect(loadingIndicator(page)).toHaveCount(0);
    }
    expect(await hostMessages(page)).toEqual([]);
    await apply.click();
    await expect.poll(() => hostMessages(page)).toEqual([STORE_LINK]);
  });

  const LOAD_FAULTS = [
    ['a network failure', 'abort', TEXT.id.network],
    ['a refused code', { json: { code: '01', message: 'Layanan sedang sibuk', data: null } }, 'Layanan sedang sibuk'],
  ] as const;
  for (const [label, fault, message] of LOAD_FAULTS) {
    test(`${label} loading the list shows the reason and Retry, which then loads it (id)`, async ({ page }) => {
      await failOnce(page, GW.list, fault);
      await page.goto(listUrl('id'));
      await expect(page.getByRole('heading', { level: 2, name: TEXT.id.loadTitle })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText(message);
      await page.getByRole('button', { name: TEXT.id.retry }).click();
      await expect(list(page, 'id').getByRole('article')).toHaveCount(5);
    });
  }

  test('a double tap sends one pageEvent/save and one apply', async ({ page }) => {
    await installHost(page, 'android');
    const requests = recordGateway(page);
    const release = await holdReplies(page, GW.apply);
    await page.goto(listUrl('in'));
    await card(page, 'Pinjam Mudah').getByRole('button', { name: 'Apply' }).dblclick();
    await expect.poll(() => callsTo(requests, GW.apply).length).toBe(1);
    release();
    await expect.poll(() => hostMessages(page)).toEqual([STORE_LINK]);
    expect(callsTo(requests, GW.event)).toHaveLength(1);
    expect(callsTo(requests, GW.apply)).toHaveLength(1);
  });
});
