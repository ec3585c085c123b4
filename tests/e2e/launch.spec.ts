/**
 * Launch parameters (CONTRACT §3) and legacy hash links (CONTRACT §2), end to end: what every
 * gateway request carries, what the address shows, and what survives a reload.
 */
import { expect, test } from './cspGuard.ts';
import { EVENT_SAVE, FULL_LAUNCH, GOOGLE_SCORE, LOAN_DETAILS, WORDS, loanUrl, uniqueToken } from './borrowers.ts';
import { callsTo, paramsOf, recordGateway } from './gatewayRequests.ts';

const LOAN_DETAILS_PATH = '/gateway/v3/loan-details/loan-details';

test('every gateway request carries every launch parameter, and the deployment headers', async ({ page }) => {
  const requests = recordGateway(page);
  const token = uniqueToken('launch');
  const launch = { ...FULL_LAUNCH, token, languageType: '1' };
  const response = await page.goto(loanUrl('10200', 'id', launch));
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');

  const rating = page.getByRole('dialog', { name: WORDS.id.rateTitle });
  await rating.getByRole('button', { name: '5 bintang' }).click();
  const scored = page.waitForResponse((r) => r.url().includes(GOOGLE_SCORE));
  await rating.getByRole('button', { name: WORDS.id.submit }).click();
  await scored;
  await expect(rating).toBeHidden();
  const saved = page.waitForResponse((r) => r.url().includes(EVENT_SAVE));
  await page.getByRole('button', { name: WORDS.id.loanMore }).click();
  await saved;

  expect(callsTo(requests, LOAN_DETAILS_PATH)).toHaveLength(1);
  expect(callsTo(requests, GOOGLE_SCORE)).toHaveLength(1);
  expect(callsTo(requests, EVENT_SAVE)).toHaveLength(1);
  expect(requests).toHaveLength(3);
  for (const request of requests) {
    const query = Object.fromEntries(new URL(request.url()).searchParams);
    expect(query, request.url()).toMatchObject(launch);
    const headers = await request.allHeaders();
    expect(headers['x-auth-token']).toBe(token);
    expect(headers['x-session-id']).toBe(FULL_LAUNCH.session);
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
  }
  const details = paramsOf(callsTo(requests, LOAN_DETAILS_PATH)[0]!);
  expect(details).toMatchObject({ productId: '2', orderId: '10200' });
});

/** What identifies the borrower or the device: never left in the visible address (CONTRACT §3). */
const IDENTIFYING = ['token', 'session', 'userId', 'deviceId', 'gid', 'deviceName'];

test('token, session and what identifies the borrower or the device leave the address; a reload still sends them', async ({
  page,
}) => {
  const requests = recordGateway(page);
  const token = uniqueToken('reload');
  await page.goto(loanUrl('10174', 'in', { ...FULL_LAUNCH, token }));
  await expect(page.getByRole('heading', { level: 2, name: 'Repayment due' })).toBeVisible();

  const address = new URL(page.url());
  expect(address.pathname).toBe('/loanDetails');
  for (const key of IDENTIFYING) expect(address.searchParams.has(key), key).toBe(false);
  expect(address.searchParams.get('productId')).toBe('3');
  expect(address.searchParams.get('orderId')).toBe('10174');
  // The rest describes the app and the campaign, not a person: it stays.
  expect(address.searchParams.get('appVersion')).toBe(FULL_LAUNCH.appVersion);
  expect(address.searchParams.get('influence')).toBe(FULL_LAUNCH.influence);

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Repayment due' })).toBeVisible();
  const [first, second] = callsTo(requests, LOAN_DETAILS_PATH);
  expect(second, 'the reload asked the gateway again').toBeDefined();
  const query = Object.fromEntries(new URL(second!.url()).searchParams);
  expect(query).toMatchObject({ ...FULL_LAUNCH, token });
  expect((await second!.allHeaders())['x-auth-token']).toBe(token);
  expect(first!.url()).toBe(second!.url());
});

test("a launch with another token replaces the kept parameters as a whole: nothing of the previous borrower's stays", async ({
  page,
}) => {
  const requests = recordGateway(page);
  await page.goto(
    loanUrl('10174', 'in', { token: 'first-token', session: 'first-session', userId: 'u-first', deviceId: 'd1' }),
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(loanUrl('10174', 'in', { token: 'second-token', gid: 'g2' }));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const last = paramsOf(callsTo(requests, LOAN_DETAILS_PATH).at(-1)!);
  expect(last).toMatchObject({ token: 'second-token', gid: 'g2' });
  for (const key of ['session', 'userId', 'deviceId']) expect(last, key).not.toHaveProperty(key);

  // The same borrower's later load (nothing identifying changed) merges over what is kept.
  await page.goto(loanUrl('10174', 'in', { token: 'second-token', influence: 'spring' }));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(paramsOf(callsTo(requests, LOAN_DETAILS_PATH).at(-1)!)).toMatchObject({
    token: 'second-token',
    gid: 'g2',
    influence: 'spring',
  });
});

test("a launch with another userId and session but no token is another borrower: A's token is not sent with B's ids", async ({
  page,
}) => {
  const requests = recordGateway(page);
  await page.goto(loanUrl('10174', 'in', { token: 'token-of-a', session: 'session-a', userId: 'user-a' }));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const before = requests.length;
  await page.goto('/loanDetails?productId=3&orderId=10174&userId=user-b&session=session-b');
  await expect.poll(() => requests.length).toBeGreaterThan(before);
  for (const request of requests.slice(before)) {
    expect(paramsOf(request), request.url()).toMatchObject({ userId: 'user-b', session: 'session-b' });
    expect(paramsOf(request), request.url()).not.toHaveProperty('token');
    const headers = await request.allHeaders();
    expect(headers['x-auth-token']).toBeUndefined();
    expect(headers['x-session-id']).toBe('session-b');
  }
});

test("merchantNumber falls back to the deployment's", async ({ page }) => {
  const details = page.waitForRequest(LOAN_DETAILS);
  await page.goto(loanUrl('10174', 'in'));
  expect(new URL((await details).url()).searchParams.get('merchantNumber')).toBe('KD0001');
});

test('a legacy #/borrowDetail/ link lands on loan details with its query, token and device out of the address', async ({
  page,
}) => {
  const token = uniqueToken('legacy');
  const details = page.waitForRequest(LOAN_DETAILS);
  await page.goto(`/#/borrowDetail/?productId=3&orderId=10174&token=${token}&deviceId=legacy-dev`);

  await expect(page.getByRole('heading', { level: 2, name: 'Repayment due' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Repay' })).toBeVisible();
  const address = new URL(page.url());
  expect(address.pathname).toBe('/loanDetails');
  expect(address.hash).toBe('');
  expect(Object.fromEntries(address.searchParams)).toEqual({ productId: '3', orderId: '10174' });
  expect(paramsOf(await details)).toMatchObject({ productId: '3', orderId: '10174', token, deviceId: 'legacy-dev' });
});
