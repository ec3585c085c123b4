/**
 * Pictures on the complaint form (SPEC §4 image upload, §5, §7 upload-problem-img; CONTRACT §4):
 * each uploaded at once as multipart field problemImage, shown as a thumbnail, removable; at most 9,
 * one at a time; a non-picture (by its bytes: a renamed SVG too), a file over the deployment's 5 MB,
 * or a failed upload is refused with a message and the other pictures stay; a photo goes without
 * its metadata (issue 12).
 */
import {
  CAMERA,
  GPS_LATITUDE,
  JPEG,
  NOT_PICTURES,
  PNG,
  jpegOfSize,
  jpegSegments,
  jpegWith,
  pngChunks,
  pngWith,
  webpWithMetadata,
} from '../fixtures/pictures.ts';
import { expect, test, type Page } from './cspGuard.ts';
import { MARKETS, type MarketId } from './borrowers.ts';
import { CARE, CARE_WORDS, careUrl, routeOf, uniqueText } from './careSupport.ts';
import { callsTo, paramsOf, recordGateway } from './gatewayRequests.ts';
import { statusWith } from './locators.ts';
import { PNG_BYTES, pngFile, recordUploads } from './uploads.ts';

function picker(page: Page, market: MarketId = 'in') {
  return page.getByLabel(CARE_WORDS[market].addPicture);
}

function thumbnail(page: Page, n: number, market: MarketId = 'in') {
  return page
    .getByRole('group', { name: CARE_WORDS[market].images })
    .getByRole('img', { name: CARE_WORDS[market].picture(n), exact: true });
}

async function openForm(page: Page, market: MarketId = 'in'): Promise<void> {
  await page.goto(careUrl('/complainPageNext', market, { problemType: '3', orderNo: '10174' }));
  await expect(picker(page, market)).toBeEnabled();
}

/** Uploads picture n (a real PNG) and waits for its thumbnail; hands back the URL the gateway gave. */
async function upload(page: Page, n: number, market: MarketId = 'in'): Promise<string> {
  const reply = page.waitForResponse((response) => new URL(response.url()).pathname === CARE.upload);
  await picker(page, market).setInputFiles(pngFile(`picture-${n}.png`));
  const { data } = (await (await reply).json()) as { data: { url: string } };
  await expect(thumbnail(page, n, market)).toHaveAttribute('src', data.url);
  return data.url;
}

for (const market of MARKETS) {
  test(`a picture is uploaded at once as multipart problemImage and shown as a thumbnail (${market})`, async ({
    page,
  }) => {
    const words = CARE_WORDS[market];
    const uploads = await recordUploads(page);
    await openForm(page, market);
    await expect(picker(page, market)).toHaveAccessibleDescription('0/9');
    const url = await upload(page, 1, market);

    expect(uploads).toHaveLength(1);
    const parts = uploads[0]!;
    expect(parts.map((part) => part.name)).toEqual(['problemImage']);
    expect(parts[0]).toMatchObject({ filename: 'picture-1.png', contentType: 'image/png' });
    expect(parts[0]!.body.equals(PNG_BYTES)).toBe(true);

    await expect(statusWith(page, words.uploaded)).toHaveText(words.uploaded);
    await expect(picker(page, market)).toHaveAccessibleDescription('1/9');
    // The thumbnail is the picture the gateway stored: it loads, 1×1 like the PNG sent.
    await expect
      .poll(() => thumbnail(page, 1, market).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
    expect(url).toMatch(/^\/gateway\/demo-uploads\/\d+$/);
  });
}

test('removing a picture drops its URL from what is saved; the rest are sent comma-joined', async ({ page }) => {
  const requests = recordGateway(page);
  await openForm(page);
  const first = await upload(page, 1);
  const second = await upload(page, 2);
  const third = await upload(page, 3);

  await page.getByRole('button', { name: 'Remove picture 2' }).click();
  await expect(thumbnail(page, 3)).toHaveCount(0);
  await expect(thumbnail(page, 1)).toHaveAttribute('src', first);
  await expect(thumbnail(page, 2)).toHaveAttribute('src', third);
  await expect(picker(page)).toHaveAccessibleDescription('2/9');

  const text = uniqueText('The loan application form keeps freezing');
  await page.getByRole('textbox', { name: 'Your comments' }).fill(text);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Submitted successfully' })).toBeVisible();
  const saves = callsTo(requests, CARE.save).map(paramsOf);
  expect(saves).toEqual([
    expect.objectContaining({
      problemType: '3',
      problemSonType: '',
      problemDetail: text,
      problemImage: `${first},${third}`,
      orderNo: '10174',
    }),
  ]);
  expect(saves[0]!.problemImage).not.toContain(second);
});

test('the picker takes one file at a time and is disabled at 9 pictures', async ({ page }) => {
  const uploads = await recordUploads(page);
  await openForm(page);
  await expect(picker(page)).not.toHaveAttribute('multiple');
  for (let n = 1; n <= 9; n += 1) await upload(page, n);

  await expect(picker(page)).toBeDisabled();
  await expect(picker(page)).toHaveAccessibleDescription('9/9');
  await expect(page.getByRole('group', { name: 'Pictures (optional)' }).getByRole('img')).toHaveCount(9);
  expect(uploads).toHaveLength(9);

  // Removing one frees the picker again.
  await page.getByRole('button', { name: 'Remove picture 9' }).click();
  await expect(picker(page)).toBeEnabled();
  await expect(picker(page)).toHaveAccessibleDescription('8/9');
});

const REFUSED = [
  {
    name: 'a file that is not a picture',
    file: { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') },
    message: (m: MarketId) => CARE_WORDS[m].notImage,
  },
  {
    name: 'an SVG renamed .png',
    file: { name: 'drawing.png', mimeType: 'image/png', buffer: Buffer.from(NOT_PICTURES.svg) },
    message: (m: MarketId) => CARE_WORDS[m].notImage,
  },
  {
    name: 'a picture over 5 MB',
    file: { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(jpegOfSize(5 * 1024 * 1024 + 1)) },
    message: (m: MarketId) => CARE_WORDS[m].tooLarge,
  },
];

for (const refused of REFUSED) {
  for (const market of MARKETS) {
    test(`${refused.name} is refused with a message, nothing sent, the other pictures kept (${market})`, async ({
      page,
    }) => {
      const requests = recordGateway(page);
      await openForm(page, market);
      const kept = await upload(page, 1, market);
      await picker(page, market).setInputFiles(refused.file);

      await expect(statusWith(page, refused.message(market))).toHaveText(refused.message(market));
      expect(callsTo(requests, CARE.upload)).toHaveLength(1);
      await expect(thumbnail(page, 1, market)).toHaveAttribute('src', kept);
      await expect(thumbnail(page, 2, market)).toHaveCount(0);
      await expect(picker(page, market)).toHaveAccessibleDescription('1/9');
      await expect(picker(page, market)).toBeEnabled();
    });
  }
}

const WITH_METADATA = [
  {
    name: 'IMG_0001.jpg',
    mimeType: 'image/jpeg',
    bytes: jpegWith([jpegSegments.exif(), jpegSegments.xmp(), jpegSegments.comment()]),
    clean: JPEG,
  },
  {
    name: 'Screenshot.png',
    mimeType: 'image/png',
    bytes: pngWith([pngChunks.text(), pngChunks.exif(), pngChunks.time()]),
    clean: PNG,
  },
  { name: 'photo.webp', mimeType: 'image/webp', bytes: webpWithMetadata(), clean: null },
];

test('photos go without their GPS position, camera and comments, and still show as pictures', async ({ page }) => {
  const uploads = await recordUploads(page);
  await openForm(page);
  for (const [index, photo] of WITH_METADATA.entries()) {
    const reply = page.waitForResponse((response) => new URL(response.url()).pathname === CARE.upload);
    await picker(page).setInputFiles({ name: photo.name, mimeType: photo.mimeType, buffer: Buffer.from(photo.bytes) });
    await reply;
    // The gateway serves back what it received: the browser decodes it as the 1×1 picture it was.
    await expect
      .poll(() => thumbnail(page, index + 1).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
  }
  expect(
    uploads.map((parts) => parts.map(({ name, filename, contentType }) => ({ name, filename, contentType }))),
  ).toEqual(
    WITH_METADATA.map((photo) => [{ name: 'problemImage', filename: photo.name, contentType: photo.mimeType }]),
  );
  for (const [index, [part]] of uploads.entries()) {
    expect(part!.body.includes(Buffer.from(GPS_LATITUDE))).toBe(false);
    expect(part!.body.includes(CAMERA)).toBe(false);
    const clean = WITH_METADATA[index]!.clean;
    if (clean) expect(part!.body.equals(clean)).toBe(true);
  }
});

const FAILED_UPLOADS = [
  { name: 'HTTP 500', message: 'The server had a problem. Please try again.', reply: { status: 500, body: 'down' } },
  {
    name: "code '01' with the server's reason",
    message: 'This picture could not be stored.',
    reply: { json: { code: '01', message: 'This picture could not be stored.', data: null } },
  },
];

for (const failure of FAILED_UPLOADS) {
  test(`an upload the gateway fails (${failure.name}) says why and keeps the other pictures`, async ({ page }) => {
    await openForm(page);
    const kept = await upload(page, 1);
    let failed = 0;
    await page.route(routeOf(CARE.upload), (route) => {
      failed += 1;
      return route.fulfill(failure.reply);
    });
    await picker(page).setInputFiles(pngFile('second.png'));

    await expect(statusWith(page, failure.message)).toHaveText(failure.message);
    expect(failed).toBe(1);
    await expect(thumbnail(page, 1)).toHaveAttribute('src', kept);
    await expect(thumbnail(page, 2)).toHaveCount(0);
    await expect(picker(page)).toBeEnabled();
    await expect(picker(page)).toHaveAccessibleDescription('1/9');

    // With the gateway healthy again the same picture goes up.
    await page.unroute(routeOf(CARE.upload));
    await upload(page, 2);
    await expect(picker(page)).toHaveAccessibleDescription('2/9');
  });
}
