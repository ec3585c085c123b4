/**
 * The borrowers' vitals and the app's failures as the demo collector gets them (issue 32,
 * renderer/browser/monitoring/), in either render mode: three screens visited with every identifying
 * launch parameter, failures planted that hold each of them (the token, session, user and device ids,
 * a phone, a card number, an amount and text the borrower typed, a query string), and every beacon the
 * demo gateway collected read: the vitals and the failures arrived, and nothing personal is in any.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { MONITORING_MARK } from '../../renderer/contract/monitoring.ts';
import type { Beacon } from '../../renderer/browser/monitoring/beacon.ts';
import { uniqueToken } from './borrowers.ts';

const BEACONS = '/gateway/beacons';

/** What the launch carries and what is typed, each unlike anything the app would write itself. */
function personal(mode: string) {
  const token = uniqueToken(`vitals-${mode}`);
  return {
    token,
    session: `sess-${token}-9f3a`,
    userId: `user${Date.now()}77`,
    deviceId: `dev-${token}-b7c1`,
    gid: `gid-${token}-0d2e`,
    deviceName: `Priya Galaxy ${token.slice(-6)}`,
    phone: '+91 98765 43210',
    card: '4111 1111 1111 1111',
    amount: '12345.67',
    typed: `my landlord Ravindra is angry ${token.slice(-5)}`,
  };
}

/**
 * Once the monitor listens: it comes once taps work (the app's interactive mark), at idle, and marks when its observers
 * are in; web-vitals then has the buffered paint entries delivered to it a task later. An observer of the test's own,
 * registered after, has them after it: once it has, a page left has its FCP in the beacon.
 */
export async function monitorListening(page: Page): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, MONITORING_MARK, {
    timeout: 10_000,
  });
  await page.evaluate(
    () =>
      new Promise<void>((delivered) =>
        new PerformanceObserver((_, observer) => {
          observer.disconnect();
          delivered();
        }).observe({ type: 'paint', buffered: true }),
      ),
  );
}

/** A task after the planted ones: they have been thrown (timers run in order). */
const afterPlanted = (page: Page) => page.evaluate(() => new Promise((done) => setTimeout(done, 0)));

export async function checkVitalsAndErrors(
  page: Page,
  request: APIRequestContext,
  mode: 'server' | 'browser',
): Promise<void> {
  const p = personal(mode);
  const launch = new URLSearchParams({
    token: p.token,
    session: p.session,
    userId: p.userId,
    deviceId: p.deviceId,
    gid: p.gid,
    deviceName: p.deviceName,
  });

  // Loan details, with an uncaught error and a rejection holding the launch's values, a phone, a card and an address
  // with its query.
  await page.goto(`/loanDetails?productId=3&orderId=10174&${launch}`);
  await expect(page.getByText('Order number')).toBeVisible();
  await monitorListening(page);
  await page.evaluate((v) => {
    setTimeout(() => {
      throw new Error(
        `planted ${v.token} ${v.session} for ${v.userId} on ${v.deviceId} call ${v.phone} card ${v.card} at /repay?token=${v.token}&x=1`,
      );
    });
    void Promise.reject(new TypeError(`planted rejection ${v.gid} ${v.deviceName} ${v.amount}`));
  }, p);
  await afterPlanted(page);

  // Repayment, opened as the host opens an address: with the whole launch (the server keeps none for an address opened
  // from outside, CONTRACT §3).
  await page.goto(`/repay?orderId=10174&productId=3&${launch}`);
  await monitorListening(page);

  // A complaint form: the borrower's own words typed, sent while the network is down (a gateway failure by call and
  // kind, made in the browser in either mode), then a failure that quotes the words.
  await page.goto(`/complainPageNext?problemType=2&orderNo=10174&${launch}`);
  await page.getByRole('textbox', { name: 'Your comments' }).fill(p.typed);
  await monitorListening(page);
  await page.route('**/user-problem/problem-save*', (route) => route.abort('connectionrefused'));
  const sent = page.waitForEvent('requestfailed', (failed) => failed.url().includes('/user-problem/problem-save'));
  await page.getByRole('button', { name: 'Submit' }).click();
  await sent;
  await expect(page.getByRole('textbox', { name: 'Your comments' }), 'the draft kept').toHaveValue(p.typed);
  await page.evaluate((typed) => {
    setTimeout(() => {
      throw new RangeError(`planted while saving "${typed}"`);
    });
  }, p.typed);
  await afterPlanted(page);
  // Leaving sends what the page view has (pagehide).
  await page.goto('about:blank');

  const all = async () => (await (await request.get(BEACONS)).json()) as Beacon[];
  await expect
    .poll(
      async () =>
        (await all()).flatMap((beacon) => beacon.errors).filter((error) => error.message.includes('planted')).length,
      { timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(3);
  const beacons = (await all()).filter((beacon) => beacon.mode === mode);
  for (const route of ['loanDetails', 'repay', 'complaintForm']) {
    const names = new Set(
      beacons.filter((beacon) => beacon.route === route).flatMap((beacon) => beacon.vitals.map((vital) => vital.name)),
    );
    for (const name of ['FCP', 'TTFB', 'rows', 'taps']) expect(names, `${route} (${mode}): ${name}`).toContain(name);
  }
  const errors = beacons.flatMap((beacon) => beacon.errors);
  const planted = errors.filter((error) => error.message.startsWith('planted'));
  expect(planted.map((error) => error.kind).sort()).toEqual(
    expect.arrayContaining(['rejection', 'uncaught', 'uncaught']),
  );
  const uncaught = planted.find((error) => error.kind === 'uncaught' && error.route === 'loanDetails')!;
  expect(uncaught.message, 'the message kept, its personal parts out').toMatch(
    /^planted \[redacted\] \[redacted\] for \[redacted\] on \[redacted\] call # card # at \/repay$/,
  );
  // Thrown by the test's own script: no frame of the app's scripts, and no address of another's.
  for (const frame of uncaught.stack) expect(frame).toMatch(/^(?:\?|\/assets\/[\w.-]+\.js:\d+:\d+)$/);
  expect(planted.find((error) => error.name === 'RangeError')?.message).toBe('planted while saving [text]');
  expect(
    errors.some(
      (error) =>
        error.kind === 'gateway' &&
        error.route === 'complaintForm' &&
        error.call === 'problemSave' &&
        error.failure === 'network' &&
        error.message === '',
    ),
    'the failed call, by name and kind',
  ).toBe(true);
  // The collector holds every test's beacons (other workers visit other brands and markets): the sample is this
  // page view's, the one that carried the error planted on loan details.
  const sample = beacons.find((beacon) => beacon.errors.includes(uncaught))!;
  expect(sample).toMatchObject({ v: 1, brand: 'kilat', market: 'in', language: 'en', mode });
  expect(sample.release).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);

  // Nothing personal in any beacon the collector holds (this test's and every other's).
  const text = JSON.stringify(await all());
  for (const [what, value] of Object.entries(p)) expect(text.includes(value), `${what} in a beacon`).toBe(false);
  for (const part of [p.phone.replace(/\s/g, ''), '98765', '4111', p.amount.split('.')[0]!, 'Ravindra', 'token=', '?'])
    expect(text.includes(part), `"${part}" in a beacon`).toBe(false);
}
