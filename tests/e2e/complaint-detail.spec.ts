/**
 * The complaint detail (SPEC §2, §4 unrated complaint, §5, §9) in a browser: a processed complaint read, its
 * Process Result picture viewed and closed with focus back on it, the rating dialog 3 s after opening (on the
 * page's own clock), a score sent with its problemId, and a revisit that asks nothing. What each complaint shows,
 * its pictures, the pending note, the stars, Cancel and 'Silakan pilih' are in tests/unit/complaintDetailPage
 * .test.tsx and complaintPages.test.tsx.
 *
 * Seeded 501 is the demo's one processed, unrated complaint: this test rates it.
 */
import { expect, test } from './cspGuard.ts';
import { CARE, CARE_WORDS, careUrl } from './careSupport.ts';
import { callsTo, paramsOf, recordGateway } from './gatewayRequests.ts';
import { statusWith } from './locators.ts';
import { gotoWithStoppedClock, runClockUntilVisible } from './stoppedClock.ts';

test('a processed complaint: its picture viewed, then rated after 3 s; a revisit asks nothing', async ({ page }) => {
  const words = CARE_WORDS.in;
  const requests = recordGateway(page);
  const content = page.getByRole('textbox', { name: words.content });
  // The clock stays stopped until the test moves it: the rating dialog waits for that.
  await gotoWithStoppedClock(page, careUrl('/complainDetails', 'in', { problemId: '501' }), content);
  await expect(page.getByRole('definition')).toHaveText(['Collection or harassment', 'Too many calls or messages']);
  await expect(content).toHaveValue('I receive more than ten calls a day about my overdue loan, even at night.');

  const result = page.getByRole('region', { name: words.processResult });
  const picture = result.getByRole('button', { name: `${words.processResult} 1` });
  await picture.click();
  const viewer = page.getByRole('dialog', { name: 'Picture 1 of 1' });
  await expect(viewer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(picture).toBeFocused();

  await page.clock.runFor(2_880);
  const dialog = page.getByRole('dialog', { name: words.rateTitle });
  await expect(dialog).toHaveCount(0);
  await page.clock.runFor(120);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '4 stars' }).click();
  await expect(dialog.getByRole('button', { name: '4 stars' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Submit' }).click();

  await expect(statusWith(page, words.thanks)).toHaveText(words.thanks);
  await expect(dialog).toBeHidden();
  const scores = callsTo(requests, CARE.score);
  expect(scores).toHaveLength(1);
  expect(scores[0]!.method()).toBe('POST');
  expect(paramsOf(scores[0]!)).toMatchObject({ score: '4', problemId: '501' });

  // The gateway now has it rated: a new visit waits past the 3 s and asks nothing.
  await page.reload();
  await runClockUntilVisible(page, content);
  await page.clock.runFor(5_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(callsTo(requests, CARE.score)).toHaveLength(1);
});
