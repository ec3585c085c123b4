/**
 * The borrowers the browser tests play: the demo orders, the words each market's borrowers see, the service phones,
 * launch parameters (CONTRACT §3), a token nobody has used and the loan-details address. Tests find things by role and
 * visible text (CONTRACT §6); nothing here reaches into the app's code.
 */
import { DEMO_ORDERS, type DemoOrder } from '../../demo/gateway/fixtures.ts';
import { loanDetailsReply } from '../../demo/gateway/handlers.ts';

export { DEMO_ORDERS, type DemoOrder };

export type MarketId = 'in' | 'id';

/** The words a borrower sees, per market (the catalogue texts of CONTRACT §3, en and id). */
export const WORDS = {
  in: {
    languageType: undefined,
    details: 'Order details',
    repay: 'Repay',
    delay: 'Delay repayment',
    loanMore: 'Loan more',
    customerService: 'Customer service',
    retry: 'Retry',
    cancel: 'Cancel',
    submit: 'Submit',
    star: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
    rateTitle: 'Rate your experience',
    thanksTitle: 'Thank you!',
    choose: 'Please choose',
    loadTitle: 'Could not load this page',
    network: 'No connection. Check your network and try again.',
    status: 'The server had a problem. Please try again.',
    shape: 'The server sent an answer we could not read. Please try again.',
    link: 'This link cannot be opened.',
  },
  id: {
    languageType: '1',
    details: 'Detail pesanan',
    repay: 'Bayar',
    delay: 'Perpanjangan',
    loanMore: 'Pinjam lagi',
    customerService: 'Layanan pelanggan',
    retry: 'Coba lagi',
    cancel: 'Batal',
    submit: 'Kirim',
    star: (n: number) => `${n} bintang`,
    rateTitle: 'Beri penilaian',
    thanksTitle: 'Terima kasih!',
    choose: 'Silakan pilih',
    loadTitle: 'Halaman tidak dapat dimuat',
    network: 'Tidak ada koneksi. Periksa jaringan Anda dan coba lagi.',
    status: 'Server sedang bermasalah. Silakan coba lagi.',
    shape: 'Jawaban server tidak dapat dibaca. Silakan coba lagi.',
    link: 'Tautan ini tidak dapat dibuka.',
  },
} as const;

export const MARKETS: readonly MarketId[] = ['in', 'id'];

/**
 * The customer-service phone each market's borrowers are shown where the server gives none
 * (deployments/*.json: the market's own, else the brand's), with its dialer link.
 */
export const SERVICE_PHONE = {
  kilat: {
    in: { phone: '+91 22 4890 3100', tel: 'tel:+912248903100' },
    id: { phone: '+62 21 5093 1188', tel: 'tel:+622150931188' },
  },
  lumen: {
    in: { phone: '+91 80 4718 2200', tel: 'tel:+918047182200' },
    id: { phone: '+62 21 3970 4400', tel: 'tel:+622139704400' },
  },
} as const;

export const LOAN_DETAILS = '**/gateway/v3/loan-details/loan-details*';
export const GOOGLE_SCORE = '/gateway/v3/loan-details/google-score';
export const EVENT_SAVE = '/gateway/service/event/save';

export function orderById(orderId: string): DemoOrder {
  const order = DEMO_ORDERS.find((o) => o.orderId === orderId);
  if (!order) throw new Error(`no demo order ${orderId}`);
  return order;
}

/** What the demo gateway answers for an order (the page must show exactly this). */
export function replyFor(orderId: string, market: MarketId) {
  return loanDetailsReply(orderById(orderId), market, false);
}

let tokens = 0;
/** A borrower nobody has seen: the demo remembers who rated, by token. */
export function uniqueToken(label = 't'): string {
  tokens += 1;
  return `${label}-${process.pid}-${Date.now().toString(36)}-${tokens}`;
}

/** Every launch parameter of CONTRACT §3 (languageType chosen per test). */
export { FULL_LAUNCH } from '../fixtures/launch.ts';

export const TRACKING_KEYS = [
  'influence',
  'ii',
  'limitless',
  'seem',
  'space',
  'biotechnology',
  'cultural',
  'approaches',
] as const;

/** /loanDetails?productId=..&orderId=..&token=..(&languageType=1)&extra */
export function loanUrl(orderId: string, market: MarketId, extra: Record<string, string> = {}): string {
  const order = orderById(orderId);
  const query = new URLSearchParams({ productId: order.productId, orderId, token: uniqueToken(), ...extra });
  const languageType = WORDS[market].languageType;
  if (languageType && !query.has('languageType')) query.set('languageType', languageType);
  return `/loanDetails?${query}`;
}
