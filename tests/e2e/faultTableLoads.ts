/**
 * The fault matrix, part 1: the calls a screen makes as it opens (its data sources). Each row's
 * failure shows the load error (renderer/runtime/ui/LoadError.tsx: why, Retry, the way home) unless it says
 * otherwise, and its Retry makes the call again; `done` is what the screen shows once the call
 * answers. Addresses use the demo data of demo/gateway/fixtures.ts.
 */
import { expect } from './cspGuard.ts';
import { at, expectLoadError, type FaultContext } from './faultKit.ts';
import type { MatrixEntry } from './faultRunner.ts';
import { FULL_LAUNCH, type MarketId } from './borrowers.ts';
import { dueOf } from './repaySupport.ts';

/** Order 10174 (repayment due, product 3) with what a new borrower owes on it. */
export const due10174 = (market: MarketId) => ({
  orderId: '10174',
  productId: '3',
  withholdingAmount: String(dueOf('10174', market)),
});

const shows = (ctx: FaultContext, role: Parameters<FaultContext['page']['getByRole']>[0], key: string) =>
  expect(ctx.page.getByRole(role, { name: ctx.t(key) }).first()).toBeVisible();

export const LOAD_ROWS: MatrixEntry[] = [
  {
    call: 'loanDetails',
    route: 'loanDetails',
    step: 'opening loan details',
    market: 'in',
    onOpen: true,
    url: (ctx) => at(ctx, '/loanDetails', { productId: '3', orderId: '10174' }),
    done: (ctx) => shows(ctx, 'button', 'loan.repay'),
  },
  {
    call: 'problemInit',
    route: 'complaint',
    step: 'opening the complaint page',
    market: 'id',
    onOpen: true,
    url: (ctx) => at(ctx, '/complaint', { orderNo: '10180' }),
    done: (ctx) => shows(ctx, 'group', 'complaint.questionTypes'),
  },
  {
    call: 'problemInitV3',
    route: 'complaintNew',
    step: 'opening the new-complaint page',
    market: 'in',
    onOpen: true,
    url: (ctx) => at(ctx, '/complainNewPage', { orderNo: '10174' }),
    done: (ctx) => shows(ctx, 'group', 'complaint.categories'),
  },
  {
    call: 'problemList',
    route: 'complaintList',
    step: 'opening my complaints',
    market: 'id',
    onOpen: true,
    url: (ctx) => at(ctx, '/complaintList'),
    done: (ctx) => shows(ctx, 'tablist', 'complaint.listTitle'),
  },
  {
    call: 'problemDetail',
    route: 'complaintDetail',
    step: 'opening a complaint (502, rated)',
    market: 'in',
    onOpen: true,
    url: (ctx) => at(ctx, '/complainDetails', { problemId: '502' }),
    done: (ctx) => shows(ctx, 'textbox', 'complaint.content'),
  },
  {
    call: 'repaymentWay',
    route: 'payWay',
    step: 'opening pay-way (the bound cards)',
    market: 'id',
    onOpen: true,
    url: (ctx) => at(ctx, '/payWay', due10174(ctx.market)),
    // SPEC §8: the card list's own words for a fault, 'error' (and for a refusal, '查询卡列表失败').
    failed: (ctx) => expectLoadError(ctx, ['payWay.networkError']),
    done: (ctx) => expect(ctx.page.getByRole('radio', { name: 'BCA' })).toBeVisible(),
  },
  {
    call: 'channelTemplate',
    route: 'promotionAgreement',
    step: "opening a channel's agreement",
    market: 'id',
    onOpen: true,
    url: (ctx) => at(ctx, '/promotion/agreement', { id: '1' }),
    done: (ctx) => shows(ctx, 'heading', 'promotion.agreementName'),
  },
  {
    call: 'recommendProductList',
    route: 'recommendList',
    step: 'opening the recommended products',
    market: 'in',
    onOpen: true,
    url: (ctx) => at(ctx, '/recommendList'),
    done: (ctx) => expect(ctx.page.getByRole('article', { name: 'Pinjam Mudah' })).toBeVisible(),
  },
  {
    call: 'orderList',
    route: 'order',
    step: 'opening my orders',
    market: 'id',
    onOpen: true,
    url: (ctx) => at(ctx, '/order'),
    done: (ctx) => shows(ctx, 'region', 'orders.list'),
  },
  {
    call: 'productDetail',
    route: 'product',
    step: "opening a product's page",
    market: 'in',
    onOpen: true,
    url: (ctx) => at(ctx, '/product', { productId: '3' }),
    done: (ctx) => expect(ctx.page.getByRole('article', { name: 'Pinjam Mudah' })).toBeVisible(),
  },
  {
    call: 'generateVcode',
    route: 'virtualAccount',
    step: 'opening the virtual account',
    market: 'id',
    onOpen: true,
    url: (ctx) => at(ctx, '/that', { orderId: '10174', productId: '3', amount: '2091000', display: '1' }),
    done: (ctx) => shows(ctx, 'region', 'va.steps'),
  },
  {
    call: 'initPayType',
    route: 'repayMethod',
    step: 'opening the payment method chooser',
    market: 'in',
    onOpen: true,
    url: (ctx) => at(ctx, '/individual', { orderId: '10174', productId: '3', amount: '10455', display: '1' }),
    done: (ctx) => shows(ctx, 'group', 'method.markets'),
  },
  {
    call: 'delayDetail',
    route: 'repayDelay',
    step: 'opening the extension bill',
    market: 'id',
    onOpen: true,
    url: (ctx) => at(ctx, '/repayDelay', { orderId: '10174', productId: '3' }),
    done: (ctx) => shows(ctx, 'button', 'bill.payNow'),
  },
  {
    call: 'loanPlayDetail',
    route: 'repay',
    step: 'opening the installments',
    market: 'in',
    onOpen: true,
    url: (ctx) => at(ctx, '/repay', { orderId: '10174', productId: '3' }),
    done: (ctx) => shows(ctx, 'button', 'bill.payNow'),
  },
  {
    call: 'loanDetailConfirm',
    route: 'loanConfirm',
    step: 'opening the loan confirmation (the offer)',
    market: 'id',
    onOpen: true,
    url: (ctx) => at(ctx, '/loanConfirm', { productId: '1' }),
    done: (ctx) => shows(ctx, 'button', 'confirm.submit'),
  },
  {
    call: 'contractList',
    route: 'loanConfirm',
    step: 'opening the loan confirmation (the agreements)',
    market: 'in',
    onOpen: true,
    url: (ctx) => at(ctx, '/loanConfirm', { productId: '2' }),
    done: (ctx) => shows(ctx, 'region', 'confirm.agreements'),
  },
  {
    call: 'standTargeted',
    route: 'loginFailure',
    step: 'opening the login-failure page',
    market: 'id',
    onOpen: true,
    url: (ctx) => at(ctx, '/loginFailure', FULL_LAUNCH),
    done: (ctx) => shows(ctx, 'region', 'loginFailure.products'),
  },
  {
    call: 'contactInfo',
    route: 'customerService',
    step: 'opening customer service (its contacts are optional)',
    market: 'in',
    onOpen: true,
    url: (ctx) => at(ctx, '/customerService'),
    // Issue 11: never an error screen: the market's own contacts, a note that says why, and Retry.
    control: (ctx) => ctx.page.getByRole('button', { name: ctx.t('common.retry'), exact: true }),
    failed: async (ctx) => {
      await expect(ctx.page.getByText(ctx.t('service.fallback'), { exact: true })).toBeVisible();
      await expect(ctx.page.getByRole('link', { name: '+91 22 4890 3100' })).toBeVisible();
    },
    waiting: async (ctx) => expect(ctx.page.getByText(ctx.t('service.hours'), { exact: true })).toBeVisible(),
    done: async (ctx) => {
      await expect(ctx.page.getByText(ctx.t('service.fallback'), { exact: true })).toHaveCount(0);
      await expect(ctx.page.getByRole('link', { name: 'care@kilatdana.example' })).toBeVisible();
    },
  },
];
