/**
 * The fault matrix, part 3: the channel promotion's register page (SPEC §7 promotion calls): the
 * visit tracked as it opens, the picture code (a sid, then the picture: its failure shows on the
 * picture, which a tap asks again), the SMS code, the click tracked and registering. The tracking
 * calls' outcome is ignored: under a fault the borrower's step simply goes on.
 */
import { expect } from './cspGuard.ts';
import { at, langOf, toasted, type FaultContext } from './faultKit.ts';
import type { MatrixEntry } from './faultRunner.ts';
import { CHANNEL, DEMO_SMS_CODE, captchaLoaded, freshPhone, shownCaptcha } from './promotionSupport.ts';

const field = (ctx: FaultContext, key: string) => ctx.page.getByRole('textbox', { name: ctx.t(key), exact: true });
const picture = (ctx: FaultContext) => ctx.page.getByRole('button', { name: ctx.t('promotion.captchaRefresh') });
const getCode = (ctx: FaultContext) => ctx.page.getByRole('button', { name: ctx.t('promotion.getCode'), exact: true });
const apply = (ctx: FaultContext) => ctx.page.getByRole('button', { name: ctx.t('promotion.apply'), exact: true });
const promotion = (ctx: FaultContext) => at(ctx, '/promotion', CHANNEL);

/** The picture says it did not load (and that a tap tries again). */
const pictureFailed = (ctx: FaultContext) =>
  expect(picture(ctx)).toHaveAccessibleName(
    `${ctx.t('promotion.captchaRefresh')}. ${ctx.t('promotion.captchaFailed')}`,
  );
const pictureShown = async (ctx: FaultContext) => {
  await expect(picture(ctx)).toHaveAccessibleName(ctx.t('promotion.captchaRefresh'));
  await captchaLoaded(ctx.page, langOf(ctx.market));
};

/**
 * What the visitor typed, by test (its borrower's token): a number nobody registered, the picture's code, the SMS code.
 */
const typed = new Map<string, { phone: string; code: string; sms: string }>();

/** Fills in the form: the number, the code of the picture shown, and `sms` (when given). */
async function fillForm(ctx: FaultContext, sms = ''): Promise<void> {
  const phone = freshPhone();
  await field(ctx, 'promotion.phone').fill(phone);
  await captchaLoaded(ctx.page, langOf(ctx.market));
  const { code } = await shownCaptcha(ctx.page, langOf(ctx.market));
  await field(ctx, 'promotion.captcha').fill(code);
  if (sms) await field(ctx, 'promotion.smsCode').fill(sms);
  typed.set(ctx.token, { phone, code, sms });
}

async function formKept(ctx: FaultContext): Promise<void> {
  const values = typed.get(ctx.token)!;
  await expect(field(ctx, 'promotion.phone')).toHaveValue(values.phone);
  await expect(field(ctx, 'promotion.captcha')).toHaveValue(values.code);
  await expect(field(ctx, 'promotion.smsCode')).toHaveValue(values.sms);
}

/** The form is there to use (typing goes on while a picture or a tracking call is out). */
const formUsable = (ctx: FaultContext) => expect(field(ctx, 'promotion.phone')).toBeEditable();

/** The registration went on: one register request per tap, whatever the click tracking met. */
async function registered(ctx: FaultContext): Promise<void> {
  await expect.poll(() => ctx.made('register'), { message: 'register sent after the tracked click' }).toBe(ctx.round);
}

export const PROMOTION_ROWS: MatrixEntry[] = [
  {
    call: 'trackVisit',
    route: 'promotionRegister',
    step: 'opening the register page (the visit is tracked)',
    market: 'in',
    url: promotion,
    onOpen: true,
    // Each visit is tracked once: the next is a reload.
    again: async (ctx) => void (await ctx.page.reload()),
    failed: async (ctx) => {
      await formUsable(ctx);
      await expect.poll(() => ctx.made('getSid'), { message: 'the picture code asked on each visit' }).toBe(ctx.round);
    },
    waiting: formUsable,
    done: pictureShown,
  },
  {
    call: 'getSid',
    route: 'promotionRegister',
    step: 'opening the register page (the picture code starts with a sid)',
    market: 'id',
    url: promotion,
    onOpen: true,
    control: picture,
    failed: pictureFailed,
    waiting: formUsable,
    done: pictureShown,
  },
  {
    call: 'getCaptcha',
    route: 'promotionRegister',
    step: 'the picture code (loaded by the browser), and a tap for a new one',
    market: 'in',
    url: promotion,
    onOpen: true,
    // A new picture needs the number first (SPEC §5).
    prepare: async (ctx) => {
      const phone = freshPhone();
      await field(ctx, 'promotion.phone').fill(phone);
      typed.set(ctx.token, { phone, code: '', sms: '' });
    },
    control: picture,
    failed: pictureFailed,
    kept: formKept,
    waiting: formUsable,
    done: pictureShown,
  },
  {
    call: 'getSms',
    route: 'promotionRegister',
    step: 'asking for the SMS code',
    market: 'id',
    url: promotion,
    prepare: (ctx) => fillForm(ctx),
    control: getCode,
    failed: toasted,
    kept: formKept,
    done: (ctx) => expect(ctx.page.getByRole('status').filter({ hasText: ctx.t('promotion.codeSent') })).toBeVisible(),
  },
  {
    call: 'trackClick',
    route: 'promotionRegister',
    step: 'tapping Apply (the click is tracked before registering)',
    market: 'in',
    url: promotion,
    // A wrong SMS code: the demo refuses each registration, so the visitor stays to tap again.
    prepare: (ctx) => fillForm(ctx, '000000'),
    control: apply,
    failed: registered,
    kept: formKept,
    waiting: registered,
    done: registered,
  },
  {
    call: 'register',
    route: 'promotionRegister',
    step: 'registering (Apply) after the SMS code came',
    market: 'id',
    url: promotion,
    prepare: async (ctx) => {
      await fillForm(ctx);
      await getCode(ctx).click();
      await expect(ctx.page.getByRole('status').filter({ hasText: ctx.t('promotion.codeSent') })).toBeVisible();
      await field(ctx, 'promotion.smsCode').fill(DEMO_SMS_CODE);
      typed.get(ctx.token)!.sms = DEMO_SMS_CODE;
    },
    control: apply,
    failed: toasted,
    kept: formKept,
    done: (ctx) => expect(ctx.page).toHaveURL((url) => url.pathname === '/promotion/download'),
  },
];
