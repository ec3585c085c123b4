/**
 * A brand's content key pair and the signing of what publishing stores (issue 43): Ed25519 from Node's own crypto, the
 * envelope DSSE's (renderer/runtime/content/envelope.ts verifies it with WebCrypto wherever the renderer runs). The
 * private key never enters the repository: it is read from CONTENT_KEY_FILE, else from a folder of the user's own.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { pae, toBase64, type Envelope } from '../../runtime/content/envelope.ts';

export const KEY_FILE_ENV = 'CONTENT_KEY_FILE';

/** Where the brand's private key is kept: CONTENT_KEY_FILE, else ~/.config/loan-pages/content-keys/<brand>.pem. */
export function keyFileOf(brand: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env[KEY_FILE_ENV]) return env[KEY_FILE_ENV];
  const config = env.XDG_CONFIG_HOME || join(homedir(), '.config');
  return join(config, 'loan-pages', 'content-keys', `${brand}.pem`);
}

/** The public key as the brand file lists it: base64url of its raw 32 bytes. */
export function publicKeyText(key: KeyObject): string {
  const { x } = createPublicKey(key).export({ format: 'jwk' });
  if (typeof x !== 'string') throw new Error('not an Ed25519 key');
  return x;
}

/** A new pair, the private key written (readable by its owner alone) where keyFileOf says; refuses to overwrite one. */
export function makeKeyPair(file: string): string {
  if (existsSync(file)) throw new Error(`${file} exists already: a key is never overwritten (move it away to rotate)`);
  const { privateKey } = generateKeyPairSync('ed25519');
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600 });
  chmodSync(file, 0o600);
  return publicKeyText(privateKey);
}

export function readPrivateKey(file: string): KeyObject {
  if (!existsSync(file))
    throw new Error(
      `no content key at ${file}: make one with \`npm run content -- keys <brand>\` or set ${KEY_FILE_ENV}`,
    );
  const key = createPrivateKey(readFileSync(file));
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`${file} is not an Ed25519 private key`);
  return key;
}

/** The payload signed in a DSSE envelope, as the text the store keeps. */
export function signEnvelope(payloadType: string, payload: unknown, key: KeyObject): string {
  const body = new TextEncoder().encode(`${JSON.stringify(payload, null, 2)}\n`);
  const envelope: Envelope = {
    payloadType,
    payload: toBase64(body),
    signatures: [{ keyid: publicKeyText(key), sig: toBase64(sign(null, pae(payloadType, body), key)) }],
  };
  return `${JSON.stringify(envelope, null, 2)}\n`;
}
