/**
 * The real wallet repayment page (virtual:page/kilat/walletRepay) on the demo gateway: what will be
 * paid in the market's format, nothing asked on load or reload, one repayment-huichao per tap, and
 * a failure with Retry and the way back.
 */
import { TRACKING } from '../fixtures/launch.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { openPage, startFakeGateway } from './pageHarness.tsx';

vi.setConfig({ testTimeout: 20_000 });

const gateway = startFakeGateway();
let wallet: PageModule;
beforeAll(async () => {
  wallet = (await import('virtual:page/kilat/walletRepay')) as PageModule;
});

const ID = { language: 'id', market: 'id', launch: { token: 'borrower-id', languageType: '1' } } as const;

const HUICHAO = '/api/v1/youmi/youmi-api/service/loan/repayment-huichao';
const WALLET = '/walletRepay?orderId=10174&productId=3&withholdingAmount=10455&from=payway';
const BORROWER = { launch: { token: 'borrower-in', userId: 'u-1001' } } as const;
const payWithWallet = () => screen.findByRole('button', { name: 'Pay with e-wallet' });

describe('wallet repayment', () => {
  it('shows the amount in the market format and the order; loading and reloading ask nothing; one tap asks huichao once and goes on', async () => {
    const first = openPage(wallet, WALLET, BORROWER);
    expect(await screen.findByRole('definition', { name: 'Amount to pay' })).toHaveTextContent('₹ 10,455');
    expect(screen.getByRole('definition', { name: 'Order number' })).toHaveTextContent('10174');
    await payWithWallet();
    expect(await gateway.calls(HUICHAO)).toEqual([]);
    expect(screen.queryByText(/^Moved to/)).toBeNull();

    // A reload opens the page afresh: still nothing asked.
    first.unmount();
    openPage(wallet, WALLET, BORROWER);
    const pay = await payWithWallet();
    expect(await gateway.calls(HUICHAO)).toEqual([]);

    await userEvent.dblClick(pay);
    expect(await screen.findByText(/^Moved to \/paymentInstructions\?/)).toBeInTheDocument();
    const calls = await gateway.calls(HUICHAO);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.params).toMatchObject({ userId: 'u-1001', orderId: '10174', amount: '10455' });
  });

  it('Indonesian: a legacy amount (627.000) shows as rupiah and goes as 627000', async () => {
    openPage(wallet, '/walletRepay?orderId=10180&productId=4&withholdingAmount=627.000', {
      ...ID,
      launch: { ...ID.launch, userId: 'u-77' },
    });
    expect(await screen.findByRole('definition', { name: 'Jumlah yang dibayar' })).toHaveTextContent('Rp 627.000');
    await userEvent.click(await screen.findByRole('button', { name: 'Bayar dengan dompet digital' }));
    await screen.findByText(/^Moved to \/paymentInstructions\?/);
    expect((await gateway.calls(HUICHAO)).map((call) => call.params.amount)).toEqual(['627000']);
  });

  it('without an order or an amount there is nothing to pay: the button is disabled', async () => {
    openPage(wallet, '/walletRepay?orderId=10174&productId=3', BORROWER);
    expect(await payWithWallet()).toBeDisabled();
  });

  it('a refusal shows the server message, Retry and the way back; Retry asks again once', async () => {
    gateway.server.use(
      http.post(`*/gateway${HUICHAO}`, () => HttpResponse.json({ code: '01', message: 'Wallet is down', data: null }), {
        once: true,
      }),
    );
    openPage(wallet, WALLET, BORROWER);
    await userEvent.click(await payWithWallet());
    expect(await screen.findByRole('alert')).toHaveTextContent('Wallet is down');
    expect(screen.getByRole('link', { name: 'Back to loan details' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(/^Moved to/)).toBeNull();
    expect(await gateway.calls(HUICHAO)).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText(/^Moved to \/paymentInstructions\?/);
    expect(await gateway.calls(HUICHAO)).toHaveLength(2);
  });

  it('after a refusal, taps while Retry is on its way send nothing more, whichever button shows', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    gateway.server.use(
      http.post(`*/gateway${HUICHAO}`, async () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ code: '01', message: 'Wallet is down', data: null });
        await held;
        return undefined;
      }),
    );
    openPage(wallet, WALLET, BORROWER);
    await userEvent.click(await payWithWallet());
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(async () => expect(await gateway.calls(HUICHAO)).toHaveLength(2));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    for (const name of ['Pay with e-wallet', 'Retry']) {
      const button = screen.queryByRole('button', { name });
      if (button) await userEvent.click(button, { pointerEventsCheck: 0 });
    }
    release();
    await screen.findByText(/^Moved to \/paymentInstructions\?/);
    expect(await gateway.calls(HUICHAO)).toHaveLength(2);
  });

  it('a malformed amount (1e3) is refused in words and nothing is asked', async () => {
    openPage(wallet, '/walletRepay?orderId=10174&productId=3&withholdingAmount=1e3', ID);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Jumlah ini tidak dapat dibayar karena tidak valid. Tidak ada yang dikirim. Kembali ke pinjaman Anda dan mulai pembayaran lagi.',
    );
    expect(screen.getByRole('button', { name: /^Bayar/ })).toBeDisabled();
    expect(await gateway.calls(HUICHAO)).toEqual([]);
  });
});

describe("wallet repayment: where the reply's url leads (CONTRACT §3 safe links)", () => {
  const LAUNCH = { token: 'wallet-links', session: 'sess-secret', userId: 'u-1001', deviceId: 'dev-42', ...TRACKING };

  async function payTo(url: string) {
    gateway.server.use(
      http.post(`*/gateway${HUICHAO}`, () => HttpResponse.json({ code: '00', message: 'success', url })),
    );
    const leave = vi.fn<(href: string, replace?: boolean) => void>();
    openPage(wallet, WALLET, { launch: LAUNCH, leave });
    await userEvent.click(await payWithWallet());
    await vi.waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    return new URL(leave.mock.calls[0]![0]);
  }

  it('an untrusted absolute url gets the tracking parameters only', async () => {
    const url = await payTo('https://wallet.elsewhere.example/pay?ref=x');
    expect(url.origin + url.pathname).toBe('https://wallet.elsewhere.example/pay');
    expect(Object.fromEntries(url.searchParams)).toEqual({ ref: 'x', ...TRACKING });
  });

  it("the deployment's trusted origin gets the current parameters, token included", async () => {
    const url = await payTo('https://pay.kilatdana.example/wallet?ref=x');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      ref: 'x',
      token: 'wallet-links',
      session: 'sess-secret',
      orderId: '10174',
      withholdingAmount: '10455',
    });
  });
});
