/**
 * The one Exif fact a stripped photo keeps: its orientation. A phone stores a portrait photo
 * sideways with Orientation 6 or 8; dropping that would show the receipt on its side. Everything
 * else in Exif (GPS position, time, camera, owner, maker notes, thumbnail) goes.
 */
import { ascii, concat, latin1 } from './bytes.ts';

const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

/** The "Exif\0\0" that starts Exif data in a JPEG APP1 segment, a WebP EXIF chunk and (sometimes) a PNG eXIf chunk. */
export const EXIF_HEADER = 'Exif\0\0';

/** The TIFF structure in Exif data, after any "Exif\0\0" header. */
export function tiffOf(exif: Uint8Array): Uint8Array {
  return latin1(exif, 0, EXIF_HEADER.length) === EXIF_HEADER ? exif.subarray(EXIF_HEADER.length) : exif;
}

/** The orientation (1 to 8) in the first IFD of a TIFF structure; 1 (as taken) when missing or unreadable. */
export function orientationOf(tiff: Uint8Array): number {
  if (tiff.length < 8) return 1;
  const order = latin1(tiff, 0, 2);
  if (order !== 'II' && order !== 'MM') return 1;
  const little = order === 'II';
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const u16 = (at: number) => view.getUint16(at, little);
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return 1;
  const count = u16(ifd);
  for (let i = 0; i < count; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return 1;
    if (u16(entry) !== ORIENTATION_TAG) continue;
    const value = u16(entry + 2) === SHORT ? u16(entry + 8) : 1;
    return value >= 1 && value <= 8 ? value : 1;
  }
  return 1;
}

/** A TIFF structure (big-endian) whose only entry is the orientation; with none when it is 1. */
export function orientationTiff(orientation: number): Uint8Array {
  const entries = orientation === 1 ? [] : [Uint8Array.of(0x01, 0x12, 0, SHORT, 0, 0, 0, 1, 0, orientation, 0, 0)];
  return concat([ascii('MM\0*'), Uint8Array.of(0, 0, 0, 8, 0, entries.length), ...entries, Uint8Array.of(0, 0, 0, 0)]);
}

/**
 * What replaces a picture's Exif data: only the orientation, with the same "Exif\0\0" header as the
 * original (or none), or nothing at all when the picture is upright.
 */
export function keptExif(exif: Uint8Array): Uint8Array | null {
  const tiff = tiffOf(exif);
  const orientation = orientationOf(tiff);
  if (orientation === 1) return null;
  return concat([tiff === exif ? new Uint8Array(0) : ascii(EXIF_HEADER), orientationTiff(orientation)]);
}
