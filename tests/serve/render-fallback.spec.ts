/**
 * nginx's fallback when the renderer fails (issue 24): a renderer that answers 5xx, throws, or is
 * later than nginx's timeout for it gives the borrower the static index.html (rendered in the
 * browser, which fetches its data as without a renderer) with the static policy, status 200: never
 * an error page; each such fallback counted by its reason on the renderer's /metrics (issue 41). Against the stand-in
 * renderer (tests/serve/fakeEntry.ts), told to fail by a header.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_RENDER_TIMEOUT_MS } from '../../renderer/toolchain/ops/nginxSite.ts';
import { expect, test } from '../e2e/cspGuard.ts';
import { uniqueToken } from '../e2e/borrowers.ts';
import { accessLogOf, renderLogOf, rendererUrlOf } from './accessLog.ts';
import { METRICS_PREFIX, PROBES, type NginxFallbackReason } from '../../renderer/server/observability.ts';
import { STAND_IN_HEADER, STAND_IN_HEAD_PADDING, STAND_IN_MARK, STAND_IN_SLOW_MS } from './fakeEntry.ts';
import { deployment, headersFileFor, staticIndex } from './policyHeaders.ts';

const FAULTS = [
  ['500', 'answers 500'],
  ['throw', 'throws'],
  ['slow', "is later than nginx's timeout"],
] as const;

test("the stand-in renders when told nothing (so the fallbacks below are nginx's)", async ({ request }) => {
  const page = await request.get(`/loanDetails?productId=3&orderId=10174&token=${uniqueToken('fallback-none')}`);
  expect(await page.text()).toContain(STAND_IN_MARK);
  expect(page.headers()['content-security-policy']).toContain("'nonce-");
});

for (const [fault, what] of FAULTS) {
  test(`a renderer that ${what}: the static page, 200, with the static policy, never an error page`, async ({
    request,
  }) => {
    const started = Date.now();
    const response = await request.get(
      `/loanDetails?productId=3&orderId=10174&token=${uniqueToken(`fallback-${fault}`)}`,
      { headers: { [STAND_IN_HEADER]: fault } },
    );
    const took = Date.now() - started;
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe(staticIndex());
    const statics = headersFileFor(deployment(), '/');
    for (const name of [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
    ])
      expect(response.headers()[name], name).toBe(statics[name]);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    // Late: given up on at nginx's timeout, well before the renderer would have answered.
    if (fault === 'slow') expect(took).toBeLessThan(Math.min(DEFAULT_RENDER_TIMEOUT_MS + 1_500, STAND_IN_SLOW_MS));
  });
}

test("a renderer's head of about 10 KB (a long launch cookie beside its policy) is its page, not a silent fallback", async ({
  request,
}) => {
  const response = await request.get(`/loanDetails?productId=3&orderId=10174&token=${uniqueToken('fallback-head')}`, {
    headers: { [STAND_IN_HEADER]: 'bighead' },
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(STAND_IN_MARK);
  expect(response.headers()['x-stand-in-padding']).toHaveLength(STAND_IN_HEAD_PADDING);
});

test("every fallback is in nginx's access log: the 200 the borrower got beside the renderer's failure and its time", async ({
  request,
}) => {
  for (const [fault, upstream] of [
    ['500', '500'],
    ['throw', '500'],
    ['slow', '504'],
  ] as const) {
    // The log has no query: the request is found by a user agent of its own.
    const agent = `fallback-log-${fault}-${uniqueToken('agent')}`;
    await request.get(`/loanDetails?productId=3&orderId=10174&token=${uniqueToken('fallback-access')}`, {
      headers: { [STAND_IN_HEADER]: fault, 'user-agent': agent },
    });
    const access = accessLogOf(test.info().project.name);
    await expect.poll(() => readFileSync(access, 'utf8')).toContain(agent);
    const line = readFileSync(access, 'utf8')
      .split('\n')
      .find((entry) => entry.includes(agent))!;
    expect(line, fault).toMatch(new RegExp(`" 200 \\d+ .*"${agent}" [\\d.]+ ${upstream} [\\d.]+ [0-9a-f]{32}$`));
  }
});

test("every fallback is counted on the renderer's own /metrics by why nginx served it, nothing of the request in it (issue 41)", async ({
  request,
}) => {
  const renderer = rendererUrlOf(test.info().project.name);
  expect(renderer, 'the renderer said where it listens').toBeDefined();
  /** The renderer's count of nginx's fallbacks for a reason, read at its own address, never through nginx. */
  const counted = async (reason: NginxFallbackReason) => {
    const scrape = await (await request.get(`${renderer}${PROBES.metrics}`)).text();
    expect(scrape, 'nothing of a request in the metrics').not.toMatch(/token|fallback-count/);
    const line = new RegExp(`^${METRICS_PREFIX}nginx_fallbacks_total\\{reason="${reason}"\\} (\\d+)$`, 'm');
    return Number(line.exec(scrape)?.[1]);
  };
  for (const [fault, reason] of [
    ['500', 'error'],
    ['throw', 'error'],
    ['503', 'busy'],
    ['slow', 'timeout'],
    ['hugehead', 'bad-answer'],
  ] as const) {
    const before = await counted(reason);
    expect(before, `${reason}: counted from the start`).toBeGreaterThanOrEqual(0);
    const response = await request.get(
      `/loanDetails?productId=3&orderId=10174&token=${uniqueToken(`fallback-count-${fault}`)}`,
      { headers: { [STAND_IN_HEADER]: fault } },
    );
    expect(response.status(), fault).toBe(200);
    expect(await response.text(), fault).toBe(staticIndex());
    // Counted by nginx's mirror of the request, a moment after the borrower had the page; other tests of the project
    // may add theirs meanwhile.
    await expect.poll(() => counted(reason), `${fault}: ${reason}`).toBeGreaterThanOrEqual(before + 1);
  }
});

test('the borrower then gets loan details rendered in the browser, which works', async ({ page }) => {
  await page.setExtraHTTPHeaders({ [STAND_IN_HEADER]: 'throw' });
  await page.goto(`/loanDetails?productId=3&orderId=10174&token=${uniqueToken('fallback-browser')}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Order details')).toBeVisible();
  await expect(page.getByText('Order number')).toBeVisible();
});

test("the renderer's log says what failed, under nginx's request id, never with the token", async ({ request }) => {
  const token = uniqueToken('fallback-log');
  await request.get(`/loanDetails?productId=3&orderId=10174&token=${token}`, {
    headers: { [STAND_IN_HEADER]: 'throw' },
  });
  const log = renderLogOf(test.info().project.name);
  await expect.poll(() => readFileSync(log, 'utf8')).toContain('stand-in told to throw');
  const kept = readFileSync(log, 'utf8');
  const failed = kept
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((line) => String(line.error).includes('stand-in told to throw'));
  // One JSON line for the request: its outcome and status, the failure without the address's query, nginx's request id.
  expect(failed).toMatchObject({
    level: 'error',
    method: 'GET',
    status: 500,
    outcome: 'error',
    error: expect.stringContaining('/loanDetails?…'),
    requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
  });
  expect(kept).not.toContain(token);
  expect(kept).not.toContain('token=');
});
