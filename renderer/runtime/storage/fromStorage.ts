/**
 * A page may start some state from local storage keys SPEC names (the virtual-account choice:
 * payType, payCode, specificNum, isDefault), when they are this borrower's (./sharedChoice.ts). The keys are one
 * choice: a missing key keeps its default, and if any stored value is corrupt (another type than the state's default,
 * such as JSON where text belongs) none of them is used, so a half-valid choice is never mixed with defaults.
 */
import type { LaunchParams } from '../../contract/launch.ts';
import { readShared } from './sharedChoice.ts';
import type { PageState } from '../../contract/page/types.ts';

export function withStored(
  storage: Storage | undefined,
  keys: Record<string, string> | undefined,
  initial: PageState,
  launch: LaunchParams,
): PageState {
  if (!keys) return initial;
  const stored: PageState = {};
  for (const [stateKey, storageKey] of Object.entries(keys)) {
    const value = readShared(storage, storageKey, launch);
    if (value === undefined || value === '') continue;
    const fallback = initial[stateKey];
    if (fallback !== null && fallback !== undefined && typeof value !== typeof fallback) return initial;
    stored[stateKey] = value;
  }
  return { ...initial, ...stored };
}
