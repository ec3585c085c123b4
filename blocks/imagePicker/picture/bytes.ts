/**
 * Reading and writing the bytes of a picture file: bounds-checked, so a damaged file throws instead of reading past its
 * end.
 */

/** The file is not the picture its first bytes promise (cut short, a length past its end, a part missing). */
export class DamagedPicture extends Error {
  constructor(what: string) {
    super(`damaged picture: ${what}`);
    this.name = 'DamagedPicture';
  }
}

function need(bytes: Uint8Array, at: number, length: number): void {
  if (at < 0 || length < 0 || at + length > bytes.length)
    throw new DamagedPicture(`${length} bytes at ${at} run past the end (${bytes.length})`);
}

export function u16be(bytes: Uint8Array, at: number): number {
  need(bytes, at, 2);
  return (bytes[at]! << 8) | bytes[at + 1]!;
}

export function u32be(bytes: Uint8Array, at: number): number {
  need(bytes, at, 4);
  return ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
}

export function u32le(bytes: Uint8Array, at: number): number {
  need(bytes, at, 4);
  return (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;
}

/** An unsigned big-endian number of 0 to 8 bytes (ISO-BMFF sizes and offsets); past 2^53 it is damaged anyway. */
export function uintBE(bytes: Uint8Array, at: number, size: number): number {
  need(bytes, at, size);
  let value = 0;
  for (let i = 0; i < size; i += 1) value = value * 256 + bytes[at + i]!;
  if (!Number.isSafeInteger(value)) throw new DamagedPicture(`a ${size}-byte number at ${at} is too large`);
  return value;
}

/** Four bytes as Latin-1 text: a chunk or box type, a brand. */
export function fourCC(bytes: Uint8Array, at: number): string {
  need(bytes, at, 4);
  return String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
}

/** The bytes from `at` on, as Latin-1 text, up to `length` bytes (fewer near the end): for matching signatures. */
export function latin1(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, Math.min(bytes.length, at + length)));
}

/** A checked slice: the bytes [at, at + length). */
export function slice(bytes: Uint8Array, at: number, length: number): Uint8Array {
  need(bytes, at, length);
  return bytes.subarray(at, at + length);
}

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export function ascii(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

export function u16beBytes(value: number): Uint8Array {
  return Uint8Array.of(value >>> 8, value & 0xff);
}

export function u32beBytes(value: number): Uint8Array {
  return Uint8Array.of(value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
}

export function u32leBytes(value: number): Uint8Array {
  return Uint8Array.of(value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, value >>> 24);
}
