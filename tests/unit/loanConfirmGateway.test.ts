/**
 * The demo gateway's loan-confirm and order calls, driven through the real gateway client with each call's compiled
 * reply validator (demoGatewayCalls.ts): the offer and its agreements per product and language, and the stateful path
 * loan-detail-push → order list → loan details.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ID, data, setUpDemoGateway } from './demoGatewayCalls.ts';

const { send, events } = setUpDemoGateway();

interface Confirm {
  amount: number;
  periods: number;
  termUnit: number;
  details: { title: string; value: string }[];
  repay_plans: { title: string; amount: number; description: string; pay_time: string }[];
  firstPayTime: string;
  popAgreementUrl: string;
  isPopType: number;
}

describe('loan confirmation and agreements', () => {
  const today = () => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T08:00:00Z') });

  it('product 1 in rupees: the plan adds up to principal, interest and the service fee, as the detail lines say', async () => {
    today();
    const offer = data<Confirm>(await send('loanDetailConfirm', { productId: 1 }));
    expect(offer).toMatchObject({
      amount: 15_000,
      periods: 3,
      termUnit: 31,
      firstPayTime: '2026-12-23',
      popAgreementUrl: '',
      isPopType: 0,
    });
    expect(offer.repay_plans.map((plan) => [plan.title, plan.amount, plan.pay_time])).toEqual([
      ['Period 1', 5_633, '2026-12-23'],
      ['Period 2', 5_633, '2027-01-23'],
      ['Period 3', 5_633, '2027-02-23'],
    ]);
    expect(offer.repay_plans[0]!.description).toBe('Principal ₹ 5,000 + interest ₹ 233 + fee ₹ 400');
    const row = (title: string) => offer.details.find((line) => line.title === title)?.value;
    expect(row('Total interest')).toBe('₹ 699');
    expect(row('Total repayment')).toBe('₹ 16,899');
    expect(offer.repay_plans.reduce((sum, plan) => sum + plan.amount, 0)).toBe(16_899);
    expect(row('Service fee (8%)')).toBe('₹ 1,200');
    expect(row('Received amount')).toBe('₹ 15,000');
    expect(row('First repayment date')).toBe('2026-12-23');
  });

  it('product 2 in rupiah carries the agreement popup; product 4 has its own figures', async () => {
    const two = data<Confirm>(await send('loanDetailConfirm', { productId: 2 }, ID));
    expect(two).toMatchObject({
      amount: 5_000_000,
      periods: 4,
      termUnit: 30,
      isPopType: 1,
      popAgreementUrl: '/demo/contracts/loan-agreement.html',
    });
    expect(two.repay_plans[0]).toMatchObject({
      title: 'Periode 1',
      amount: 1_335_000,
      description: 'Pokok Rp 1.250.000 + bunga Rp 60.000 + biaya Rp 25.000',
    });
    expect(two.repay_plans.reduce((sum, plan) => sum + plan.amount, 0)).toBe(5_340_000);
    const four = data<Confirm>(await send('loanDetailConfirm', { productId: 4 }));
    expect(four).toMatchObject({ amount: 30_000, periods: 6, termUnit: 30, popAgreementUrl: '' });
  });

  it('products without an offer are refused with a message', async () => {
    expect(await send('loanDetailConfirm', { productId: 3 })).toMatchObject({
      ok: false,
      message: 'No loan offer is available for this product right now',
    });
    expect(await send('loanDetailConfirm', { productId: 77 }, ID)).toMatchObject({
      ok: false,
      message: 'Produk tidak ditemukan',
    });
  });

  it('agreement titles per product and language, each position opening its own static page', async () => {
    expect(data(await send('contractList', { productId: 2, scene: 3 }))).toEqual([
      { title: 'Loan agreement' },
      { title: 'Privacy authorisation' },
      { title: 'Repayment authorisation' },
    ]);
    expect(data(await send('contractList', { productId: 1, scene: 3 }, ID))).toEqual([
      { title: 'Perjanjian pinjaman' },
      { title: 'Otorisasi privasi' },
    ]);
    const urls = [];
    for (const position of [0, 1, 2])
      urls.push(
        data<{ contract_url: string }>(await send('contractJump', { productId: 2, scene: 3, position, orderId: '' }))
          .contract_url,
      );
    expect(urls).toEqual([
      '/demo/contracts/loan-agreement.html',
      '/demo/contracts/privacy-authorisation.html',
      '/demo/contracts/repayment-authorisation.html',
    ]);
    for (const url of urls) {
      const file = join(process.cwd(), 'public', url);
      expect(existsSync(file), url).toBe(true);
      const html = readFileSync(file, 'utf8');
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toContain('name="viewport"');
      expect(html).not.toMatch(/<script/i);
    }
    expect(await send('contractJump', { productId: 1, scene: 3, position: 2 })).toMatchObject({
      ok: false,
      message: 'Agreement not found',
    });
  });
});

interface OrderItem {
  orderId: string;
  productId: string;
  orderStatus: number;
  statusText: string;
  amount: string;
  applyDate: string;
  dueDate: string;
}

describe('confirming a loan makes an order', () => {
  it('push with the offer figures: a new order under review, newest first in the list, shown by loan details', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T08:00:00Z') });
    const first = data<{ lendDetailsUrl: string }>(
      await send('loanDetailPush', { amount: 15_000, periods: 3, termUnit: 31, productId: 1 }),
    );
    expect(first.lendDetailsUrl).toBe('/loanDetails?productId=1&orderId=20001');
    const second = data<{ lendDetailsUrl: string }>(
      await send('loanDetailPush', { amount: 30_000, periods: 6, termUnit: 30, productId: 4 }),
    );
    expect(second.lendDetailsUrl).toBe('/loanDetails?productId=4&orderId=20002');
    expect(events('loanDetailPush')).toHaveLength(2);

    const orders = data<OrderItem[]>(await send('orderList', {}));
    expect(orders.slice(0, 3).map((order) => order.orderId)).toEqual(['20002', '20001', '10021']);
    expect(orders).toHaveLength(12);
    expect(orders[1]).toEqual(
      expect.objectContaining({
        productId: '1',
        orderStatus: 21,
        statusText: 'Under review',
        amount: '₹ 15,000.00',
        applyDate: '2026-11-22',
        dueDate: '2027-02-23',
      }),
    );

    const details = data<{
      orderStatus: number;
      productName: string;
      userOrderDetail: { detail: { text: string; value: string }[] };
    }>(await send('loanDetails', { productId: 1, orderId: '20001' }));
    expect(details).toMatchObject({ orderStatus: 21, productName: 'Dana Kilat' });
    expect(details.userOrderDetail.detail).toEqual(
      expect.arrayContaining([
        { text: 'Loan amount', value: '₹ 15,000.00' },
        { text: 'Loan term', value: '93 days' },
        { text: 'Order number', value: '20001' },
      ]),
    );

    // Another borrower does not see it; the same borrower in Indonesian sees it in rupiah.
    expect(data<OrderItem[]>(await send('orderList', {}, ID)).map((order) => order.orderId)).not.toContain('20001');
  });

  it('rupiah push; figures that differ from the offer and products without one are refused', async () => {
    expect(
      data(await send('loanDetailPush', { amount: 3_000_000, periods: 3, termUnit: 31, productId: 1 }, ID)),
    ).toEqual({ lendDetailsUrl: '/loanDetails?productId=1&orderId=20001' });
    const [newest] = data<OrderItem[]>(await send('orderList', {}, ID));
    expect(newest).toMatchObject({ orderId: '20001', statusText: 'Sedang ditinjau', amount: 'Rp 3.000.000,00' });
    expect(await send('loanDetailPush', { amount: 16_000, periods: 3, termUnit: 31, productId: 1 })).toMatchObject({
      ok: false,
      message: 'The offer has changed, please reload',
    });
    expect(await send('loanDetailPush', { amount: 15_000, periods: 3, termUnit: 31, productId: 1 }, ID)).toMatchObject({
      ok: false,
      message: 'Penawaran telah berubah, silakan muat ulang',
    });
    expect(await send('loanDetailPush', { amount: 15_000, periods: 3, productId: 1 })).toMatchObject({ ok: false });
    expect(await send('loanDetailPush', { amount: 15_000, periods: 3, termUnit: 31, productId: 5 })).toMatchObject({
      ok: false,
      message: 'No loan offer is available for this product right now',
    });
    expect(
      data<OrderItem[]>(await send('orderList', {}, ID)).filter((order) => order.orderId.startsWith('2')),
    ).toHaveLength(1);
  });

  it('the order list follows a repayment: paid in full, the order shows as repaid', async () => {
    const before = data<OrderItem[]>(await send('orderList', {})).find((order) => order.orderId === '10170');
    expect(before).toMatchObject({ orderStatus: 170, statusText: 'Disbursed', amount: '₹ 6,000.00' });
    const way = data<{ repayToken: string }>(await send('repaymentWay', { orderId: '10170' }));
    const plan = data<{ repayPlanDetail: { repayWaitDetail: { totalAmount: number }[] } }>(
      await send('loanPlayDetail', { productId: 3, orderId: '10170' }),
    );
    const owed = plan.repayPlanDetail.repayWaitDetail.reduce((sum, period) => sum + period.totalAmount, 0);
    const commit = {
      amount: owed,
      bankName: 'Mandiri',
      cardId: 2,
      cardNo: '6222 **** **** 5678',
      couponId: null,
      orderId: '10170',
      repayToken: way.repayToken,
      bankCode: 'MANDIRI',
      sendMsg: 0,
    };
    expect(data(await send('repaymentCommit', commit))).toMatchObject({ needValid: 0 });
    const after = data<OrderItem[]>(await send('orderList', {})).find((order) => order.orderId === '10170');
    expect(after).toMatchObject({ orderStatus: 200, statusText: 'Repaid' });
  });
});
