/**
 * The real loan-confirmation page on the demo gateway: what it shows from the offer, the consent and agreement
 * rules, the request confirm sends and where the safe link rule takes the borrower.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { OFFERS, confirmData } from '../../demo/gateway/offerData.ts';
import { isoDate, LOAN_AGREEMENT_PAGE, productById } from '../../demo/gateway/productData.ts';
import { expectStatus, openPage, wholeText } from './pageHarness.tsx';
import { PUSH, at, borrowerToken, en, id, moved, names, pairs, setUpProductPages } from './productPagesSetup.ts';

const { gateway, page, reply, paramsOf } = setUpProductPages('confirm');

describe('loan confirmation', () => {
  const confirm = () => screen.getByRole('button', { name: 'Confirm loan' });
  const consent = () => screen.getByRole('checkbox', { name: 'I have read and agree to the agreements above' });

  it('product 1 in rupees: amount, term, rate, detail lines, the plan with its total and cost, the agreements; consent ticked', async () => {
    openPage(page.confirm!, '/loanConfirm?productId=1', en());
    await screen.findByRole('heading', { name: 'Dana Kilat' });
    expect(document.title).toBe('Confirm your loan');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Confirm your loan');
    expect(screen.getByRole('definition', { name: 'Loan amount' })).toHaveTextContent('₹ 15,000');
    const first = isoDate(new Date(), 31);
    expect(pairs(screen.getByRole('main'))).toEqual(
      expect.arrayContaining([
        ['Loan term', '93 days'],
        ['Installments', '3'],
        ['Interest rate', '0.05%/day'],
        ['First repayment', first],
      ]),
    );
    expect(pairs(screen.getByRole('region', { name: 'Loan details' }))).toEqual(
      expect.arrayContaining([
        ['Service fee (8%)', '₹ 1,200'],
        ['Total interest', '₹ 699'],
        ['Total repayment', '₹ 16,899'],
      ]),
    );
    expect(
      screen.getByText(
        wholeText('You receive the whole ₹ 15,000; the service fee of ₹ 1,200 is repaid with the installments.'),
      ),
    ).toBeInTheDocument();

    const plan = screen.getByRole('region', { name: 'Repayment plan' });
    const periods = within(plan).getAllByRole('listitem');
    expect(periods).toHaveLength(3);
    expect(periods[0]).toHaveTextContent(`Period 1₹ 5,633Due ${first}Principal ₹ 5,000 + interest ₹ 233 + fee ₹ 400`);
    expect(pairs(plan)).toEqual([
      ['Amount borrowed', '₹ 15,000'],
      ['Interest rate', '0.05%/day'],
      ['Total to repay', '₹ 16,899'],
      ['Cost of the loan', '₹ 1,899'],
    ]);

    expect(names(within(screen.getByRole('region', { name: 'Agreements' })).getAllByRole('link'))).toEqual([
      'Loan agreement',
      'Privacy authorisation',
    ]);
    expect(within(screen.getByRole('region', { name: 'Loan details' })).getAllByRole('term')).toHaveLength(8);
    expect((await gateway.calls('/v3/contract/contract'))[0]?.params).toMatchObject({ productId: '1', scene: '3' });
    expect((await gateway.calls('/v3/loan-confirm/loan-detail-confirm'))[0]?.params).toMatchObject({ productId: '1' });
    expect(consent()).toBeChecked();
    expect(confirm()).toBeEnabled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an agreement opens through contract-jump with its position, as the document itself (no launch parameters)', async () => {
    const leave = vi.fn();
    openPage(page.confirm!, '/loanConfirm?productId=1', { ...en(), leave });
    await userEvent.click(await screen.findByRole('link', { name: 'Privacy authorisation' }));
    await vi.waitFor(() =>
      expect(leave).toHaveBeenCalledWith(`${window.location.origin}/demo/contracts/privacy-authorisation.html`, false),
    );
    expect(await paramsOf('/v3/contract/contract-jump', ['productId', 'scene', 'position', 'orderId'])).toEqual([
      { productId: '1', scene: '3', position: '1', orderId: '' },
    ]);
  });

  it('consent unticked: confirm is disabled and a tap sends nothing; ticked again, it is back', async () => {
    openPage(page.confirm!, '/loanConfirm?productId=1', en());
    await userEvent.click(await screen.findByRole('checkbox', { name: /^I have read/ }));
    expect(consent()).not.toBeChecked();
    expect(confirm()).toBeDisabled();
    await userEvent.click(confirm());
    expect(await gateway.calls(PUSH)).toHaveLength(0);
    await userEvent.click(consent());
    expect(confirm()).toBeEnabled();
  });

  it('confirm (a double tap too) sends the four figures once and replaces the page with the new loan, from=confirm', async () => {
    const options = en();
    openPage(page.confirm!, '/loanConfirm?productId=1', options);
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Confirm loan' }));
    expect(await moved('/loanDetails?productId=1&orderId=20001&from=confirm')).toHaveAttribute(
      'data-navigation',
      'REPLACE',
    );
    expect(await paramsOf(PUSH, ['amount', 'periods', 'termUnit', 'productId'])).toEqual([
      { amount: '15000', periods: '3', termUnit: '31', productId: '1' },
    ]);
    expect(gateway.state().borrowers.get(options.launch.token)?.orders.get('20001')).toMatchObject({
      productId: '1',
      orderStatus: 21,
    });
  });

  it("a refused confirm shows the server's message and stays, confirm usable again", async () => {
    reply(PUSH, { success: false, code: '01', message: 'The offer has changed, please reload', data: null });
    openPage(page.confirm!, '/loanConfirm?productId=1', en());
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm loan' }));
    await expectStatus('The offer has changed, please reload');
    await vi.waitFor(() => expect(confirm()).toBeEnabled());
    expect(screen.queryByText(/^Moved to/)).toBeNull();
  });

  it("sent once: when the answer's link cannot be followed, the toast says so and confirm stays off", async () => {
    reply(PUSH, { success: true, code: '00', message: 'success', data: { lendDetailsUrl: 'javascript:alert(1)' } });
    openPage(page.confirm!, '/loanConfirm?productId=1', en());
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm loan' }));
    await expectStatus('This link cannot be opened.');
    // Off for good, not just while the chain runs.
    await vi.waitFor(() => expect(confirm()).not.toHaveAttribute('aria-busy'));
    expect(confirm()).toBeDisabled();
    expect(await gateway.calls(PUSH)).toHaveLength(1);
  });

  it.each([
    ['day', '3 days'],
    ['month', '3 months'],
    ['fortnight', ''],
  ])('a period written as a word (termUnit %j) is a term, never "NaN days" (issue 20)', async (termUnit, term) => {
    const offer = { ...confirmData(productById('1')!, OFFERS['1']!, 'en', 'in', new Date()), termUnit };
    reply(
      '/v3/loan-confirm/loan-detail-confirm',
      { success: true, code: '00', message: 'success', data: offer },
      { once: true },
    );
    openPage(page.confirm!, '/loanConfirm?productId=1', en());
    await screen.findByRole('heading', { name: 'Dana Kilat' });
    expect(pairs(screen.getByRole('main'))).toEqual(expect.arrayContaining([['Loan term', term]]));
    expect(screen.getByRole('main')).not.toHaveTextContent(/NaN/);
  });

  it('a load that fails says so with Retry, which loads the offer', async () => {
    gateway.server.use(
      http.post(at('/v3/loan-confirm/loan-detail-confirm'), () => HttpResponse.error(), { once: true }),
    );
    openPage(page.confirm!, '/loanConfirm?productId=1', en());
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection. Check your network and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Dana Kilat' })).toBeInTheDocument();
  });

  it('Indonesian, product 1: rupiah figures and Indonesian words, consent ticked', async () => {
    openPage(page.confirm!, '/loanConfirm?productId=1', id());
    await screen.findByRole('heading', { name: 'Dana Kilat' });
    expect(document.title).toBe('Konfirmasi pinjaman');
    expect(pairs(screen.getByRole('main'))).toEqual(
      expect.arrayContaining([
        ['Jumlah pinjaman', 'Rp 3.000.000'],
        ['Jangka waktu', '93 hari'],
      ]),
    );
    const plan = screen.getByRole('region', { name: 'Rencana pembayaran' });
    expect(within(plan).getAllByRole('listitem')).toHaveLength(3);
    expect(pairs(plan)).toEqual(
      expect.arrayContaining([
        ['Total yang harus dibayar', 'Rp 3.199.500'],
        ['Biaya pinjaman', 'Rp 199.500'],
      ]),
    );
    expect(names(within(screen.getByRole('region', { name: 'Perjanjian' })).getAllByRole('link'))).toEqual([
      'Perjanjian pinjaman',
      'Otorisasi privasi',
    ]);
    expect(
      screen.getByRole('checkbox', { name: 'Saya telah membaca dan menyetujui perjanjian di atas' }),
    ).toBeChecked();
  });

  it('the agreements lost on the network: the reason and Retry, which then shows the offer', async () => {
    gateway.server.use(http.post(at('/v3/contract/contract'), () => HttpResponse.error(), { once: true }));
    openPage(page.confirm!, '/loanConfirm?productId=1', en());
    expect(await screen.findByRole('heading', { level: 2, name: 'Could not load this page' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No connection. Check your network and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Loan agreement' })).toBeInTheDocument();
    expect(consent()).toBeChecked();
  });

  it("a product with no offer shows the server's reason with Retry (Indonesian)", async () => {
    openPage(page.confirm!, '/loanConfirm?productId=3', id());
    expect(await screen.findByRole('heading', { level: 2, name: 'Halaman tidak dapat dimuat' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Belum ada penawaran pinjaman untuk produk ini');
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });

  const popup = () => screen.findByRole('dialog', { name: 'Perjanjian pinjaman' });
  const idConsent = () =>
    screen.getByRole('checkbox', { name: 'Saya telah membaca dan menyetujui perjanjian di atas' });

  it('Indonesian (languageType 1), product 2: the agreement popup in a sandboxed frame; Batal unticks consent', async () => {
    openPage(page.confirm!, '/loanConfirm?productId=2', id());
    const dialog = await popup();
    expect(within(dialog).getByText('Silakan baca perjanjian pinjaman sebelum mengonfirmasi.')).toBeInTheDocument();
    const frame = within(dialog).getByTitle('Perjanjian pinjaman');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('src', `${window.location.origin}${LOAN_AGREEMENT_PAGE}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(idConsent()).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Konfirmasi pinjaman' })).toBeDisabled();
  });

  it('Setuju closes the popup with consent kept', async () => {
    openPage(page.confirm!, '/loanConfirm?productId=2', id());
    await userEvent.click(within(await popup()).getByRole('button', { name: 'Setuju' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(idConsent()).toBeChecked();
    expect(screen.getByRole('button', { name: 'Konfirmasi pinjaman' })).toBeEnabled();
  });

  it('a popAgreementUrl on another origin is not framed: a note says so, no frame', async () => {
    const offer = confirmData(productById('2')!, OFFERS['2']!, 'id', 'id', new Date());
    reply('/v3/loan-confirm/loan-detail-confirm', {
      success: true,
      code: '00',
      message: 'success',
      data: { ...offer, popAgreementUrl: 'https://evil.example/agreement.html' },
    });
    openPage(page.confirm!, '/loanConfirm?productId=2', id());
    const dialog = await popup();
    expect(within(dialog).getByRole('note')).toHaveTextContent('Dokumen ini tidak dapat ditampilkan di sini.');
    expect(dialog.querySelector('iframe')).toBeNull();
  });

  it.each([
    ['English, product 2 (languageType not 1)', '2', () => en()],
    ['Indonesian, product 1 (no popAgreementUrl)', '1', () => id()],
    [
      'lang=id without languageType 1, product 2',
      '2',
      () => ({ language: 'id', market: 'id', launch: { token: borrowerToken() } }) as const,
    ],
  ])('no popup: %s', async (_what, productId, options) => {
    openPage(page.confirm!, `/loanConfirm?productId=${productId}`, options());
    await screen.findByRole('region', { name: /Agreements|Perjanjian/ });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
