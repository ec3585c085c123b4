/**
 * The channel promotion register page on an iPhone with no launch platform (SPEC §6 client_type): the tracked visit
 * says ios, from the browser's own user agent. Everything else the page does on load is in promotion-register's
 * journey and on the compiled page in tests/unit/promotionPages.test.tsx.
 */
import { expect, test } from './cspGuard.ts';
import { callsTo, paramsOf, recordGateway } from './gatewayRequests.ts';
import { PROMO, openRegisterPage } from './promotionSupport.ts';

test.describe('on an iPhone with no launch platform', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });

  test('client_type is ios, from the browser', async ({ page }) => {
    const requests = recordGateway(page);
    await openRegisterPage(page);
    await expect.poll(() => callsTo(requests, PROMO.visit).length).toBe(1);
    expect(paramsOf(callsTo(requests, PROMO.visit)[0]!).client_type).toBe('ios');
  });
});
