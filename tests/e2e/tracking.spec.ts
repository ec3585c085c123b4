/**
 * Tracking never holds a tap (issue 11; SPEC §7: the results of event/save, pageEvent/save and
 * stand/necessity are ignored): with the tracking call hanging (a route that never answers), Loan
 * more still asks the host to open the product, Apply (recommended list, product page) still sends
 * the application and a login-failure product still asks stand/joint, each within 300 ms of the
 * tap. Times are read in the page's own clock: when the tap reached the page, when the bridge
 * message left and when the next request was sent, so no test waits for anything to time out.
 */
import { expect, test, type Page } from './cspGuard.ts';
import { GW, TEXT, card, productUrl } from './productSupport.ts';
import { EVENT_SAVE, FULL_LAUNCH, WORDS, loanUrl } from './borrowers.ts';

/** The longest a borrower may wait between the tap and what it asked for. */
const PROMPT_MS = 300;

interface Mark {
  kind: 'tap' | 'bridge' | 'request';
  /** The bridge message, or the request's path. */
  what: string;
  /** Milliseconds since the epoch, from the page's clock. */
  at: number;
}

/**
 * Records, in the page, every tap (click), every message to a pretend native host
 * (ReactNativeWebView) and every request the page sends (XMLHttpRequest.send, which the gateway
 * client uses), with the time each happened.
 */
async function recordTimeline(page: Page): Promise<Mark[]> {
  const marks: Mark[] = [];
  await page.exposeFunction(
    '__timelineMark',
    (kind: Mark['kind'], what: string, at: number) => void marks.push({ kind, what, at }),
  );
  await page.addInitScript(() => {
    const mark = (kind: string, what: string) =>
      void (
        window as unknown as { __timelineMark: (kind: string, what: string, at: number) => Promise<void> }
      ).__timelineMark(kind, what, performance.timeOrigin + performance.now());
    document.addEventListener('click', () => mark('tap', ''), true);
    (window as unknown as { ReactNativeWebView: unknown }).ReactNativeWebView = {
      postMessage: (message: string) => mark('bridge', message),
    };
    const open = XMLHttpRequest.prototype.open;
    const send = XMLHttpRequest.prototype.send;
    const urls = new WeakMap<XMLHttpRequest, string>();
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['open']>) {
      urls.set(this, new URL(String(args[1]), window.location.href).pathname);
      return open.apply(this, args);
    } as XMLHttpRequest['open'];
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      mark('request', urls.get(this) ?? '');
      return send.call(this, body);
    };
  });
  return marks;
}

/** A tracking call that is sent but never answered (its request is seen, then left hanging). */
async function hang(page: Page, path: string): Promise<{ seen: () => boolean }> {
  let seen = false;
  await page.route(`**${path}*`, () => void (seen = true));
  return { seen: () => seen };
}

/** How long after the last tap the first mark matching `next` happened. */
async function delayAfterTap(marks: Mark[], next: (mark: Mark) => boolean): Promise<number> {
  await expect.poll(() => marks.some(next), { timeout: 5_000 }).toBe(true);
  const step = marks.find(next)!;
  const tap = marks.filter((mark) => mark.kind === 'tap' && mark.at <= step.at).at(-1);
  expect(tap, 'a tap before the step').toBeDefined();
  return step.at - tap!.at;
}

test('Loan more: with event/save hanging, the host is asked to open the product within 300 ms', async ({ page }) => {
  const marks = await recordTimeline(page);
  const tracking = await hang(page, EVENT_SAVE);
  await page.goto(loanUrl('10004', 'in'));
  await page.getByRole('dialog', { name: WORDS.in.rateTitle }).getByRole('button', { name: WORDS.in.cancel }).click();

  await page.getByRole('button', { name: WORDS.in.loanMore }).click();
  const delay = await delayAfterTap(marks, (mark) => mark.kind === 'bridge');
  expect(delay).toBeLessThan(PROMPT_MS);
  expect(marks.filter((mark) => mark.kind === 'bridge').map((mark) => JSON.parse(mark.what) as unknown)).toEqual([
    { action: 'goProduct', data: { productId: '1' } },
  ]);
  await expect.poll(tracking.seen).toBe(true);
  await expect(page.getByRole('button', { name: WORDS.in.loanMore })).toBeEnabled();
});

test('Apply on the recommended list: with pageEvent/save hanging, the application is sent within 300 ms', async ({
  page,
}) => {
  const marks = await recordTimeline(page);
  const tracking = await hang(page, GW.event);
  await page.goto(productUrl('/recommendList', 'in'));
  await card(page, 'Dana Prima').getByRole('button', { name: TEXT.in.apply }).click();

  const delay = await delayAfterTap(marks, (mark) => mark.kind === 'request' && mark.what === GW.apply);
  expect(delay).toBeLessThan(PROMPT_MS);
  await expect.poll(tracking.seen).toBe(true);
  // The application goes on to its confirmation, the event still unanswered.
  await expect(page).toHaveURL(/\/loanConfirm\?/);
});

test('Apply on the product page: with pageEvent/save hanging, the application is sent within 300 ms', async ({
  page,
}) => {
  const marks = await recordTimeline(page);
  const tracking = await hang(page, GW.event);
  await page.goto(productUrl('/product', 'in', { productId: '1' }));
  await card(page, 'Dana Kilat').getByRole('button', { name: TEXT.in.apply }).click();

  const delay = await delayAfterTap(marks, (mark) => mark.kind === 'request' && mark.what === GW.apply);
  expect(delay).toBeLessThan(PROMPT_MS);
  await expect.poll(tracking.seen).toBe(true);
  await expect(page).toHaveURL(/\/loanConfirm\?/);
});

test('a product on the login-failure screen: with stand/necessity hanging, stand/joint is asked within 300 ms and the product opens', async ({
  page,
}) => {
  const marks = await recordTimeline(page);
  const tracking = await hang(page, GW.necessity);
  await page.goto(productUrl('/loginFailure', 'in', FULL_LAUNCH));
  await card(page.getByRole('region', { name: TEXT.in.recommended }), 'Dana Kilat')
    .getByRole('button', { name: TEXT.in.apply })
    .click();

  const delay = await delayAfterTap(marks, (mark) => mark.kind === 'request' && mark.what === GW.joint);
  expect(delay).toBeLessThan(PROMPT_MS);
  await expect.poll(tracking.seen).toBe(true);
  await expect(page).toHaveURL(/\/product\?/);
});
