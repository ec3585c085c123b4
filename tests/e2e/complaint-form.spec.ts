/**
 * The complaint form (SPEC §4 complaint flow, §5, §7 problem-save, §9): the 200-character text and
 * its counter, the validation messages, the save with its five fields, the 1.5 s success dialog, and
 * the draft kept in local storage until a save succeeds. The pictures are in complaint-images.spec.
 */
import { expect, test, type Page } from './cspGuard.ts';
import { MARKETS, uniqueToken, type MarketId } from './borrowers.ts';
import { CARE, CARE_WORDS, careUrl, routeOf, uniqueText } from './careSupport.ts';
import { callsTo, paramsOf, recordGateway } from './gatewayRequests.ts';
import { statusWith } from './locators.ts';
import { collectPageErrors } from './pageWatchers.ts';
import { gotoWithStoppedClock } from './stoppedClock.ts';
import { pngFile } from './uploads.ts';

const DRAFT_KEY = 'complaintDraft';

function field(page: Page, market: MarketId = 'in') {
  return page.getByRole('textbox', { name: CARE_WORDS[market].text });
}

async function storedDraft(page: Page): Promise<unknown> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY);
  return raw === null ? null : (JSON.parse(raw) as unknown);
}

test('the counter follows the text; typing past 200 characters is ignored', async ({ page }) => {
  await page.goto(careUrl('/complainPageNext', 'in', { problemType: '2', orderNo: '10174' }));
  const text = field(page);
  await expect(text).toHaveAccessibleDescription('0/200');
  await text.pressSequentially('Hello');
  await expect(text).toHaveAccessibleDescription('5/200');
  await text.press('Backspace');
  await expect(text).toHaveAccessibleDescription('4/200');

  await text.fill('x'.repeat(198));
  await expect(text).toHaveAccessibleDescription('198/200');
  await text.press('End');
  await text.pressSequentially('abcd');
  await expect(text).toHaveValue(`${'x'.repeat(198)}ab`);
  await expect(text).toHaveAccessibleDescription('200/200');

  // A longer paste is cut to the limit, not refused.
  await text.fill('y'.repeat(250));
  await expect(text).toHaveValue('y'.repeat(200));
  await expect(text).toHaveAccessibleDescription('200/200');
});

for (const market of MARKETS) {
  test(`an empty text is refused with its message and nothing is saved (${market})`, async ({ page }) => {
    const words = CARE_WORDS[market];
    const requests = recordGateway(page);
    await page.goto(careUrl('/complainPageNext', market, { problemType: '2', orderNo: '10174' }));
    await page.getByRole('button', { name: words.submit }).click();
    await expect(statusWith(page, words.empty)).toHaveText(words.empty);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/complainPageNext');
    expect(callsTo(requests, CARE.save)).toHaveLength(0);
  });

  test(`a collection complaint on an order that does not allow it is refused, nothing saved (${market})`, async ({
    page,
  }) => {
    const words = CARE_WORDS[market];
    const requests = recordGateway(page);
    // 10174 is due, not overdue: problem-init gives it isShow 0.
    await page.goto(
      careUrl('/complainPageNext', market, { problemType: '1', problemSonType: '101', orderNo: '10174' }),
    );
    await field(page, market).fill(uniqueText('They call me at night'));
    await page.getByRole('button', { name: words.submit }).click();
    await expect(statusWith(page, words.collection)).toHaveText(words.collection);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(callsTo(requests, CARE.save)).toHaveLength(0);
  });
}

test('a good save sends the five fields, shows the success dialog for 1.5 s, then the complaint page', async ({
  page,
}) => {
  const text = uniqueText('Collectors call me ten times a day');
  await gotoWithStoppedClock(
    page,
    careUrl('/complainPageNext', 'in', { problemType: '1', problemSonType: '101', orderNo: '10180' }),
    field(page),
  );
  await field(page).fill(text);
  const saved = page.waitForResponse((response) => new URL(response.url()).pathname === CARE.save);
  await page.getByRole('button', { name: 'Submit' }).click();
  const response = await saved;
  const request = response.request();
  expect(request.method()).toBe('POST');
  expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded');
  const body = Object.fromEntries(new URLSearchParams(request.postData() ?? ''));
  expect(body).toEqual({
    problemType: '1',
    problemSonType: '101',
    problemDetail: text,
    problemImage: '',
    orderNo: '10180',
  });
  expect(((await response.json()) as { code: string }).code).toBe('00');

  const dialog = page.getByRole('dialog', { name: 'Submitted successfully' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription('We will reply within 3 working days.');
  expect(await storedDraft(page)).toBeNull();

  await page.clock.runFor(1_400);
  await expect(dialog).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/complainPageNext');
  await page.clock.runFor(100);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === '/complaint' && url.searchParams.get('orderNo') === '10180');
  await page.clock.resume();
  await expect(page.getByRole('article', { name: 'Dana Prima' })).toBeVisible();
});

test('the draft (text and pictures) survives a reload, for this type and order only', async ({ page }) => {
  const text = uniqueText('My repayment is missing');
  const token = uniqueToken('draft');
  const url = careUrl('/complainPageNext', 'in', { problemType: '2', orderNo: '10174', token });
  await page.goto(url);
  await field(page).fill(text);
  const uploaded = page.waitForResponse((response) => new URL(response.url()).pathname === CARE.upload);
  await page.getByLabel('Add picture').setInputFiles(pngFile());
  const { data } = (await (await uploaded).json()) as { data: { url: string } };
  await expect(page.getByRole('img', { name: 'Picture 1' })).toHaveAttribute('src', data.url);
  expect(await storedDraft(page)).toMatchObject({ values: { text, images: [data.url] } });

  await page.reload();
  await expect(field(page)).toHaveValue(text);
  await expect(field(page)).toHaveAccessibleDescription(`${text.length}/200`);
  await expect(page.getByRole('img', { name: 'Picture 1' })).toHaveAttribute('src', data.url);

  // Another order is another complaint: it starts empty and leaves this draft alone.
  await page.goto(careUrl('/complainPageNext', 'in', { problemType: '2', orderNo: '10180', token }));
  await expect(field(page)).toHaveValue('');
  await expect(page.getByRole('img', { name: 'Picture 1' })).toHaveCount(0);
  await page.goto(url);
  await expect(field(page)).toHaveValue(text);
});

test("another borrower launched on the same phone gets an empty form, and the previous borrower's draft is gone", async ({
  page,
}) => {
  const text = uniqueText('Private words');
  const first = uniqueToken('first-borrower');
  const query = { problemType: '2', orderNo: '10174' };
  await page.goto(careUrl('/complainPageNext', 'in', { ...query, token: first, userId: 'u-first' }));
  await field(page).fill(text);
  await expect.poll(() => storedDraft(page)).toMatchObject({ values: { text } });

  await page.goto(
    careUrl('/complainPageNext', 'in', { ...query, token: uniqueToken('second-borrower'), userId: 'u-second' }),
  );
  await expect(field(page)).toHaveValue('');
  expect(await storedDraft(page)).toBeNull();
  const everything = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(everything).not.toContain(text);
  expect(everything).not.toContain(first);
});

test('a stored draft whose values have other types is dropped: an empty form and a picker that works', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(
    careUrl('/complainPageNext', 'in', { problemType: '2', orderNo: '10174', token: uniqueToken('tampered') }),
  );
  await field(page).fill('soon rewritten');
  await expect.poll(() => storedDraft(page)).toMatchObject({ values: { text: 'soon rewritten' } });
  // Something else on the phone rewrites the draft's values, keeping its owner and scope.
  await page.evaluate((key) => {
    const draft = JSON.parse(localStorage.getItem(key)!) as { values: unknown };
    localStorage.setItem(key, JSON.stringify({ ...draft, values: { text: 12345, images: 'abc' } }));
  }, DRAFT_KEY);

  await page.reload();
  await expect(field(page)).toHaveValue('');
  await expect(field(page)).toHaveAccessibleDescription('0/200');
  await expect(page.getByRole('img', { name: 'Picture 1' })).toHaveCount(0);
  expect(await storedDraft(page)).toBeNull();

  const uploaded = page.waitForResponse((response) => new URL(response.url()).pathname === CARE.upload);
  await page.getByLabel('Add picture').setInputFiles(pngFile());
  const { data } = (await (await uploaded).json()) as { data: { url: string } };
  await expect(page.getByRole('img', { name: 'Picture 1' })).toHaveAttribute('src', data.url);
  await expect.poll(() => storedDraft(page)).toMatchObject({ values: { text: '', images: [data.url] } });
  expect(errors).toEqual([]);
});

const FAILED_SAVES = [
  { name: 'HTTP 500', message: 'The server had a problem. Please try again.', reply: { status: 500, body: 'down' } },
  {
    name: "code '01' with the server's reason",
    message: 'You already sent this complaint today.',
    reply: { json: { code: '01', message: 'You already sent this complaint today.', data: null } },
  },
];

for (const failure of FAILED_SAVES) {
  test(`a failed save (${failure.name}) says why and keeps the draft`, async ({ page }) => {
    const text = uniqueText('The app charged me twice');
    let attempts = 0;
    await page.route(routeOf(CARE.save), (route) => {
      attempts += 1;
      return route.fulfill(failure.reply);
    });
    const url = careUrl('/complainPageNext', 'in', { problemType: '2', orderNo: '10174' });
    await page.goto(url);
    await field(page).fill(text);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(statusWith(page, failure.message)).toHaveText(failure.message);
    expect(attempts).toBe(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/complainPageNext');
    await expect(field(page)).toHaveValue(text);
    expect(await storedDraft(page)).toMatchObject({ values: { text } });

    await page.reload();
    await expect(field(page)).toHaveValue(text);
  });
}

test('after a save the draft is gone, and the complaint is in the list and its detail', async ({ page }) => {
  const text = uniqueText('I was charged a late fee after paying on time');
  const url = careUrl('/complainPageNext', 'id', { problemType: '2', orderNo: '10174' });
  await page.goto(url);
  await field(page, 'id').fill(text);
  const uploaded = page.waitForResponse((response) => new URL(response.url()).pathname === CARE.upload);
  await page.getByLabel('Tambah gambar').setInputFiles(pngFile('receipt.png'));
  const picture = ((await (await uploaded).json()) as { data: { url: string } }).data.url;
  await expect(page.getByRole('img', { name: 'Gambar 1' })).toBeVisible();

  const saved = page.waitForRequest((request) => new URL(request.url()).pathname === CARE.save);
  await page.getByRole('button', { name: 'Kirim' }).click();
  expect(paramsOf(await saved)).toMatchObject({
    problemType: '2',
    problemSonType: '',
    problemDetail: text,
    problemImage: picture,
    orderNo: '10174',
  });
  await expect(page.getByRole('dialog', { name: 'Berhasil dikirim' })).toBeVisible();
  expect(await storedDraft(page)).toBeNull();

  // A new visit to the same form starts empty.
  await page.goto(url);
  await expect(field(page, 'id')).toHaveValue('');
  await expect(field(page, 'id')).toHaveAccessibleDescription('0/200');
  await expect(page.getByRole('img', { name: 'Gambar 1' })).toHaveCount(0);

  await page.goto(careUrl('/complaintList', 'id'));
  await page.getByRole('tab', { name: 'Diproses' }).click();
  const mine = page.getByRole('tabpanel', { name: 'Diproses' }).getByRole('button').filter({ hasText: text });
  await expect(mine).toHaveCount(1);
  await expect(mine).toHaveAccessibleName(/^Pembayaran belum masuk \d{4}-\d\d-\d\d \d\d:\d\d$/);
  await mine.click();

  await expect(page).toHaveURL(
    (address) => address.pathname === '/complainDetails' && address.searchParams.has('problemId'),
  );
  await expect(page.getByRole('definition')).toHaveText(['Pembayaran belum masuk']);
  await expect(page.getByRole('textbox', { name: 'Isi' })).toHaveValue(text);
  await expect(page.getByRole('textbox', { name: 'Isi' })).toHaveAccessibleDescription(`${text.length}/200`);
  await expect(page.getByRole('button', { name: 'Lihat gambar 1' }).getByRole('presentation')).toHaveAttribute(
    'src',
    picture,
  );
  await expect(page.getByRole('region', { name: 'Hasil Penanganan' })).toContainText(CARE_WORDS.id.waiting);
});

test('reached from the help chat (no type in the address) the form asks for the type and saves it', async ({
  page,
}) => {
  const requests = recordGateway(page);
  await page.goto(careUrl('/complainPageNext', 'in', { orderNo: '10180' }));
  const text = uniqueText('Nobody answered my question in the chat');
  await field(page).fill(text);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(statusWith(page, 'Please choose the type of problem.')).toHaveText('Please choose the type of problem.');
  expect(callsTo(requests, CARE.save)).toHaveLength(0);

  // Type 1 asks what happened; the choice is part of the draft.
  const types = page.getByRole('group', { name: 'What is the problem?' });
  await types.getByRole('button', { name: 'Collection or harassment' }).click();
  await page
    .getByRole('group', { name: 'What happened?' })
    .getByRole('button', { name: 'Contacting my family or friends' })
    .click();
  await page.reload();
  await expect(types.getByRole('button', { name: 'Collection or harassment' })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page
      .getByRole('group', { name: 'What happened?' })
      .getByRole('button', { name: 'Contacting my family or friends' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(field(page)).toHaveValue(text);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Submitted successfully' })).toBeVisible();
  expect(callsTo(requests, CARE.save).map(paramsOf)).toEqual([
    expect.objectContaining({
      problemType: '1',
      problemSonType: '102',
      problemDetail: text,
      problemImage: '',
      orderNo: '10180',
    }),
  ]);
});

test('a double tap on Submit saves once', async ({ page }) => {
  const requests = recordGateway(page);
  await page.goto(careUrl('/complainPageNext', 'in', { problemType: '5', orderNo: '10174' }));
  await field(page).fill(uniqueText('Just one complaint, please'));
  await page.getByRole('button', { name: 'Submit' }).dblclick();
  await expect(page.getByRole('dialog', { name: 'Submitted successfully' })).toBeVisible();
  expect(callsTo(requests, CARE.save)).toHaveLength(1);
});
