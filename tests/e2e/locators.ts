/** Finding what a borrower sees, by role and accessible name (CONTRACT §6): a toast's text, a list's names in order. */
import { expect, type Locator, type Page } from '@playwright/test';

/** The toast (or another live region) holding exactly `text`. */
export function statusWith(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/** The elements `locator` finds are exactly these, in order, by accessible name. */
export async function expectNames(locator: Locator, names: readonly string[]): Promise<void> {
  await expect(locator).toHaveCount(names.length);
  for (const [index, name] of names.entries()) await expect(locator.nth(index)).toHaveAccessibleName(name);
}
