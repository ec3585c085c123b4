/**
 * The real product page on the demo gateway, and loan details' recommended products that lead to it (on lumen):
 * what each shows from the data and the requests a tap sends.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { deployments } from 'virtual:deployments';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_ORDERS, loanDetailsReply } from '../../demo/gateway/index.ts';
import { expectStatus, nativeHost, openPage } from './pageHarness.tsx';
import {
  APPLY,
  BAD_LINKS,
  DEFINE,
  SAVE,
  at,
  card,
  en,
  id,
  moved,
  names,
  pairs,
  setUpProductPages,
} from './productPagesSetup.ts';

const { gateway, page, reply, paramsOf } = setUpProductPages('product', 'loanDetails', 'lumenLoanDetails');

describe('product page', () => {
  const applyButton = () => within(card('Dana Prima')).getByRole('button', { name: 'Apply' });

  it('the product with its tags and terms; Apply records module 300 at position 0 and goes on to loan confirmation', async () => {
    openPage(page.product!, '/product?productId=4', en());
    await screen.findByRole('article', { name: 'Dana Prima' });
    expect(document.title).toBe('Dana Prima');
    expect(card('Dana Prima')).toHaveTextContent('Dana PrimaFlexible termTrusted lender₹ 10,000 - ₹ 60,000');
    expect(pairs(screen.getByRole('region', { name: 'Terms' })).map(([term]) => term)).toEqual([
      'Loan amount',
      'Loan term',
      'Interest',
      'Service fee',
      'Disbursement',
      'Who can apply',
    ]);
    expect(await paramsOf('/indah/v3/product/detail', ['productId'])).toEqual([{ productId: '4' }]);
    expect(pairs(screen.getByRole('region', { name: 'Terms' }))).toEqual(
      expect.arrayContaining([
        ['Loan term', '120 - 365 days'],
        ['Service fee', '8% of the loan amount, repaid with the installments'],
      ]),
    );
    await userEvent.click(applyButton());
    await moved('/loanConfirm?productId=4');
    expect(await paramsOf(SAVE, ['productId', 'moduleId', 'positionId'])).toEqual([
      { productId: '4', moduleId: '300', positionId: '0' },
    ]);
    expect(await paramsOf(APPLY, ['product_id', 'module_id', 'scene'])).toEqual([
      { product_id: '4', module_id: '300', scene: '' },
    ]);
  });

  it.each([
    ['tanchuang_fudai', '302'],
    ['tanchuang_jingzhun', '301'],
  ])('?scene=%s: module %s in both calls; the scene travels on', async (scene, module) => {
    openPage(page.product!, `/product?productId=4&scene=${scene}`, en());
    await userEvent.click(within(await screen.findByRole('article', { name: 'Dana Prima' })).getByRole('button'));
    await moved(`/loanConfirm?productId=4&scene=${scene}`);
    expect(await paramsOf(SAVE, ['moduleId', 'positionId'])).toEqual([{ moduleId: module, positionId: '0' }]);
    expect(await paramsOf(APPLY, ['module_id', 'scene'])).toEqual([{ module_id: module, scene }]);
  });

  it('Indonesian: a full product greys Apply; its terms are in Indonesian', async () => {
    openPage(page.product!, '/product?productId=5', id());
    const product = await screen.findByRole('article', { name: 'Kredit Pintar' });
    expect(within(product).getByRole('button', { name: 'Penuh hari ini' })).toBeDisabled();
    expect(pairs(screen.getByRole('region', { name: 'Ketentuan' }))).toEqual(
      expect.arrayContaining([['Jangka waktu', '91 - 120 hari']]),
    );
  });

  it('a load lost on the network offers Retry, which then shows the product', async () => {
    gateway.server.use(http.post(at('/indah/v3/product/detail'), () => HttpResponse.error(), { once: true }));
    openPage(page.product!, '/product?productId=4', en());
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection. Check your network and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Dana Prima' })).toBeInTheDocument();
  });

  it('a full product: Full today is greyed and a tap sends nothing', async () => {
    openPage(page.product!, '/product?productId=5', en());
    const full = within(await screen.findByRole('article', { name: 'Kredit Pintar' })).getByRole('button', {
      name: 'Full today',
    });
    expect(full).toBeDisabled();
    await userEvent.click(full);
    expect(await gateway.calls(APPLY)).toHaveLength(0);
  });

  it('an unknown product says so with Retry', async () => {
    openPage(page.product!, '/product?productId=99', en());
    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe("loan details' recommended products", () => {
  const lumen = () => ({ ...en(), deployment: deployments.lumen! });
  const products = () => screen.queryByRole('region', { name: 'Recommended for you' });
  const loanDetails = (orderId: string) => `/loanDetails?productId=1&orderId=${orderId}`;

  it.each(['10021', '10151', '10110', '10003'])(
    'lumen shows them for order %s, the full one greyed',
    async (orderId) => {
      openPage(page.lumenLoanDetails!, loanDetails(orderId), lumen());
      await screen.findAllByRole('heading', { level: 2 });
      expect(names(within(products()!).getAllByRole('heading'))).toEqual(['Cepat Cair', 'Dana Prima', 'Kredit Pintar']);
      expect(within(card('Kredit Pintar')).getByRole('button', { name: 'Full today' })).toBeDisabled();
    },
  );

  it('lumen, English (10021): each card with its figures', async () => {
    openPage(page.lumenLoanDetails!, loanDetails('10021'), lumen());
    expect(await screen.findByRole('article', { name: 'Cepat Cair' })).toHaveTextContent(
      'Cepat Cair₹ 5,000 - ₹ 80,000Loan amountRate: 0.04%/dayBigger loans with up to 180 days to repay.Apply',
    );
  });

  it('lumen, Indonesian (10151): in Indonesian, the full one greyed', async () => {
    openPage(page.lumenLoanDetails!, '/loanDetails?productId=2&orderId=10151', {
      ...id(),
      deployment: deployments.lumen!,
    });
    const prima = await screen.findByRole('article', { name: 'Dana Prima' });
    expect(within(screen.getByRole('region', { name: 'Rekomendasi untuk Anda' })).getAllByRole('article')).toHaveLength(
      3,
    );
    expect(within(prima).getByRole('button', { name: 'Ajukan' })).toBeEnabled();
    expect(within(prima).getByText('Rp 3.000.000 - Rp 12.000.000')).toBeInTheDocument();
    expect(within(card('Kredit Pintar')).getByRole('button', { name: 'Penuh hari ini' })).toBeDisabled();
  });

  it.each(['10170', '10174', '10180', '10200'])('lumen hides them for order %s', async (orderId) => {
    openPage(page.lumenLoanDetails!, loanDetails(orderId), lumen());
    await screen.findAllByRole('heading', { level: 2 });
    expect(products()).toBeNull();
  });

  it('kilat hides them', async () => {
    openPage(page.loanDetails!, loanDetails('10021'), en());
    await screen.findAllByRole('heading', { level: 2 });
    expect(products()).toBeNull();
  });

  it("lumen: a tap sends define and opens the answer's link (the product page, in the app)", async () => {
    openPage(page.lumenLoanDetails!, loanDetails('10021'), lumen());
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Dana Prima' })).getByRole('button', { name: 'Apply' }),
    );
    await moved('/product?productId=4');
    expect(await paramsOf(DEFINE, ['productId'])).toEqual([{ productId: '4' }]);
  });

  it('lumen: a product define does not know toasts its alteration', async () => {
    const order = DEMO_ORDERS.find((item) => item.orderId === '10021')!;
    const unknown = { id: 99, productName: 'Pinjaman Baru', buttonText: 'Apply', enabled: '1' };
    reply('/v3/loan-details/loan-details', {
      success: true,
      code: '00',
      message: 'success',
      data: { ...loanDetailsReply(order, 'in', false), recProducts: [unknown] },
    });
    openPage(page.lumenLoanDetails!, loanDetails('10021'), lumen());
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Pinjaman Baru' })).getByRole('button', { name: 'Apply' }),
    );
    await expectStatus('Product not found');
    expect(await paramsOf(DEFINE, ['productId'])).toEqual([{ productId: '99' }]);
    expect(screen.queryByText(/^Moved to/)).toBeNull();
  });

  const tapOn = async (name: string) =>
    userEvent.click(within(await screen.findByRole('article', { name })).getByRole('button'));
  const define = (data: unknown) => ({ quietly: '00', alteration: 'success', data });

  it('lumen: a web link from define gets the tracking set only, never the token', async () => {
    const leave = vi.fn();
    reply(DEFINE, define({ technique: 'https://elsewhere.example/offer?ref=ld' }));
    openPage(page.lumenLoanDetails!, loanDetails('10021'), { ...lumen(), leave });
    await tapOn('Dana Prima');
    await vi.waitFor(() => expect(leave).toHaveBeenCalledOnce());
    const url = new URL(leave.mock.calls[0]![0] as string);
    expect(url.origin + url.pathname).toBe('https://elsewhere.example/offer');
    expect(Object.fromEntries(url.searchParams)).toEqual({ ref: 'ld', influence: 'campaign-7' });
  });

  it('lumen: a greyed product sends nothing; a double tap on another sends one define', async () => {
    openPage(page.lumenLoanDetails!, loanDetails('10021'), lumen());
    await tapOn('Kredit Pintar');
    await userEvent.dblClick(within(card('Cepat Cair')).getByRole('button'));
    await moved('/product?productId=2');
    expect(await paramsOf(DEFINE, ['productId'])).toEqual([{ productId: '2' }]);
  });

  it.each(BAD_LINKS)('lumen: a %s link from define is refused with a toast: nothing opens', async (_what, link) => {
    const leave = vi.fn();
    const host = nativeHost();
    reply(DEFINE, define({ technique: link }));
    openPage(page.lumenLoanDetails!, loanDetails('10021'), { ...lumen(), leave });
    await tapOn('Cepat Cair');
    await expectStatus('This link cannot be opened.');
    expect(leave).not.toHaveBeenCalled();
    expect(host).not.toHaveBeenCalled();
    expect(screen.queryByText(/^Moved to/)).toBeNull();
  });

  it('lumen: define lost on the network says so (Indonesian); tapping again opens the product', async () => {
    gateway.server.use(http.post(at(DEFINE), () => HttpResponse.error(), { once: true }));
    openPage(page.lumenLoanDetails!, '/loanDetails?productId=2&orderId=10151', {
      ...id(),
      deployment: deployments.lumen!,
    });
    await tapOn('Cepat Cair');
    await expectStatus('Tidak ada koneksi. Periksa jaringan Anda dan coba lagi.');
    await vi.waitFor(() => expect(within(card('Cepat Cair')).getByRole('button')).toBeEnabled());
    await tapOn('Cepat Cair');
    await moved('/product?productId=2');
  });
});
