/**
 * The developer test page of the kilat build in a real browser (SPEC §2 /testPreview; CONTRACT §3): the device fields
 * saved for the session and kept on reload, the token masked (issue 12); a demo scenario opening its screen afresh
 * with the launch parameters (the gateway gets the token and the device's ids, the address does not) in the pretend
 * app, whose Back closes it; the section links' scrolling; the file picker and geolocation showing what the browser
 * returned. Which address each button leaves for, and the masking, are checked in tests/unit/testPreview.test.tsx.
 * It needs a demo build (DEMO_BUILD=1 npm run build): a production build leaves the page out.
 */
import { join } from 'node:path';
import { DEMO_DIST, builtPages } from '../../renderer/toolchain/vite/demoBuild.ts';
import { ROOT } from '../../renderer/toolchain/project/project.ts';
import { expect, test, type Locator, type Page } from './cspGuard.ts';
import { uniqueToken } from './borrowers.ts';
import { paramsOf, recordGateway } from './gatewayRequests.ts';
import { statusWith } from './locators.ts';
import { collectPageErrors } from './pageWatchers.ts';
import { PNG_BYTES } from './uploads.ts';

/** The link at the top to one of the page's sections (it scrolls there). */
const tab = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });
const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });

test.beforeAll(() => {
  if (!builtPages(join(ROOT, DEMO_DIST, 'kilat'), 'kilat').has('testPreview')) {
    throw new Error(
      `${DEMO_DIST}/kilat holds no demo build with the developer test page: build a demo first (DEMO_BUILD=1 npm run build; npm run test:e2e does)`,
    );
  }
});

/** A credential as the page shows it. */
const masked = (value: string) => `••••${value.slice(-4)}`;

async function openDevice(page: Page) {
  await page.goto('/testPreview');
  await tab(page, 'Device').click();
  await expect(field(page, 'token')).toBeVisible();
}

test('device fields: filled in, saved for the session and still there after a reload; the address never shows them', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const token = uniqueToken('preview');
  await openDevice(page);
  await expect(field(page, 'token')).toHaveValue('');
  await field(page, 'token').fill(token);
  await field(page, 'deviceId').fill('dev-e2e');
  await field(page, 'platform').selectOption('android');
  await field(page, 'languageType').selectOption('1');
  await page.getByRole('button', { name: 'Save for this session' }).click();
  await expect(statusWith(page, 'Saved for this session')).toBeVisible();

  await page.reload();
  // languageType 1 now chooses Indonesian.
  await tab(page, 'Perangkat').click();
  await expect(field(page, 'token')).toHaveValue(masked(token));
  await expect(field(page, 'deviceId')).toHaveValue('dev-e2e');
  await expect(field(page, 'platform')).toHaveValue('android');
  await expect(field(page, 'languageType')).toHaveValue('1');
  await expect(field(page, 'merchantNumber')).toHaveValue('KD0001');
  expect(new URL(page.url()).search).toBe('');
  expect(errors).toEqual([]);
});

test('a demo scenario opens its screen afresh, as the app does, with the device fields: the gateway gets the token and device, the address does not; Back on its first screen closes it and the test page is back', async ({
  page,
}) => {
  const requests = recordGateway(page);
  const token = uniqueToken('scenario');
  await openDevice(page);
  await page.getByRole('button', { name: 'Fill in demo values' }).click();
  await field(page, 'token').fill(token);
  await field(page, 'languageType').selectOption('1');
  await tab(page, 'Demo data').click();
  await page.getByRole('button', { name: "Overdue: Repay on the partner's page, Delay repayment (180)" }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Terlambat' })).toBeVisible();
  const address = new URL(page.url());
  expect(address.pathname).toBe('/loanDetails');
  for (const key of ['token', 'session', 'userId', 'deviceId', 'gid', 'deviceName'])
    expect(address.searchParams.has(key), key).toBe(false);
  expect(address.searchParams.get('platform')).toBe('android');
  const details = requests.find((request) => new URL(request.url()).pathname.endsWith('/loan-details/loan-details'));
  expect(details, 'the screen asked the gateway').toBeDefined();
  expect(paramsOf(details!)).toMatchObject({
    orderId: '10180',
    productId: '4',
    languageType: '1',
    token,
    session: 'demo-session',
    deviceId: 'demo-device-1',
    platform: 'android',
  });
  expect((await details!.allHeaders())['x-auth-token']).toBe(token);

  await page.getByRole('button', { name: 'Kembali', exact: true }).click();
  await expect(page).toHaveURL(/\/testPreview/);
});

test('the section links scroll to each part of one page; the file picker shows the chosen file; geolocation shows where the browser is, or that it was denied', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: -6.2087634, longitude: 106.845599, accuracy: 25 });
  await page.goto('/testPreview');
  await expect(page.getByRole('heading', { level: 1, name: 'Developer test page' })).toBeVisible();
  const titleBar = page.getByRole('banner').filter({ has: page.getByRole('heading', { level: 1 }) });
  const bottomOf = async (locator: Locator) => {
    const box = await locator.boundingBox();
    return box ? box.y + box.height : Number.NaN;
  };
  for (const name of ['Device', 'Screens', 'Checks']) {
    // A tap reaches the link (Playwright clicks only what is on top): the navigation sticks below the title bar.
    await tab(page, name).click();
    const heading = page.getByRole('region', { name, exact: true }).getByRole('heading', { name, exact: true });
    await expect(heading).toBeInViewport();
    // The outcome, however long the smooth scroll takes: the heading comes to rest below both sticky bars.
    await expect
      .poll(async () => {
        const top = (await heading.boundingBox())?.y ?? Number.NaN;
        return top >= (await bottomOf(titleBar)) && top >= (await bottomOf(page.getByRole('navigation')));
      })
      .toBe(true);
  }

  await page.getByLabel('Choose a file').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG_BYTES });
  const file = page.getByRole('region', { name: 'File picker' }).getByRole('status');
  await expect(file.getByRole('term')).toHaveText(['Name', 'Type', 'Size']);
  await expect(file.getByRole('definition')).toHaveText(['photo.png', 'image/png', `${PNG_BYTES.length} bytes`]);

  const location = page.getByRole('region', { name: 'Geolocation' }).getByRole('status');
  await page.getByRole('button', { name: 'Get my location' }).click();
  await expect(location.getByRole('definition')).toHaveText(['-6.208763', '106.845599', '25 m']);
  await context.clearPermissions();
  await page.getByRole('button', { name: 'Get my location' }).click();
  await expect(location).toContainText('Denied: the browser may not share the location.');
  await expect(location.getByRole('definition')).toHaveCount(0);
});
