/**
 * The signed envelope of a content pack and its pointer: DSSE (Dead Simple Signing Envelope, the in-toto and Sigstore
 * envelope) with Ed25519, rather than a canonical form of our own: the signature covers the payload's exact bytes and
 * its type (DSSE's pre-authentication encoding), so a pack cannot be passed off as a pointer, and what is verified is
 * what is parsed. Verified with WebCrypto's Ed25519 (Node 20, workerd, Vercel's edge-runtime, current browsers).
 * A signature's `keyid` is the public key itself (base64url of the raw 32 bytes), as the brand file lists it.
 */
import { isObject } from '../../contract/json.ts';

export interface Envelope {
  payloadType: string;
  /** Base64 of the payload's bytes. */
  payload: string;
  signatures: { keyid: string; sig: string }[];
}

const encoder = new TextEncoder();

/** DSSE's pre-authentication encoding: "DSSEv1 <len(type)> <type> <len(body)> <body>", lengths in bytes. */
export function pae(payloadType: string, body: Uint8Array): Uint8Array {
  const type = encoder.encode(payloadType);
  const head = encoder.encode(`DSSEv1 ${type.length} ${payloadType} ${body.length} `);
  const out = new Uint8Array(head.length + body.length);
  out.set(head);
  out.set(body, head.length);
  return out;
}

export function fromBase64(text: string): Uint8Array {
  const plain = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(plain + '='.repeat((4 - (plain.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export function toBase64(bytes: Uint8Array, url = false): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  const text = btoa(binary);
  return url ? text.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : text;
}

export function isEnvelope(value: unknown): value is Envelope {
  return (
    isObject(value) &&
    typeof value.payloadType === 'string' &&
    typeof value.payload === 'string' &&
    Array.isArray(value.signatures) &&
    value.signatures.every((sig) => isObject(sig) && typeof sig.keyid === 'string' && typeof sig.sig === 'string')
  );
}

export type Opened = { payload: unknown; keyid: string } | { refused: 'shape' | 'unknown-key' | 'signature' };

/** Whether `signature` over `data` is by `key` (base64url, raw Ed25519): WebCrypto's, or a library's. */
export type Ed25519Verify = (key: string, signature: Uint8Array, data: Uint8Array) => Promise<boolean>;

const imported = new Map<string, Promise<CryptoKey>>();
function publicKey(key: string): Promise<CryptoKey> {
  let pending = imported.get(key);
  if (!pending) {
    pending = crypto.subtle.importKey('raw', fromBase64(key) as BufferSource, { name: 'Ed25519' }, false, ['verify']);
    imported.set(key, pending);
    pending.catch(() => imported.delete(key));
  }
  return pending;
}

/** Ed25519 verification by WebCrypto (Node 20, workerd, edge-runtime, current browsers). */
export const webCryptoVerify: Ed25519Verify = async (key, signature, data) =>
  crypto.subtle.verify({ name: 'Ed25519' }, await publicKey(key), signature as BufferSource, data as BufferSource);

/**
 * The envelope's payload, parsed, when one of its signatures is by one of `keys` and holds: else why not. A signature
 * by a key the build does not list is never tried.
 */
export async function openEnvelope(
  value: unknown,
  payloadType: string,
  keys: readonly string[],
  verify: Ed25519Verify = webCryptoVerify,
): Promise<Opened> {
  if (!isEnvelope(value) || value.payloadType !== payloadType) return { refused: 'shape' };
  let body: Uint8Array;
  try {
    body = fromBase64(value.payload);
  } catch {
    return { refused: 'shape' };
  }
  const known = value.signatures.filter((signature) => keys.includes(signature.keyid));
  if (!known.length) return { refused: 'unknown-key' };
  const signed = pae(payloadType, body);
  for (const signature of known) {
    try {
      if (await verify(signature.keyid, fromBase64(signature.sig), signed))
        return { payload: JSON.parse(new TextDecoder().decode(body)) as unknown, keyid: signature.keyid };
    } catch {
      // A key or signature that is not Ed25519's shape, or a payload that is not JSON: not this signature.
    }
  }
  return { refused: 'signature' };
}

/** SHA-256 of bytes or text, as hex. */
export async function sha256(data: Uint8Array | string): Promise<string> {
  const bytes = typeof data === 'string' ? encoder.encode(data) : data;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** JSON with every object's keys in order: the same value gives the same text (for fingerprints, not for signing). */
export function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`;
  if (isObject(value))
    return `{${Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${sortedJson(value[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}
