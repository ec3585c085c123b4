/**
 * What a file is, by its first bytes (its magic number), never by its name or the type the chooser
 * reports: a renamed SVG, PDF or program is not a picture. Only the four formats phones take photos
 * and screenshots in are pictures here: JPEG, PNG, WebP and HEIC/HEIF.
 */
import { fourCC, latin1, u32be } from './bytes.ts';

export type PictureFormat = 'jpeg' | 'png' | 'webp' | 'heif';

export interface Sniffed {
  format: PictureFormat;
  /** The type the upload is sent with: it matches the content, whatever the chooser said. */
  mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic' | 'image/heif';
}

/** How many first bytes sniffPicture needs at most (an ftyp box lists its brands there). */
export const SNIFF_BYTES = 64;

const PNG_SIGNATURE = '\x89PNG\r\n\x1a\n';

/** HEVC-coded HEIF brands: stills (heic, heix), their multi-image and sequence forms. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
/** Generic HEIF brands: the container, whatever codes its pictures. */
const HEIF_BRANDS = new Set(['mif1', 'msf1', 'mif2']);
/** AVIF shares the HEIF container (and lists mif1): it is not one of the accepted formats. */
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** The brands of an ISO-BMFF file's leading ftyp box: major first, then the compatible ones. */
function ftypBrands(head: Uint8Array): string[] | null {
  if (head.length < 16 || fourCC(head, 4) !== 'ftyp') return null;
  const size = u32be(head, 0);
  if (size < 16) return null;
  const brands = [fourCC(head, 8)];
  // Bytes 12..16 are the minor version; the compatible brands follow, as many as the head holds.
  for (let at = 16; at + 4 <= Math.min(size, head.length); at += 4) brands.push(fourCC(head, at));
  return brands;
}

function sniffHeif(head: Uint8Array): Sniffed | null {
  const brands = ftypBrands(head);
  if (!brands || brands.some((brand) => AVIF_BRANDS.has(brand))) return null;
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return { format: 'heif', mime: 'image/heic' };
  if (brands.some((brand) => HEIF_BRANDS.has(brand))) return { format: 'heif', mime: 'image/heif' };
  return null;
}

/**
 * The picture format of a file from its first bytes (at least SNIFF_BYTES of them when it has them), or null when it is
 * not one.
 */
export function sniffPicture(head: Uint8Array): Sniffed | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return { format: 'jpeg', mime: 'image/jpeg' };
  if (latin1(head, 0, 8) === PNG_SIGNATURE) return { format: 'png', mime: 'image/png' };
  if (head.length >= 12 && latin1(head, 0, 4) === 'RIFF' && latin1(head, 8, 4) === 'WEBP')
    return { format: 'webp', mime: 'image/webp' };
  return sniffHeif(head);
}
