/**
 * What the taps specs know of the server's pages: the words of the screens a tap goes between, and whether a screen is
 * the server's own page.
 */
import { expect, type Page } from '@playwright/test';

export const WORDS = {
  in: {
    repay: 'Repay',
    choose: 'Choose how to repay',
    bill: 'Bill details',
    installments: /^Pay installments/,
    view: 'View details',
    walletPay: 'Pay with e-wallet',
  },
  id: {
    repay: 'Bayar',
    choose: 'Pilih cara pembayaran',
    bill: 'Detail Tagihan',
    installments: /^Bayar cicilan/,
    view: 'Lihat detail',
    walletPay: 'Bayar dengan dompet digital',
  },
} as const;

/**
 * The screen is the server's, with its data (its data script), and the address holds nothing of the launch. The data
 * script comes after the screen in the streamed page: on a slow phone the heading shows while the rest is still being
 * read, so it is looked for once the whole page has been.
 */
export async function serverScreen(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await page.waitForLoadState('domcontentloaded');
  expect(await page.locator('#loan-pages-state').count(), "the server's page, with its data").toBe(1);
  expect(page.url()).not.toMatch(/token=|session=|userId=|deviceId=/);
}
