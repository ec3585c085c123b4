/**
 * One Idempotency-Key per borrower attempt (CONTRACT §4), for the calls that move money or create a
 * record (`idempotent` in schemas/calls.json). An attempt is what the borrower does, as the call's
 * `attempt` says: the order or product it is for (`of`) and what makes it (`by`: amount, card, code…).
 * Nothing else counts: a token the gateway hands out on every visit (repayToken), the names shown
 * beside a card, never change the key. The same attempt sent again while its outcome is unknown (a
 * lost reply, a timeout, a reload, the app closed and opened again) carries the same key; another
 * card, code or amount is another attempt. Once the gateway answered, the attempt is over and a new
 * tap is a new attempt with a new key.
 *
 * Open attempts are kept in local storage, per borrower (renderer/runtime/launch/borrower.ts), for a day (as
 * long as a gateway keeps a key): a screen asks on load whether one is open for its order (`open`)
 * and first asks what became of it. Only hashes of the values are kept, never an amount or a token.
 */
import type { AttemptCall, AttemptKeys } from '../../contract/persistence.ts';
import { shortHash } from '../launch/hash.ts';

export interface AttemptOptions {
  /** The borrower's hash (renderer/runtime/launch/borrower.ts); '' for no one. */
  owner?: () => string;
  makeKey?: () => string;
  now?: () => number;
}

const PREFIX = 'attempt:';
/** How long an open attempt is remembered: a gateway keeps an Idempotency-Key about a day. */
export const ATTEMPT_TTL_MS = 24 * 60 * 60 * 1000;

interface OpenAttempt {
  key: string;
  /** A hash of what it is for. */
  of: string;
  /** The parameter that names what it is for (attempt.of): attempts of the same name are of the same kind of thing. */
  on: string;
  /** When it was first sent (ms). */
  at: number;
}

/** A value as the attempt sees it: what goes on the wire (1 and "1" are the same), a file by its size and type. */
function attemptValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Blob) return `blob:${value.size}:${value.type}`;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const ofHash = (value: unknown) => shortHash(`of:${attemptValue(value)}`);

/**
 * The attempt's values in the catalogue's order (every parameter for a call that says nothing, which validate refuses).
 */
function identity(call: AttemptCall, params: Record<string, unknown>): string {
  const names = call.attempt ? [call.attempt.of, ...call.attempt.by] : Object.keys(params).sort();
  return shortHash(JSON.stringify(names.map((name) => [name, attemptValue(params[name])])));
}

function parse(text: string | null | undefined): OpenAttempt | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<OpenAttempt> | null;
    return value &&
      typeof value.key === 'string' &&
      typeof value.of === 'string' &&
      typeof value.on === 'string' &&
      typeof value.at === 'number'
      ? (value as OpenAttempt)
      : null;
  } catch {
    return null;
  }
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

export function createAttemptKeys(
  storage: Storage | undefined,
  { owner = () => '', makeKey = newKey, now = Date.now }: AttemptOptions = {},
): AttemptKeys {
  // Without storage (private mode) the keys still hold for the page's lifetime.
  const memory = new Map<string, string>();
  const callPrefix = (callId: string) => `${PREFIX}${owner()}:${callId}:`;
  const idOf = (call: AttemptCall, params: Record<string, unknown>) =>
    `${callPrefix(call.id)}${identity(call, params)}`;

  const remove = (id: string) => {
    memory.delete(id);
    try {
      storage?.removeItem(id);
    } catch {
      // Nothing to do.
    }
  };
  /** The open attempt stored under this id, unless it is older than a day (then it is forgotten). */
  const read = (id: string): OpenAttempt | null => {
    let text: string | null | undefined;
    try {
      text = storage?.getItem(id) ?? memory.get(id);
    } catch {
      text = memory.get(id);
    }
    const open = parse(text);
    if (open && now() - open.at > ATTEMPT_TTL_MS) {
      remove(id);
      return null;
    }
    return open;
  };
  const storedIds = (): string[] => {
    const ids = new Set(memory.keys());
    try {
      for (let index = 0; storage && index < storage.length; index += 1) {
        const id = storage.key(index);
        if (id?.startsWith(PREFIX)) ids.add(id);
      }
    } catch {
      // Memory only.
    }
    return [...ids];
  };

  /** The ids of the open attempts of these calls for this order or product. */
  const openOf = (callIds: readonly string[], of: unknown): string[] => {
    const prefixes = callIds.map(callPrefix);
    const wanted = ofHash(of);
    return storedIds().filter((id) => prefixes.some((prefix) => id.startsWith(prefix)) && read(id)?.of === wanted);
  };

  // A day-old attempt of anyone on this phone is forgotten.
  for (const id of storedIds()) read(id);

  return {
    keyFor(call, params) {
      const id = idOf(call, params);
      const open = read(id);
      if (open) return open.key;
      const record: OpenAttempt = {
        key: makeKey(),
        of: ofHash(call.attempt ? params[call.attempt.of] : ''),
        on: call.attempt?.of ?? '',
        at: now(),
      };
      const text = JSON.stringify(record);
      memory.set(id, text);
      try {
        storage?.setItem(id, text);
      } catch {
        // Kept in memory.
      }
      return record.key;
    },
    settle(call, params) {
      remove(idOf(call, params));
    },
    open(callIds, of) {
      return openOf(callIds, of).length > 0;
    },
    openOther(call, params) {
      if (!call.attempt) return false;
      const own = idOf(call, params);
      const wanted = ofHash(params[call.attempt.of]);
      const mine = `${PREFIX}${owner()}:`;
      return storedIds().some((id) => {
        if (id === own || !id.startsWith(mine)) return false;
        const open = read(id);
        return open?.on === call.attempt!.of && open.of === wanted;
      });
    },
    forget(callIds, of) {
      for (const id of openOf(callIds, of)) remove(id);
    },
  };
}
