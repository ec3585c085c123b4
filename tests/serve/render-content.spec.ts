/**
 * What the build's renderer sends (issue 24, CONTRACT §1): loan details with its rows already in the
 * HTML ("curl shows Order number"), and the server-side faults of the fault matrix: the server's own
 * gateway call (X-Loan-Pages-Render: server) over the renderer's budget or failing gives the
 * client-rendered page at once, whose own call then goes through and shows the rows. The demo
 * gateway fails the server's calls of one token when told (demo/gateway/server.ts).
 * Runs against whatever dist/kilat/server/entry.js the build made; fails, saying so, when it made none.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../renderer/toolchain/project/project.ts';
import { SERVER_FAULTS_PATH, SERVER_SLOW_MS, type ServerFault } from '../../demo/gateway/server.ts';
import { expect, test } from '../e2e/cspGuard.ts';
import { uniqueToken } from '../e2e/borrowers.ts';
import { deployment } from './policyHeaders.ts';

/** The renderer's budget for the gateway (RENDER_BUDGET_MS, default 800). */
const BUDGET_MS = 800;
const loanDetails = (token: string) => `/loanDetails?productId=3&orderId=10174&token=${token}`;

test.beforeEach(() => {
  const entry = join(ROOT, 'dist', deployment(), 'server', 'entry.js');
  expect(
    existsSync(entry),
    `npm run build made no server renderer: ${entry} is missing, so npm run serve cannot render on the server`,
  ).toBe(true);
});

test('loan details arrives with its rows in the HTML: a plain GET shows "Order number"', async ({ request }) => {
  const response = await request.get(loanDetails(uniqueToken('render-rows')));
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html, 'the rows, rendered on the server').toContain('Order number');
  expect(html).toContain('10174');
});

for (const fault of ['slow', 'down'] as const satisfies readonly ServerFault[]) {
  test(`the server's gateway call ${fault === 'slow' ? 'over the budget' : 'failing'}: the page rendered in the browser at once, whose own call shows the rows`, async ({
    page,
    request,
  }) => {
    const token = uniqueToken(`server-${fault}`);
    expect((await request.post(`/gateway${SERVER_FAULTS_PATH}?token=${token}&fault=${fault}`)).status()).toBe(204);
    const started = Date.now();
    const response = await request.get(loanDetails(token));
    const took = Date.now() - started;
    expect(response.status()).toBe(200);
    expect(await response.text(), 'no rows: the client-rendered page').not.toContain('Order number');
    // Under the gateway's hold with room to spare: a renderer that waited for the gateway takes SERVER_SLOW_MS or more
    // (the budget plus a fixed margin failed by 27 ms on a machine at load 11, having given up in time).
    expect(took, 'given up on at the budget, not at the gateway').toBeLessThan(SERVER_SLOW_MS - 200);
    if (fault === 'slow')
      expect(took, 'the renderer waited its budget for the gateway first').toBeGreaterThanOrEqual(BUDGET_MS - 50);
    await page.goto(loanDetails(token));
    await expect(page.getByText('Order number')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Repay' }).first()).toBeVisible();
  });
}
