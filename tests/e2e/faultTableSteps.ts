/**
 * The fault matrix, part 2: the calls a borrower's tap makes on complaints, the help chat and the
 * payment screens. A payment whose reply is lost is not retried blindly: the screen first asks loan
 * details what became of the order and says so (schemas/flows/checkPayment.json), and every try of
 * the attempt carries its one Idempotency-Key (checked by the runner for `idempotent` calls).
 */
import type { Page } from '@playwright/test';
import { expect } from './cspGuard.ts';
import { at, errorKeys, gatewayPath, toasted, type FaultContext } from './faultKit.ts';
import type { MatrixEntry } from './faultRunner.ts';
import { due10174 } from './faultTableLoads.ts';
import { pngFile } from './uploads.ts';

const button = (ctx: FaultContext, key: string) => ctx.page.getByRole('button', { name: ctx.t(key), exact: true });
const textbox = (ctx: FaultContext, key: string) => ctx.page.getByRole('textbox', { name: ctx.t(key) });
const count = (ctx: FaultContext, key: string, n: number) => ctx.t(key).replace('{n}', String(n));

async function arrivedAt(page: Page, pathname: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === pathname);
}

/**
 * The order check after a lost payment reply: asked once per try, and its answer said. The count is
 * waited for first: the previous try's answer, the same words, may still be on screen.
 */
async function orderChecked(ctx: FaultContext, key: string, checkCall: string, before = 0): Promise<void> {
  await expect
    .poll(() => ctx.made(checkCall), { message: `${checkCall} asked after each lost reply` })
    .toBe(before + ctx.round);
  await expect(ctx.page.getByRole('alert').filter({ hasText: ctx.said([key]) })).toBeVisible();
}

const TYPED = {
  in: 'My repayment of Monday is not shown yet.',
  id: 'Pembayaran saya hari Senin belum tercatat.',
} as const;
const complaintForm = (ctx: FaultContext) => at(ctx, '/complainPageNext', { problemType: '3', orderNo: '10174' });
const typedKept = (ctx: FaultContext) => expect(textbox(ctx, 'complaint.text')).toHaveValue(TYPED[ctx.market]);

const chatLog = (ctx: FaultContext) => ctx.page.getByRole('log', { name: ctx.t('chat.log') });
/** The borrower's own line in the log (it starts with who speaks). */
const saidInLog = (ctx: FaultContext, text: string) =>
  chatLog(ctx).getByText(`${ctx.t('chat.you')}: ${text}`, { exact: true });
const chatFailed = (ctx: FaultContext, kinds: Parameters<typeof errorKeys>[0]) =>
  expect(chatLog(ctx).getByRole('alert')).toHaveText(ctx.said(errorKeys(kinds)));
const chatRetry = (ctx: FaultContext) => chatLog(ctx).getByRole('button', { name: ctx.t('common.retry') });
const typing = (ctx: FaultContext) => expect(chatLog(ctx).getByText(ctx.t('chat.typing'))).toBeVisible();
const QUESTION = { in: 'When will my money arrive?', id: 'Kapan dana saya cair?' } as const;

/**
 * A complaint of this test's own, saved through the demo gateway, so rating it touches no seeded
 * one; its detail is shown as processed and unrated (only those ask for a rating).
 */
async function ownComplaint(ctx: FaultContext): Promise<string> {
  const query = new URLSearchParams({ token: ctx.token, ...(ctx.market === 'id' ? { languageType: '1' } : {}) });
  const response = await ctx.page.request.post(`${gatewayPath('problemSave')}?${query}`, {
    form: { problemType: '3', problemDetail: TYPED[ctx.market], orderNo: '10174' },
  });
  const body = (await response.json()) as { data: { problemId: number } };
  await ctx.page.route(
    (url) => url.pathname === gatewayPath('problemDetail'),
    async (route) => {
      const reply = await route.fetch();
      const detail = (await reply.json()) as { data: Record<string, unknown> };
      await route.fulfill({
        response: reply,
        json: { ...detail, data: { ...detail.data, disposeDetail: 'Handled.', isScore: 0 } },
      });
    },
  );
  return String(body.data.problemId);
}

const ratingDialog = (ctx: FaultContext, key: string) => ctx.page.getByRole('dialog', { name: ctx.t(key) });
const star = (ctx: FaultContext, dialogKey: string, n: number) =>
  ratingDialog(ctx, dialogKey).getByRole('button', {
    name: count(ctx, n === 1 ? 'rating.star' : 'rating.stars', n),
    exact: true,
  });

export const STEP_ROWS: MatrixEntry[] = [
  {
    call: 'uploadProblemImage',
    route: 'complaintForm',
    step: 'picking a picture on the complaint form',
    market: 'id',
    url: complaintForm,
    prepare: async (ctx) => {
      await textbox(ctx, 'complaint.text').fill(TYPED[ctx.market]);
    },
    control: (ctx) => ctx.page.getByLabel(ctx.t('images.add')),
    again: (ctx) => ctx.page.getByLabel(ctx.t('images.add')).setInputFiles(pngFile()),
    failed: toasted,
    kept: async (ctx) => {
      await typedKept(ctx);
      await expect(ctx.page.getByRole('img', { name: count(ctx, 'images.image', 1), exact: true })).toHaveCount(0);
    },
    waiting: (ctx) => expect(ctx.page.getByText(ctx.t('images.uploading'))).toBeVisible(),
    done: async (ctx) => {
      await expect(ctx.page.getByRole('status').filter({ hasText: ctx.t('complaint.uploaded') })).toBeVisible();
      await expect(ctx.page.getByRole('img', { name: count(ctx, 'images.image', 1), exact: true })).toBeVisible();
      await typedKept(ctx);
    },
  },
  {
    call: 'problemSave',
    route: 'complaintForm',
    step: 'submitting the complaint form',
    market: 'in',
    url: complaintForm,
    prepare: (ctx) => textbox(ctx, 'complaint.text').fill(TYPED[ctx.market]),
    control: (ctx) => button(ctx, 'common.submit'),
    failed: toasted,
    kept: typedKept,
    done: (ctx) => expect(ctx.page.getByRole('dialog', { name: ctx.t('complaint.savedTitle') })).toBeVisible(),
  },
  {
    call: 'saveScore',
    route: 'complaintDetail',
    step: 'rating a processed complaint (the dialog 3 s after opening)',
    market: 'id',
    clock: true,
    url: async (ctx) => at(ctx, '/complainDetails', { problemId: await ownComplaint(ctx) }),
    prepare: async (ctx) => {
      await expect(textbox(ctx, 'complaint.content')).toBeVisible();
      // Time moves on (in steps, the wait starts once the detail is shown) until the dialog asks.
      await expect
        .poll(async () => {
          await ctx.page.clock.fastForward(1_000);
          return ratingDialog(ctx, 'complaint.rateTitle').isVisible();
        })
        .toBe(true);
      await star(ctx, 'complaint.rateTitle', 3).click();
    },
    control: (ctx) =>
      ratingDialog(ctx, 'complaint.rateTitle').getByRole('button', { name: ctx.t('common.submit'), exact: true }),
    wayBack: (ctx) =>
      ratingDialog(ctx, 'complaint.rateTitle').getByRole('button', { name: ctx.t('common.cancel'), exact: true }),
    failed: toasted,
    kept: (ctx) => expect(star(ctx, 'complaint.rateTitle', 3)).toHaveAttribute('aria-pressed', 'true'),
    done: (ctx) => expect(ratingDialog(ctx, 'complaint.rateTitle')).toBeHidden(),
  },
  {
    call: 'qaList',
    route: 'helpChat',
    step: 'asking a topic in the help chat',
    market: 'in',
    url: (ctx) => at(ctx, '/intelligentCustomerService', { orderNo: '10180' }),
    prepare: (ctx) => expect(ctx.page.getByRole('tab', { name: 'Loan application' })).toBeVisible(),
    control: (ctx) => (ctx.round === 1 ? ctx.page.getByRole('tab', { name: 'Loan application' }) : chatRetry(ctx)),
    failed: chatFailed,
    kept: (ctx) => expect(saidInLog(ctx, 'Loan application')).toHaveCount(1),
    waiting: typing,
    done: async (ctx) => {
      await expect(chatLog(ctx).getByRole('button', { name: 'How long does approval take?' })).toBeVisible();
      await expect(chatLog(ctx).getByRole('alert')).toHaveCount(0);
    },
  },
  {
    call: 'qaRecord',
    route: 'helpChat',
    step: 'sending a typed question in the help chat',
    market: 'id',
    url: (ctx) => at(ctx, '/intelligentCustomerService', { orderNo: '10180' }),
    prepare: (ctx) => textbox(ctx, 'chat.input').fill(QUESTION[ctx.market]),
    control: (ctx) => (ctx.round === 1 ? button(ctx, 'common.send') : chatRetry(ctx)),
    failed: chatFailed,
    kept: (ctx) => expect(saidInLog(ctx, QUESTION[ctx.market])).toHaveCount(1),
    waiting: typing,
    done: (ctx) => expect(chatLog(ctx).getByRole('button', { name: ctx.t('chat.contact') })).toBeVisible(),
  },
  {
    call: 'repaymentCommit',
    route: 'payWay',
    step: 'paying with a bound card (Pay now)',
    market: 'in',
    url: (ctx) => at(ctx, '/payWay', due10174(ctx.market)),
    prepare: (ctx) => ctx.page.getByRole('radio', { name: 'BCA' }).check(),
    control: (ctx) => button(ctx, 'payWay.pay'),
    failed: (ctx) => orderChecked(ctx, 'paymentCheck.unpaid', 'loanDetails'),
    kept: (ctx) => expect(ctx.page.getByRole('radio', { name: 'BCA' })).toBeChecked(),
    done: (ctx) => expect(textbox(ctx, 'payWay.code')).toBeVisible(),
  },
  {
    call: 'repaymentConfirm',
    route: 'payWay',
    step: 'confirming a card payment with the SMS code',
    market: 'id',
    url: (ctx) => at(ctx, '/payWay', due10174(ctx.market)),
    prepare: async (ctx) => {
      await ctx.page.getByRole('radio', { name: 'BCA' }).check();
      await button(ctx, 'payWay.pay').click();
      await textbox(ctx, 'payWay.code').fill('123456');
    },
    control: (ctx) => button(ctx, 'payWay.confirm'),
    failed: (ctx) => orderChecked(ctx, 'paymentCheck.unpaid', 'loanDetails'),
    kept: (ctx) => expect(textbox(ctx, 'payWay.code')).toHaveValue('123456'),
    done: async (ctx) => {
      await arrivedAt(ctx.page, '/loanDetails');
      await expect(ctx.page.getByRole('heading', { level: 2, name: 'Lunas' })).toBeVisible();
    },
  },
  {
    call: 'repaymentHuichao',
    route: 'walletRepay',
    step: 'paying with the e-wallet',
    market: 'in',
    url: (ctx) => at(ctx, '/walletRepay', due10174(ctx.market)),
    control: (ctx) => (ctx.round === 1 ? button(ctx, 'wallet.pay') : button(ctx, 'common.retry')),
    failed: async (ctx) => {
      await orderChecked(ctx, 'paymentCheck.unpaid', 'loanDetails');
      await expect(ctx.page.getByRole('link', { name: ctx.t('result.back') })).toBeVisible();
    },
    done: (ctx) => arrivedAt(ctx.page, '/paymentInstructions'),
  },
  {
    call: 'loanDetailPush',
    route: 'loanConfirm',
    step: 'confirming the loan',
    market: 'in',
    url: (ctx) => at(ctx, '/loanConfirm', { productId: '1' }),
    prepare: (ctx) => expect(button(ctx, 'confirm.submit')).toBeEnabled(),
    control: (ctx) => button(ctx, 'confirm.submit'),
    // The order list (loaded once as the screen opened) says whether the loan was applied for.
    failed: (ctx) => orderChecked(ctx, 'paymentCheck.notApplied', 'orderList', 1),
    kept: (ctx) => expect(ctx.page.getByRole('checkbox', { name: ctx.t('confirm.consent') })).toBeChecked(),
    done: (ctx) => arrivedAt(ctx.page, '/loanDetails'),
  },
];
