/**
 * Customer service (SPEC §2, §7 contact-kf-info overall=30; CONTRACT §4): the banner, the telephone
 * and e-mail from the server as tel: and mailto: links built only from what a number or an address
 * may hold, the market's phone (and e-mail) when the server gives none or the call fails (with a
 * note and Retry, not an error screen), and no number at all while the call is on its way.
 */
import { expect, test, type Page, type Route } from './cspGuard.ts';
import { MARKETS, SERVICE_PHONE, WORDS, type MarketId } from './borrowers.ts';
import { CARE, CARE_WORDS, careUrl, routeOf } from './careSupport.ts';
import { paramsOf } from './gatewayRequests.ts';

/** deployments/kilat.json: the brand's e-mail and banner; the phone is the market's (SERVICE_PHONE). */
const KILAT = { email: 'care@kilatdana.example', banner: '/brands/kilat/service.svg' };

function contactReply(data: Record<string, unknown>) {
  return (route: Route) => route.fulfill({ json: { code: '00', message: 'ok', data } });
}

async function openService(page: Page, market: MarketId = 'in'): Promise<void> {
  await page.goto(careUrl('/customerService', market));
  await expect(page.getByRole('heading', { name: CARE_WORDS[market].serviceTitle })).toBeVisible();
}

for (const market of MARKETS) {
  test(`the banner, then the telephone and e-mail the server gives, as dialer and mail links (${market})`, async ({
    page,
  }) => {
    const words = CARE_WORDS[market];
    const asked = page.waitForResponse((response) => new URL(response.url()).pathname === CARE.contact);
    await openService(page, market);
    const response = await asked;
    expect(response.request().method()).toBe('POST');
    expect(paramsOf(response.request())).toMatchObject({ overall: '30' });
    const { email, smWa } = ((await response.json()) as { data: { email: string; smWa: string } }).data;

    const banner = page.getByRole('main').getByRole('presentation');
    await expect(banner).toHaveAttribute('src', KILAT.banner);
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    const phone = page.getByRole('link', { name: smWa });
    await expect(phone).toHaveAttribute('href', `tel:${smWa.replace(/[^\d+]/g, '')}`);
    await expect(page.getByRole('paragraph').filter({ has: phone })).toContainText(words.phone);
    const mail = page.getByRole('link', { name: email });
    await expect(mail).toHaveAttribute('href', `mailto:${email}`);
    await expect(page.getByRole('paragraph').filter({ has: mail })).toContainText(words.email);
  });
}

test("the server's own values are used, reduced to what a number or address may hold", async ({ page }) => {
  await page.route(
    routeOf(CARE.contact),
    contactReply({ email: 'help@server.example', smWa: '+62 (812) 555-0101 ext' }),
  );
  await openService(page);
  await expect(page.getByRole('link', { name: '+62 (812) 555-0101 ext' })).toHaveAttribute('href', 'tel:+628125550101');
  await expect(page.getByRole('link', { name: 'help@server.example' })).toHaveAttribute(
    'href',
    'mailto:help@server.example',
  );
  // The server's two, then the grievance officer's two (from the deployment).
  await expect(page.getByRole('link')).toHaveCount(4);
});

test('values that are no number or address are shown as text, never as links', async ({ page }) => {
  await page.route(
    routeOf(CARE.contact),
    contactReply({ email: 'x@y.example?bcc=all@corp.example', smWa: 'javascript:alert(1)' }),
  );
  await openService(page);
  await expect(page.getByRole('main')).toContainText('javascript:alert(1)');
  await expect(page.getByRole('main')).toContainText('x@y.example?bcc=all@corp.example');
  // Only the grievance officer's links remain: they come from the deployment, not from the server.
  await expect(page.getByRole('link')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Grievance redressal officer' }).getByRole('link')).toHaveCount(2);
});

for (const [name, data] of [
  ['an empty smWa', { email: 'help@server.example', smWa: '' }],
  ['no smWa at all', { email: 'help@server.example' }],
] as const) {
  test(`with ${name} the market's phone is shown`, async ({ page }) => {
    await page.route(routeOf(CARE.contact), contactReply(data));
    await openService(page);
    await expect(page.getByRole('link', { name: SERVICE_PHONE.kilat.in.phone })).toHaveAttribute(
      'href',
      SERVICE_PHONE.kilat.in.tel,
    );
    await expect(page.getByRole('link', { name: 'help@server.example' })).toHaveAttribute(
      'href',
      'mailto:help@server.example',
    );
  });
}

for (const market of MARKETS) {
  test(`with neither from the server, the market's own phone and the e-mail: never another market's number (${market})`, async ({
    page,
  }) => {
    const own = SERVICE_PHONE.kilat[market];
    const other = SERVICE_PHONE.kilat[market === 'in' ? 'id' : 'in'];
    await page.route(routeOf(CARE.contact), contactReply({ email: null, smWa: null }));
    await openService(page, market);
    await expect(page.getByRole('link', { name: own.phone })).toHaveAttribute('href', own.tel);
    await expect(page.getByRole('link', { name: KILAT.email })).toHaveAttribute('href', `mailto:${KILAT.email}`);
    await expect(page.getByRole('main')).not.toContainText(other.phone);
  });
}

const FAULTS = [
  {
    name: 'HTTP 500',
    market: 'id' as const,
    message: WORDS.id.status,
    answer: (route: Route) => route.fulfill({ status: 500, body: 'down' }),
  },
  {
    name: 'no connection',
    market: 'in' as const,
    message: WORDS.in.network,
    answer: (route: Route) => route.abort('connectionreset'),
  },
  {
    name: 'a refusal',
    market: 'in' as const,
    message: 'Service is closed for maintenance.',
    answer: (route: Route) =>
      route.fulfill({ json: { code: '01', message: 'Service is closed for maintenance.', data: null } }),
  },
];

for (const fault of FAULTS) {
  test(`a failed load (${fault.name}) is no error screen: the market's phone and e-mail with a note; Retry then shows the server's`, async ({
    page,
  }) => {
    const words = CARE_WORDS[fault.market];
    const own = SERVICE_PHONE.kilat[fault.market];
    let failures = 0;
    await page.route(routeOf(CARE.contact), (route) => {
      failures += 1;
      return fault.answer(route);
    });
    await page.goto(careUrl('/customerService', fault.market));
    await expect(page.getByRole('heading', { level: 1, name: words.serviceTitle })).toBeVisible();
    await expect(page.getByText(words.fallback)).toBeVisible();
    await expect(page.getByRole('link', { name: own.phone })).toHaveAttribute('href', own.tel);
    await expect(page.getByRole('link', { name: KILAT.email })).toHaveAttribute('href', `mailto:${KILAT.email}`);
    await expect(page.getByRole('heading', { name: WORDS[fault.market].loadTitle })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect(failures).toBe(1);

    await page.unroute(routeOf(CARE.contact));
    await page.getByRole('button', { name: WORDS[fault.market].retry }).click();
    await expect(page.getByRole('link', { name: '+62 811 1234 5678' })).toHaveAttribute('href', 'tel:+6281112345678');
    await expect(page.getByText(words.fallback)).toHaveCount(0);
    await expect(page.getByRole('link', { name: own.phone })).toHaveCount(0);
  });
}

test("while contact-kf-info is on its way no number shows (none changes under a finger); then the server's", async ({
  page,
}) => {
  let answer: (() => Promise<void>) | undefined;
  await page.route(routeOf(CARE.contact), (route) => {
    answer = () =>
      route.fulfill({
        json: { code: '00', message: 'ok', data: { email: 'help@server.example', smWa: '+62 812 555 0101' } },
      });
  });
  await openService(page);
  await expect.poll(() => answer !== undefined).toBe(true);
  // Only the grievance officer's two links (from the deployment) while the call is out.
  await expect(page.getByRole('link')).toHaveCount(2);
  await expect(page.getByText(CARE_WORDS.in.fallback)).toHaveCount(0);
  await answer!();
  await expect(page.getByRole('link', { name: '+62 812 555 0101' })).toHaveAttribute('href', 'tel:+628125550101');
  await expect(page.getByRole('link', { name: SERVICE_PHONE.kilat.in.phone })).toHaveCount(0);
});
