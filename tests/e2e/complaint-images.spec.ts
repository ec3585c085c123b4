/**
 * Pictures on the complaint form (SPEC §4 image upload, §5, §7 upload-problem-img; CONTRACT §4) through the real
 * file input: each uploaded at once as the multipart field problemImage, photos without their metadata (issue
 * 12), and the thumbnails the browser decodes from what the gateway stored. The picker's count and limit, the
 * refusals, failed uploads and removing a picture are in tests/unit/complaintUploads.test.tsx and
 * complaintPages.test.tsx.
 */
import {
  CAMERA,
  GPS_LATITUDE,
  JPEG,
  PNG,
  jpegSegments,
  jpegWith,
  pngChunks,
  pngWith,
  webpWithMetadata,
} from '../fixtures/pictures.ts';
import { expect, test, type Page } from './cspGuard.ts';
import { CARE, CARE_WORDS, careUrl } from './careSupport.ts';
import { statusWith } from './locators.ts';
import { PNG_BYTES, pngFile, recordUploads, type FilePick } from './uploads.ts';

const WORDS = CARE_WORDS.in;

function thumbnail(page: Page, n: number) {
  return page.getByRole('group', { name: WORDS.images }).getByRole('img', { name: WORDS.picture(n), exact: true });
}

/** Picks a file in the real input, waits for its upload; hands back the URL the gateway gave. */
async function upload(page: Page, file: FilePick): Promise<string> {
  const reply = page.waitForResponse((response) => new URL(response.url()).pathname === CARE.upload);
  await page.getByLabel(WORDS.addPicture).setInputFiles(file);
  return ((await (await reply).json()) as { data: { url: string } }).data.url;
}

/** The thumbnail has loaded and decodes as the 1×1 picture sent. */
async function expectDecoded(page: Page, n: number): Promise<void> {
  await expect
    .poll(() => thumbnail(page, n).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);
}

test('a picture and photos go up as multipart problemImage, photos without their metadata, and show', async ({
  page,
}) => {
  const uploads = await recordUploads(page);
  await page.goto(careUrl('/complainPageNext', 'in', { problemType: '3', orderNo: '10174' }));
  await expect(page.getByLabel(WORDS.addPicture)).toBeEnabled();

  const url = await upload(page, pngFile('picture-1.png'));
  expect(url).toMatch(/^\/gateway\/demo-uploads\/\d+$/);
  await expect(thumbnail(page, 1)).toHaveAttribute('src', url);
  await expect(statusWith(page, WORDS.uploaded)).toHaveText(WORDS.uploaded);
  expect(uploads).toHaveLength(1);
  expect(uploads[0]!.map((part) => part.name)).toEqual(['problemImage']);
  expect(uploads[0]![0]).toMatchObject({ filename: 'picture-1.png', contentType: 'image/png' });
  expect(uploads[0]![0]!.body.equals(PNG_BYTES)).toBe(true);
  await expectDecoded(page, 1);

  const photos = [
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
  for (const [index, photo] of photos.entries()) {
    await upload(page, { name: photo.name, mimeType: photo.mimeType, buffer: Buffer.from(photo.bytes) });
    // The gateway serves back what it received: the browser decodes it as the 1×1 picture it was.
    await expectDecoded(page, index + 2);
    const [part] = uploads[index + 1]!;
    expect(part).toMatchObject({ name: 'problemImage', filename: photo.name, contentType: photo.mimeType });
    expect(part!.body.includes(Buffer.from(GPS_LATITUDE))).toBe(false);
    expect(part!.body.includes(CAMERA)).toBe(false);
    if (photo.clean) expect(part!.body.equals(photo.clean)).toBe(true);
  }
});
