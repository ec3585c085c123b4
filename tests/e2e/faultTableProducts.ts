/**
 * The fault matrix, part 4: taps on products and on loan details (SPEC §7): applying from the
 * recommended list and a product's page, an agreement of the loan confirmation, the rating and Loan
 * more on loan details, a product on the login-failure page, and (lumen) loan details' product.
 * Links the demo hands to the native host (a store's market: address) leave the visitor on the
 * screen, so a fake host records them; the tracking calls' outcome is ignored and the step goes on.
 */
import { expect } from './cspGuard.ts';
import { at, toasted, type FaultContext } from './faultKit.ts';
import type { MatrixEntry } from './faultRunner.ts';
import { FULL_LAUNCH } from './borrowers.ts';
import { hostMessages } from './nativeHost.ts';

/** The apply button of a product's card (an article named by the product) inside `regionKey` (or anywhere). */
function applyOn(ctx: FaultContext, product: string, regionKey?: string) {
  const scope = regionKey ? ctx.page.getByRole('region', { name: ctx.t(regionKey) }) : ctx.page;
  return scope.getByRole('article', { name: product, exact: true }).getByRole('button');
}

/** The native host was asked `action` once per try so far (at least `least` times). */
async function hostAsked(ctx: FaultContext, action: string, least = ctx.round): Promise<void> {
  const asked = async () =>
    (await hostMessages(ctx.page)).filter((message) => (message as { action?: string }).action === action).length;
  await expect.poll(asked, { message: `the host asked to ${action}` }).toBeGreaterThanOrEqual(least);
}

/** The step went on after a tracking call: `next` was made, and the host asked, once per tap. */
function wentOn(next: string, action: string) {
  return async (ctx: FaultContext) => {
    await expect.poll(() => ctx.made(next), { message: `${next} made after the tracking call` }).toBe(ctx.round);
    await hostAsked(ctx, action);
  };
}

const rating = (ctx: FaultContext) => ctx.page.getByRole('dialog', { name: ctx.t('loan.rateTitle') });
const threeStars = (ctx: FaultContext) =>
  rating(ctx).getByRole('button', { name: ctx.t('rating.stars').replace('{n}', '3'), exact: true });
/** Order 10200 (repaid, product 2): loan details offers Loan more and asks for a rating as it opens. */
const repaidLoan = (ctx: FaultContext) => at(ctx, '/loanDetails', { productId: '2', orderId: '10200' });

export const PRODUCT_ROWS: MatrixEntry[] = [
  {
    call: 'pageEventSave',
    route: 'recommendList',
    step: 'applying from the recommended list (the page event goes first)',
    market: 'id',
    host: true,
    url: (ctx) => at(ctx, '/recommendList'),
    control: (ctx) => applyOn(ctx, 'Pinjam Mudah'),
    failed: wentOn('productApply', 'openLink'),
    waiting: wentOn('productApply', 'openLink'),
    done: wentOn('productApply', 'openLink'),
  },
  {
    call: 'productApply',
    route: 'product',
    step: "applying from a product's page",
    market: 'in',
    host: true,
    url: (ctx) => at(ctx, '/product', { productId: '3' }),
    control: (ctx) => applyOn(ctx, 'Pinjam Mudah'),
    failed: toasted,
    done: (ctx) => hostAsked(ctx, 'openLink', 1),
  },
  {
    call: 'contractJump',
    route: 'loanConfirm',
    step: 'opening an agreement on the loan confirmation',
    market: 'id',
    url: (ctx) => at(ctx, '/loanConfirm', { productId: '1' }),
    control: (ctx) =>
      ctx.page
        .getByRole('region', { name: ctx.t('confirm.agreements') })
        .getByRole('link')
        .first(),
    failed: toasted,
    done: (ctx) => expect(ctx.page).toHaveURL((url) => url.pathname.startsWith('/demo/contracts/')),
  },
  {
    call: 'googleScore',
    route: 'loanDetails',
    step: 'rating the service on loan details',
    market: 'id',
    url: repaidLoan,
    prepare: (ctx) => threeStars(ctx).click(),
    control: (ctx) => rating(ctx).getByRole('button', { name: ctx.t('common.submit'), exact: true }),
    wayBack: (ctx) => rating(ctx).getByRole('button', { name: ctx.t('common.cancel'), exact: true }),
    failed: toasted,
    kept: (ctx) => expect(threeStars(ctx)).toHaveAttribute('aria-pressed', 'true'),
    done: (ctx) => expect(ctx.page.getByRole('dialog', { name: ctx.t('loan.thanksTitle') })).toBeVisible(),
  },
  {
    call: 'saveEvent',
    route: 'loanDetails',
    step: 'Loan more on loan details (the event goes first)',
    market: 'in',
    host: true,
    url: repaidLoan,
    prepare: (ctx) =>
      rating(ctx)
        .getByRole('button', { name: ctx.t('common.cancel'), exact: true })
        .click(),
    control: (ctx) => ctx.page.getByRole('button', { name: ctx.t('loan.loanMore'), exact: true }),
    failed: (ctx) => hostAsked(ctx, 'goProduct'),
    waiting: (ctx) => hostAsked(ctx, 'goProduct'),
    done: (ctx) => hostAsked(ctx, 'goProduct'),
  },
  {
    call: 'standNecessity',
    route: 'loginFailure',
    step: 'a product on the login-failure page (the open is tracked first)',
    market: 'id',
    host: true,
    url: (ctx) => at(ctx, '/loginFailure', FULL_LAUNCH),
    control: (ctx) => applyOn(ctx, 'Pinjam Mudah', 'loginFailure.products'),
    failed: wentOn('standJoint', 'openLink'),
    waiting: wentOn('standJoint', 'openLink'),
    done: wentOn('standJoint', 'openLink'),
  },
  {
    call: 'standJoint',
    route: 'loginFailure',
    step: 'opening a product from the login-failure page',
    market: 'in',
    host: true,
    url: (ctx) => at(ctx, '/loginFailure', FULL_LAUNCH),
    control: (ctx) => applyOn(ctx, 'Pinjam Mudah', 'loginFailure.products'),
    failed: toasted,
    done: (ctx) => hostAsked(ctx, 'openLink', 1),
  },
  {
    call: 'define',
    route: 'loanDetails',
    step: "a recommended product on loan details (lumen's feature)",
    market: 'id',
    brand: 'lumen',
    url: (ctx) => at(ctx, '/loanDetails', { productId: '1', orderId: '10021' }),
    control: (ctx) => applyOn(ctx, 'Cepat Cair', 'loan.recommended'),
    failed: toasted,
    done: (ctx) => expect(ctx.page).toHaveURL((url) => url.pathname === '/product'),
  },
];
