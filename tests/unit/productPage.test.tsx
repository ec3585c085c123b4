/**
 * The real product page on the demo gateway, and loan details' recommended products that lead to it (on lumen):
 * what each shows from the data and the requests a tap sends.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deployments } from 'virtual:deployments';
import { describe, expect, it } from 'vitest';
import { DEMO_ORDERS, loanDetailsReply } from '../../demo/gateway/index.ts';
import { expectStatus, openPage } from './pageHarness.tsx';
import { APPLY, DEFINE, SAVE, card, en, moved, names, pairs, setUpProductPages } from './productPagesSetup.ts';

const { gateway, page, reply, paramsOf } = setUpProductPages('product', 'loanDetails', 'lumenLoanDetails');

describe('product page', () => {
  const applyButton = () => within(card('Dana Prima')).getByRole('button', { name: 'Apply' });

  it('the product with its tags and terms; Apply records module 300 at position 0 and goes on to loan confirmation', async () => {
    openPage(page.product!, '/product?productId=4', en());
    await screen.findByRole('article', { name: 'Dana Prima' });
    expect(document.title).toBe('Dana Prima');
    expect(card('Dana Prima')).toHaveTextContent('Dana PrimaFlexible termTrusted lender₹ 10,000 - ₹ 60,000');
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
    expect(await paramsOf(APPLY, ['product_id', 'module_id'])).toEqual([{ product_id: '4', module_id: '300' }]);
  });

  it('?scene=tanchuang_fudai: module 302', async () => {
    openPage(page.product!, '/product?productId=4&scene=tanchuang_fudai', en());
    await userEvent.click(within(await screen.findByRole('article', { name: 'Dana Prima' })).getByRole('button'));
    await moved('/loanConfirm?productId=4&scene=tanchuang_fudai');
    expect(await paramsOf(APPLY, ['module_id', 'scene'])).toEqual([{ module_id: '302', scene: 'tanchuang_fudai' }]);
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
});
