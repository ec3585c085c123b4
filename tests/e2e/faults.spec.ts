/**
 * When the loan-details call fails (CONTRACT §4): a message in the user's language and a retry
 * that shows the page once the gateway is healthy again; never a stuck spinner or a blank page.
 */
import { expect, test, type Route } from './cspGuard.ts';
import { LOAN_DETAILS, MARKETS, WORDS, loanUrl, replyFor, type MarketId } from './borrowers.ts';

interface Fault {
  name: string;
  /** The catalogue message the user must see (or the server's own message). */
  message: (market: MarketId) => string;
  answer: (route: Route, market: MarketId) => Promise<void>;
}

const serverMessage = (market: MarketId) =>
  market === 'id' ? 'Pesanan sedang diproses, coba lagi nanti' : 'Your order is being processed, try again later';

const FAULTS: Fault[] = [
  {
    name: 'the request is aborted',
    message: (m) => WORDS[m].network,
    answer: (route) => route.abort('connectionreset'),
  },
  {
    name: 'HTTP 500',
    message: (m) => WORDS[m].status,
    answer: (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' }),
  },
  {
    name: 'a body that is not JSON',
    message: (m) => WORDS[m].shape,
    answer: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '<html>oops' }),
  },
  {
    name: 'JSON that is not an envelope',
    message: (m) => WORDS[m].shape,
    answer: (route) => route.fulfill({ status: 200, json: [1, 2, 3] }),
  },
  {
    name: 'a success envelope with the wrong payload',
    message: (m) => WORDS[m].shape,
    answer: (route) =>
      route.fulfill({
        status: 200,
        json: {
          success: true,
          code: '00',
          message: 'ok',
          data: { noticeStatusText: 'no status here', userOrderDetail: 'rows?' },
        },
      }),
  },
  {
    name: 'a refusal with a server message',
    message: serverMessage,
    answer: (route, market) =>
      route.fulfill({
        status: 200,
        json: { success: false, code: '7001', message: serverMessage(market), data: null },
      }),
  },
];

for (const fault of FAULTS) {
  for (const market of MARKETS) {
    test(`${fault.name} (${market}): message, retry, then the page`, async ({ page }) => {
      const words = WORDS[market];
      let failures = 0;
      await page.route(LOAN_DETAILS, async (route) => {
        failures += 1;
        await fault.answer(route, market);
      });
      await page.goto(loanUrl('10174', market));

      await expect(page.getByRole('heading', { level: 2, name: words.loadTitle })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText(fault.message(market));
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      const retry = page.getByRole('button', { name: words.retry });
      await expect(retry).toBeVisible();
      expect(failures).toBe(1);

      // A retry while the gateway is still broken fails again, visibly.
      await retry.click();
      await expect.poll(() => failures).toBe(2);
      await expect(page.getByRole('alert')).toHaveText(fault.message(market));
      await expect(page.getByRole('progressbar')).toHaveCount(0);

      await page.unroute(LOAN_DETAILS);
      await page.getByRole('button', { name: words.retry }).click();
      const reply = replyFor('10174', market);
      await expect(page.getByRole('heading', { level: 2, name: reply.noticeStatusText })).toBeVisible();
      await expect(page.getByRole('button', { name: words.repay })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
    });
  }
}
