import { describe, expect, it } from 'vitest';
import {
  JPEG,
  NOT_PICTURES,
  PNG,
  WEBP,
  ascii,
  concat,
  heicWithMetadata,
  webpWithMetadata,
} from '../../../tests/fixtures/pictures.ts';
import { sniffPicture } from './sniff.ts';

const ftyp = (major: string, ...compatible: string[]) => {
  const body = concat(ascii(major), new Uint8Array(4), ...compatible.map(ascii));
  return concat(Uint8Array.of(0, 0, 0, 8 + body.length), ascii('ftyp'), body);
};

describe('sniffPicture: the format from the first bytes', () => {
  it.each([
    ['a JPEG (FF D8 FF)', JPEG, 'image/jpeg'],
    ['a PNG (its 8-byte signature)', PNG, 'image/png'],
    ['a simple WebP (RIFF … WEBP)', WEBP, 'image/webp'],
    ['an extended WebP', webpWithMetadata(), 'image/webp'],
    ['a HEIC (ftyp heic)', heicWithMetadata(), 'image/heic'],
    ['a HEIC whose major brand is mif1', ftyp('mif1', 'mif1', 'heic'), 'image/heic'],
    ['a HEIC burst (heis)', ftyp('msf1', 'msf1', 'hevc', 'heis'), 'image/heic'],
    ['a HEIF of the generic brand only', ftyp('mif1', 'mif1'), 'image/heif'],
  ])('%s is %s', (_what, bytes, mime) => {
    expect(sniffPicture(bytes)?.mime).toBe(mime);
  });

  it.each([
    ['an SVG (text, and it can run script)', NOT_PICTURES.svg],
    ['a GIF', NOT_PICTURES.gif],
    ['a PDF', NOT_PICTURES.pdf],
    ['a Windows program', NOT_PICTURES.exe],
    ['an AVIF (HEIF container, but listed as avif)', NOT_PICTURES.avif],
    ['an MP4 video', ftyp('isom', 'isom', 'mp42')],
    ['an empty file', NOT_PICTURES.empty],
    ['a truncated PNG signature', PNG.subarray(0, 6)],
    ['a RIFF that is not WebP (a WAV)', concat(ascii('RIFF'), new Uint8Array(4), ascii('WAVEfmt '))],
    ['two JPEG bytes', JPEG.subarray(0, 2)],
    ['an ftyp box shorter than its header', concat(Uint8Array.of(0, 0, 0, 4), ascii('ftypheic'), new Uint8Array(8))],
  ])('%s is not a picture', (_what, bytes) => {
    expect(sniffPicture(bytes)).toBeNull();
  });
});
