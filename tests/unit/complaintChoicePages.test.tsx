/**
 * The real complaint main page, complaint list and new-complaint entry (virtual:page/kilat/complaint,
 * complaintList, complaintNew) on the demo gateway (SPEC §2, §4 complaint flow, §7, §9): the order card
 * and its All switch, the problem types and sub-types leading to the form, the list's tabs and items,
 * the four help-bot categories; server text shown as text, never made into elements.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { PROBLEM_SUB_TYPES, PROBLEM_TYPES, QA_TREE } from '../../demo/gateway/complaintData.ts';
import { openPage, startFakeGateway, type OpenOptions } from './pageHarness.tsx';

vi.setConfig({ testTimeout: 20_000 });

const gateway = startFakeGateway();
let main: PageModule;
let list: PageModule;
let entry: PageModule;
beforeAll(async () => {
  main = (await import('virtual:page/kilat/complaint')) as PageModule;
  list = (await import('virtual:page/kilat/complaintList')) as PageModule;
  entry = (await import('virtual:page/kilat/complaintNew')) as PageModule;
});

const INIT = '/user-problem/problem-init';
const INIT_V3 = '/h5-api/v3/user-problem/problem-init';
const QA_LIST = '/h5-api/v3/user-problem/get-qa-list';
const LIST = '/user-problem/problem-list';
const BAIT = '<img src=x onerror=alert(1)>';
const INDONESIAN: OpenOptions = { language: 'id', market: 'id', launch: { languageType: '1' } };

interface Card {
  productName: string;
  status: string;
  rows: [string, string][];
}
interface InitReply {
  data: { orderDetail: { productName: string; status: string; list: { title: string; value: string }[] } };
}
/** The card problem-init gives for an order (or the server's choice), asked before the page opens. */
async function initCard(query: Record<string, string>): Promise<Card> {
  const response = await fetch(`/gateway${INIT}`, { method: 'POST', body: new URLSearchParams(query) });
  const { productName, status, list: rows } = ((await response.json()) as InitReply).data.orderDetail;
  return { productName, status, rows: rows.map((row) => [row.title, row.value]) };
}

/** The card: an article named by the product, with its status and label/value rows. */
async function expectCard(card: Card, all: string | null) {
  const article = await screen.findByRole('article', { name: card.productName });
  expect(within(article).getByRole('paragraph')).toHaveTextContent(card.status);
  expect(
    within(article)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(card.rows.map(([t]) => t));
  expect(
    within(article)
      .getAllByRole('definition')
      .map((value) => value.textContent),
  ).toEqual(card.rows.map(([, value]) => value));
  if (all) expect(within(article).getByRole('button', { name: all })).toBeInTheDocument();
  else expect(within(article).queryAllByRole('button')).toEqual([]);
}

/** The elements are named `wanted`, in order (as a screen reader names them: no decoration). */
function expectNames(elements: HTMLElement[], wanted: string[]) {
  expect(elements).toHaveLength(wanted.length);
  for (const [index, name] of wanted.entries()) expect(elements[index]).toHaveAccessibleName(name);
}

describe('complaint main page', () => {
  it('the card is the order of the orderNo query, asked for by orderNo; My complaints links to the list', async () => {
    const card = await initCard({ orderNo: '10174' });
    openPage(main, '/complaint?orderNo=10174');
    await expectCard(card, 'All');
    expect((await gateway.calls(INIT)).at(-1)?.params).toMatchObject({ orderNo: '10174' });
    await userEvent.click(screen.getByRole('link', { name: 'My complaints' }));
    expect(await screen.findByText('Moved to /complaintList')).toBeInTheDocument();
  });

  it.each([
    ['en', {}],
    ['id', INDONESIAN],
  ] as const)("without an order in the address the card is the server's orderDetail (%s)", async (lang, options) => {
    const card = await initCard({ languageType: lang === 'id' ? '1' : '0' });
    openPage(main, '/complaint', options);
    await expectCard(card, lang === 'id' ? 'Semua' : 'All');
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('All opens the orders; each its product and status, the current one pressed; choosing one changes the card and the order sent on', async () => {
    const current = await initCard({ orderNo: '10174' });
    const chosen = await initCard({ orderNo: '10005' });
    openPage(main, '/complaint?orderNo=10174');
    await userEvent.click(await screen.findByRole('button', { name: 'All' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose an order' });
    const orders = [...gateway.state().orders.values()];
    const options = within(within(dialog).getByRole('group', { name: 'All orders' })).getAllByRole('button');
    expect(options).toHaveLength(orders.length);
    for (const [index, order] of orders.entries()) {
      expect(options[index]).toHaveAccessibleName(order.productName);
      expect(options[index]).toHaveAccessibleDescription(order.status.en);
      expect(options[index]).toHaveAttribute('aria-pressed', String(order.orderId === '10174'));
    }
    await userEvent.click(options[orders.findIndex((order) => order.orderId === '10005')]!);
    expect(screen.queryByRole('dialog')).toBeNull();
    await expectCard(chosen, 'All');
    expect(screen.queryByRole('article', { name: current.productName })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Other' }));
    expect(await screen.findByText('Moved to /complainPageNext?problemType=5&orderNo=10005')).toBeInTheDocument();
  });

  it('the orders dialog closes with Close and keeps the order', async () => {
    const card = await initCard({ orderNo: '10174' });
    openPage(main, '/complaint?orderNo=10174');
    await userEvent.click(await screen.findByRole('button', { name: 'All' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await expectCard(card, 'All');
  });

  it.each([
    ['en', {}, 'What is the problem?', 'What happened?'],
    ['id', INDONESIAN, 'Apa masalahnya?', 'Apa yang terjadi?'],
  ] as const)(
    "the types are the server's; only type 1 reveals its sub-types, a sub-type opens the form (%s)",
    async (lang, options, typesName, subTypesName) => {
      openPage(main, '/complaint?orderNo=10180', options);
      const types = await screen.findByRole('group', { name: typesName });
      expectNames(
        within(types).getAllByRole('button'),
        PROBLEM_TYPES.map((type) => type.title[lang]),
      );
      expect(screen.queryByRole('group', { name: subTypesName })).toBeNull();

      const collection = within(types).getByRole('button', { name: PROBLEM_TYPES[0]!.title[lang] });
      await userEvent.click(collection);
      const subTypes = screen.getByRole('group', { name: subTypesName });
      expectNames(
        within(subTypes).getAllByRole('button'),
        PROBLEM_SUB_TYPES.map((son) => son.title[lang]),
      );
      expect(collection).toHaveAttribute('aria-pressed', 'true');
      expect(screen.queryByText(/^Moved to/)).toBeNull();

      const son = PROBLEM_SUB_TYPES[1]!;
      await userEvent.click(within(subTypes).getByRole('button', { name: son.title[lang] }));
      expect(
        await screen.findByText(`Moved to /complainPageNext?problemType=1&problemSonType=${son.value}&orderNo=10180`),
      ).toBeInTheDocument();
    },
  );

  it('a type other than 1 opens the form at once with its type and the order, no sub-type', async () => {
    openPage(main, '/complaint?orderNo=10174');
    await userEvent.click(await screen.findByRole('button', { name: 'Repayment not credited' }));
    expect(await screen.findByText('Moved to /complainPageNext?problemType=2&orderNo=10174')).toBeInTheDocument();
  });

  it('shows markup in order and type titles as text', async () => {
    const order = {
      orderNo: '10174',
      productName: `Loan ${BAIT}`,
      status: BAIT,
      isShow: 0,
      list: [{ title: BAIT, value: `v ${BAIT}` }],
    };
    gateway.server.use(
      http.post(`*/gateway${INIT}`, () =>
        HttpResponse.json({
          code: '00',
          message: 'ok',
          data: {
            problemType: [{ value: 2, title: `Type ${BAIT}` }],
            problemSonType: [],
            orderDetail: order,
            orderList: [order],
          },
        }),
      ),
    );
    const { container } = openPage(main, '/complaint?orderNo=10174');
    const card = await screen.findByRole('article', { name: `Loan ${BAIT}` });
    expect(within(card).getByRole('paragraph')).toHaveTextContent(BAIT);
    expect(within(card).getByRole('definition')).toHaveTextContent(`v ${BAIT}`);
    expect(screen.getByRole('button', { name: `Type ${BAIT}` })).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});

interface Tab {
  title: string;
  list: { id: number; time: string; type: string; content: string }[];
}
/** The tabs problem-list gives (asked before the page opens). */
async function listTabs(languageType = '0'): Promise<Tab[]> {
  const response = await fetch(`/gateway${LIST}`, { method: 'POST', body: new URLSearchParams({ languageType }) });
  return ((await response.json()) as { data: Tab[] }).data;
}

/** The panel's items: each a button named by type and time, described by its content. */
function expectItems(tab: Tab) {
  const items = within(screen.getByRole('tabpanel', { name: tab.title })).queryAllByRole('button');
  expectNames(
    items,
    tab.list.map((item) => `${item.type} ${item.time}`),
  );
  for (const [index, item] of tab.list.entries()) expect(items[index]).toHaveAccessibleDescription(item.content);
}

function answerList(data: unknown) {
  gateway.server.use(http.post(`*/gateway${LIST}`, () => HttpResponse.json({ code: '00', message: 'ok', data })));
}

describe('complaint list', () => {
  it.each([
    ['en', {}, 'My complaints'],
    ['id', INDONESIAN, 'Keluhan saya'],
  ] as const)(
    'tabs from problem-list; each tab shows its own items with time, type and content (%s)',
    async (lang, options, label) => {
      const tabs = await listTabs(lang === 'id' ? '1' : '0');
      expect(tabs.length).toBeGreaterThan(2);
      openPage(list, '/complaintList', options);
      const tablist = await screen.findByRole('tablist', { name: label });
      expect(
        within(tablist)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(tabs.map((tab) => tab.title));
      expect(within(tablist).getByRole('tab', { name: tabs[0]!.title })).toHaveAttribute('aria-selected', 'true');
      expectItems(tabs[0]!);
      for (const index of [2, 1, 0]) {
        const tab = tabs[index]!;
        await userEvent.click(within(tablist).getByRole('tab', { name: tab.title }));
        expect(within(tablist).getByRole('tab', { name: tab.title })).toHaveAttribute('aria-selected', 'true');
        expectItems(tab);
      }
    },
  );

  it('tapping an item opens its detail', async () => {
    const [all] = await listTabs();
    const item = all!.list.find((entry) => entry.id === 503)!;
    openPage(list, '/complaintList');
    await userEvent.click(await screen.findByRole('button', { name: `${item.type} ${item.time}` }));
    expect(await screen.findByText('Moved to /complainDetails?problemId=503')).toBeInTheDocument();
  });

  it('a tab with no complaints says so', async () => {
    answerList([
      { title: 'All', list: [] },
      { title: 'Processed', list: [{ id: 9, time: '2026-11-01 09:00', type: 'Other', content: 'x' }] },
    ]);
    openPage(list, '/complaintList');
    expect(await screen.findByRole('tabpanel', { name: 'All' })).toHaveTextContent('You have no complaints here.');
    await userEvent.click(screen.getByRole('tab', { name: 'Processed' }));
    expect(within(screen.getByRole('tabpanel', { name: 'Processed' })).getByRole('button')).toHaveAccessibleName(
      'Other 2026-11-01 09:00',
    );
  });

  it.each([
    ['en', {}, 'You have no complaints here.'],
    ['id', INDONESIAN, 'Tidak ada keluhan di sini.'],
  ] as const)(
    "no tabs at all says so in the borrower's language, with no empty tab list (%s)",
    async (_lang, options, text) => {
      answerList([]);
      openPage(list, '/complaintList', options);
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryByRole('tablist')).toBeNull();
      expect(screen.queryByRole('tabpanel')).toBeNull();
    },
  );

  it('shows markup in type and content as text', async () => {
    answerList([
      {
        title: `All ${BAIT}`,
        list: [{ id: 77, time: '2026-11-20 08:00', type: `Other ${BAIT}`, content: `Hello ${BAIT}` }],
      },
    ]);
    const { container } = openPage(list, '/complaintList');
    expect(await screen.findByRole('tab')).toHaveTextContent(`All ${BAIT}`);
    const item = within(screen.getByRole('tabpanel')).getByRole('button');
    expect(item).toHaveAccessibleName(`Other ${BAIT} 2026-11-20 08:00`);
    expect(item).toHaveAccessibleDescription(`Hello ${BAIT}`);
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('new-complaint entry', () => {
  it.each([
    ['en', {}, 'What do you need help with?'],
    ['id', INDONESIAN, 'Apa yang bisa kami bantu?'],
  ] as const)(
    'the order card comes from the v3 call, with the four categories of the help bot (%s)',
    async (lang, options, label) => {
      const card = await initCard({ orderNo: '10180', languageType: lang === 'id' ? '1' : '0' });
      openPage(entry, '/complainNewPage?orderNo=10180', options);
      // Nothing to switch here: the card has no All.
      await expectCard(card, null);
      const categories = await screen.findByRole('group', { name: label });
      expectNames(
        within(categories).getAllByRole('button'),
        QA_TREE.filter((node) => node.pid === 0).map((node) => node.title[lang]),
      );
      expect(within(categories).getAllByRole('button')).toHaveLength(4);
      expect((await gateway.calls(INIT_V3)).map((call) => call.params.orderNo)).toEqual(['10180']);
      // Only the probe above asked the old call.
      expect(await gateway.calls(INIT)).toHaveLength(1);
      expect((await gateway.calls(QA_LIST)).map((call) => call.params.pid)).toEqual(['0']);
    },
  );

  it('a category opens the help chat on its topic for the order', async () => {
    openPage(entry, '/complainNewPage?orderNo=10180', INDONESIAN);
    const categories = await screen.findByRole('group', { name: 'Apa yang bisa kami bantu?' });
    await userEvent.click(await within(categories).findByRole('button', { name: 'Penagihan' }));
    expect(
      await screen.findByText('Moved to /intelligentCustomerService?pid=4&topic=Penagihan&orderNo=10180'),
    ).toBeInTheDocument();
  });
});
