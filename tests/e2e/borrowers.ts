/**
 * Shared helpers for the browser tests: the demo orders, the two markets' visible words, launch
 * parameters, a recorder of gateway requests and a fake native host. Tests find things by role
 * and visible text (CONTRACT §6); nothing here reaches into the app's code.
 */
import { BEACONS_PATH } from '../../demo/gateway/beaconHandlers.ts';
import { expect, type Locator, type Page, type Request } from '@playwright/test';
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
export const FULL_LAUNCH = {
  deviceId: 'dev-42',
  appMarket: 'googleplay',
  appVersion: '3.2.1',
  appType: '2',
  deviceName: 'Pixel 8',
  osVersion: '14',
  gid: 'g-77',
  platform: 'android',
  session: 'sess-secret',
  userId: 'u-1001',
  merchantNumber: 'M-900',
  influence: 'inf1',
  ii: 'ii1',
  limitless: 'lim1',
  seem: 'seem1',
  space: 'space1',
  biotechnology: 'bio1',
  cultural: 'cul1',
  approaches: '77',
} as const;

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

/** The query and form parameters of a request (the demo gateway reads both). */
export function paramsOf(request: Request): Record<string, string> {
  const params = Object.fromEntries(new URL(request.url()).searchParams);
  const body = request.postData();
  if (body && (request.headers()['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    Object.assign(params, Object.fromEntries(new URLSearchParams(body)));
  }
  return params;
}

/** Every request the page makes to the gateway, in order. */
export function recordGateway(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    // The borrowers' beacons go to a collector under the gateway base (README: Monitoring): not a call of the app's.
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/gateway/') && path !== `/gateway${BEACONS_PATH}`) seen.push(request);
  });
  return seen;
}

export function callsTo(requests: Request[], path: string): Request[] {
  return requests.filter((request) => new URL(request.url()).pathname === path);
}

export type HostChannel = 'ReactNativeWebView' | 'webkit' | 'android';

/** Plays a native shell: the chosen channel records every message the app posts. */
export async function installHost(page: Page, channel: HostChannel): Promise<void> {
  await page.addInitScript((which) => {
    const sent: string[] = [];
    Object.defineProperty(window, '__hostMessages', { value: sent });
    const target = { postMessage: (message: string) => void sent.push(message) };
    const w = window as unknown as Record<string, unknown>;
    if (which === 'ReactNativeWebView') w.ReactNativeWebView = target;
    else if (which === 'webkit') w.webkit = { messageHandlers: { bridge: target } };
    else w.android = target;
  }, channel);
}

/** The messages the fake host received, parsed. */
export async function hostMessages(page: Page): Promise<unknown[]> {
  const raw = await page.evaluate(() => (window as unknown as { __hostMessages?: string[] }).__hostMessages ?? []);
  return raw.map((message) => JSON.parse(message) as unknown);
}

/** Fails the test on any uncaught error in the page. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

// ——— Complaints, help chat and customer service (issue 3) ———

/** The gateway paths of SPEC §7's complaint, help-bot and contact calls. */
export const CARE = {
  init: '/gateway/user-problem/problem-init',
  initV3: '/gateway/h5-api/v3/user-problem/problem-init',
  upload: '/gateway/user-problem/upload-problem-img',
  save: '/gateway/user-problem/problem-save',
  list: '/gateway/user-problem/problem-list',
  detail: '/gateway/user-problem/problem-detail',
  score: '/gateway/user-problem/save-score',
  qaList: '/gateway/h5-api/v3/user-problem/get-qa-list',
  qaRecord: '/gateway/h5-api/v3/user-problem/qa-record',
  contact: '/gateway/v3/personal-center/contact-kf-info',
} as const;

/** A page.route pattern for one gateway path (with or without its query). */
export function routeOf(path: string): string {
  return `**${path}*`;
}

/** The complaint, chat and service words a borrower sees, per market (catalogues en and id). */
export const CARE_WORDS = {
  in: {
    all: 'All',
    types: 'What is the problem?',
    subTypes: 'What happened?',
    text: 'Your comments',
    images: 'Pictures (optional)',
    addPicture: 'Add picture',
    picture: (n: number) => `Picture ${n}`,
    empty: 'Please fill in your comments and suggestions.',
    collection: 'The selected order does not support sending collection types.',
    uploaded: 'Upload succeeded!',
    notImage: 'This file is not a photo. Please choose a JPEG, PNG, WebP or HEIC picture.',
    tooLarge: 'The picture is larger than 5 MB.',
    submit: 'Submit',
    listTitle: 'My complaints',
    type: 'Type',
    subType: 'Sub-type',
    content: 'Content',
    processResult: 'Process Result',
    waiting: 'We are handling your complaint and will reply within 3 working days.',
    rateTitle: 'Rate how we handled it',
    thanks: 'Thank you for your rating!',
    categories: 'What do you need help with?',
    log: 'Conversation',
    greeting: "Hi! I'm your assistant. Choose a topic below or type your question.",
    topics: 'Topics',
    question: 'Your question',
    retry: 'Retry',
    serviceTitle: 'Customer service',
    fallback: 'We could not load the latest contact details. You can still reach us here:',
    phone: 'Telephone',
    email: 'E-mail',
  },
  id: {
    all: 'Semua',
    types: 'Apa masalahnya?',
    subTypes: 'Apa yang terjadi?',
    text: 'Komentar Anda',
    images: 'Gambar (opsional)',
    addPicture: 'Tambah gambar',
    picture: (n: number) => `Gambar ${n}`,
    empty: 'Silakan isi komentar dan saran Anda.',
    collection: 'Pesanan yang dipilih tidak mendukung keluhan penagihan.',
    uploaded: 'Unggahan berhasil!',
    notImage: 'File ini bukan foto. Silakan pilih gambar JPEG, PNG, WebP, atau HEIC.',
    tooLarge: 'Gambar lebih besar dari 5 MB.',
    submit: 'Kirim',
    listTitle: 'Keluhan saya',
    type: 'Jenis',
    subType: 'Subjenis',
    content: 'Isi',
    processResult: 'Hasil Penanganan',
    waiting: 'Keluhan Anda sedang ditangani dan akan dibalas dalam 3 hari kerja.',
    rateTitle: 'Nilai penanganan kami',
    thanks: 'Terima kasih atas penilaian Anda!',
    categories: 'Apa yang bisa kami bantu?',
    log: 'Percakapan',
    greeting: 'Halo! Saya asisten Anda. Pilih topik di bawah atau ketik pertanyaan Anda.',
    topics: 'Topik',
    question: 'Pertanyaan Anda',
    retry: 'Coba lagi',
    serviceTitle: 'Layanan pelanggan',
    fallback: 'Kontak terbaru tidak dapat dimuat. Anda tetap dapat menghubungi kami di sini:',
    phone: 'Telepon',
    email: 'E-mail',
  },
} as const;

/** `<path>?<query>&token=<new borrower>(&languageType=1)`: a screen of issue 3 in a market. */
export function careUrl(path: string, market: MarketId, query: Record<string, string> = {}): string {
  const search = new URLSearchParams({ ...query, token: query.token ?? uniqueToken('care') });
  const languageType = WORDS[market].languageType;
  if (languageType && !search.has('languageType')) search.set('languageType', languageType);
  return `${path}?${search}`;
}

/** Text nobody else typed, to find one's own complaint among those the demo keeps for the whole run. */
export function uniqueText(label: string): string {
  return `${label} ${uniqueToken('c')}`;
}

/** The toast (or another live region) holding exactly `text`. */
export function statusWith(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/** A 1×1 PNG: a real picture, small enough for any upload. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface FilePick {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export function pngFile(name = 'photo.png'): FilePick {
  return { name, mimeType: 'image/png', buffer: PNG_BYTES };
}

export interface FormPart {
  name: string;
  filename?: string;
  contentType?: string;
  body: Buffer;
}

/** The parts of a multipart/form-data body. */
export function multipartParts(body: Buffer, contentType: string): FormPart[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!boundary) return [];
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts: FormPart[] = [];
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const start = at + delimiter.length;
    const next = body.indexOf(delimiter, start);
    if (next < 0) break;
    // Each part: CRLF, headers, CRLF CRLF, content, CRLF before the next delimiter.
    const chunk = body.subarray(start + 2, next - 2);
    const split = chunk.indexOf('\r\n\r\n');
    const head = chunk.subarray(0, split).toString('utf8');
    const disposition = /name="([^"]*)"(?:; filename="([^"]*)")?/.exec(head);
    const type = /content-type:\s*([^\r\n]+)/i.exec(head);
    if (disposition) {
      parts.push({
        name: disposition[1] ?? '',
        ...(disposition[2] === undefined ? {} : { filename: disposition[2] }),
        ...(type?.[1] ? { contentType: type[1] } : {}),
        body: chunk.subarray(split + 4),
      });
    }
    at = next;
  }
  return parts;
}

/**
 * Every upload request's multipart parts. The request event carries no body for a file upload, a
 * route does; the request then goes on as it would have (to a later route or to the gateway).
 */
export async function recordUploads(page: Page): Promise<FormPart[][]> {
  const uploads: FormPart[][] = [];
  await page.route(routeOf(CARE.upload), async (route) => {
    const request = route.request();
    uploads.push(multipartParts(request.postDataBuffer() ?? Buffer.alloc(0), request.headers()['content-type'] ?? ''));
    await route.fallback();
  });
  return uploads;
}

const CLOCK_START = new Date('2026-11-22T10:00:00Z').getTime();

/**
 * Opens `url` with the page's clock stopped (timers fire only when the test moves time), moving it
 * 10 ms at a time until `ready` shows: a timer the page starts as `ready` appears has then run for
 * at most 10 ms.
 */
export async function gotoWithStoppedClock(page: Page, url: string, ready: Locator): Promise<void> {
  await page.clock.install({ time: CLOCK_START });
  await page.clock.pauseAt(CLOCK_START + 1_000);
  await page.goto(url);
  await runClockUntilVisible(page, ready);
}

/** Moves a stopped clock in 10 ms steps until `target` shows (data loading needs a few timer turns). */
export async function runClockUntilVisible(page: Page, target: Locator, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await target.isVisible())) {
    if (Date.now() > until) throw new Error(`${target} did not show within ${timeoutMs} ms while the clock moved`);
    await page.clock.runFor(10);
  }
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

/** The elements `locator` finds are exactly these, in order, by accessible name. */
export async function expectNames(locator: Locator, names: readonly string[]): Promise<void> {
  await expect(locator).toHaveCount(names.length);
  for (const [index, name] of names.entries()) await expect(locator.nth(index)).toHaveAccessibleName(name);
}
