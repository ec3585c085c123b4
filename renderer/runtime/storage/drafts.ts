/**
 * Drafts survive failure: a page may keep some of its state (what the borrower typed, the images
 * uploaded) in local storage, restored on the next visit of the same draft scope (for instance the
 * same complaint type and order) by the same borrower, and cleared once the draft was sent. A
 * draft names its borrower by a hash (renderer/runtime/launch/borrower.ts), never the token; a new launch
 * drops every other borrower's drafts, so text does not outlive an account switch on a shared phone.
 */
import { readStored, removeStored, writeStored } from './stored.ts';
import type { PageState } from '../../contract/page/types.ts';
import { borrowerKey } from '../launch/borrower.ts';
import type { LaunchParams } from '../../contract/launch.ts';
import type { DraftSpec } from '../../contract/persistence.ts';
import { fitsStartingValue } from './storedValue.ts';

/** Where a draft belongs: whose (a hash) and which (the page's scope, e.g. the type and order). */
export interface DraftPlace {
  owner: string;
  scope: string;
}

interface StoredDraft {
  /** Absent in drafts kept before they had owners: those belong to no one. */
  owner?: string;
  scope: string;
  values: Record<string, unknown>;
}

function isStoredDraft(value: unknown): value is StoredDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { owner, scope, values } = value as StoredDraft;
  return (
    typeof scope === 'string' &&
    typeof values === 'object' &&
    values !== null &&
    (owner === undefined || typeof owner === 'string')
  );
}

export function draftPlace(launch: LaunchParams, scope: string): DraftPlace {
  return { owner: borrowerKey(launch), scope };
}

/**
 * The initial state with the stored draft's values, when the draft is this borrower's, in this
 * scope, and every value it keeps has the type of the state's starting value (./storedValue.ts). A
 * draft with one value of another type ({text: 12345}, images that are not a list of addresses) is
 * removed whole, so the page starts clean instead of showing half a draft or a broken one.
 */
export function restoreDraft(
  storage: Storage | undefined,
  spec: DraftSpec,
  place: DraftPlace,
  initial: PageState,
): PageState {
  const stored = readStored(storage, spec.key);
  if (!isStoredDraft(stored) || stored.owner !== place.owner || stored.scope !== place.scope) return initial;
  const kept = spec.state.filter((key) => Object.hasOwn(stored.values, key));
  if (!kept.every((key) => fitsStartingValue(stored.values[key], initial[key]))) {
    removeStored(storage, spec.key);
    return initial;
  }
  const restored: PageState = { ...initial };
  for (const key of kept) restored[key] = stored.values[key];
  return restored;
}

export function saveDraft(storage: Storage | undefined, spec: DraftSpec, place: DraftPlace, state: PageState): void {
  const values = Object.fromEntries(
    spec.state.filter((key) => Object.hasOwn(state, key)).map((key) => [key, state[key]]),
  );
  writeStored(storage, spec.key, { owner: place.owner, scope: place.scope, values } satisfies StoredDraft);
}

export function clearDraft(storage: Storage | undefined, spec: DraftSpec): void {
  removeStored(storage, spec.key);
}

/**
 * On a new launch (renderer/browser/boot.ts): removes every draft that is not this launch's borrower's.
 * The pages that declare drafts are not loaded yet, so drafts are found by their stored shape.
 */
export function dropOtherBorrowersDrafts(storage: Storage | undefined, launch: LaunchParams): void {
  if (!storage) return;
  const owner = borrowerKey(launch);
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key) => key !== null);
    for (const key of keys) {
      const stored = readStored(storage, key);
      if (isStoredDraft(stored) && stored.owner !== owner) removeStored(storage, key);
    }
  } catch {
    // Storage that cannot be listed: its drafts stay, and restoreDraft still keeps them to their owner.
  }
}
