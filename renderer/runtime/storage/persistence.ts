/**
 * A visit's persistence (contract/persistence.ts): the shared choices (./sharedChoice.ts), the
 * drafts (./drafts.ts) and the open attempts (./attempts.ts) over one local store, each for the
 * borrower of the visit's launch as it is when they are asked (a `launch` action may replace it).
 * A new launch may be another borrower on a shared phone: what someone else typed or chose goes.
 */
import type { LaunchParams } from '../../contract/launch.ts';
import type { Persistence } from '../../contract/persistence.ts';
import { borrowerKey } from '../launch/borrower.ts';
import { createAttemptKeys, type AttemptOptions } from './attempts.ts';
import { clearDraft, draftPlace, dropOtherBorrowersDrafts, restoreDraft, saveDraft } from './drafts.ts';
import { withStored } from './fromStorage.ts';
import { dropOtherBorrowersChoice, readShared, removeShared, writeShared } from './sharedChoice.ts';

export interface PersistenceInput {
  /** The local store (undefined where the browser refuses it; the server's keeps nothing). */
  local: Storage | undefined;
  launch: () => LaunchParams;
  /** The visit's address named someone the session did not hold (renderer/runtime/launch/launchParams.ts). */
  newLaunch?: boolean;
  /** The attempts' clock and key maker (tests). */
  attempts?: Omit<AttemptOptions, 'owner'>;
}

export function createPersistence({ local, launch, newLaunch = false, attempts }: PersistenceInput): Persistence {
  if (newLaunch) dropOtherBorrowersDrafts(local, launch());
  dropOtherBorrowersChoice(local, launch());
  return {
    shared: {
      read: (key) => readShared(local, key, launch()),
      write: (key, value) => writeShared(local, key, value, launch()),
      remove: (key) => removeShared(local, key, launch()),
    },
    withShared: (keys, initial) => withStored(local, keys, initial, launch()),
    draft(spec, scope) {
      // The draft's place (its borrower and scope) is fixed when the page opens.
      const place = draftPlace(launch(), scope);
      return {
        restore: (initial) => restoreDraft(local, spec, place, initial),
        save: (state) => saveDraft(local, spec, place, state),
        clear: () => clearDraft(local, spec),
      };
    },
    // Open attempts outlive a reload and a closed WebView, and belong to the borrower (CONTRACT §4).
    attempts: createAttemptKeys(local, { ...attempts, owner: () => borrowerKey(launch()) }),
  };
}
