/**
 * The repayment method a borrower chose belongs to that borrower (renderer/runtime/storage/sharedChoice.ts), like
 * drafts.
 */
import { describe, expect, it } from 'vitest';
import { borrowerKey } from '../../renderer/runtime/launch/borrower.ts';
import { withStored } from '../../renderer/runtime/storage/fromStorage.ts';
import {
  dropOtherBorrowersChoice,
  readShared,
  removeShared,
  writeShared,
} from '../../renderer/runtime/storage/sharedChoice.ts';
import { STORAGE_OWNER_KEY } from '../../renderer/runtime/storage/keys.ts';
import { memoryStorage } from '../../renderer/runtime/storage/memoryStorage.ts';

const A = { token: 'token-a', userId: 'user-a' };
const B = { token: 'token-b', userId: 'user-b' };
const CHOICE = { payType: 'payType', payCode: 'payCode', specificNum: 'specificNum', isDefault: 'isDefault' };
const DEFAULTS = { payType: '2', payCode: 'ALFAMART', specificNum: '', isDefault: '1' };

function choose(storage: Storage, launch: Record<string, string>): void {
  writeShared(storage, 'payType', '1', launch);
  writeShared(storage, 'payCode', 'BNI', launch);
  writeShared(storage, 'specificNum', 'ATM BNI', launch);
  writeShared(storage, 'isDefault', '0', launch);
}

describe('the shared storage keys belong to the borrower who wrote them', () => {
  it("keeps SPEC's key names and values, and names the owner by a hash, never the token", () => {
    const storage = memoryStorage();
    choose(storage, A);
    expect([
      storage.getItem('payType'),
      storage.getItem('payCode'),
      storage.getItem('specificNum'),
      storage.getItem('isDefault'),
    ]).toEqual(['1', 'BNI', 'ATM BNI', '0']);
    expect(storage.getItem(STORAGE_OWNER_KEY)).toBe(borrowerKey(A));
    expect(
      JSON.stringify(
        Object.fromEntries(
          Array.from({ length: storage.length }, (_, i) => [storage.key(i), storage.getItem(storage.key(i)!)]),
        ),
      ),
    ).not.toContain('token-a');
  });

  it("another borrower reads none of A's choice and starts from the page's defaults", () => {
    const storage = memoryStorage();
    choose(storage, A);
    expect(readShared(storage, 'payCode', A)).toBe('BNI');
    expect(readShared(storage, 'payCode', B)).toBeUndefined();
    expect(withStored(storage, CHOICE, DEFAULTS, B)).toEqual(DEFAULTS);
    expect(withStored(storage, CHOICE, DEFAULTS, A)).toEqual({
      payType: '1',
      payCode: 'BNI',
      specificNum: 'ATM BNI',
      isDefault: '0',
    });
    // Nor may B remove it key by key.
    removeShared(storage, 'payCode', B);
    expect(readShared(storage, 'payCode', A)).toBe('BNI');
  });

  it("B's first write drops A's whole choice, so the keys never mix two borrowers", () => {
    const storage = memoryStorage();
    choose(storage, A);
    writeShared(storage, 'payType', '2', B);
    expect(readShared(storage, 'payType', B)).toBe('2');
    expect(readShared(storage, 'payCode', B)).toBeUndefined();
    expect(readShared(storage, 'payType', A)).toBeUndefined();
  });

  it("a launch of another borrower drops A's choice; a public page's launch (nobody) keeps it, unread", () => {
    const storage = memoryStorage();
    choose(storage, A);
    dropOtherBorrowersChoice(storage, {});
    expect(storage.getItem('payCode')).toBe('BNI');
    expect(readShared(storage, 'payCode', {})).toBeUndefined();
    dropOtherBorrowersChoice(storage, A);
    expect(storage.getItem('payCode')).toBe('BNI');
    dropOtherBorrowersChoice(storage, B);
    expect(
      ['payType', 'payCode', 'specificNum', 'isDefault', STORAGE_OWNER_KEY].map((key) => storage.getItem(key)),
    ).toEqual([null, null, null, null, null]);
  });

  it('a choice kept before it had an owner goes to the borrower who launches next', () => {
    const storage = memoryStorage({ payType: '1', payCode: 'BNI' });
    dropOtherBorrowersChoice(storage, B);
    expect(readShared(storage, 'payCode', B)).toBe('BNI');
  });
});
