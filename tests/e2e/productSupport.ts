/**
 * Helpers for the browser tests of issue 5 (loan confirmation, recommended products, applying,
 * login failure, orders, the product page and the loan-details product tap): the gateway paths of
 * those calls, the words of those screens (catalogues en and id), addresses with a new borrower,
 * and a fault on a call's first request.
 */
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { formOf } from './repaySupport.ts';
import { WORDS, uniqueToken, type MarketId } from './borrowers.ts';
import { callsTo } from './gatewayRequests.ts';

export const GW = {
  list: '/gateway/indah/v3/product/recommend-product-list',
  event: '/gateway/indah/pageEvent/save',
  apply: '/gateway/indah/v3/product/apply',
  detail: '/gateway/indah/v3/product/detail',
  confirm: '/gateway/v3/loan-confirm/loan-detail-confirm',
  contracts: '/gateway/v3/contract/contract',
  jump: '/gateway/v3/contract/contract-jump',
  push: '/gateway/v3/loan-confirm/loan-detail-push',
  orders: '/gateway/v3/order/order-list',
  targeted: '/gateway/indah/stand/targeted',
  necessity: '/gateway/indah/stand/necessity',
  joint: '/gateway/indah/stand/joint',
  define: '/gateway/gopia/goya/define',
  loan: '/gateway/v3/loan-details/loan-details',
} as const;

/** The visible words of these screens, per market (catalogues en and id, and the demo's data). */
export const TEXT = {
  in: {
    ...WORDS.in,
    recommendTitle: 'Special offers',
    recommendList: 'Recommended products',
    empty: 'Applications are full, please apply again tomorrow',
    home: 'Back to home',
    apply: 'Apply',
    full: 'Full today',
    fullToday: 'This product is full today',
    notFound: 'Product not found',
    confirmTitle: 'Confirm your loan',
    amount: 'Loan amount',
    agreements: 'Agreements',
    consent: 'I have read and agree to the agreements above',
    submit: 'Confirm loan',
    agree: 'Agree',
    agreement: 'Loan agreement',
    plan: 'Repayment plan',
    total: 'Total to repay',
    cost: 'Cost of the loan',
    changed: 'The offer has changed, please reload',
    noOffer: 'No loan offer is available for this product right now',
    underReview: 'Under review',
    ordersTitle: 'My orders',
    ordersList: 'Your orders',
    order: (id: string) => `Order ${id}`,
    view: 'View details',
    terms: 'Terms',
    loginTitle: 'Login failed',
    loginNotice: 'Your application could not be completed. Try one of our partners below.',
    recommended: 'Recommended for you',
    loading: 'loading...',
    blocked: 'This document cannot be shown here.',
  },
  id: {
    ...WORDS.id,
    recommendTitle: 'Pengajuan Khusus',
    recommendList: 'Produk rekomendasi',
    empty: 'Pengajuan sudah penuh , Silahkan pengajuan kembali di besok hari',
    home: 'Kembali ke beranda',
    apply: 'Ajukan',
    full: 'Penuh hari ini',
    fullToday: 'Produk ini sudah penuh hari ini',
    notFound: 'Produk tidak ditemukan',
    confirmTitle: 'Konfirmasi pinjaman',
    amount: 'Jumlah pinjaman',
    agreements: 'Perjanjian',
    consent: 'Saya telah membaca dan menyetujui perjanjian di atas',
    submit: 'Konfirmasi pinjaman',
    agree: 'Setuju',
    agreement: 'Perjanjian pinjaman',
    plan: 'Rencana pembayaran',
    total: 'Total yang harus dibayar',
    cost: 'Biaya pinjaman',
    changed: 'Penawaran telah berubah, silakan muat ulang',
    noOffer: 'Belum ada penawaran pinjaman untuk produk ini',
    underReview: 'Sedang ditinjau',
    ordersTitle: 'Pesanan saya',
    ordersList: 'Pesanan Anda',
    order: (id: string) => `Pesanan ${id}`,
    view: 'Lihat detail',
    terms: 'Ketentuan',
    loginTitle: 'Gagal masuk',
    loginNotice: 'Pengajuan Anda tidak dapat diselesaikan. Coba salah satu mitra kami di bawah ini.',
    recommended: 'Rekomendasi untuk Anda',
    loading: 'loading...',
    blocked: 'Dokumen ini tidak dapat ditampilkan di sini.',
  },
} as const;

/** `<path>?<query>&token=<new borrower>(&languageType=1)`: a screen of issue 5 in a market. */
export function productUrl(path: string, market: MarketId, query: Record<string, string> = {}): string {
  const search = new URLSearchParams({ ...query, token: query.token ?? uniqueToken('prod') });
  const languageType = WORDS[market].languageType;
  if (languageType && !search.has('languageType')) search.set('languageType', languageType);
  return `${path}?${search}`;
}

/** The value of a summary row whose term starts with `label` (a term may carry a note after it). */
export function summaryValue(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^$()|[\]{}\\]/g, '\\$&');
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^\\s*${escaped}`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The card of a product (an article named by the product's name). */
export function card(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('article', { name, exact: true });
}

/** An order's card on /order: the article right after its 'Order <id>' heading. */
export function orderCard(page: Page, heading: string): Locator {
  return page
    .getByRole('heading', { level: 2, name: heading, exact: true })
    .locator('xpath=following-sibling::article[1]');
}

/** A fault on the first call to `path`; later calls reach the demo gateway (so a retry works). */
export async function failOnce(page: Page, path: string, fault: 'abort' | 500 | { json: unknown }): Promise<void> {
  let failed = false;
  await page.route(`**${path}*`, async (route) => {
    if (failed) return route.fallback();
    failed = true;
    if (fault === 'abort') return route.abort('failed');
    if (fault === 500) return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
    return route.fulfill({ json: fault.json });
  });
}

/** The form bodies of every call to `path` so far. */
export function formsTo(requests: Request[], path: string): Record<string, string>[] {
  return callsTo(requests, path).map(formOf);
}

/** The paths of the gateway calls made so far, in order (the launch query left out). */
export function pathsOf(requests: Request[]): string[] {
  return requests.map((request) => new URL(request.url()).pathname);
}

/** The loading indicator of an action's call. */
export function loadingIndicator(page: Page): Locator {
  return page.getByRole('progressbar', { name: 'loading...' });
}

/** The links a product tap may return that must never be followed (CONTRACT §3, SPEC §5). */
export const BAD_LINKS: readonly [string, string][] = [
  ['javascript:', 'javascript:window.__pwned=1'],
  ['mixed-case javascript: with a tab', ' JaVa\tScript:window.__pwned=1'],
  ['data:', 'data:text/html,<script>window.__pwned=1</script>'],
  ['malformed', 'http://[bad'],
];

/** Nothing from a bad link ran, and the page stayed where it was. */
export async function expectNotFollowed(page: Page, before: string): Promise<void> {
  expect(page.url()).toBe(before);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
}
