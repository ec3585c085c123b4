/**
 * A picture file made fit to leave the phone: its format found from its bytes, its metadata (where
 * and when it was taken, the camera, the owner) removed without re-encoding it.
 *
 * Why bytes, not a canvas: re-encoding through a canvas would lose quality and grow PNGs, cannot
 * decode HEIC in Chromium-based WebViews, and does not run in unit tests. And why not a library:
 * of the maintained ones, exif-be-gone and piexifjs remove JPEG Exif only (exif-be-gone through Node
 * streams), file-type and magic-bytes.js sniff a hundred formats for 30 KB and more, and HEIC ones
 * (libheif-js, heic2any, heic-to) are megabyte-sized decoders. The four formats need a few hundred lines.
 */
import { DamagedPicture } from './bytes.ts';
import { stripHeif } from './heif.ts';
import { stripJpeg } from './jpeg.ts';
import { stripPng } from './png.ts';
import { sniffPicture, type PictureFormat, type Sniffed } from './sniff.ts';
import { stripWebp } from './webp.ts';

export { DamagedPicture } from './bytes.ts';
export { SNIFF_BYTES, sniffPicture, type Sniffed } from './sniff.ts';

const STRIP: Record<PictureFormat, (bytes: Uint8Array) => Uint8Array> = {
  jpeg: stripJpeg,
  png: stripPng,
  webp: stripWebp,
  heif: stripHeif,
};

export type Stripped = ({ ok: true; bytes: Uint8Array } & Sniffed) | { ok: false; reason: 'type' | 'unreadable' };

/**
 * The picture without its metadata and with its real type; or why not: not a picture of the four formats, or one that
 * cannot be read.
 */
export function stripPicture(bytes: Uint8Array): Stripped {
  const sniffed = sniffPicture(bytes);
  if (!sniffed) return { ok: false, reason: 'type' };
  try {
    return { ok: true, ...sniffed, bytes: STRIP[sniffed.format](bytes) };
  } catch (error) {
    // A file built to trip the reader must not break the picker: it is simply not a readable picture.
    if (error instanceof DamagedPicture || error instanceof RangeError) return { ok: false, reason: 'unreadable' };
    throw error;
  }
}
