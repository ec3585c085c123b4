/**
 * The complaint detail (SPEC §2, §4 unrated complaint, §5, §9): type, sub-type, content with its
 * counter, pictures, the Process Result or the waiting note; the rating dialog 3 s after opening an
 * unrated complaint, Cancel, 'Silakan pilih', and the score sent with its problemId.
 *
 * Seeded 501 is the demo's one processed, unrated complaint. Only the last test here rates it;
 * the others see it through a reply that keeps it unrated (isScore 0), so no order matters.
 */
import { expect, test, type Page } from './cspGuard.ts';
import { type MarketId } from './borrowers.ts';
import { CARE, CARE_WORDS, careUrl, routeOf } from './careSupport.ts';
import { callsTo, paramsOf, recordGateway } from './gatewayRequests.ts';
import { statusWith } from './locators.ts';
import { gotoWithStoppedClock, runClockUntilVisible } from './stoppedClock.ts';

const SEEDED_501 = {
  in: {
    type: 'Collection or harassment',
    subType: 'Too many calls or messages',
    content: 'I receive more than ten calls a day about my overdue loan, even at night.',
    result: 'We have warned the collection team and limited calls to working hours. Sorry for the trouble.',
  },
  id: {
    type: 'Penagihan atau pelecehan',
    subType: 'Terlalu banyak telepon atau pesan',
    content: 'I receive more than ten calls a day about my overdue loan, even at night.',
    result:
      'Kami sudah menegur tim penagihan dan membatasi panggilan pada jam kerja. Mohon maaf atas ketidaknyamanannya.',
  },
} as const;

function contentOf(page: Page, market: MarketId) {
  return page.getByRole('textbox', { name: CARE_WORDS[market].content });
}

function ratingDialog(page: Page, market: MarketId) {
  return page.getByRole('dialog', { name: CARE_WORDS[market].rateTitle });
}

/** 501 as the gateway has it, but still unrated: the dialog's own paths need not change its state. */
async function keepUnrated(page: Page): Promise<void> {
  await page.route(routeOf(CARE.detail), async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, isScore: 0 } } });
  });
}

/** Opens 501 with the clock stopped and lets the 3 s pass: the rating dialog is up. */
async function openRating(page: Page, market: MarketId): Promise<void> {
  await gotoWithStoppedClock(page, careUrl('/complainDetails', market, { problemId: '501' }), contentOf(page, market));
  await page.clock.runFor(3_000);
  await expect(ratingDialog(page, market)).toBeVisible();
}

for (const market of ['in', 'id'] as const) {
  test(`a processed complaint shows type, sub-type, content with its counter and the Process Result (${market})`, async ({
    page,
  }) => {
    const words = CARE_WORDS[market];
    const seeded = SEEDED_501[market];
    // The clock stays stopped: the rating dialog of this unrated complaint never comes up here.
    await gotoWithStoppedClock(
      page,
      careUrl('/complainDetails', market, { problemId: '501' }),
      contentOf(page, market),
    );
    await expect(page.getByRole('term')).toHaveText([words.type, words.subType]);
    await expect(page.getByRole('definition')).toHaveText([seeded.type, seeded.subType]);
    const content = contentOf(page, market);
    await expect(content).toHaveValue(seeded.content);
    await expect(content).toHaveAttribute('readonly', '');
    await expect(content).toHaveAccessibleDescription('73/200');

    const result = page.getByRole('region', { name: words.processResult });
    await expect(result.getByRole('paragraph')).toHaveText(seeded.result);
    const picture = result.getByRole('button', { name: `${words.processResult} 1` });
    await expect(picture.getByRole('presentation')).toHaveAttribute('src', '/demo/process-result.svg');
    await picture.click();
    const viewer = page.getByRole('dialog', { name: market === 'in' ? 'Picture 1 of 1' : 'Gambar 1 dari 1' });
    await expect(viewer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(picture).toBeFocused();
  });
}

test('the complaint pictures show, each opening the viewer', async ({ page }) => {
  await page.route(routeOf(CARE.detail), async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({
      response,
      json: { ...body, data: { ...body.data, images: ['/demo/process-result.svg', '/brands/kilat/service.svg'] } },
    });
  });
  await page.goto(careUrl('/complainDetails', 'in', { problemId: '502' }));
  await expect(page.getByRole('button', { name: 'View picture 1' }).getByRole('presentation')).toHaveAttribute(
    'src',
    '/demo/process-result.svg',
  );
  await page.getByRole('button', { name: 'View picture 2' }).click();
  await expect(page.getByRole('dialog', { name: 'Picture 2 of 2' })).toBeVisible();
});

test('a pending complaint shows the waiting note and never asks for a rating', async ({ page }) => {
  const requests = recordGateway(page);
  await gotoWithStoppedClock(page, careUrl('/complainDetails', 'in', { problemId: '503' }), contentOf(page, 'in'));
  await expect(page.getByRole('definition')).toHaveText(['Account and security']);
  await expect(page.getByRole('term')).toHaveText(['Type']);
  await expect(contentOf(page, 'in')).toHaveValue('I want to change the phone number of my account.');
  await expect(page.getByRole('region', { name: 'Process Result' }).getByRole('paragraph')).toHaveText(
    CARE_WORDS.in.waiting,
  );
  await page.clock.runFor(10_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(callsTo(requests, CARE.score)).toHaveLength(0);
});

test('an unrated complaint asks for a rating after 3 s: not at 2.9 s, yes at 3 s', async ({ page }) => {
  await keepUnrated(page);
  await gotoWithStoppedClock(page, careUrl('/complainDetails', 'in', { problemId: '501' }), contentOf(page, 'in'));
  await page.clock.runFor(2_880);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.runFor(120);
  const dialog = ratingDialog(page, 'in');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription('How satisfied are you with the result?');
  for (let n = 1; n <= 5; n += 1) {
    await expect(dialog.getByRole('button', { name: n === 1 ? '1 star' : `${n} stars`, exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  }
});

test('Cancel closes the dialog without sending; the stars start again from none', async ({ page }) => {
  const requests = recordGateway(page);
  await keepUnrated(page);
  await openRating(page, 'in');
  const dialog = ratingDialog(page, 'in');
  await dialog.getByRole('button', { name: '3 stars' }).click();
  await expect(dialog.getByRole('button', { name: '3 stars' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('button', { name: '4 stars' })).toHaveAttribute('aria-pressed', 'false');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(callsTo(requests, CARE.score)).toHaveLength(0);

  await page.reload();
  await runClockUntilVisible(page, contentOf(page, 'in'));
  await page.clock.runFor(3_000);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: '3 stars' })).toHaveAttribute('aria-pressed', 'false');
  expect(callsTo(requests, CARE.score)).toHaveLength(0);
});

test("Submit with no star says 'Silakan pilih' and sends nothing", async ({ page }) => {
  const requests = recordGateway(page);
  await keepUnrated(page);
  await openRating(page, 'id');
  const dialog = ratingDialog(page, 'id');
  await dialog.getByRole('button', { name: 'Kirim' }).click();
  await expect(statusWith(page, 'Silakan pilih')).toHaveText('Silakan pilih');
  await expect(dialog).toBeVisible();
  expect(callsTo(requests, CARE.score)).toHaveLength(0);
});

test('a score is sent with its problemId, thanks the user, closes the dialog; the complaint is then rated', async ({
  page,
}) => {
  const requests = recordGateway(page);
  await openRating(page, 'in');
  const dialog = ratingDialog(page, 'in');
  await dialog.getByRole('button', { name: '4 stars' }).click();
  await expect(dialog.getByRole('button', { name: '4 stars' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Submit' }).click();

  await expect(statusWith(page, CARE_WORDS.in.thanks)).toHaveText(CARE_WORDS.in.thanks);
  await expect(dialog).toBeHidden();
  const scores = callsTo(requests, CARE.score);
  expect(scores).toHaveLength(1);
  expect(scores[0]!.method()).toBe('POST');
  expect(paramsOf(scores[0]!)).toMatchObject({ score: '4', problemId: '501' });

  // The gateway now has it rated: a new visit waits past the 3 s and asks nothing.
  await page.reload();
  await runClockUntilVisible(page, contentOf(page, 'in'));
  await page.clock.runFor(5_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(callsTo(requests, CARE.score)).toHaveLength(1);
});
