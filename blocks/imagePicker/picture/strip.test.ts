import { describe, expect, it } from 'vitest';
import {
  CAMERA,
  GPS_LATITUDE,
  GPS_LONGITUDE,
  HEVC_DATA,
  JPEG,
  NOT_PICTURES,
  PNG,
  WEBP,
  ascii,
  concat,
  gpsTiff,
  heicWithMetadata,
  indexOf,
  jpegSegments,
  jpegWith,
  pngChunks,
  pngWith,
  webpWithMetadata,
} from '../../../tests/fixtures/pictures.ts';
import { DamagedPicture } from './bytes.ts';
import { orientationOf, tiffOf } from './exif.ts';
import { stripHeif } from './heif.ts';
import { stripJpeg } from './jpeg.ts';
import { crc32, stripPng } from './png.ts';
import { stripPicture } from './strip.ts';
import { stripWebp } from './webp.ts';

/** What says where and with what a photo was taken: none of it may be left. */
function expectNoMetadata(bytes: Uint8Array) {
  for (const trace of [GPS_LATITUDE, GPS_LONGITUDE, ascii(CAMERA), ascii('ns.adobe.com'), ascii('Photoshop')])
    expect(indexOf(bytes, trace)).toBe(-1);
}

/** The markers of a JPEG read again from the start, segment by segment, skipping the picture data of each scan. */
function jpegMarkers(bytes: Uint8Array): number[] {
  const markers = [bytes[1]!];
  for (let at = 2; at < bytes.length;) {
    const marker = bytes[at + 1]!;
    markers.push(marker);
    if (marker === 0xd9) break;
    at += 2 + ((bytes[at + 2]! << 8) | bytes[at + 3]!);
    if (marker === 0xda)
      while (!(bytes[at] === 0xff && bytes[at + 1] !== 0 && (bytes[at + 1]! < 0xd0 || bytes[at + 1]! > 0xd7))) at += 1;
  }
  return markers;
}

/** The chunks of a PNG read again, each with whether its CRC is right. */
function pngChunkList(bytes: Uint8Array): { type: string; data: Uint8Array; crcOk: boolean }[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks = [];
  for (let at = 8; at < bytes.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    chunks.push({
      type,
      data: bytes.subarray(at + 8, at + 8 + length),
      crcOk: crc32(bytes.subarray(at + 4, at + 8 + length)) === view.getUint32(at + 8 + length),
    });
    at += 12 + length;
  }
  return chunks;
}

describe('stripJpeg', () => {
  it('takes out Exif with its GPS position, XMP, IPTC, comments and a trailer, leaving the picture byte for byte', () => {
    const photo = jpegWith(
      [jpegSegments.exif(), jpegSegments.xmp(), jpegSegments.iptc(), jpegSegments.comment()],
      ascii(`MOTION PHOTO ${CAMERA}`),
    );
    expect(indexOf(photo, GPS_LATITUDE)).toBeGreaterThan(0);
    const stripped = stripJpeg(photo);
    expectNoMetadata(stripped);
    expect(indexOf(stripped, 'Exif\0\0')).toBe(-1);
    expect(stripped).toEqual(JPEG);
    expect(jpegMarkers(stripped)).toEqual([0xd8, 0xe0, 0xdb, 0xdb, 0xc0, 0xc4, 0xc4, 0xc4, 0xc4, 0xda, 0xd9]);
  });

  it('keeps the ICC colour profile, and a JPEG with nothing to take out is unchanged', () => {
    const profiled = jpegWith([jpegSegments.icc(), jpegSegments.comment()]);
    expect(stripJpeg(profiled)).toEqual(jpegWith([jpegSegments.icc()]));
    expect(stripJpeg(JPEG)).toEqual(JPEG);
  });

  it('keeps the orientation of a photo taken upright, in an Exif segment that holds nothing else', () => {
    const stripped = stripJpeg(jpegWith([jpegSegments.exif(gpsTiff({ orientation: 6 }))]));
    expectNoMetadata(stripped);
    const at = indexOf(stripped, 'Exif\0\0');
    expect(stripped.subarray(at - 4, at)).toEqual(Uint8Array.of(0xff, 0xe1, 0, 34));
    expect(orientationOf(tiffOf(stripped.subarray(at, at + 32)))).toBe(6);
    expect(jpegMarkers(stripped)).toEqual([0xd8, 0xe0, 0xe1, 0xdb, 0xdb, 0xc0, 0xc4, 0xc4, 0xc4, 0xc4, 0xda, 0xd9]);
  });

  it('copies the picture data of every scan as it is (stuffed FF00, restart markers) and drops what lies between scans', () => {
    const header = JPEG.subarray(0, indexOf(JPEG, Uint8Array.of(0xff, 0xda)));
    const sos = Uint8Array.of(0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0);
    const data = Uint8Array.of(0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xff);
    const progressive = concat(header, sos, data, jpegSegments.comment(), sos, data, Uint8Array.of(0xff, 0xd9));
    expect(stripJpeg(progressive)).toEqual(concat(header, sos, data, sos, data, Uint8Array.of(0xff, 0xd9)));
  });

  it('ends a JPEG cut short after its picture data; refuses one with no picture data or a segment past its end', () => {
    expect(stripJpeg(JPEG.subarray(0, JPEG.length - 2))).toEqual(JPEG);
    expect(() => stripJpeg(JPEG.subarray(0, 100))).toThrow(DamagedPicture);
    expect(() => stripJpeg(concat(Uint8Array.of(0xff, 0xd8, 0xff, 0xe1, 0x7f, 0xff), new Uint8Array(10)))).toThrow(
      DamagedPicture,
    );
    expect(() => stripJpeg(Uint8Array.of(0xff, 0xd8, 0x00))).toThrow(DamagedPicture);
  });
});

describe('stripPng', () => {
  it('takes out text (tEXt, iTXt XMP), time and Exif chunks and a trailer; keeps colour chunks and valid CRCs', () => {
    const photo = pngWith(
      [pngChunks.text(), pngChunks.srgb(), pngChunks.exif(), pngChunks.time(), pngChunks.xmp()],
      ascii(CAMERA),
    );
    const stripped = stripPng(photo);
    expectNoMetadata(stripped);
    expect(stripped).toEqual(pngWith([pngChunks.srgb()]));
    expect(pngChunkList(stripped).map(({ type, crcOk }) => [type, crcOk])).toEqual([
      ['IHDR', true],
      ['sRGB', true],
      ['IDAT', true],
      ['IEND', true],
    ]);
    expect(stripPng(PNG)).toEqual(PNG);
  });

  it('keeps the orientation in an eXIf chunk of its own with a correct CRC', () => {
    const chunks = pngChunkList(stripPng(pngWith([pngChunks.exif(gpsTiff({ orientation: 8 }))])));
    expect(chunks.map(({ type, crcOk }) => [type, crcOk])).toEqual([
      ['IHDR', true],
      ['eXIf', true],
      ['IDAT', true],
      ['IEND', true],
    ]);
    expect(orientationOf(chunks[1]!.data)).toBe(8);
    expectNoMetadata(chunks[1]!.data);
  });

  it('refuses a PNG without IEND, with an unknown critical chunk, or not starting with IHDR', () => {
    expect(() => stripPng(PNG.subarray(0, PNG.length - 12))).toThrow(DamagedPicture);
    expect(() => stripPng(pngWith([concat(Uint8Array.of(0, 0, 0, 0), ascii('CgBI'), new Uint8Array(4))]))).toThrow(
      DamagedPicture,
    );
    expect(() => stripPng(concat(PNG.subarray(0, 8), pngChunks.srgb(), PNG.subarray(8)))).toThrow(DamagedPicture);
  });
});

describe('stripWebp', () => {
  it('takes out the EXIF and XMP chunks of an extended WebP and clears their flags; the RIFF size matches', () => {
    const stripped = stripWebp(webpWithMetadata());
    expectNoMetadata(stripped);
    const view = new DataView(stripped.buffer, stripped.byteOffset, stripped.byteLength);
    expect(view.getUint32(4, true)).toBe(stripped.length - 8);
    expect(String.fromCharCode(...stripped.subarray(12, 16))).toBe('VP8X');
    expect(stripped[20]).toBe(0);
    // VP8X, then the picture chunk exactly as in the simple WebP, and nothing else.
    expect(stripped.subarray(30)).toEqual(WEBP.subarray(12));
  });

  it('keeps the orientation in an EXIF chunk of its own, with its flag', () => {
    const stripped = stripWebp(webpWithMetadata({ tiff: gpsTiff({ orientation: 3 }) }));
    expectNoMetadata(stripped);
    expect(stripped[20]).toBe(0x08);
    const at = indexOf(stripped, 'EXIF');
    expect(orientationOf(tiffOf(stripped.subarray(at + 8)))).toBe(3);
  });

  it('leaves a simple WebP as it is; refuses one whose RIFF size runs past its end', () => {
    expect(stripWebp(WEBP)).toEqual(WEBP);
    const cut = WEBP.slice(0, 30);
    expect(() => stripWebp(cut)).toThrow(DamagedPicture);
  });
});

describe('stripHeif', () => {
  it.each([
    ['in mdat (iloc version 0)', false],
    ['in idat (iloc version 1, construction method 1)', true],
  ])(
    'blanks the Exif item %s and the XMP item where they lie: same length, every other byte the same',
    (_where, idat) => {
      const photo = heicWithMetadata({ idat });
      const stripped = stripHeif(photo);
      expect(stripped.length).toBe(photo.length);
      expectNoMetadata(stripped);
      expect(indexOf(stripped, HEVC_DATA)).toBe(indexOf(photo, HEVC_DATA));

      // The Exif item is now an empty Exif structure, the XMP item an empty packet padded with spaces.
      const exifAt = indexOf(photo, Uint8Array.of(0, 0, 0, 6, 0x45, 0x78, 0x69, 0x66));
      expect(stripped.subarray(exifAt, exifAt + 18)).toEqual(
        concat(new Uint8Array(4), ascii('MM\0*'), Uint8Array.of(0, 0, 0, 8, 0, 0, 0, 0, 0, 0)),
      );
      const xmpAt = indexOf(photo, '<x:xmpmeta');
      const emptyXmp = '<x:xmpmeta xmlns:x="adobe:ns:meta/"/>';
      expect(String.fromCharCode(...stripped.subarray(xmpAt, xmpAt + emptyXmp.length + 3))).toBe(`${emptyXmp}   `);

      const changed = [...photo.keys()].filter((i) => photo[i] !== stripped[i]);
      expect(
        changed.every((i) => (i >= exifAt && i < exifAt + 4 + 6 + gpsTiff().length) || (i >= xmpAt && i < xmpAt + 300)),
      ).toBe(true);
      // Read again, it has nothing left to blank.
      expect(stripHeif(stripped)).toEqual(stripped);
    },
  );

  it('refuses a HEIF with no meta box, or an item placed past the end of the file', () => {
    const ftypOnly = heicWithMetadata().subarray(0, 24);
    expect(() => stripHeif(ftypOnly)).toThrow(DamagedPicture);
    expect(() => stripHeif(heicWithMetadata().subarray(0, 300))).toThrow(DamagedPicture);
  });
});

describe('stripPicture', () => {
  it('gives the clean bytes with the type of the content', () => {
    const result = stripPicture(jpegWith([jpegSegments.exif()]));
    expect(result).toEqual({ ok: true, format: 'jpeg', mime: 'image/jpeg', bytes: JPEG });
    expect(stripPicture(heicWithMetadata())).toMatchObject({ ok: true, mime: 'image/heic' });
  });

  it('says "type" for what is not one of the four formats and "unreadable" for one it cannot read', () => {
    for (const bytes of Object.values(NOT_PICTURES)) expect(stripPicture(bytes)).toEqual({ ok: false, reason: 'type' });
    expect(stripPicture(PNG.subarray(0, 20))).toEqual({ ok: false, reason: 'unreadable' });
    expect(stripPicture(concat(JPEG.subarray(0, 3), new Uint8Array(5)))).toEqual({ ok: false, reason: 'unreadable' });
  });
});
