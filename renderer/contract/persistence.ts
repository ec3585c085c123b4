/**
 * What a visit keeps on the phone, always for the borrower of its launch (renderer/runtime/storage/
 * keeps it): the choices pages share, each page's draft, and the open payment attempts. Pages and
 * actions reach local storage only through it (`services.persistence`); the server's is empty.
 */
import type { PageState } from './page/types.ts';

/** What a call says about its attempts (schemas/calls.json). */
export interface AttemptCall {
  id: string;
  attempt?: { of: string; by: readonly string[] };
}

export interface AttemptKeys {
  /** The key of this attempt: the open one's, else a new one (kept until the attempt is settled). */
  keyFor(call: AttemptCall, params: Record<string, unknown>): string;
  /** The gateway answered: the attempt is over. */
  settle(call: AttemptCall, params: Record<string, unknown>): void;
  /** Whether an attempt of one of these calls for this order or product was sent and never answered. */
  open(callIds: readonly string[], of: unknown): boolean;
  /**
   * Whether another attempt for the same order or product (a call whose attempt is of the same
   * parameter: a card payment and a wallet payment of one order) is open: sending this one could pay
   * twice. Sending this very attempt again is safe (its key is the same), so it does not count.
   */
  openOther(call: AttemptCall, params: Record<string, unknown>): boolean;
  /** The borrower chose to go on: forget the open attempts of these calls for this order or product. */
  forget(callIds: readonly string[], of: unknown): void;
}

export interface DraftSpec {
  /** Local storage key. */
  key: string;
  /** The state keys the draft keeps. */
  state: readonly string[];
}

/** One page's draft in one scope (the page's type and order), for this visit's borrower. */
export interface Draft {
  /** The starting state with the draft's values, when the draft is this borrower's, in this scope, and whole. */
  restore(initial: PageState): PageState;
  save(state: PageState): void;
  /** Forgets it (once it was sent). */
  clear(): void;
}

export interface Persistence {
  /** The storage keys pages share (SPEC §9: the repayment method chosen), kept to the borrower who chose. */
  shared: { read(key: string): unknown; write(key: string, value: unknown): void; remove(key: string): void };
  /** A page's starting state with the shared keys it starts from (`fromStorage`: state key → storage key). */
  withShared(keys: Readonly<Record<string, string>> | undefined, initial: PageState): PageState;
  /** A page's draft in a scope. */
  draft(spec: DraftSpec, scope: string): Draft;
  /** The open payment attempts: one Idempotency-Key per borrower attempt (CONTRACT §4). */
  attempts: AttemptKeys;
}
