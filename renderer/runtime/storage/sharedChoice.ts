/**
 * The shared local storage keys (./keys.ts: the repayment method a borrower chose) belong to
 * the borrower who chose, like drafts (./drafts.ts): beside them STORAGE_OWNER_KEY names that borrower
 * by a hash (renderer/runtime/launch/borrower.ts). Another borrower reads none of them, and a launch of
 * another borrower drops them (renderer/browser/boot.ts), so B never pays by A's bank on a shared phone. The
 * key names stay SPEC §9's. Values kept before they had an owner go to the next borrower who
 * writes or launches, as they did before.
 */
import { readStored, removeStored, writeStored } from './stored.ts';
import { borrowerKey } from '../launch/borrower.ts';
import type { LaunchParams } from '../../contract/launch.ts';
import { STORAGE_KEYS, STORAGE_OWNER_KEY } from './keys.ts';

function ownerOf(storage: Storage | undefined): string | undefined {
  const owner = readStored(storage, STORAGE_OWNER_KEY);
  return typeof owner === 'string' && owner !== '' ? owner : undefined;
}

/** Forgets every shared key and its owner. */
function dropAll(storage: Storage | undefined): void {
  for (const key of Object.keys(STORAGE_KEYS)) removeStored(storage, key);
  removeStored(storage, STORAGE_OWNER_KEY);
}

/** A shared key's value, when it is this launch's borrower's (or nobody's yet); else undefined. */
export function readShared(storage: Storage | undefined, key: string, launch: LaunchParams): unknown {
  const owner = ownerOf(storage);
  if (owner !== undefined && owner !== borrowerKey(launch)) return undefined;
  return readStored(storage, key);
}

/** Writes a shared key for this launch's borrower; another borrower's choice goes first, whole. */
export function writeShared(storage: Storage | undefined, key: string, value: unknown, launch: LaunchParams): void {
  const me = borrowerKey(launch);
  const owner = ownerOf(storage);
  if (owner !== undefined && owner !== me) dropAll(storage);
  writeStored(storage, key, value);
  if (me) writeStored(storage, STORAGE_OWNER_KEY, me);
}

export function removeShared(storage: Storage | undefined, key: string, launch: LaunchParams): void {
  const owner = ownerOf(storage);
  if (owner !== undefined && owner !== borrowerKey(launch)) return;
  removeStored(storage, key);
}

/**
 * At boot: a launch of a borrower other than the one whose choice is kept drops that choice. A
 * launch that names nobody (the public pages) keeps it for its owner, and reads none of it.
 */
export function dropOtherBorrowersChoice(storage: Storage | undefined, launch: LaunchParams): void {
  const me = borrowerKey(launch);
  if (!me) return;
  const owner = ownerOf(storage);
  if (owner !== undefined && owner !== me) dropAll(storage);
}
