/**
 * The complaint form (SPEC §4 complaint flow, §5, §7 problem-save, §9) in a browser, the borrower's whole path in
 * Indonesian: a text and a picture through the real file input, both kept over a reload (local storage), the
 * save as a form post with its five fields, the success dialog and the complaint page in the form's place, then
 * My complaints, the list, and the new complaint's detail. The form's logic (the counter and the 200 limit, each
 * refusal, failed saves, the draft's scope and owner, a tampered draft, the type chosen on the form, the double
 * tap, the 1.5 s) is in tests/unit/complaintPages.test.tsx and complaintFormCases.test.tsx; the pictures in
 * complaint-images.spec.ts.
 */
import { expect, test, type Page } from './cspGuard.ts';
import { uniqueToken } from './borrowers.ts';
import { CARE, CARE_WORDS, careUrl, uniqueText } from './careSupport.ts';
import { pngFile } from './uploads.ts';

async function storedDraft(page: Page): Promise<unknown> {
  const raw = await page.evaluate(() => localStorage.getItem('complaintDraft'));
  return raw === null ? null : (JSON.parse(raw) as unknown);
}

test('written with a picture, kept over a reload, saved, then found in the list and opened', async ({ page }) => {
  const words = CARE_WORDS.id;
  const text = uniqueText('I was charged a late fee after paying on time');
  await page.goto(
    careUrl('/complainPageNext', 'id', { problemType: '2', orderNo: '10174', token: uniqueToken('form') }),
  );
  const field = page.getByRole('textbox', { name: words.text });
  await field.fill(text);
  const uploaded = page.waitForResponse((response) => new URL(response.url()).pathname === CARE.upload);
  await page.getByLabel(words.addPicture).setInputFiles(pngFile('receipt.png'));
  const picture = ((await (await uploaded).json()) as { data: { url: string } }).data.url;
  await expect(page.getByRole('img', { name: words.picture(1) })).toHaveAttribute('src', picture);
  await expect.poll(() => storedDraft(page)).toMatchObject({ values: { text, images: [picture] } });

  await page.reload();
  await expect(field).toHaveValue(text);
  await expect(field).toHaveAccessibleDescription(`${text.length}/200`);
  await expect(page.getByRole('img', { name: words.picture(1) })).toHaveAttribute('src', picture);

  const saved = page.waitForResponse((response) => new URL(response.url()).pathname === CARE.save);
  await page.getByRole('button', { name: words.submit }).click();
  const request = (await saved).request();
  expect(request.method()).toBe('POST');
  expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded');
  expect(Object.fromEntries(new URLSearchParams(request.postData() ?? ''))).toEqual({
    problemType: '2',
    problemSonType: '',
    problemDetail: text,
    problemImage: picture,
    orderNo: '10174',
  });
  await expect(page.getByRole('dialog', { name: 'Berhasil dikirim' })).toBeVisible();
  expect(await storedDraft(page)).toBeNull();

  // After the dialog's 1.5 s the complaint page takes the form's place.
  await expect(page).toHaveURL((url) => url.pathname === '/complaint' && url.searchParams.get('orderNo') === '10174');
  await page.getByRole('link', { name: words.listTitle }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/complaintList');
  await page.getByRole('tab', { name: 'Diproses' }).click();
  const mine = page.getByRole('tabpanel', { name: 'Diproses' }).getByRole('button').filter({ hasText: text });
  await expect(mine).toHaveAccessibleName(/^Pembayaran belum masuk \d{4}-\d\d-\d\d \d\d:\d\d$/);
  await mine.click();

  await expect(page).toHaveURL(
    (address) => address.pathname === '/complainDetails' && address.searchParams.has('problemId'),
  );
  await expect(page.getByRole('definition')).toHaveText(['Pembayaran belum masuk']);
  const content = page.getByRole('textbox', { name: words.content });
  await expect(content).toHaveValue(text);
  await expect(content).toHaveAccessibleDescription(`${text.length}/200`);
  await expect(page.getByRole('button', { name: 'Lihat gambar 1' }).getByRole('presentation')).toHaveAttribute(
    'src',
    picture,
  );
  await expect(page.getByRole('region', { name: words.processResult })).toContainText(words.waiting);
});
