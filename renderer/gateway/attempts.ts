/**
 * One Idempotency-Key per borrower attempt (CONTRACT §4), for the calls that move money or create a
 * record (`idempotent` in schemas/calls.json). An attempt is the call with its parameters: the same
 * card, code and amount sent again after a lost reply (a timeout, no connection, a server fault) is
 * the same attempt and carries the same key, also after a reload (the keys live in the session's
 * storage); another card, code or amount is another attempt. Once the gateway answered, the attempt
 * is over: a new tap is a new attempt with a new key. Only a hash of the parameters is kept.
 */
import { shortHash } from '../launch/hash.ts';

export interface AttemptKeys {
  /** The key of this attempt: the open one's, else a new one (kept until the attempt is settled). */
  keyFor(callId: string, params: Record<string, unknown>): string;
  /** The gateway answered: the attempt is over. */
  settle(callId: string, params: Record<string, unknown>): void;
}

const PREFIX = 'attempt:';

/** The parameters in a fixed order, so the same attempt always gives the same text. */
function fingerprint(callId: string, params: Record<string, unknown>): string {
  const entries = Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => [name, value instanceof Blob ? `blob:${value.size}:${value.type}` : value]);
  return `${PREFIX}${callId}:${shortHash(JSON.stringify(entries))}`;
}

/** A random UUID (v4), from crypto.randomUUID where the page is a secure context, else from getRandomValues. */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function createAttemptKeys(storage: Storage | undefined, makeKey: () => string = newKey): AttemptKeys {
  // Without storage (private mode) the keys still hold for the page's lifetime.
  const memory = new Map<string, string>();
  const read = (id: string): string | null => {
    try {
      return storage?.getItem(id) ?? memory.get(id) ?? null;
    } catch {
      return memory.get(id) ?? null;
    }
  };
  return {
    keyFor(callId, params) {
      const id = fingerprint(callId, params);
      const open = read(id);
      if (open) return open;
      const key = makeKey();
      memory.set(id, key);
      try {
        storage?.setItem(id, key);
      } catch {
        // Kept in memory.
      }
      return key;
    },
    settle(callId, params) {
      const id = fingerprint(callId, params);
      memory.delete(id);
      try {
        storage?.removeItem(id);
      } catch {
        // Nothing to do.
      }
    },
  };
}
