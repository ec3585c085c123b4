/**
 * Customer service (SPEC §2, §7 contact-kf-info overall=30; CONTRACT §4) in a browser: the banner loads, a
 * connection lost on the way is no error screen (the market's phone and e-mail with a note), and Retry brings the
 * server's telephone and e-mail as dialer and mail links. What the links are made of (the server's values reduced
 * to a number or an address, text when they are neither, the market's phone when the server gives none, each
 * fault, nothing while the call is out) is in tests/unit/customerServicePage.test.tsx.
 */
import { expect, test } from './cspGuard.ts';
import { SERVICE_PHONE, WORDS } from './borrowers.ts';
import { CARE, CARE_WORDS, careUrl, routeOf } from './careSupport.ts';
import { paramsOf } from './gatewayRequests.ts';

/** deployments/kilat.json: the brand's e-mail and banner; the phone is the market's (SERVICE_PHONE). */
const KILAT = { email: 'care@kilatdana.example', banner: '/brands/kilat/service.svg' };

test("a lost connection shows the market's contacts with a note; Retry shows the server's, under the banner", async ({
  page,
}) => {
  const words = CARE_WORDS.in;
  const own = SERVICE_PHONE.kilat.in;
  await page.route(routeOf(CARE.contact), (route) => route.abort('connectionreset'));
  await page.goto(careUrl('/customerService', 'in'));
  await expect(page.getByRole('heading', { level: 1, name: words.serviceTitle })).toBeVisible();
  await expect(page.getByText(words.fallback)).toBeVisible();
  await expect(page.getByRole('link', { name: own.phone })).toHaveAttribute('href', own.tel);
  await expect(page.getByRole('link', { name: KILAT.email })).toHaveAttribute('href', `mailto:${KILAT.email}`);
  await expect(page.getByRole('alert')).toHaveCount(0);

  const banner = page.getByRole('main').getByRole('presentation');
  await expect(banner).toHaveAttribute('src', KILAT.banner);
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await page.unroute(routeOf(CARE.contact));
  const asked = page.waitForResponse((response) => new URL(response.url()).pathname === CARE.contact);
  await page.getByRole('button', { name: WORDS.in.retry }).click();
  const response = await asked;
  expect(response.request().method()).toBe('POST');
  expect(paramsOf(response.request())).toMatchObject({ overall: '30' });
  const { email, smWa } = ((await response.json()) as { data: { email: string; smWa: string } }).data;

  const phone = page.getByRole('link', { name: smWa });
  await expect(phone).toHaveAttribute('href', `tel:${smWa.replace(/[^\d+]/g, '')}`);
  await expect(page.getByRole('paragraph').filter({ has: phone })).toContainText(words.phone);
  const mail = page.getByRole('link', { name: email });
  await expect(mail).toHaveAttribute('href', `mailto:${email}`);
  await expect(page.getByRole('paragraph').filter({ has: mail })).toContainText(words.email);
  await expect(page.getByText(words.fallback)).toHaveCount(0);
  await expect(page.getByRole('link', { name: own.phone })).toHaveCount(0);
});
