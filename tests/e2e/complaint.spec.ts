/**
 * The complaint main page and the complaint list (SPEC §2, §4 complaint flow; CONTRACT §7 shapes):
 * My complaints, the selected order with its All switch, the problem types and sub-types leading to
 * the form with problemType, problemSonType and orderNo; the list's tabs and items.
 */
import { expect, test, type Page, type Response } from './cspGuard.ts';
import { MARKETS, orderById, type MarketId } from './borrowers.ts';
import { CARE, CARE_WORDS, careUrl, routeOf } from './careSupport.ts';
import { callsTo, paramsOf, recordGateway } from './gatewayRequests.ts';
import { expectNames } from './locators.ts';

interface Choice {
  value: number;
  title: string;
}
interface ProblemOrder {
  orderNo: string;
  productName: string;
  status: string;
  isShow: number;
  list: { title: string; value: string }[];
}
interface InitData {
  problemType: Choice[];
  problemSonType: Choice[];
  orderDetail: ProblemOrder;
  orderList: ProblemOrder[];
}

/** Opens the complaint page and hands back what problem-init answered (what the page must show). */
async function openComplaint(page: Page, market: MarketId, query: Record<string, string> = {}): Promise<InitData> {
  const init = page.waitForResponse((response) => new URL(response.url()).pathname === CARE.init);
  await page.goto(careUrl('/complaint', market, query));
  return ((await (await init).json()) as { data: InitData }).data;
}

/** The order card: an article named by the product, with its status and label/value rows. */
async function expectCard(page: Page, market: MarketId, order: ProblemOrder): Promise<void> {
  const card = page.getByRole('article', { name: order.productName });
  await expect(card).toBeVisible();
  await expect(card.getByRole('paragraph')).toHaveText(order.status);
  await expect(card.getByRole('term')).toHaveText(order.list.map((row) => row.title));
  await expect(card.getByRole('definition')).toHaveText(order.list.map((row) => row.value));
  await expect(card.getByRole('button', { name: CARE_WORDS[market].all })).toBeVisible();
}

function formQuery(page: Page): Record<string, string> {
  const url = new URL(page.url());
  expect(url.pathname).toBe('/complainPageNext');
  return Object.fromEntries(url.searchParams);
}

test.describe('complaint main page', () => {
  test('My complaints is a link to the complaint list', async ({ page }) => {
    await openComplaint(page, 'in');
    await page.getByRole('link', { name: 'My complaints' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/complaintList');
    await expect(page.getByRole('tablist', { name: 'My complaints' })).toBeVisible();
  });

  test('the card shows the order of the orderNo query, asked for by orderNo', async ({ page }) => {
    const requests = recordGateway(page);
    const data = await openComplaint(page, 'in', { orderNo: '10174' });
    expect(paramsOf(callsTo(requests, CARE.init)[0]!)).toMatchObject({ orderNo: '10174' });
    const order = orderById('10174');
    expect(data.orderDetail).toMatchObject({
      orderNo: '10174',
      productName: order.productName,
      status: order.status.en,
    });
    await expectCard(page, 'in', data.orderDetail);
  });

  for (const market of MARKETS) {
    test(`without an order in the address the card is the server's orderDetail (${market})`, async ({ page }) => {
      const data = await openComplaint(page, market);
      await expectCard(page, market, data.orderDetail);
      await expect(page.getByRole('article')).toHaveCount(1);
    });
  }

  test('All opens the orders to choose from; choosing one changes the card and the order sent on', async ({ page }) => {
    const data = await openComplaint(page, 'in', { orderNo: '10174' });
    await page.getByRole('button', { name: 'All' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose an order' });
    await expect(dialog).toBeVisible();
    const options = dialog.getByRole('group', { name: 'All orders' }).getByRole('button');
    await expect(options).toHaveCount(data.orderList.length);
    // Each option is its product and status; the current order is the pressed one.
    for (const [index, order] of data.orderList.entries()) {
      await expect(options.nth(index)).toHaveAccessibleName(order.productName);
      await expect(options.nth(index)).toHaveAccessibleDescription(order.status);
      await expect(options.nth(index)).toHaveAttribute('aria-pressed', String(order.orderNo === '10174'));
    }

    const chosen = data.orderList.find((order) => order.orderNo === '10005')!;
    await options.filter({ hasText: chosen.productName }).filter({ hasText: chosen.status }).click();
    await expect(dialog).toBeHidden();
    await expectCard(page, 'in', chosen);
    await expect(page.getByRole('article', { name: orderById('10174').productName })).toHaveCount(0);

    await page.getByRole('button', { name: 'Other' }).click();
    expect(formQuery(page)).toEqual({ problemType: '5', orderNo: '10005' });
  });

  test('the orders dialog closes with Close and keeps the order', async ({ page }) => {
    const data = await openComplaint(page, 'in', { orderNo: '10174' });
    await page.getByRole('button', { name: 'All' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose an order' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expectCard(page, 'in', data.orderDetail);
  });

  for (const market of MARKETS) {
    test(`the problem types are the server's, and only type 1 reveals its sub-types (${market})`, async ({ page }) => {
      const words = CARE_WORDS[market];
      const data = await openComplaint(page, market, { orderNo: '10180' });
      const types = page.getByRole('group', { name: words.types }).getByRole('button');
      await expectNames(
        types,
        data.problemType.map((type) => type.title),
      );
      await expect(page.getByRole('group', { name: words.subTypes })).toHaveCount(0);

      const collection = data.problemType.find((type) => type.value === 1)!;
      await types.filter({ hasText: collection.title }).click();
      // Type 1 asks what happened first: still on this page, the type pressed, the sub-types shown.
      await expectNames(
        page.getByRole('group', { name: words.subTypes }).getByRole('button'),
        data.problemSonType.map((type) => type.title),
      );
      await expect(types.filter({ hasText: collection.title })).toHaveAttribute('aria-pressed', 'true');
      expect(new URL(page.url()).pathname).toBe('/complaint');

      const son = data.problemSonType[1]!;
      await page.getByRole('group', { name: words.subTypes }).getByRole('button', { name: son.title }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/complainPageNext');
      expect(formQuery(page)).toEqual({ problemType: '1', problemSonType: String(son.value), orderNo: '10180' });
      await expect(page.getByRole('textbox', { name: words.text })).toBeVisible();
    });
  }

  test('a type other than 1 opens the form at once with its type and the order, no sub-type', async ({ page }) => {
    const data = await openComplaint(page, 'in', { orderNo: '10174' });
    const type = data.problemType.find((choice) => choice.value === 2)!;
    await page.getByRole('button', { name: type.title }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/complainPageNext');
    expect(formQuery(page)).toEqual({ problemType: '2', orderNo: '10174' });
  });
});

interface Tab {
  title: string;
  list: { id: number; time: string; type: string; content: string }[];
}

async function openList(page: Page, market: MarketId): Promise<Tab[]> {
  const reply = page.waitForResponse((response: Response) => new URL(response.url()).pathname === CARE.list);
  await page.goto(careUrl('/complaintList', market));
  return ((await (await reply).json()) as { data: Tab[] }).data;
}

/** The panel's items: each a button named by type and time, described by its content. */
async function expectItems(page: Page, tab: Tab): Promise<void> {
  const items = page.getByRole('tabpanel', { name: tab.title }).getByRole('button');
  await expect(items).toHaveCount(tab.list.length);
  for (const [index, item] of tab.list.entries()) {
    await expect(items.nth(index)).toHaveAccessibleName(`${item.type} ${item.time}`);
    await expect(items.nth(index)).toHaveAccessibleDescription(item.content);
  }
}

test.describe('complaint list', () => {
  for (const market of MARKETS) {
    test(`tabs from problem-list; each tab shows its own items with time, type and content (${market})`, async ({
      page,
    }) => {
      const tabs = await openList(page, market);
      expect(tabs.length).toBeGreaterThan(1);
      const tablist = page.getByRole('tablist', { name: CARE_WORDS[market].listTitle });
      await expect(tablist.getByRole('tab')).toHaveText(tabs.map((tab) => tab.title));
      await expect(tablist.getByRole('tab', { name: tabs[0]!.title })).toHaveAttribute('aria-selected', 'true');
      await expectItems(page, tabs[0]!);

      for (const index of [2, 1, 0]) {
        const tab = tabs[index]!;
        await tablist.getByRole('tab', { name: tab.title }).click();
        await expect(tablist.getByRole('tab', { name: tab.title })).toHaveAttribute('aria-selected', 'true');
        await expectItems(page, tab);
      }
    });
  }

  test('tapping an item opens its detail', async ({ page }) => {
    const tabs = await openList(page, 'in');
    const item = tabs[0]!.list.find((entry) => entry.id === 503)!;
    await page.getByRole('button', { name: `${item.type} ${item.time}` }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/complainDetails' && url.searchParams.get('problemId') === '503',
    );
    await expect(page.getByRole('textbox', { name: 'Content' })).toHaveValue(item.content);
  });

  test('a tab with no complaints says so', async ({ page }) => {
    await page.route(routeOf(CARE.list), (route) =>
      route.fulfill({
        json: {
          code: '00',
          message: 'ok',
          data: [
            { title: 'All', list: [] },
            { title: 'Processed', list: [{ id: 9, time: '2026-11-01 09:00', type: 'Other', content: 'x' }] },
          ],
        },
      }),
    );
    await page.goto(careUrl('/complaintList', 'in'));
    await expect(page.getByRole('tabpanel', { name: 'All' })).toHaveText('You have no complaints here.');
    await page.getByRole('tab', { name: 'Processed' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Processed' }).getByRole('button')).toHaveAccessibleName(
      'Other 2026-11-01 09:00',
    );
  });

  for (const market of ['in', 'id'] as const) {
    test(`no tabs at all (no complaints yet) says so in the borrower's language, with no empty tab list (${market})`, async ({
      page,
    }) => {
      await page.route(routeOf(CARE.list), (route) => route.fulfill({ json: { code: '00', message: 'ok', data: [] } }));
      await page.goto(careUrl('/complaintList', market));
      await expect(
        page.getByText(market === 'in' ? 'You have no complaints here.' : 'Tidak ada keluhan di sini.'),
      ).toBeVisible();
      await expect(page.getByRole('tablist')).toHaveCount(0);
      await expect(page.getByRole('tabpanel')).toHaveCount(0);
    });
  }
});
