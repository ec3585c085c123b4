/**
 * The demo gateway as MSW request handlers: mounted on the preview server by `npm start`, run in
 * Node by Vitest and in the browser by Storybook. It answers with realistic, stateful data.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { credentialsFromHeaders } from '../../renderer/runtime/gateway/credentials.ts';
import type { MarketKey } from '../../renderer/contract/language.ts';
import { beaconHandlers } from './beaconHandlers.ts';
import { complaintHandlers } from './complaintHandlers.ts';
import type { DemoOrder } from './fixtures.ts';
import { loanDetailsProducts, principalText as money } from './productData.ts';
import { productHandlers } from './productHandlers.ts';
import { promotionHandlers } from './promotionHandlers.ts';
import { plain, v3, v3Failure } from './reply.ts';
import { repaymentHandlers } from './repaymentHandlers.ts';
import { borrowerOf, borrowerState, type GatewayState } from './state.ts';

export interface HandlerOptions {
  /** The gateway base path the handlers match, e.g. /gateway ('' when mounted under it). */
  base?: string;
  /** The base path the browser uses, for URLs the replies give out (default: base). */
  publicBase?: string;
}

/**
 * The request's call parameters: its query (launch parameters included), the identifying ones a
 * deployment with header credentials sends as headers instead (renderer/runtime/gateway/credentials.ts),
 * and its form body.
 */
export async function paramsOf(request: Request): Promise<Record<string, string>> {
  const params: Record<string, string> = {
    ...credentialsFromHeaders((name) => request.headers.get(name)),
    ...Object.fromEntries(new URL(request.url).searchParams),
  };
  if (request.method !== 'GET') {
    const type = request.headers.get('content-type') ?? '';
    if (type.includes('application/x-www-form-urlencoded'))
      Object.assign(params, Object.fromEntries(new URLSearchParams(await request.text())));
  }
  return params;
}

const LABELS = {
  en: {
    amount: 'Loan amount',
    term: 'Loan term',
    days: 'days',
    apply: 'Application date',
    due: 'Due date',
    order: 'Order number',
    total: 'Amount due',
  },
  id: {
    amount: 'Jumlah pinjaman',
    term: 'Jangka waktu',
    days: 'hari',
    apply: 'Tanggal pengajuan',
    due: 'Jatuh tempo',
    order: 'Nomor pesanan',
    total: 'Total tagihan',
  },
} as const;

export function loanDetailsReply(order: DemoOrder, market: MarketKey, rated: boolean) {
  const words = LABELS[market === 'id' ? 'id' : 'en'];
  const language = market === 'id' ? 'id' : 'en';
  const total = Math.round(order.principal * (1 + 0.0005 * order.termDays));
  return {
    orderStatus: order.orderStatus,
    noticeStatusText: order.status[language],
    noticeDesText: order.description[language],
    recProducts: loanDetailsProducts(language, market),
    productName: order.productName,
    productLogo: order.productLogo,
    userOrderDetail: {
      detail: [
        { text: words.amount, value: money(order.principal, market) },
        { text: words.total, value: money(total, market) },
        { text: words.term, value: `${order.termDays} ${words.days}` },
        { text: words.apply, value: order.applyDate },
        { text: words.due, value: order.dueDate },
        { text: words.order, value: order.orderId },
      ],
    },
    inside: '',
    h5Url: order.h5Url,
    isDelay: order.isDelay,
    telephone: order.telephone,
    isScore: rated ? '0' : order.isScore,
    playeduL: '',
    reyMsg: '',
  };
}

export function createHandlers(
  state: GatewayState,
  { base = '/gateway', publicBase = base }: HandlerOptions = {},
): HttpHandler[] {
  const at = (path: string) => `*${base}${path}`;
  return [
    ...complaintHandlers(state, { at, publicBase, paramsOf }),
    ...repaymentHandlers(state, { at, publicBase, paramsOf }),
    ...productHandlers(state, { at, publicBase, paramsOf }),
    ...promotionHandlers(state, { at, paramsOf }),
    ...beaconHandlers(state, { at }),
    http.post(at('/v3/loan-details/loan-details'), async ({ request }) => {
      const params = await paramsOf(request);
      const order = borrowerState(state, params).orders.get(params.orderId ?? '');
      if (!order) return v3Failure(params.languageType === '1' ? 'Pesanan tidak ditemukan' : 'Order not found', '404');
      return v3(
        loanDetailsReply(order, params.languageType === '1' ? 'id' : 'in', state.rated.has(borrowerOf(params))),
      );
    }),
    http.post(at('/v3/loan-details/google-score'), async ({ request }) => {
      const params = await paramsOf(request);
      state.events.push({ call: 'googleScore', params });
      state.rated.add(borrowerOf(params));
      return v3(null);
    }),
    http.post(at('/service/event/save'), async ({ request }) => {
      state.events.push({ call: 'saveEvent', params: await paramsOf(request) });
      return plain();
    }),
    // Anything else under the gateway: an honest 404 in the envelope, never the app's HTML.
    http.all(at('/*'), () =>
      HttpResponse.json({ code: '404', message: 'No such gateway call', data: null }, { status: 404 }),
    ),
  ];
}
