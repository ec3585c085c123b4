/**
 * What a test watches a page for besides its screen: uncaught errors, and dialogs opened (server text run as code
 * would open one; HTML_BAIT is such text).
 */
import type { Page } from '@playwright/test';

/** Fails the test on any uncaught error in the page. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

/** Watches for any alert(), confirm() or prompt() the page opens (server text run as code would). */
export function collectDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

/** Server text that would become an element (and run code) if it were rendered as HTML. */
export const HTML_BAIT = '<img src=x onerror=alert(1)>';
