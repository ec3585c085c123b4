/**
 * The real orders page on the demo gateway: the borrower's orders from the data, a loan just confirmed among them.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ORDERS } from '../../demo/gateway/index.ts';
import { openPage } from './pageHarness.tsx';
import { at, en, id, moved, names, pairs, setUpProductPages } from './productPagesSetup.ts';

const { gateway, page } = setUpProductPages('orders', 'confirm');

describe('orders', () => {
  const orderBox = (orderId: string) => screen.getByRole('heading', { name: `Order ${orderId}` }).parentElement!;

  it("the borrower's orders newest first, each with its status, amount and dates; View details opens its loan details", async () => {
    openPage(page.orders!, '/order', en());
    const list = await screen.findByRole('region', { name: 'Your orders' });
    expect(document.title).toBe('My orders');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My orders');
    const newestFirst = [...DEMO_ORDERS].sort((a, b) => b.applyDate.localeCompare(a.applyDate));
    expect(names(within(list).getAllByRole('heading', { level: 2 }))).toEqual(
      newestFirst.map((order) => `Order ${order.orderId}`),
    );
    const overdue = DEMO_ORDERS.find((order) => order.orderId === '10180')!;
    expect(within(orderBox('10180')).getByText(overdue.status.en)).toBeInTheDocument();
    expect(pairs(orderBox('10180'))).toEqual([
      ['Loan amount', expect.stringMatching(/^₹ [\d,]+\.\d\d$/)],
      ['Application date', overdue.applyDate],
      ['Due date', overdue.dueDate],
    ]);
    expect(within(list).getAllByRole('button', { name: 'View details' })).toHaveLength(DEMO_ORDERS.length);
    // Each order's card is named by its product.
    expect(within(orderBox('10174')).getByRole('article')).toHaveAccessibleName('Pinjam Mudah');
    expect(within(orderBox('10174')).getByText('Repayment due')).toBeInTheDocument();
    expect(pairs(orderBox('10174'))[1]).toEqual(['Application date', '2026-08-25']);
    await userEvent.click(within(orderBox('10180')).getByRole('button', { name: 'View details' }));
    await moved(`/loanDetails?productId=${overdue.productId}&orderId=10180`);
  });

  it('a loan just confirmed heads the list, under review', async () => {
    const options = en();
    const confirmed = openPage(page.confirm!, '/loanConfirm?productId=1', options);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm loan' }));
    await moved('/loanDetails?productId=1&orderId=20001&from=confirm');
    confirmed.unmount();
    openPage(page.orders!, '/order', options);
    const first = (await screen.findAllByRole('heading', { level: 2 }))[0]!;
    expect(first).toHaveTextContent('Order 20001');
    expect(orderBox('20001')).toHaveTextContent('Dana KilatUnder review');
    expect(pairs(orderBox('20001'))[0]).toEqual(['Loan amount', '₹ 15,000.00']);
    await userEvent.click(within(orderBox('20001')).getByRole('button', { name: 'View details' }));
    await moved('/loanDetails?productId=1&orderId=20001');
  });

  it("another borrower's orders leave out a loan this one confirmed", async () => {
    const confirmed = openPage(page.confirm!, '/loanConfirm?productId=1', en());
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm loan' }));
    await moved('/loanDetails?productId=1&orderId=20001&from=confirm');
    confirmed.unmount();
    openPage(page.orders!, '/order', en());
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(DEMO_ORDERS.length);
    expect(screen.queryByRole('heading', { name: 'Order 20001' })).toBeNull();
  });

  it('Indonesian: the words and the rupiah amounts', async () => {
    openPage(page.orders!, '/order', id());
    await screen.findByRole('region', { name: 'Pesanan Anda' });
    expect(document.title).toBe('Pesanan saya');
    const box = screen.getByRole('heading', { name: 'Pesanan 10021' }).parentElement!;
    expect(within(box).getByText('Sedang ditinjau')).toBeInTheDocument();
    expect(pairs(box)[0]).toEqual(['Jumlah pinjaman', 'Rp 500.000,00']);
    expect(within(box).getByRole('button', { name: 'Lihat detail' })).toBeInTheDocument();
  });

  it('a failed load shows the reason and Retry, which then lists the orders', async () => {
    gateway.server.use(
      http.post(at('/v3/order/order-list'), () => new HttpResponse(null, { status: 500 }), { once: true }),
    );
    openPage(page.orders!, '/order', en());
    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('button', { name: 'View details' })).toHaveLength(DEMO_ORDERS.length);
  });

  it('no orders: says so', async () => {
    gateway.state().orders.clear();
    openPage(page.orders!, '/order', en());
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your orders' })).toBeNull();
  });
});
