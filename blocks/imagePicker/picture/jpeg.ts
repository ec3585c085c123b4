/**
 * A JPEG without its metadata, byte for byte otherwise (no re-encoding, no quality lost). Kept: the
 * segments a decoder needs (tables, frame, scans), the JFIF header, the ICC colour profile, Adobe's
 * colour-transform marker and the orientation. Dropped: Exif (GPS, time, camera, thumbnail) and
 * every other APPn (XMP, IPTC/Photoshop, maker data, multi-picture index), comments, and whatever
 * follows the end marker (a phone's trailer, a motion photo's video, secondary pictures).
 */
import { DamagedPicture, concat, latin1, slice, u16be, u16beBytes } from './bytes.ts';
import { EXIF_HEADER, keptExif } from './exif.ts';

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;

/**
 * Frames (SOF0–15 but DHT, JPG and DAC), tables (DHT, DAC, DQT), restart interval, line count, expand, hierarchical
 * progression.
 */
function decoderNeeds(marker: number): boolean {
  if (marker >= 0xc0 && marker <= 0xcf) return marker !== 0xc8;
  return marker === 0xdb || marker === 0xdc || marker === 0xdd || marker === 0xde || marker === 0xdf;
}

/**
 * What to write for an APPn or other marker segment (its bytes include the marker and length): itself, a replacement,
 * or nothing.
 */
function keptSegment(marker: number, segment: Uint8Array): Uint8Array | null {
  if (decoderNeeds(marker)) return segment;
  const payload = segment.subarray(4);
  if (marker === APP0) return latin1(payload, 0, 5) === 'JFIF\0' ? segment : null;
  if (marker === APP2) return latin1(payload, 0, 12) === 'ICC_PROFILE\0' ? segment : null;
  if (marker === APP14) return latin1(payload, 0, 5) === 'Adobe' ? segment : null;
  if (marker === APP1 && latin1(payload, 0, EXIF_HEADER.length) === EXIF_HEADER) {
    const exif = keptExif(payload);
    return exif && concat([Uint8Array.of(0xff, APP1), u16beBytes(exif.length + 2), exif]);
  }
  return null;
}

/**
 * Where the entropy-coded data after a scan header ends: the next marker that is neither a stuffed 0xFF00 nor a restart
 * marker.
 */
function scanEnd(bytes: Uint8Array, from: number): number {
  for (let at = from; at + 1 < bytes.length; at += 1) {
    if (bytes[at] !== 0xff) continue;
    const next = bytes[at + 1]!;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) continue;
    return at;
  }
  return bytes.length;
}

export function stripJpeg(bytes: Uint8Array): Uint8Array {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) throw new DamagedPicture('no JPEG start marker');
  const out: Uint8Array[] = [Uint8Array.of(0xff, SOI)];
  let at = 2;
  let scanned = false;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) throw new DamagedPicture(`no marker at ${at}`);
    // Any number of 0xFF fill bytes may come before a marker.
    while (bytes[at] === 0xff) at += 1;
    if (at >= bytes.length) break;
    const marker = bytes[at]!;
    at += 1;
    if (marker === EOI) {
      out.push(Uint8Array.of(0xff, EOI));
      return concat(out);
    }
    // Restart markers and TEM stand alone.
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      out.push(Uint8Array.of(0xff, marker));
      continue;
    }
    const length = u16be(bytes, at);
    if (length < 2) throw new DamagedPicture(`segment length ${length} at ${at}`);
    const segment = slice(bytes, at - 2, length + 2);
    at += length;
    if (marker === SOS) {
      const end = scanEnd(bytes, at);
      out.push(segment, bytes.subarray(at, end));
      at = end;
      scanned = true;
      continue;
    }
    const kept = keptSegment(marker, segment);
    if (kept) out.push(kept);
  }
  // Cut short after its picture data (some encoders leave out the end marker): decoders show what is there.
  if (!scanned) throw new DamagedPicture('no picture data');
  out.push(Uint8Array.of(0xff, EOI));
  return concat(out);
}
