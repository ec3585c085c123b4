// @vitest-environment node
/**
 * SPEC §4 "Loan detail by order status", as one table (renderer/runtime/domain/orderStatus.ts) and the operators pages
 * call.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../renderer/runtime/binding/logic.ts';
import {
  appliedOrder,
  orderAllows,
  orderBanner,
  paymentState,
  statusOf,
} from '../../renderer/runtime/domain/orderStatus.ts';

const offers = (orderStatus: unknown, isDelay: unknown = '0') => ({
  repay: orderAllows({ orderStatus, isDelay }, 'repay'),
  delay: orderAllows({ orderStatus, isDelay }, 'delay'),
  loanMore: orderAllows({ orderStatus, isDelay }, 'loanMore'),
  products: orderAllows({ orderStatus, isDelay }, 'products'),
});

describe('what loan details offers by order status', () => {
  it('174, 180, 3 and 5: Repay, and the delay repayment when the order offers it; products meant hidden for 174 and 180', () => {
    for (const status of [174, 180, 3, 5]) {
      expect(offers(status, '1')).toEqual({
        repay: true,
        delay: true,
        loanMore: false,
        products: status === 3 || status === 5,
      });
      expect(offers(status, '0').delay).toBe(false);
    }
  });

  it('170: Repay only, never the delay repayment', () => {
    expect(offers(170, '1')).toEqual({ repay: true, delay: false, loanMore: false, products: false });
  });

  it('200 and 4: Loan more', () => {
    expect(offers(200)).toEqual({ repay: false, delay: false, loanMore: true, products: false });
    expect(offers(4)).toEqual({ repay: false, delay: false, loanMore: true, products: true });
  });

  it('21, 151, 110 and unknown statuses: no button; a status sent as text is the same status; junk is nothing', () => {
    for (const status of [21, 151, 110, 999])
      expect(offers(status, '1')).toEqual({ repay: false, delay: false, loanMore: false, products: true });
    expect(offers('174', '1')).toEqual(offers(174, '1'));
    expect(offers(' 200 ')).toEqual(offers(200));
    expect(offers(null)).toEqual({ repay: false, delay: false, loanMore: false, products: false });
    expect(statusOf('17a')).toBeNull();
    expect(statusOf(17.5)).toBeNull();
  });

  it("the banner: the deployment's picture for the status, else its default", () => {
    const banners = { default: '/b/default.svg', '174': '/b/174.svg' };
    expect(orderBanner(174, banners)).toBe('/b/174.svg');
    expect(orderBanner('174', banners)).toBe('/b/174.svg');
    expect(orderBanner(21, banners)).toBe('/b/default.svg');
    expect(orderBanner(undefined, banners)).toBe('/b/default.svg');
    expect(orderBanner(174, undefined)).toBe('');
  });

  it('pages ask through the orderAllows and orderBanner operators', () => {
    const scope = {
      data: { loan: { orderStatus: 180, isDelay: '1' } },
      deployment: { banners: { default: '/d.svg', '180': '/180.svg' } },
    };
    expect(evaluate({ orderAllows: [{ var: 'data.loan' }, 'delay'] }, scope)).toBe(true);
    expect(evaluate({ orderAllows: [{ var: 'data.loan' }, 'loanMore'] }, scope)).toBe(false);
    expect(evaluate({ orderAllows: [{ var: 'data.loan' }, 'nonsense'] }, scope)).toBe(false);
    expect(evaluate({ orderBanner: [{ var: 'data.loan.orderStatus' }, { var: 'deployment.banners' }] }, scope)).toBe(
      '/180.svg',
    );
  });
});

describe('after a lost reply (CONTRACT §4)', () => {
  it('a payment: paid once the loan is repaid (200, 4), unpaid while the order still asks for a repayment, else pending', () => {
    expect(paymentState({ orderStatus: 200 })).toBe('paid');
    expect(paymentState({ orderStatus: '4' })).toBe('paid');
    for (const status of [174, 180, 3, 5, 170]) expect(paymentState({ orderStatus: status })).toBe('unpaid');
    for (const status of [21, 151, 110]) expect(paymentState({ orderStatus: status })).toBe('pending');
    expect(paymentState(null)).toBe('pending');
  });

  it("a loan confirmation: the new order is the product's newest under review that was not there before; unknown before means none", () => {
    const before = [{ orderId: '10021', productId: '1', orderStatus: 21 }];
    const now = [{ orderId: '20001', productId: '1', orderStatus: 21 }, ...before];
    expect(appliedOrder(now, '1', before)).toEqual(now[0]);
    expect(appliedOrder(before, '1', before)).toBeNull();
    expect(appliedOrder(now, '2', before)).toBeNull();
    expect(appliedOrder([{ orderId: '20001', productId: 1, orderStatus: 110 }, ...before], 1, before)).toBeNull();
    expect(appliedOrder(now, '1', undefined)).toBeNull();
    expect(appliedOrder(null, '1', before)).toBeNull();
  });
});
