/**
 * Accessibility of issue 3's screens (axe: no serious or critical violations), each in a state a
 * borrower meets: dialogs open, a picture uploaded, a conversation with stars and a failed turn.
 */
import { expect, test, type Page } from './cspGuard.ts';
import { expectNoSeriousA11yViolations } from './checks.ts';
import { CARE, CARE_WORDS, careUrl, routeOf } from './careSupport.ts';
import { gotoWithStoppedClock } from './stoppedClock.ts';
import { pngFile } from './uploads.ts';

/**
 * axe schedules its own work on timers: with the page's clock stopped, they run 1 ms at a time until
 * it is done (far short of any page timer). The clock is the context's, so it also reaches the blank
 * page axe opens and closes to finish; a step that meets that page closing is simply the next step.
 */
async function axeWithClockStopped(page: Page): Promise<void> {
  let done = false;
  const checked = expectNoSeriousA11yViolations(page).then(
    () => ((done = true), undefined),
    (error: unknown) => ((done = true), error),
  );
  while (!done) await page.clock.runFor(1).catch(() => undefined);
  const failure = await checked;
  if (failure) throw failure;
}

test('complaint page, with the sub-types and then the orders dialog open', async ({ page }) => {
  await page.goto(careUrl('/complaint', 'id', { orderNo: '10180' }));
  await page.getByRole('button', { name: 'Penagihan atau pelecehan' }).click();
  await expect(page.getByRole('group', { name: 'Apa yang terjadi?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Semua' }).click();
  await expect(page.getByRole('dialog', { name: 'Pilih pesanan' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('complaint form with text, a picture and a message, then the success dialog', async ({ page }) => {
  await page.goto(careUrl('/complainPageNext', 'in', { problemType: '2', orderNo: '10174' }));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Please fill in your comments and suggestions.' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('textbox', { name: 'Your comments' }).fill('The repayment I made yesterday is not shown.');
  await page.getByLabel('Add picture').setInputFiles(pngFile());
  await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The dialog lasts 1.5 s: the clock stops, so it stays while axe looks.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submitted successfully' });
  await expect(dialog).toBeVisible();
  await axeWithClockStopped(page);
  await expect(dialog).toBeVisible();
});

test('complaint list', async ({ page }) => {
  await page.goto(careUrl('/complaintList', 'in'));
  await page.getByRole('tab', { name: 'Processed' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Processed' }).getByRole('button').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('complaint detail, with the rating dialog and then the picture viewer open', async ({ page }) => {
  // 501 as the gateway has it, kept unrated whatever other tests did.
  await page.route(routeOf(CARE.detail), async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, isScore: 0 } } });
  });
  await gotoWithStoppedClock(
    page,
    careUrl('/complainDetails', 'in', { problemId: '501' }),
    page.getByRole('textbox', { name: 'Content' }),
  );
  await axeWithClockStopped(page);

  await page.clock.runFor(3_000);
  const dialog = page.getByRole('dialog', { name: 'Rate how we handled it' });
  await dialog.getByRole('button', { name: '3 stars' }).click();
  await axeWithClockStopped(page);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Process Result 1' }).click();
  await expect(page.getByRole('dialog', { name: 'Picture 1 of 1' })).toBeVisible();
  await axeWithClockStopped(page);
});

test('new complaint entry', async ({ page }) => {
  await page.goto(careUrl('/complainNewPage', 'id', { orderNo: '10180' }));
  await expect(page.getByRole('group', { name: 'Apa yang bisa kami bantu?' }).getByRole('button')).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);
});

test('help chat with answers, stars, a reply with Contact CS and a failed turn', async ({ page }) => {
  await page.goto(careUrl('/intelligentCustomerService', 'in', { orderNo: '10180' }));
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(page.getByRole('tab', { name: 'Loan application' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Loan application' }).click();
  await log.getByRole('button', { name: 'How long does approval take?' }).click();
  await log.getByRole('button', { name: 'Resolved', exact: true }).click();
  await expect(log.getByRole('group', { name: 'Rate this answer' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Your question' }).fill('Can I repay early?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByRole('button', { name: 'Contact CS' })).toBeVisible();

  await page.route(routeOf(CARE.qaList), (route) => route.abort('connectionreset'));
  await page.getByRole('tab', { name: 'Repayment' }).click();
  await expect(log.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("customer service, and its fallback to the market's contacts when the server's fail to load", async ({ page }) => {
  await page.goto(careUrl('/customerService', 'in'));
  await expect(page.getByRole('link', { name: '+62 811 1234 5678' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.route(routeOf(CARE.contact), (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto(careUrl('/customerService', 'id'));
  await expect(page.getByText(CARE_WORDS.id.fallback)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
