/**
 * The real pay-way page (virtual:page/kilat/payWay) on the demo gateway, around the cards: the list
 * as it first shows (nothing chosen, the bind-card and wallet links), repayment-way's request, the
 * Indonesian words and amounts, the card list failing or empty, malformed amounts refused, where the
 * links lead, and the Android dialog closed after a payment without a code. The commit and the SMS
 * step are in payWayPage.test.tsx and payWaySms.test.tsx.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../renderer/contract/language.ts';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import catalogue from '../../schemas/calls.json';
import type { CallDef } from '../../renderer/contract/callSchema.ts';
import { borrowerKey } from '../../renderer/runtime/launch/borrower.ts';
import { FULL_LAUNCH, TRACKING } from '../fixtures/launch.ts';
import { createAttemptKeys } from '../../renderer/runtime/storage/attempts.ts';
import { memoryStorage } from '../../renderer/runtime/storage/memoryStorage.ts';
import { expectStatus, nativeHost, openPage, startFakeGateway, type OpenOptions } from './pageHarness.tsx';
import { WAY, COMMIT, ADDRESS, ID_ADDRESS, LOAN_DETAILS } from './payWayPaths.ts';

vi.setConfig({ testTimeout: 30_000 });

const gateway = startFakeGateway();
let payWay: PageModule;
beforeAll(async () => {
  payWay = (await import('virtual:page/kilat/payWay')) as PageModule;
});

let tokens = 0;
function open(address = ADDRESS, language: Language = 'en', options: OpenOptions = {}) {
  const market = language === 'id' ? 'id' : undefined;
  const launch = { token: `pay-cards-${++tokens}`, ...(language === 'id' ? { languageType: '1' } : {}) };
  return openPage(payWay, address, { language, market, ...options, launch: { ...launch, ...options.launch } });
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const commits = async () => (await gateway.calls(COMMIT)).map((call) => call.params);

describe('pay-way: the cards as they first show', () => {
  it('none chosen, the links to bind a card and to the wallet; repayment-way is a POST with the order in the query only', async () => {
    const asked: { method: string; orderId: string | null; body: string }[] = [];
    gateway.server.use(
      http.post(`*/gateway${WAY}`, async ({ request }) => {
        const url = new URL(request.url);
        asked.push({ method: request.method, orderId: url.searchParams.get('orderId'), body: await request.text() });
        return undefined;
      }),
    );
    open();
    const bca = await screen.findByRole('radio', { name: 'BCA' });
    const mandiri = screen.getByRole('radio', { name: 'Mandiri' });
    expect(document.title).toBe('Pay by bank card');
    expect(bca).not.toBeChecked();
    expect(mandiri).not.toBeChecked();
    await userEvent.click(mandiri);
    expect(mandiri).toBeChecked();
    expect(bca).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Bind a new card' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay with a wallet' })).toBeInTheDocument();
    expect(asked).toEqual([{ method: 'POST', orderId: '10174', body: '' }]);
  });

  it('Indonesian: no card chosen says so; the amount written with separators shows as rupiah and goes as an integer', async () => {
    open('/payWay?orderId=10174&productId=3&withholdingAmount=2.091.000&couponId=C-9&couponMoney=5000', 'id');
    await screen.findByRole('radio', { name: 'BCA' });
    expect(screen.getByRole('definition', { name: 'Jumlah pembayaran' })).toHaveTextContent('Rp 2.091.000');
    await userEvent.click(button('Bayar sekarang'));
    await expectStatus('Silakan pilih kartu bank terlebih dahulu!');
    expect(await commits()).toEqual([]);
    expect(screen.queryByRole('textbox', { name: 'Kode SMS' })).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'Mandiri' }));
    await userEvent.click(button('Bayar sekarang'));
    expect(await screen.findByText(LOAN_DETAILS)).toBeInTheDocument();
    expect((await commits())[0]).toMatchObject({
      amount: '2091000',
      couponId: 'C-9',
      cardId: '2',
      bankName: 'Mandiri',
      bankCode: 'MANDIRI',
      sendMsg: '0',
    });
  });

  it('the SMS step hides the card list; paid without a code, pay-way is replaced and only this borrower paid', async () => {
    const first = open();
    await userEvent.click(await screen.findByRole('radio', { name: 'BCA' }));
    await userEvent.click(button('Pay now'));
    expect(await screen.findByRole('region', { name: 'Enter the SMS code' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Your bank cards' })).toBeNull();
    first.unmount();

    open();
    await userEvent.click(await screen.findByRole('radio', { name: 'Mandiri' }));
    await userEvent.click(button('Pay now'));
    const moved = await screen.findByText(LOAN_DETAILS);
    // Back leaves the payment instead of offering it again.
    expect(moved).toHaveAttribute('data-navigation', 'REPLACE');
    // What another borrower starts from is still due.
    expect(gateway.state().orders.get('10174')?.orderStatus).not.toBe(200);
  });

  it('on Android a payment without a code tells the host to close its dialog before leaving', async () => {
    const movedWhenSent: boolean[] = [];
    const host = nativeHost();
    host.mockImplementation(() => void movedWhenSent.push(screen.queryByText(/^Moved to/) !== null));
    open(ADDRESS, 'en', { launch: { platform: 'android' } });
    await userEvent.click(await screen.findByRole('radio', { name: 'Mandiri' }));
    await userEvent.click(button('Pay now'));
    await screen.findByText(LOAN_DETAILS);
    expect(host.mock.calls.map(([message]) => JSON.parse(message) as unknown)).toEqual([
      { action: 'closeRepayDialog', data: {} },
    ]);
    expect(movedWhenSent).toEqual([false]);
  });
});

describe('pay-way: where its links lead', () => {
  it("bind a new card leaves for the deployment's bindCardUrl with SPEC's query and the tracking set only", async () => {
    const leave = vi.fn<(href: string, replace?: boolean) => void>();
    open(`${ADDRESS}&couponId=C-9&couponMoney=5000`, 'en', { leave, launch: FULL_LAUNCH });
    await userEvent.click(await screen.findByRole('link', { name: 'Bind a new card' }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    const url = new URL(leave.mock.calls[0]![0]);
    expect(url.origin + url.pathname).toBe('https://app.kilat.example/bind-card');
    // Another origin: never the token, the session or the device data (CONTRACT §3).
    expect(Object.fromEntries(url.searchParams)).toEqual({
      orderId: '10174',
      productId: '3',
      couponMoney: '5000',
      couponId: 'C-9',
      withholdingAmount: '10455',
      from: 'payway',
      ...TRACKING,
    });
  });

  it('the wallet link opens /walletRepay with the order and the amount, and pays nothing', async () => {
    open(ID_ADDRESS, 'id');
    await userEvent.click(await screen.findByRole('link', { name: 'Bayar dengan dompet digital' }));
    expect(
      await screen.findByText('Moved to /walletRepay?orderId=10174&productId=3&withholdingAmount=2091000&from=payway'),
    ).toBeInTheDocument();
    expect(await gateway.calls('/api/v1/youmi/youmi-api/service/loan/repayment-huichao')).toEqual([]);
  });
});

describe('pay-way: no card to list', () => {
  it.each([
    [
      "code '01' with no message",
      'en',
      () => HttpResponse.json({ code: '01', data: null }),
      'Failed to load your bank cards',
    ],
    [
      "code '01' with the server's message",
      'id',
      () => HttpResponse.json({ code: '01', message: 'Kartu sedang diperbarui, coba lagi nanti', data: null }),
      'Kartu sedang diperbarui, coba lagi nanti',
    ],
    [
      "code '01' with an empty message",
      'id',
      () => HttpResponse.json({ code: '01', message: '', data: null }),
      'Gagal memuat kartu bank Anda',
    ],
  ] as const)(
    '%s (%s): an alert, no spinner and no Pay; Retry shows the cards',
    async (_what, language, reply, shown) => {
      gateway.server.use(http.post(`*/gateway${WAY}`, reply, { once: true }));
      open(language === 'id' ? ID_ADDRESS : ADDRESS, language);
      expect(await screen.findByRole('alert')).toHaveTextContent(shown);
      expect(screen.queryByRole('progressbar')).toBeNull();
      expect(screen.queryByRole('button', { name: /^(Pay now|Bayar sekarang)$/ })).toBeNull();
      await userEvent.click(button(language === 'id' ? 'Coba lagi' : 'Retry'));
      expect(await screen.findByRole('radio', { name: 'BCA' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Mandiri' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(await gateway.calls(WAY)).toHaveLength(2);
    },
  );

  it('no bound card says so and still offers to bind one; alipay 0 offers no wallet', async () => {
    gateway.server.use(
      http.post(`*/gateway${WAY}`, () =>
        HttpResponse.json({ code: '00', message: 'success', data: { alipay: 0, repayToken: 'rt-x', bankCards: [] } }),
      ),
    );
    open();
    expect(await screen.findByText('You have no bound cards yet.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('link', { name: 'Bind a new card' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay with a wallet' })).toBeNull();
  });
});

const INVALID =
  'This amount cannot be paid: it is not a valid amount. Nothing was sent. Go back to your loan and start the payment again.';

describe('pay-way: a malformed amount is never paid (issue 20)', () => {
  it.each(['-1', '1e309', '1e3', '0x10', 'NaN', '١٠٠'])(
    '%s: says so, shows no amount and sends nothing',
    async (amount) => {
      open(`/payWay?orderId=10174&productId=3&withholdingAmount=${encodeURIComponent(amount)}`);
      expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
      expect(screen.queryByText('Amount to pay')).toBeNull();
      await userEvent.click(await screen.findByRole('radio', { name: 'Mandiri' }));
      expect(button('Pay now')).toBeDisabled();
      await userEvent.click(button('Pay now'), { pointerEventsCheck: 0 });
      expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
      expect(await commits()).toEqual([]);
    },
  );
});

describe('pay-way: another payment while an earlier one of the order is unknown (issue 20)', () => {
  it('another amount is not sent without a word: the dialog says so, and Cancel sends nothing', async () => {
    const storage = memoryStorage();
    const token = `pay-cards-${++tokens}`;
    // A Mandiri payment of the whole order sent on an earlier visit that never heard back.
    const call = { ...(catalogue.calls as unknown as Record<string, CallDef>).repaymentCommit!, id: 'repaymentCommit' };
    createAttemptKeys(storage, { owner: () => borrowerKey({ token }) }).keyFor(call, {
      amount: '10455',
      cardId: '2',
      couponId: null,
      orderId: '10174',
      repayToken: 'rt-earlier-visit',
      sendMsg: 0,
    });
    openPage(payWay, '/payWay?orderId=10174&productId=3&withholdingAmount=2613', { launch: { token }, storage });
    const mandiri = await screen.findByRole('radio', { name: 'Mandiri' });
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Your payment was not confirmed/), {
      timeout: 5000,
    });
    await userEvent.click(mandiri);
    await userEvent.click(button('Pay now'));
    const dialog = await screen.findByRole('dialog', { name: 'An earlier payment may still go through' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await commits()).toEqual([]);
  });
});
