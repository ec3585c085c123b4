/**
 * Drafts survive failure: a page may keep some of its state (what the borrower typed, the images
 * uploaded) in local storage, restored on the next visit of the same draft scope (for instance the
 * same complaint type and order) and cleared once the draft was sent.
 */
import { readStored, removeStored, writeStored } from '../actions/storage.ts';
import type { PageState } from '../actions/state.ts';

export interface DraftSpec {
  /** Local storage key. */
  key: string;
  /** The state keys the draft keeps. */
  state: readonly string[];
}

interface StoredDraft {
  scope: string;
  values: Record<string, unknown>;
}

function isStoredDraft(value: unknown): value is StoredDraft {
  return typeof value === 'object' && value !== null && typeof (value as StoredDraft).scope === 'string' && typeof (value as StoredDraft).values === 'object';
}

/** The initial state with the stored draft's values, when the draft belongs to this scope. */
export function restoreDraft(storage: Storage | undefined, spec: DraftSpec, scope: string, initial: PageState): PageState {
  const stored = readStored(storage, spec.key);
  if (!isStoredDraft(stored) || stored.scope !== scope) return initial;
  const restored: PageState = { ...initial };
  for (const key of spec.state) if (Object.hasOwn(stored.values, key)) restored[key] = stored.values[key];
  return restored;
}

export function saveDraft(storage: Storage | undefined, spec: DraftSpec, scope: string, state: PageState): void {
  const values = Object.fromEntries(spec.state.filter((key) => Object.hasOwn(state, key)).map((key) => [key, state[key]]));
  writeStored(storage, spec.key, { scope, values } satisfies StoredDraft);
}

export function clearDraft(storage: Storage | undefined, spec: DraftSpec): void {
  removeStored(storage, spec.key);
}
