/**
 * The real extension ('Detail Tagihan', /repayDelay), repay chooser (/repayChoose) and result
 * (/repayYes, /repayNo) pages on the demo gateway, and what repaymentPages.test.tsx leaves of the
 * installments page: its words, paid periods folded, a period not payable yet, a zero total.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { openPage, startFakeGateway } from './pageHarness.tsx';

vi.setConfig({ testTimeout: 30_000 });

const gateway = startFakeGateway();
const pages: Record<string, PageModule> = {};
beforeAll(async () => {
  pages.repay = (await import('virtual:page/kilat/repay')) as PageModule;
  pages.delay = (await import('virtual:page/kilat/repayDelay')) as PageModule;
  pages.choose = (await import('virtual:page/kilat/repayChoose')) as PageModule;
  pages.yes = (await import('virtual:page/kilat/repayYes')) as PageModule;
  pages.no = (await import('virtual:page/kilat/repayNo')) as PageModule;
});

const ID = { language: 'id', market: 'id', launch: { token: 'borrower-id', languageType: '1' } } as const;
const EN = { launch: { token: 'borrower-en' } } as const;
const ORDER = 'orderId=10174&productId=3';
const figure = (name: string) => screen.getByRole('definition', { name });
/** The main region's buttons are exactly these, in this order (matched by accessible name). */
function expectButtons(expected: string[]) {
  const buttons = within(screen.getByRole('main')).getAllByRole('button');
  expect(
    buttons.map((button) => expected.findIndex((name) => screen.getByRole('button', { name }) === button)),
  ).toEqual(expected.map((_, index) => index));
}

describe('installments (Detail Tagihan): what the screen says', () => {
  it('10005: the title, the product, the order rule; the first period cannot be unticked', async () => {
    openPage(pages.repay!, '/repay?orderId=10005&productId=2', ID);
    const first = await screen.findByRole('checkbox', { name: 'Periode 1' });
    expect(document.title).toBe('Detail Tagihan');
    expect(screen.getByRole('heading', { name: 'Cepat Cair' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { name: /^Periode \d$/ })).toHaveLength(4);
    expect(screen.getByText('Periode dibayar berurutan, mulai dari yang paling awal.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Bayar semua' })).not.toBeChecked();
    expect(figure('Total')).toHaveTextContent('Rp 235.000');
    await userEvent.click(first);
    expect(first).toBeChecked();
    expect(figure('Total')).toHaveTextContent('Rp 235.000');
  });

  it('10005: ticking every period ticks pay-all, unticking one unticks it; pay-all off leaves the first alone, locked again', async () => {
    openPage(pages.repay!, '/repay?orderId=10005&productId=2', ID);
    const box = (n: number) => screen.getByRole('checkbox', { name: `Periode ${n}` });
    const ticked = () => [1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).checked);
    const payAll = await screen.findByRole('checkbox', { name: 'Bayar semua' });
    await userEvent.click(box(4));
    expect(ticked()).toEqual([true, true, true, true]);
    expect(payAll).toBeChecked();
    expect(figure('Total')).toHaveTextContent('Rp 941.000');
    await userEvent.click(box(3));
    expect(ticked()).toEqual([true, true, false, false]);
    expect(payAll).not.toBeChecked();
    await userEvent.click(payAll);
    expect(ticked()).toEqual([true, true, true, true]);
    await userEvent.click(payAll);
    expect(ticked()).toEqual([true, false, false, false]);
    expect(box(1)).toHaveAttribute('aria-disabled', 'true');
  });

  it('10003: two paid periods folded under their summary, two to pay', async () => {
    openPage(pages.repay!, '/repay?orderId=10003&productId=1', EN);
    const summary = await screen.findByText('Paid periods (2)');
    expect(document.title).toBe('Bill details');
    expect(screen.getAllByRole('checkbox', { name: /^Period \d$/ })).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Period 3' })).toBeChecked();
    const paid = within(summary.closest('details')!).getAllByRole('listitem');
    expect(paid.map((item) => /Period \d/.exec(item.textContent ?? '')?.[0])).toEqual(['Period 1', 'Period 2']);
  });

  it('10174: the period not payable yet shows its mark (Belum bisa dibayar)', async () => {
    openPage(pages.repay!, '/repay?orderId=10174&productId=3', ID);
    const locked = await screen.findByRole('checkbox', { name: 'Periode 4' });
    expect(locked).toBeDisabled();
    expect(within(locked.closest('li')!).getByText('Belum bisa dibayar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Periode 3' }));
    expect(figure('Total')).toHaveTextContent('Rp 1.566.000');
  });

  it('periods to pay that come to zero: pay now goes nowhere', async () => {
    const zero = (n: number) => ({
      periodNo: n,
      totalAmount: 0,
      dueTime: '2027-01-01',
      periodStatus: 100,
      canClick: 1,
      repayDes: '',
      at: '',
    });
    gateway.server.use(
      http.post('*/gateway/v3/installment/loan-play-detail', () =>
        HttpResponse.json({
          success: true,
          code: 200,
          message: '',
          data: {
            productName: 'Plan',
            repayPlanDetail: { repayWaitDetail: [zero(1), zero(2)], repayYetDetail: [] },
            note: '',
          },
        }),
      ),
    );
    openPage(pages.repay!, '/repay?orderId=10005&productId=2', ID);
    await screen.findByRole('checkbox', { name: 'Periode 2' });
    expect(figure('Total')).toHaveTextContent('Rp 0');
    await userEvent.click(screen.getByRole('button', { name: 'Bayar sekarang' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Periode 2' }));
    expect(screen.getByRole('checkbox', { name: 'Periode 2' })).toBeChecked();
    expect(screen.queryByText(/^Moved to/)).toBeNull();
  });
});

describe('extension (Detail Tagihan)', () => {
  it('the fee, the new due date, the order lines and the note; delay-detail asked for the order; pay now pays the fee by card', async () => {
    openPage(pages.delay!, `/repayDelay?${ORDER}`, ID);
    expect(await screen.findByRole('definition', { name: 'Biaya perpanjangan' })).toHaveTextContent('Rp 314.000');
    expect(document.title).toBe('Detail Tagihan');
    expect(screen.getByRole('article', { name: 'Pinjam Mudah' })).toBeInTheDocument();
    expect(figure('Jatuh tempo baru')).toHaveTextContent('2026-12-01');
    const lines = screen.getByRole('region', { name: 'Detail pesanan' });
    expect(
      within(lines)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Nomor pesanan', 'Jatuh tempo saat ini', 'Perpanjangan']);
    expect(
      within(lines)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['10174', '2026-11-24', '7 hari']);
    expect(
      screen.getByText('Membayar biaya perpanjangan memundurkan jatuh tempo; pinjaman tetap harus dilunasi.'),
    ).toBeInTheDocument();
    expect((await gateway.calls('/v3/loan-details/delay-detail')).map((call) => call.params)).toEqual([
      expect.objectContaining({ productId: '3', orderId: '10174' }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Bayar sekarang' }));
    expect(
      await screen.findByText('Moved to /payWay?orderId=10174&productId=3&withholdingAmount=314000'),
    ).toBeInTheDocument();
  });

  it("an order that cannot be extended: the server's message and Retry, no pay now", async () => {
    openPage(pages.delay!, '/repayDelay?orderId=10170&productId=3', EN);
    expect(await screen.findByRole('alert')).toHaveTextContent('This order cannot be extended');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });
});

describe('repay chooser', () => {
  it('offers installments, the extension, card and virtual account, with the amount due', async () => {
    openPage(pages.choose!, `/repayChoose?${ORDER}`, ID);
    expect(await screen.findByRole('definition', { name: 'Jumlah tagihan' })).toHaveTextContent('Rp 2.091.000');
    expect(document.title).toBe('Pilih cara pembayaran');
    expect(screen.getByRole('article', { name: 'Pinjam Mudah' })).toHaveTextContent('Menunggu pembayaran');
    expectButtons([
      'Bayar cicilan',
      'Perpanjang jatuh tempo',
      'Bayar dengan kartu bank',
      'Virtual account atau mini market',
    ]);
    expect(screen.getByRole('button', { name: 'Bayar cicilan' })).toHaveAccessibleDescription(
      'Pilih periode yang dibayar sekarang',
    );
  });

  it('no extension when the order does not offer one (isDelay 0)', async () => {
    openPage(pages.choose!, '/repayChoose?orderId=10170&productId=3', EN);
    await screen.findByRole('definition', { name: 'Amount due' });
    expectButtons(['Pay installments', 'Pay by bank card', 'Virtual account or mini market']);
  });
});

describe('results', () => {
  it('repayment submitted: the result, and back to loan details', async () => {
    openPage(pages.yes!, `/repayYes?${ORDER}`, EN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Repayment submitted' })).toBeInTheDocument();
    expect(
      screen.getByText('We are confirming your repayment. Your loan details will show it as soon as it is confirmed.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to loan details' }));
    expect(await screen.findByText('Moved to /loanDetails?productId=3&orderId=10174')).toBeInTheDocument();
  });

  it.each([
    ['Pilih cara pembayaran lain', 'Moved to /repayChoose?productId=3&orderId=10174'],
    ['Kembali ke detail pinjaman', 'Moved to /loanDetails?productId=3&orderId=10174'],
  ])('repayment failed: the result; %s', async (choice, moved) => {
    openPage(pages.no!, `/repayNo?${ORDER}`, ID);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pembayaran gagal' })).toBeInTheDocument();
    expect(document.title).toBe('Pembayaran gagal');
    expect(
      screen.getByText('Pembayaran Anda tidak berhasil dan tidak ada dana yang terpotong. Silakan coba lagi.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: choice }));
    expect(await screen.findByText(moved)).toBeInTheDocument();
  });
});
