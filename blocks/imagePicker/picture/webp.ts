/**
 * A WebP without its metadata, chunk for chunk otherwise. A simple WebP (one VP8 or VP8L chunk)
 * has no room for any; an extended one (VP8X) keeps its picture, alpha, animation and ICC profile
 * chunks and the orientation, drops XMP, Exif and unknown chunks, and has its VP8X flags and RIFF
 * size set to match.
 */
import { DamagedPicture, ascii, concat, fourCC, latin1, slice, u32le, u32leBytes } from './bytes.ts';
import { keptExif } from './exif.ts';

const PICTURE = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);
const EXIF_FLAG = 0x08;
const XMP_FLAG = 0x04;

function chunk(type: string, data: Uint8Array): Uint8Array {
  // Chunk data is padded to an even length; the size says the unpadded length.
  return concat([ascii(type), u32leBytes(data.length), data, new Uint8Array(data.length % 2)]);
}

function riff(chunks: readonly Uint8Array[]): Uint8Array {
  const body = concat([ascii('WEBP'), ...chunks]);
  return concat([ascii('RIFF'), u32leBytes(body.length), body]);
}

export function stripWebp(bytes: Uint8Array): Uint8Array {
  if (latin1(bytes, 0, 4) !== 'RIFF' || latin1(bytes, 8, 4) !== 'WEBP') throw new DamagedPicture('no RIFF WEBP header');
  // What the RIFF size covers; anything after it is not part of the picture.
  const end = 8 + u32le(bytes, 4);
  if (end > bytes.length) throw new DamagedPicture(`the RIFF size runs past the end (${end} > ${bytes.length})`);
  const chunks: { type: string; data: Uint8Array }[] = [];
  for (let at = 12; at + 8 <= end;) {
    const type = fourCC(bytes, at);
    const size = u32le(bytes, at + 4);
    chunks.push({ type, data: slice(bytes, at + 8, size) });
    at += 8 + size + (size % 2);
  }
  const first = chunks[0];
  if (!first || !PICTURE.has(first.type)) throw new DamagedPicture('no WebP picture chunk');
  // A simple WebP is its one picture chunk.
  if (first.type !== 'VP8X') return riff([chunk(first.type, first.data)]);

  const kept: Uint8Array[] = [];
  let exifKept = false;
  for (const { type, data } of chunks.slice(1)) {
    if (PICTURE.has(type) && type !== 'VP8X') kept.push(chunk(type, data));
    else if (type === 'EXIF') {
      const exif = keptExif(data);
      if (exif) kept.push(chunk('EXIF', exif));
      exifKept ||= Boolean(exif);
    }
  }
  if (first.data.length < 10) throw new DamagedPicture('a short VP8X chunk');
  const header = first.data.slice();
  header[0] = (header[0]! & ~(EXIF_FLAG | XMP_FLAG)) | (exifKept ? EXIF_FLAG : 0);
  return riff([chunk('VP8X', header), ...kept]);
}
