/**
 * A HEIC/HEIF photo without its metadata. In HEIF, Exif and XMP are items of the file's meta box,
 * their bytes placed by the item location box (iloc) in the media data or in idat. Taking the items
 * out would mean rewriting iinf, iloc, iref and the property associations and moving every offset;
 * instead their bytes are overwritten where they lie, keeping every length and offset: the Exif item
 * becomes an empty Exif structure, the XMP item an empty XMP packet (or zeros when compressed). The
 * picture's own orientation (irot, imir), colour and size are properties, not items: untouched.
 */
import { DamagedPicture, ascii, concat, fourCC, latin1, u16be, u32be, u32beBytes, uintBE } from './bytes.ts';
import { orientationTiff } from './exif.ts';

interface Box {
  type: string;
  /** Where the box's content starts (after its header) and where the box ends. */
  content: number;
  end: number;
}

function boxesIn(bytes: Uint8Array, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  for (let at = from; at + 8 <= to;) {
    const size32 = u32be(bytes, at);
    const type = fourCC(bytes, at + 4);
    let header = 8;
    let size = size32;
    if (size32 === 1) {
      size = uintBE(bytes, at + 8, 8);
      header = 16;
    } else if (size32 === 0) size = to - at;
    if (type === 'uuid') header += 16;
    if (size < header || at + size > to)
      throw new DamagedPicture(`box ${JSON.stringify(type)} at ${at} has size ${size}`);
    boxes.push({ type, content: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

const child = (bytes: Uint8Array, parent: Box, type: string, skip = 0) =>
  boxesIn(bytes, parent.content + skip, parent.end).find((box) => box.type === type);

/** A null-terminated string inside a box; where the next field starts. */
function cString(bytes: Uint8Array, at: number, end: number): { text: string; next: number } {
  let stop = at;
  while (stop < end && bytes[stop] !== 0) stop += 1;
  return { text: latin1(bytes, at, stop - at), next: Math.min(stop + 1, end) };
}

interface MetadataItem {
  id: number;
  kind: 'exif' | 'xmp';
  /** A content encoding (deflate…) makes an empty packet impossible to write as text: zeros instead. */
  encoded: boolean;
}

/** The Exif and XMP items listed in iinf. */
function metadataItems(bytes: Uint8Array, iinf: Box): MetadataItem[] {
  const version = bytes[iinf.content];
  const entries = iinf.content + 4 + (version === 0 ? 2 : 4);
  const items: MetadataItem[] = [];
  for (const infe of boxesIn(bytes, entries, iinf.end).filter((box) => box.type === 'infe')) {
    const v = bytes[infe.content]!;
    let at = infe.content + 4;
    let id: number;
    let type = 'mime';
    if (v >= 2) {
      id = v === 2 ? u16be(bytes, at) : u32be(bytes, at);
      at += (v === 2 ? 2 : 4) + 2;
      type = fourCC(bytes, at);
      at += 4;
    } else {
      id = u16be(bytes, at);
      at += 4;
    }
    if (type === 'Exif') {
      items.push({ id, kind: 'exif', encoded: false });
      continue;
    }
    if (type !== 'mime') continue;
    const name = cString(bytes, at, infe.end);
    const contentType = cString(bytes, name.next, infe.end);
    const encoding = cString(bytes, contentType.next, infe.end);
    if (contentType.text === 'application/rdf+xml') items.push({ id, kind: 'xmp', encoded: encoding.text !== '' });
  }
  return items;
}

/** Where the bytes of the given items lie in the file: per item, its extents in order. */
function extentsOf(
  bytes: Uint8Array,
  iloc: Box,
  idat: Box | undefined,
  ids: ReadonlySet<number>,
): Map<number, [number, number][]> {
  const version = bytes[iloc.content]!;
  let at = iloc.content + 4;
  const offsetSize = bytes[at]! >> 4;
  const lengthSize = bytes[at]! & 15;
  const baseSize = bytes[at + 1]! >> 4;
  const indexSize = version === 1 || version === 2 ? bytes[at + 1]! & 15 : 0;
  at += 2;
  const count = version < 2 ? u16be(bytes, at) : u32be(bytes, at);
  at += version < 2 ? 2 : 4;
  const found = new Map<number, [number, number][]>();
  for (let i = 0; i < count; i += 1) {
    const id = version < 2 ? u16be(bytes, at) : u32be(bytes, at);
    at += version < 2 ? 2 : 4;
    let method = 0;
    if (version === 1 || version === 2) {
      method = u16be(bytes, at) & 15;
      at += 2;
    }
    const dataReference = u16be(bytes, at);
    const base = uintBE(bytes, at + 2, baseSize);
    const extentCount = u16be(bytes, at + 2 + baseSize);
    at += 4 + baseSize;
    const extents: [number, number][] = [];
    for (let e = 0; e < extentCount; e += 1) {
      at += indexSize;
      const offset = uintBE(bytes, at, offsetSize);
      const length = uintBE(bytes, at + offsetSize, lengthSize);
      at += offsetSize + lengthSize;
      extents.push([offset, length]);
    }
    // Data in another file (a data reference) is not in this one: nothing here to blank.
    if (!ids.has(id) || dataReference !== 0) continue;
    if (method === 2) throw new DamagedPicture(`item ${id} is stored by item reference`);
    const [origin, limit] = method === 1 ? (idat ? [idat.content, idat.end] : [-1, -1]) : [0, bytes.length];
    if (origin < 0) throw new DamagedPicture(`item ${id} is in an idat box the file does not have`);
    found.set(
      id,
      extents.map(([offset, length]) => {
        const start = origin + base + offset;
        const end = length === 0 ? limit : start + length;
        if (end > limit) throw new DamagedPicture(`item ${id} runs past its data (${end} > ${limit})`);
        return [start, end];
      }),
    );
  }
  return found;
}

/** Writes `content` across the extents, and `fill` in the rest of them. */
function overwrite(out: Uint8Array, extents: readonly [number, number][], content: Uint8Array, fill: number): void {
  const total = extents.reduce((sum, [start, end]) => sum + end - start, 0);
  const text = content.length <= total ? content : new Uint8Array(0);
  let written = 0;
  for (const [start, end] of extents) {
    out.fill(fill, start, end);
    const part = text.subarray(written, written + end - start);
    out.set(part, start);
    written += part.length;
  }
}

/** An Exif item's data: a 4-byte offset to the TIFF header (0), then a TIFF structure with no entries. */
const EMPTY_EXIF = concat([u32beBytes(0), orientationTiff(1)]);
const EMPTY_XMP = ascii('<x:xmpmeta xmlns:x="adobe:ns:meta/"/>');

export function stripHeif(bytes: Uint8Array): Uint8Array {
  const meta = boxesIn(bytes, 0, bytes.length).find((box) => box.type === 'meta');
  if (!meta) throw new DamagedPicture('no meta box (no still picture)');
  // meta is a full box: a version and flags come before its children.
  const iinf = child(bytes, meta, 'iinf', 4);
  const iloc = child(bytes, meta, 'iloc', 4);
  if (!iinf || !iloc) throw new DamagedPicture('no item information or location');
  const items = metadataItems(bytes, iinf);
  if (items.length === 0) return bytes;
  const extents = extentsOf(bytes, iloc, child(bytes, meta, 'idat', 4), new Set(items.map((item) => item.id)));
  const out = bytes.slice();
  for (const item of items) {
    const where = extents.get(item.id) ?? [];
    if (item.kind === 'exif') overwrite(out, where, EMPTY_EXIF, 0);
    else if (item.encoded) overwrite(out, where, new Uint8Array(0), 0);
    // Spaces after the root element keep it well-formed XML.
    else overwrite(out, where, EMPTY_XMP, 0x20);
  }
  return out;
}
