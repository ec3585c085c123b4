/**
 * Helpers for the repayment browser tests (issue 4): the gateway paths of SPEC §7's repayment,
 * virtual-account, installment and delay calls, the words of the pay-way screens in the three
 * catalogues, addresses with a new borrower, what the demo gateway owes per order, and recorders
 * (form bodies, the stored virtual-account choice).
 */
import { expect, type Locator, type Page, type Request, type Route } from '@playwright/test';
import { planOf, type DemoPeriod } from '../../demo/gateway/repaymentData.ts';
import { WORDS, orderById, uniqueToken, type MarketId } from './borrowers.ts';

export const REPAY = {
  way: '/gateway/api/v1/youmi/youmi-api/service/loan/repayment-way',
  commit: '/gateway/api/v1/youmi/youmi-api/service/loan/repayment-commit',
  confirm: '/gateway/api/v1/youmi/youmi-api/service/loan/repayment-confirm',
  huichao: '/gateway/api/v1/youmi/youmi-api/service/loan/repayment-huichao',
  vcode: '/gateway/v3/loan-details/generate-vcode',
  payType: '/gateway/v3/loan-details/init-pay-type',
  delay: '/gateway/v3/loan-details/delay-detail',
  plan: '/gateway/v3/installment/loan-play-detail',
  loan: '/gateway/v3/loan-details/loan-details',
} as const;

/** The language of a screen: the two markets, or Chinese (lang=zh, rupees) for SPEC's quoted strings. */
export type Lang = 'en' | 'id' | 'zh';

/** The pay-way words (catalogue group payWay, plus common and countdown) per language. */
export const PAY = {
  en: {
    title: 'Pay by bank card',
    cards: 'Your bank cards',
    amount: 'Amount to pay',
    pay: 'Pay now',
    chooseCard: 'Please choose the bank card to pay with first!',
    getCode: 'Get code',
    smsTitle: 'Enter the SMS code',
    code: 'SMS code',
    codeSent: 'The code was sent by SMS',
    badCode: 'Please enter the correct code',
    wrongCode: 'Wrong code',
    twice: 'Please do not submit the payment twice',
    failed: 'Processing failed',
    queryFailed: 'Failed to load your bank cards',
    network: 'error',
    confirm: 'Confirm',
    bindCard: 'Bind a new card',
    wallet: 'Pay with a wallet',
    noCards: 'You have no bound cards yet.',
    cancel: 'Cancel',
    retry: 'Retry',
    seconds: (n: number) => `${n}s`,
    offline: 'No connection. Check your network and try again.',
  },
  id: {
    title: 'Bayar dengan kartu bank',
    cards: 'Kartu bank Anda',
    amount: 'Jumlah pembayaran',
    pay: 'Bayar sekarang',
    chooseCard: 'Silakan pilih kartu bank terlebih dahulu!',
    getCode: 'Dapatkan kode',
    smsTitle: 'Masukkan kode SMS',
    code: 'Kode SMS',
    codeSent: 'Kode telah dikirim lewat SMS',
    badCode: 'Masukkan kode yang benar',
    wrongCode: 'Kode salah',
    twice: 'Jangan mengirim pembayaran dua kali',
    failed: 'Pemrosesan gagal',
    queryFailed: 'Gagal memuat kartu bank Anda',
    network: 'error',
    confirm: 'Konfirmasi',
    bindCard: 'Tambah kartu baru',
    wallet: 'Bayar dengan dompet digital',
    noCards: 'Anda belum punya kartu terikat.',
    cancel: 'Batal',
    retry: 'Coba lagi',
    seconds: (n: number) => `${n} detik`,
    offline: 'Tidak ada koneksi. Periksa jaringan Anda dan coba lagi.',
  },
  zh: {
    title: '银行卡还款',
    cards: '我的银行卡',
    amount: '还款金额',
    pay: '立即还款',
    chooseCard: '请先选择付款银行卡！',
    getCode: '获取验证码',
    smsTitle: '输入短信验证码',
    code: '短信验证码',
    codeSent: '验证码已发送',
    badCode: '请输入正确的验证码',
    wrongCode: '验证码错误',
    twice: '请勿重复提交支付申请',
    failed: '处理失败',
    queryFailed: '查询卡列表失败',
    network: 'error',
    confirm: '确认',
    bindCard: '绑定新卡',
    wallet: '钱包还款',
    noCards: '你还没有绑定银行卡。',
    cancel: '取消',
    retry: '重试',
    seconds: (n: number) => `${n} 秒`,
    offline: '网络连接失败，请检查网络后重试。',
  },
} as const;

/** The status title loan details shows for a repaid order, and for 10174 before it is paid. */
export const REPAID = { en: 'Repaid', id: 'Lunas', zh: 'Repaid' } as const;
export const DUE_10174 = { en: 'Repayment due', id: 'Menunggu pembayaran', zh: 'Repayment due' } as const;

export const marketOf = (lang: Lang): MarketId => (lang === 'id' ? 'id' : 'in');

/**
 * `<path>?<query>&token=<new borrower>` in a language: languageType=1 for Indonesian, lang=zh for
 * Chinese (rupees, the server answering in English), nothing for English.
 */
export function repayUrl(path: string, lang: Lang, query: Record<string, string> = {}): string {
  const search = new URLSearchParams({ ...query, token: query.token ?? uniqueToken('repay') });
  const languageType = WORDS[marketOf(lang)].languageType;
  if (lang === 'zh' && !search.has('lang')) search.set('lang', 'zh');
  else if (languageType && !search.has('languageType')) search.set('languageType', languageType);
  return `${path}?${search}`;
}

/** The demo gateway's plan of an order for a new borrower. */
export function planFor(orderId: string, market: MarketId): DemoPeriod[] {
  return planOf(orderById(orderId), market);
}

export function pendingOf(orderId: string, market: MarketId): DemoPeriod[] {
  return planFor(orderId, market).filter((period) => period.periodStatus !== 200);
}

/** What a new borrower owes on an order (the sum of the pending periods), in whole units. */
export function dueOf(orderId: string, market: MarketId): number {
  return pendingOf(orderId, market).reduce((sum, period) => sum + period.totalAmount, 0);
}

/** Whole units as the market writes them (written here independently of the app's formatter). */
export function marketMoney(units: number, market: MarketId): string {
  const digits = String(Math.round(units));
  if (market === 'id') return `Rp ${digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return `₹ ${rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last}` : last}`;
}

/** The form body of a POST alone (not the query): exactly the fields the call sent. */
export function formOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(request.postData() ?? ''));
}

/** The query of an address (or of the page's address), as an object. */
export function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams);
}

/** Waits until the page is at `pathname` and hands back its query. */
export async function arrivedAt(page: Page, pathname: string): Promise<Record<string, string>> {
  await expect(page).toHaveURL((url) => url.pathname === pathname);
  return queryOf(page.url());
}

/** A page.route pattern for a gateway path. */
export function routeTo(path: string): string {
  return `**${path}*`;
}

/** Answers the first `times` calls to `path` with `json`; later ones reach the demo gateway. */
export async function replyOnce(page: Page, path: string, json: unknown, times = 1): Promise<() => number> {
  let seen = 0;
  await page.route(routeTo(path), async (route) => {
    seen += 1;
    if (seen <= times) await route.fulfill({ json });
    else await route.fallback();
  });
  return () => seen;
}

/** Holds every call to `path` until the returned release is called (a reply still in flight). */
export async function holdReplies(page: Page, path: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(routeTo(path), async (route: Route) => {
    await held;
    await route.fallback();
  });
  return release;
}

/** Answers any page load on `origin` with a blank page and hands back the first address asked for. */
export async function catchNavigation(page: Page, origin: string): Promise<() => Promise<URL>> {
  let arrived: (url: URL) => void = () => undefined;
  const url = new Promise<URL>((resolve) => (arrived = resolve));
  await page.route(`${origin}/**`, (route) => {
    arrived(new URL(route.request().url()));
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>elsewhere</title><p>elsewhere</p>' });
  });
  return () => url;
}

/** The VA choice keys of SPEC §9 as local storage has them now (null when absent). */
export async function storedChoice(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() =>
    Object.fromEntries(
      ['payType', 'payCode', 'specificNum', 'isDefault'].map((key) => [key, localStorage.getItem(key)]),
    ),
  );
}

/** The toast (role status) holding exactly `text`. */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/**
 * The value a figure (or a label/value row) shows for `label`: the definition right after the term
 * with that text. ARIA prohibits naming a definition, so Playwright gives it no name to find it by.
 */
export function figure(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^$()|[\]{}\\]/g, '\\$&');
  const exact = new RegExp(`^\\s*${escaped}\\s*$`);
  return scope.getByRole('term').filter({ hasText: exact }).locator('xpath=following-sibling::dd[1]');
}
