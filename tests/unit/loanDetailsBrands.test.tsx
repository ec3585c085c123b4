/**
 * The real loan-details page of both brands on the demo gateway, in both markets (SPEC §2, §4, §7; CONTRACT §3):
 * every order status with its texts, rows, banner, actions and phone; where Repay's h5Url leads by the safe link
 * rule; Loan more with no host; lumen's title, banners, phone and trusted origins. (The browser
 * tests keep what needs the built app: tests/e2e/loan-status.spec.ts, loan-actions.spec.ts, lumen.spec.ts.)
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { deployments } from 'virtual:deployments';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ORDERS, loanDetailsReply } from '../../demo/gateway/index.ts';
import { FULL_LAUNCH, TRACKING } from '../fixtures/launch.ts';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { expectStatus, openPage, startFakeGateway } from './pageHarness.tsx';

vi.setConfig({ testTimeout: 20_000 });

const gateway = startFakeGateway();
const page: Record<'kilat' | 'lumen', PageModule> = {} as never;
beforeAll(async () => {
  page.kilat = (await import('virtual:page/kilat/loanDetails')) as PageModule;
  page.lumen = (await import('virtual:page/lumen/loanDetails')) as PageModule;
});

type Market = 'in' | 'id';
const WORDS = {
  in: {
    details: 'Order details',
    repay: 'Repay',
    delay: 'Delay repayment',
    loanMore: 'Loan more',
    care: 'Customer service',
  },
  id: {
    details: 'Detail pesanan',
    repay: 'Bayar',
    delay: 'Perpanjangan',
    loanMore: 'Pinjam lagi',
    care: 'Layanan pelanggan',
  },
} as const;
/** The market's customer-service phone where the order has none (deployments/<brand>.json). */
const SERVICE_PHONE = {
  kilat: { in: '+91 22 4890 3100', id: '+62 21 5093 1188' },
  lumen: { in: '+91 80 4718 2200', id: '+62 21 3970 4400' },
} as const;
const OWN_BANNER = new Set([151, 174, 180, 110, 200]);
const REPAY_WITH_DELAY = new Set([174, 180, 3, 5]);
const LOAN_MORE = new Set([200, 4]);

let borrowers = 0;
const orderOf = (orderId: string) => DEMO_ORDERS.find((order) => order.orderId === orderId)!;

function open(
  orderId: string,
  market: Market,
  { brand = 'kilat', launch = {} }: { brand?: 'kilat' | 'lumen'; launch?: Record<string, string> } = {},
) {
  const leave = vi.fn<(href: string, replace?: boolean) => void>();
  const token = `loan-details-${++borrowers}`;
  openPage(page[brand], `/loanDetails?productId=${orderOf(orderId).productId}&orderId=${orderId}`, {
    language: market === 'id' ? 'id' : 'en',
    market,
    launch: { token, ...(market === 'id' ? { languageType: '1' } : {}), ...launch },
    deployment: deployments[brand]!,
    leave,
  });
  return { leave, token };
}

/** Answers loan details with the demo's own reply for the order, `h5Url` in it. */
function withH5Url(orderId: string, market: Market, h5Url: string) {
  gateway.server.use(
    http.post('*/gateway/v3/loan-details/loan-details', () =>
      HttpResponse.json({
        success: true,
        code: '00',
        message: 'success',
        data: { ...loanDetailsReply(orderOf(orderId), market, false), h5Url },
      }),
    ),
  );
}

const main = () => screen.getByRole('main');
const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('every order status in both markets (SPEC §4)', () => {
  it.each(DEMO_ORDERS.flatMap((order) => (['in', 'id'] as const).map((market) => [order.orderId, market] as const)))(
    'order %s in market %s: status texts, title, rows, banner, exactly the actions the status allows, the phone',
    async (orderId, market) => {
      const order = orderOf(orderId);
      const reply = loanDetailsReply(order, market, false);
      const words = WORDS[market];
      open(orderId, market);
      expect(await screen.findByRole('heading', { level: 2, name: reply.noticeStatusText })).toBeInTheDocument();
      expect(screen.getByText(reply.noticeDesText)).toBeInTheDocument();
      await vi.waitFor(() => expect(document.title).toBe(order.productName));

      const rows = screen.getByRole('region', { name: words.details });
      expect(texts(within(rows).getAllByRole('term'))).toEqual(reply.userOrderDetail.detail.map((row) => row.text));
      expect(texts(within(rows).getAllByRole('definition'))).toEqual(
        reply.userOrderDetail.detail.map((row) => row.value),
      );

      const banner = OWN_BANNER.has(order.orderStatus) ? order.orderStatus : 'default';
      expect(within(main()).getByRole('presentation')).toHaveAttribute('src', `/brands/kilat/banner-${banner}.svg`);

      const status = order.orderStatus;
      const buttons: string[] = REPAY_WITH_DELAY.has(status) || status === 170 ? [words.repay] : [];
      if (LOAN_MORE.has(status)) buttons.push(words.loanMore);
      expect(texts(within(main()).queryAllByRole('button'))).toEqual(buttons);
      const delayShown = REPAY_WITH_DELAY.has(status) && order.isDelay === '1';
      expect(within(main()).queryAllByRole('link', { name: words.delay })).toHaveLength(delayShown ? 1 : 0);

      const phone = order.telephone || SERVICE_PHONE.kilat[market];
      expect(within(main()).getByRole('link', { name: phone })).toHaveAttribute(
        'href',
        `tel:${phone.replace(/[^\d+]/g, '')}`,
      );
      expect(within(main()).getByText(words.care)).toBeInTheDocument();
    },
  );

  it('amounts in rupees in English (rupiah in Indonesian: the rows of the id cases above)', async () => {
    open('10174', 'in');
    await screen.findByRole('heading', { level: 2, name: 'Repayment due' });
    expect(screen.getAllByRole('definition')[0]).toHaveTextContent('₹ 10,000.00');
  });
});

describe("where Repay's h5Url leads (CONTRACT §3)", () => {
  it.each([
    'https://elsewhere.example/cashier?ref=x',
    'https://pay.kilatdana.example.elsewhere.example/h5?ref=x',
    'http://pay.kilatdana.example/h5/repay?ref=x',
  ])('an untrusted origin (%s) receives the tracking set only', async (h5Url) => {
    withH5Url('10180', 'in', h5Url);
    const { leave } = open('10180', 'in', { launch: FULL_LAUNCH });
    await userEvent.click(await screen.findByRole('button', { name: 'Repay' }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledOnce());
    const url = new URL(leave.mock.calls[0]![0]);
    expect(url.origin + url.pathname).toBe(h5Url.split('?')[0]);
    expect(Object.fromEntries(url.searchParams)).toEqual({ ref: 'x', ...TRACKING });
  });

  it("a static document on the app's own origin gets no token, session or other identifying parameter", async () => {
    withH5Url('10180', 'in', '/demo/legal/privacy-policy.html');
    const { leave } = open('10180', 'in', { launch: FULL_LAUNCH });
    await userEvent.click(await screen.findByRole('button', { name: 'Repay' }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledOnce());
    const url = new URL(leave.mock.calls[0]![0]);
    expect(url.origin + url.pathname).toBe(`${window.location.origin}/demo/legal/privacy-policy.html`);
    for (const key of ['token', 'session', 'userId', 'deviceId', 'gid', 'deviceName'])
      expect(url.searchParams.has(key), key).toBe(false);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      productId: '4',
      orderId: '10180',
      influence: FULL_LAUNCH.influence,
      appVersion: FULL_LAUNCH.appVersion,
    });
  });

  it.each(['javascript:window.__pwned=1', ' JaVa\tScript:window.__pwned=1'])(
    'a script h5Url (%j) does nothing but say so; Repay stays usable',
    async (h5Url) => {
      withH5Url('10180', 'in', h5Url);
      const { leave } = open('10180', 'in');
      await userEvent.click(await screen.findByRole('button', { name: 'Repay' }));
      await expectStatus('This link cannot be opened.');
      expect(leave).not.toHaveBeenCalled();
      expect(screen.queryByText(/^Moved to/)).toBeNull();
      await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Repay' })).toBeEnabled());
    },
  );
});

describe('Loan more with no host', () => {
  it('saves the event (module 30) and nothing breaks: the page stays, the button usable', async () => {
    const { token } = open('10200', 'id');
    gateway.state().rated.add(token);
    await userEvent.click(await screen.findByRole('button', { name: 'Pinjam lagi' }));
    await vi.waitFor(() =>
      expect(gateway.state().events.map((event) => event.params)).toEqual([
        expect.objectContaining({ productId: '2', moduleId: '30', positionId: '0' }),
      ]),
    );
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Pinjam lagi' })).toBeEnabled());
    expect(screen.getByRole('heading', { level: 2, name: 'Lunas' })).toBeInTheDocument();
    expect(screen.queryByText(/^Moved to/)).toBeNull();
  });
});

describe('lumen (deployments/lumen.json)', () => {
  it.each([
    ['10174', 'in'],
    ['10174', 'id'],
    ['10021', 'in'],
    ['10151', 'id'],
    ['10200', 'id'],
    ['10170', 'in'],
  ] as const)('%s (%s): its own title, banner and phone', async (orderId, market) => {
    const order = orderOf(orderId);
    open(orderId, market, { brand: 'lumen' });
    const reply = loanDetailsReply(order, market, false);
    expect(await screen.findByRole('heading', { level: 2, name: reply.noticeStatusText })).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toBe(`${order.productName} | Lumen Kredit`));
    // The first picture is the banner (lumen also lists recommended products, each with its logo).
    const banner = OWN_BANNER.has(order.orderStatus) ? order.orderStatus : 'default';
    expect(within(main()).getAllByRole('presentation')[0]).toHaveAttribute('src', `/brands/lumen/banner-${banner}.svg`);
    const phone = order.telephone || SERVICE_PHONE.lumen[market];
    expect(screen.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/[^\d+]/g, '')}`);
  });

  it("kilat's payment origin is not trusted here: Repay's h5Url gets the tracking set only", async () => {
    const { leave } = open('10180', 'in', { brand: 'lumen', launch: FULL_LAUNCH });
    await userEvent.click(await screen.findByRole('button', { name: 'Repay' }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledOnce());
    const url = new URL(leave.mock.calls[0]![0]);
    expect(url.origin + url.pathname).toBe('https://pay.kilatdana.example/h5/repay');
    expect(Object.fromEntries(url.searchParams)).toEqual(TRACKING);
  });

  it('the rating dialog works: a star pressed, Submit thanks', async () => {
    open('10004', 'id', { brand: 'lumen' });
    const dialog = await screen.findByRole('dialog', { name: 'Beri penilaian' });
    await userEvent.click(within(dialog).getByRole('button', { name: '2 bintang' }));
    expect(within(dialog).getByRole('button', { name: '2 bintang', pressed: true })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByRole('dialog', { name: 'Terima kasih!' })).toBeInTheDocument();
  });
});
