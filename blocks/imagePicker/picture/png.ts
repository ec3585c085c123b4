/**
 * A PNG without its metadata, chunk for chunk otherwise (kept chunks are copied with their CRCs).
 * Kept: the critical chunks, those that change how the picture looks (transparency, colour space,
 * ICC profile, gamma, background, pixel size), APNG animation, and the orientation. Dropped: text
 * (tEXt, zTXt, iTXt: software, author, comments, often XMP), the time (tIME), Exif (eXIf), any
 * chunk not listed, and whatever follows IEND.
 */
import { DamagedPicture, ascii, concat, fourCC, latin1, slice, u32be, u32beBytes } from './bytes.ts';
import { keptExif } from './exif.ts';

const SIGNATURE = '\x89PNG\r\n\x1a\n';

const LOOKS = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'cHRM',
  'gAMA',
  'iCCP',
  'sBIT',
  'sRGB',
  'cICP',
  'mDCV',
  'cLLI',
  'mDCv',
  'cLLi',
  'bKGD',
  'hIST',
  'pHYs',
  'sPLT',
]);
const ANIMATION = new Set(['acTL', 'fcTL', 'fdAT']);

let crcTable: Uint32Array | undefined;

/** The CRC-32 of PNG chunks (ISO 3309), over the type and data. */
export function crc32(bytes: Uint8Array): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const body = concat([ascii(type), data]);
  return concat([u32beBytes(data.length), body, u32beBytes(crc32(body))]);
}

export function stripPng(bytes: Uint8Array): Uint8Array {
  if (latin1(bytes, 0, 8) !== SIGNATURE) throw new DamagedPicture('no PNG signature');
  const out: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at < bytes.length) {
    const length = u32be(bytes, at);
    const type = fourCC(bytes, at + 4);
    const chunk = slice(bytes, at, 12 + length);
    if (at === 8 && type !== 'IHDR') throw new DamagedPicture('the first chunk is not IHDR');
    at += 12 + length;
    if (LOOKS.has(type) || ANIMATION.has(type)) out.push(chunk);
    else if (type === 'eXIf') {
      const exif = keptExif(chunk.subarray(8, 8 + length));
      if (exif) out.push(pngChunk('eXIf', exif));
    }
    // An unknown critical chunk (its type starts with a capital) cannot be skipped by a decoder either.
    else if (type.charCodeAt(0) < 0x61) throw new DamagedPicture(`unknown critical chunk ${type}`);
    if (type === 'IEND') return concat(out);
  }
  throw new DamagedPicture('no IEND chunk');
}
