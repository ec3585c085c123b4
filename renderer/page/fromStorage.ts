/**
 * A page may start some state from local storage keys SPEC names (the virtual-account choice:
 * payType, payCode, specificNum, isDefault). A missing key keeps the state's default; what is
 * stored is only ever data (strings or JSON), never trusted beyond that.
 */
import { readStored } from '../actions/storage.ts';
import type { PageState } from '../actions/state.ts';

export function withStored(storage: Storage | undefined, keys: Record<string, string> | undefined, initial: PageState): PageState {
  if (!keys) return initial;
  const state: PageState = { ...initial };
  for (const [stateKey, storageKey] of Object.entries(keys)) {
    const value = readStored(storage, storageKey);
    if (value !== undefined && value !== '') state[stateKey] = value;
  }
  return state;
}
