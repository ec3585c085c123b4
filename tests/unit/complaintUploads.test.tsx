/**
 * What leaves the phone when a borrower adds a picture to the real complaint form (issue 12): only
 * JPEG, PNG, WebP and HEIC pictures, known by their bytes, sent with the type of their content and
 * without the metadata that says where and with what they were taken; everything else refused in
 * the borrower's words with nothing sent. The request body is read as the demo gateway receives it.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import {
  CAMERA,
  GPS_LATITUDE,
  GPS_LONGITUDE,
  JPEG,
  NOT_PICTURES,
  PNG,
  WEBP,
  heicWithMetadata,
  indexOf,
  jpegOfSize,
  jpegSegments,
  jpegWith,
  pngChunks,
  pngWith,
  webpWithMetadata,
} from '../fixtures/pictures.ts';
import { expectStatus, openPage, startFakeGateway } from './pageHarness.tsx';

vi.setConfig({ testTimeout: 20_000 });

const gateway = startFakeGateway();
let form: PageModule;
beforeAll(async () => {
  form = (await import('virtual:page/kilat/complaintForm')) as PageModule;
});

const UPLOAD = '/user-problem/upload-problem-img';
const file = (bytes: Uint8Array, name: string, type: string) =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });

/** Opens the form and keeps every problemImage part the gateway receives (then lets the demo gateway answer). */
async function openForm(language: 'en' | 'id' = 'en') {
  const sent: File[] = [];
  gateway.server.use(
    http.post(`*/gateway${UPLOAD}`, async ({ request }) => {
      const part = (await request.clone().formData()).get('problemImage');
      if (part instanceof File) sent.push(part);
    }),
  );
  openPage(
    form,
    '/complainPageNext?problemType=2&orderNo=10174',
    language === 'id' ? { language: 'id', market: 'id', launch: { languageType: '1' } } : {},
  );
  await screen.findByRole('textbox', { name: language === 'id' ? 'Komentar Anda' : 'Your comments' });
  return sent;
}

async function choose(picked: File, label = 'Add picture') {
  // accept="image/*" would hide some of these files from user-event: a person can still pick them.
  await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText(label), picked);
}

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

function expectNoTraceOfWhereOrWhat(bytes: Uint8Array) {
  for (const trace of [GPS_LATITUDE, GPS_LONGITUDE, CAMERA, 'ns.adobe.com', 'GPS 6,12'])
    expect(indexOf(bytes, trace)).toBe(-1);
}

describe('complaint form: what an added picture sends', () => {
  it.each([
    [
      'a JPEG photo with a GPS position in its Exif, XMP and a comment',
      jpegWith([jpegSegments.exif(), jpegSegments.xmp(), jpegSegments.comment()]),
      'IMG_20240517_093000.jpg',
      'image/jpeg',
      JPEG,
    ],
    [
      'a PNG screenshot with a tEXt chunk, an eXIf and a time',
      pngWith([pngChunks.text(), pngChunks.exif(), pngChunks.time()]),
      'Screenshot.png',
      'image/png',
      PNG,
    ],
    ['a WebP with EXIF and XMP chunks', webpWithMetadata(), 'photo.webp', 'image/webp', null],
  ])('%s goes without them, with its name and type', async (_what, bytes, name, type, clean) => {
    expect(indexOf(bytes, GPS_LATITUDE)).toBeGreaterThan(0);
    const sent = await openForm();
    await choose(file(bytes, name, type));
    await screen.findByRole('img', { name: 'Picture 1' });

    expect(sent).toHaveLength(1);
    expect([sent[0]!.name, sent[0]!.type]).toEqual([name, type]);
    const body = await bytesOf(sent[0]!);
    expectNoTraceOfWhereOrWhat(body);
    if (clean) expect(body).toEqual(clean);
    // What the gateway keeps and serves back is the clean picture, as the picture type it is.
    const stored = gateway.state().uploads.get(1)!;
    expect([stored.type, new Uint8Array(stored.bytes)]).toEqual([type, body]);
    await expectStatus('Upload succeeded!');
  });

  it('a HEIC photo (as Android hands it over, untyped) goes as image/heic with its Exif and XMP items blanked, the same size', async () => {
    const photo = heicWithMetadata();
    const sent = await openForm();
    await choose(file(photo, '20240517_093000.heic', ''));
    await screen.findByRole('img', { name: 'Picture 1' });

    expect([sent[0]!.name, sent[0]!.type, sent[0]!.size]).toEqual(['20240517_093000.heic', 'image/heic', photo.length]);
    expectNoTraceOfWhereOrWhat(await bytesOf(sent[0]!));
  });

  it("the type sent is the content's: a PNG the chooser calls image/jpeg goes as image/png", async () => {
    const sent = await openForm();
    await choose(file(PNG, 'receipt.jpg', 'image/jpeg'));
    await screen.findByRole('img', { name: 'Picture 1' });
    expect([sent[0]!.name, sent[0]!.type]).toEqual(['receipt.jpg', 'image/png']);
  });
});

describe('complaint form: what is refused', () => {
  it.each([
    ['an SVG renamed .png and reported as image/png', NOT_PICTURES.svg, 'drawing.png', 'image/png'],
    ['an SVG as it is', NOT_PICTURES.svg, 'drawing.svg', 'image/svg+xml'],
    ['a GIF', NOT_PICTURES.gif, 'funny.gif', 'image/gif'],
    ['a PDF renamed .jpg', NOT_PICTURES.pdf, 'statement.jpg', 'image/jpeg'],
    ['a program renamed .jpg', NOT_PICTURES.exe, 'photo.jpg', 'image/jpeg'],
    ['an empty file', NOT_PICTURES.empty, 'empty.png', 'image/png'],
  ])('%s: a message saying which pictures are taken, nothing sent', async (_what, bytes, name, type) => {
    await openForm();
    await choose(file(bytes, name, type));
    await expectStatus('This file is not a photo. Please choose a JPEG, PNG, WebP or HEIC picture.');
    expect(screen.queryByRole('img', { name: 'Picture 1' })).toBeNull();
    expect(await gateway.calls(UPLOAD)).toEqual([]);
    expect(screen.getByLabelText('Add picture')).toBeEnabled();
  });

  it('a picture cut short says it could not be read, in Indonesian too; nothing sent', async () => {
    await openForm('id');
    await choose(file(WEBP.subarray(0, 20), 'foto.webp', 'image/webp'), 'Tambah gambar');
    await expectStatus('Gambar ini tidak dapat dibaca. Silakan pilih foto lain.');
    await choose(file(NOT_PICTURES.svg, 'gambar.png', 'image/png'), 'Tambah gambar');
    await expectStatus('File ini bukan foto. Silakan pilih gambar JPEG, PNG, WebP, atau HEIC.');
    expect(await gateway.calls(UPLOAD)).toEqual([]);
  });
});

describe('complaint form: how many pictures, and uploads that fail', () => {
  const picker = (label = 'Add picture') => screen.getByLabelText(label);
  const png = (n: number) => file(PNG, `picture-${n}.png`, 'image/png');
  const thumbnails = () => screen.queryAllByRole('img', { name: /^(Picture|Gambar) \d$/ });
  async function add(n: number, label?: string) {
    await choose(png(n), label);
    await screen.findByRole('img', { name: new RegExp(`^(Picture|Gambar) ${n}$`) });
  }

  it('one file at a time, at most 9: the picker says how many and is disabled at 9; removing one frees it', async () => {
    const sent = await openForm();
    expect(picker()).not.toHaveAttribute('multiple');
    expect(picker()).toHaveAccessibleDescription('0/9');
    for (let n = 1; n <= 9; n += 1) await add(n);
    expect(sent).toHaveLength(9);
    expect(picker()).toBeDisabled();
    expect(picker()).toHaveAccessibleDescription('9/9');

    // Removing picture 2: the later ones move up, the picker takes one again.
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture 2' }));
    expect(thumbnails().map((img) => img.getAttribute('src'))).toEqual(
      [1, 3, 4, 5, 6, 7, 8, 9].map((n) => `/gateway/demo-uploads/${n}`),
    );
    expect(picker()).toBeEnabled();
    expect(picker()).toHaveAccessibleDescription('8/9');
  });

  it.each([
    ['a file that is not a picture', file(NOT_PICTURES.svg, 'drawing.png', 'image/png'), 'en'],
    ['a picture over 5 MB (Indonesian)', file(jpegOfSize(5 * 1024 * 1024 + 1), 'huge.jpg', 'image/jpeg'), 'id'],
  ] as const)('%s is refused and the pictures already there stay', async (_what, refused, language) => {
    const label = language === 'id' ? 'Tambah gambar' : 'Add picture';
    const sent = await openForm(language);
    await add(1, label);
    await choose(refused, label);
    await expectStatus(
      language === 'id'
        ? 'Gambar lebih besar dari 5 MB.'
        : 'This file is not a photo. Please choose a JPEG, PNG, WebP or HEIC picture.',
    );
    expect(sent).toHaveLength(1);
    expect(thumbnails().map((img) => img.getAttribute('src'))).toEqual(['/gateway/demo-uploads/1']);
    expect(picker(label)).toHaveAccessibleDescription('1/9');
    expect(picker(label)).toBeEnabled();
  });

  it.each([
    ['HTTP 500', () => new HttpResponse('down', { status: 500 }), 'The server had a problem. Please try again.'],
    [
      "code '01' with the server's reason",
      () => HttpResponse.json({ code: '01', message: 'This picture could not be stored.', data: null }),
      'This picture could not be stored.',
    ],
  ])(
    'an upload the gateway fails (%s) says why, keeps the other pictures, and goes up once healthy',
    async (_what, reply, message) => {
      await openForm();
      await add(1);
      let failing = true;
      gateway.server.use(http.post(`*/gateway${UPLOAD}`, () => (failing ? reply() : undefined)));
      await choose(png(2));
      await expectStatus(message);
      expect(thumbnails()).toHaveLength(1);
      expect(picker()).toBeEnabled();
      expect(picker()).toHaveAccessibleDescription('1/9');

      failing = false;
      await add(2);
      expect(picker()).toHaveAccessibleDescription('2/9');
    },
  );
});
