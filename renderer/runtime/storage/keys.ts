/**
 * The local storage keys pages share (SPEC §9): the repayment method chooser saves the borrower's
 * choice and the virtual-account page starts from it. Declared once: `readStorage`,
 * `writeStorage`, `removeStorage` and a page's `fromStorage` may name only these (the page schema
 * makes them an enum), and a draft's own key may not be one of them. They are the borrower's
 * choice: ./sharedChoice.ts keeps them to the borrower who made it (STORAGE_OWNER_KEY).
 */
export const STORAGE_KEYS = {
  payType: "The repayment method: '1' bank, '2' mini market.",
  payCode: 'The chosen bank or market code.',
  specificNum: "The bank's specific payment method.",
  isDefault: "'0' once the borrower chose (the gateway's default otherwise).",
} as const;

export type StorageKey = keyof typeof STORAGE_KEYS;

/** Whose choice the keys above hold: a borrower's hash (renderer/runtime/launch/borrower.ts), never the token. */
export const STORAGE_OWNER_KEY = 'storageOwner';
