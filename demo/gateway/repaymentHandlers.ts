/**
 * Repayment in the demo gateway (SPEC §7): bound cards with an SMS code, the wallet, virtual
 * accounts, installments and the extension. Stateful per borrower: a confirmed payment marks the
 * periods it covers paid, and once nothing is owed the order is repaid (status 200), which loan
 * details then shows.
 */
import { idempotent } from './idempotency.ts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MarketKey } from '../../renderer/contract/language.ts';
import { DEMO_ORDERS, type DemoOrder } from './fixtures.ts';
import {
  BANK_STEPS,
  DEMO_CARDS,
  DEMO_SMS_CODE,
  MARKET_STEPS,
  VA_BANKS,
  VA_MARKETS,
  delayFee,
  planOf,
  type DemoPeriod,
} from './repaymentData.ts';
import { coded, v3, v3Failure } from './reply.ts';
import { borrowerState, type Borrower, type GatewayState } from './state.ts';

type Params = Record<string, string>;

interface Options {
  at: (path: string) => string;
  publicBase: string;
  paramsOf: (request: Request) => Promise<Params>;
}

const marketOf = (params: Params): MarketKey => (params.languageType === '1' ? 'id' : 'in');
const say = (params: Params, en: string, id: string) => (params.languageType === '1' ? id : en);
const REPAID = DEMO_ORDERS.find((order) => order.orderStatus === 200)!;

/** The order's plan with the demo's own payments applied. */
export function currentPlan(borrower: Borrower, order: DemoOrder, market: MarketKey): DemoPeriod[] {
  const extra = borrower.paidPeriods.get(order.orderId) ?? 0;
  let paidSoFar = 0;
  return planOf(order, market).map((period) => {
    if (period.periodStatus === 200) return period;
    if (paidSoFar >= extra) return period;
    paidSoFar += 1;
    return { ...period, periodStatus: 200, at: new Date().toISOString().slice(0, 10) };
  });
}

/** Applies a payment: an exact extension fee extends the due date; otherwise periods are paid in order. */
function pay(borrower: Borrower, order: DemoOrder, amount: number, market: MarketKey): void {
  if (order.isDelay === '1' && amount === delayFee(order, market)) {
    const due = new Date(`${order.dueDate}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 7);
    order.dueDate = due.toISOString().slice(0, 10);
    return;
  }
  const pending = currentPlan(borrower, order, market).filter((period) => period.periodStatus !== 200);
  let left = amount;
  let covered = 0;
  for (const period of pending) {
    if (left < period.totalAmount) break;
    left -= period.totalAmount;
    covered += 1;
  }
  borrower.paidPeriods.set(order.orderId, (borrower.paidPeriods.get(order.orderId) ?? 0) + covered);
  if (covered === pending.length) {
    Object.assign(order, {
      orderStatus: 200,
      status: REPAID.status,
      description: REPAID.description,
      isDelay: '0',
      h5Url: '',
    });
  }
}

function amountParam(value: string | undefined): number {
  return /^\d+$/.test(value ?? '') ? Number(value) : Number.NaN;
}

/** The borrower who asks, and their copy of the order the call names (none when unknown). */
function orderFor(state: GatewayState, params: Params) {
  const borrower = borrowerState(state, params);
  return { borrower, order: borrower.orders.get(params.orderId ?? '') };
}

/** Paying with a bound card: the cards and a payment session, the payment, and its SMS code. */
function cardHandlers(state: GatewayState, { at, paramsOf }: Options): HttpHandler[] {
  /** Numbers the payments (repayRecordId) this gateway has started. */
  let records = 0;

  return [
    http.post(at('/api/v1/youmi/youmi-api/service/loan/repayment-way'), async ({ request }) => {
      const params = await paramsOf(request);
      const { borrower, order } = orderFor(state, params);
      if (!order) return coded('01', null, say(params, 'Order not found', 'Pesanan tidak ditemukan'));
      const repayToken = `rt-${order.orderId}-${Date.now().toString(36)}`;
      borrower.repayTokens.set(order.orderId, repayToken);
      return coded('00', { alipay: 1, repayToken, bankCards: DEMO_CARDS.map(({ needsSms: _sms, ...card }) => card) });
    }),

    http.post(
      at('/api/v1/youmi/youmi-api/service/loan/repayment-commit'),
      idempotent(state, async ({ request }) => {
        const params = await paramsOf(request);
        const { borrower, order } = orderFor(state, params);
        const card = DEMO_CARDS.find((item) => String(item.id) === params.cardId);
        const amount = amountParam(params.amount);
        if (!order) return coded('01', null, say(params, 'Order not found', 'Pesanan tidak ditemukan'));
        if (!card) return coded('01', null, say(params, 'Please choose a bound card', 'Silakan pilih kartu'));
        if (!(amount > 0)) return coded('01', null, say(params, 'Invalid amount', 'Jumlah tidak valid'));
        if (borrower.repayTokens.get(order.orderId) !== params.repayToken) {
          return coded(
            '01',
            null,
            say(
              params,
              'The payment session expired, please open it again',
              'Sesi pembayaran berakhir, silakan buka lagi',
            ),
          );
        }
        const resend =
          params.sendMsg === '1'
            ? [...borrower.records].find(([, record]) => record.orderId === order.orderId && !record.confirmed)
            : undefined;
        const repayRecordId = resend?.[0] ?? `rr-${++records}`;
        if (card.needsSms) {
          borrower.records.set(repayRecordId, { orderId: order.orderId, amount, confirmed: false });
          return coded(
            '00',
            { needValid: 1, repayRecordId },
            say(params, `Code sent (demo: ${DEMO_SMS_CODE})`, `Kode terkirim (demo: ${DEMO_SMS_CODE})`),
          );
        }
        pay(borrower, order, amount, marketOf(params));
        borrower.records.set(repayRecordId, { orderId: order.orderId, amount, confirmed: true });
        return coded('00', { needValid: 0, repayRecordId });
      }),
    ),

    http.post(
      at('/api/v1/youmi/youmi-api/service/loan/repayment-confirm'),
      idempotent(state, async ({ request }) => {
        const params = await paramsOf(request);
        const { borrower, order } = orderFor(state, params);
        const record = borrower.records.get(params.repaymentRecordId ?? '');
        if (!order || !record || record.orderId !== order.orderId)
          return coded('01', null, say(params, 'Payment not found', 'Pembayaran tidak ditemukan'));
        if (record.confirmed)
          return coded('800005', null, say(params, 'Payment already submitted', 'Pembayaran sudah dikirim'));
        if (params.verifyCode !== DEMO_SMS_CODE) return coded('800006', null, say(params, 'Wrong code', 'Kode salah'));
        record.confirmed = true;
        pay(borrower, order, record.amount, marketOf(params));
        return coded('00', null);
      }),
    ),
  ];
}

/** Paying by wallet (its payment instructions) and by virtual account (bank or mini market, with its code). */
function walletAndVirtualAccountHandlers(state: GatewayState, { at, paramsOf }: Options): HttpHandler[] {
  return [
    http.post(
      at('/api/v1/youmi/youmi-api/service/loan/repayment-huichao'),
      idempotent(state, async ({ request }) => {
        const params = await paramsOf(request);
        const { order } = orderFor(state, params);
        const amount = amountParam(params.amount);
        if (!order || !(amount > 0))
          return coded(
            '01',
            null,
            say(params, 'Wallet payment is not available for this order', 'Pembayaran dompet tidak tersedia'),
          );
        const query = new URLSearchParams({ provider: 'wallet', orderId: order.orderId, amount: String(amount) });
        return HttpResponse.json({ code: '00', message: 'success', url: `/paymentInstructions?${query.toString()}` });
      }),
    ),

    http.post(at('/v3/loan-details/init-pay-type'), async ({ request }) => {
      const params = await paramsOf(request);
      return v3(params.pay_type === '1' ? VA_BANKS : VA_MARKETS);
    }),

    http.post(at('/v3/loan-details/generate-vcode'), async ({ request }) => {
      const params = await paramsOf(request);
      const { order } = orderFor(state, params);
      if (!order) return v3Failure(say(params, 'Order not found', 'Pesanan tidak ditemukan'), '404');
      const bank = params.pay_type === '1';
      const payCode = params.payCode || (bank ? VA_BANKS[0]!.bankName : VA_MARKETS[0]!);
      const lang = params.languageType === '1' ? 'id' : 'en';
      const digits = order.orderId.padStart(8, '0');
      return v3({
        amount: amountParam(params.amount) || 0,
        vcode: bank ? `8808${digits}` : `${payCode.slice(0, 3)}${digits}`,
        cardNo: `INV-${order.orderId}`,
        payType: bank ? '1' : '2',
        payCode,
        payStep: bank ? BANK_STEPS(payCode, params.specific_num ?? '', lang) : MARKET_STEPS(payCode, lang),
        specificNum: params.specific_num ?? '',
        telephone: '+62 21 5093 1188',
      });
    }),
  ];
}

/** What is owed: the extension's detail and the installments' plan. */
function planHandlers(state: GatewayState, { at, paramsOf }: Options): HttpHandler[] {
  return [
    http.post(at('/v3/loan-details/delay-detail'), async ({ request }) => {
      const params = await paramsOf(request);
      const { order } = orderFor(state, params);
      if (!order || order.isDelay !== '1')
        return v3Failure(say(params, 'This order cannot be extended', 'Pesanan ini tidak dapat diperpanjang'), '01');
      const expiry = new Date(`${order.dueDate}T00:00:00Z`);
      expiry.setUTCDate(expiry.getUTCDate() + 7);
      return v3({
        productName: order.productName,
        productLogo: order.productLogo,
        delayShouldPayAmount: delayFee(order, marketOf(params)),
        delayExpiryTime: expiry.toISOString().slice(0, 10),
        orderDetail: {
          detail: [
            { text: say(params, 'Order number', 'Nomor pesanan'), value: order.orderId },
            { text: say(params, 'Current due date', 'Jatuh tempo saat ini'), value: order.dueDate },
            { text: say(params, 'Extension', 'Perpanjangan'), value: say(params, '7 days', '7 hari') },
          ],
        },
        telephone: order.telephone || '',
      });
    }),

    http.post(at('/v3/installment/loan-play-detail'), async ({ request }) => {
      const params = await paramsOf(request);
      const { borrower, order } = orderFor(state, params);
      if (!order) return v3Failure(say(params, 'Order not found', 'Pesanan tidak ditemukan'), '404');
      const plan = currentPlan(borrower, order, marketOf(params));
      const wait = plan.filter((period) => period.periodStatus !== 200);
      return v3({
        productName: order.productName,
        repayPlanDetail: {
          repayWaitDetail: wait,
          repayYetDetail: plan.filter((period) => period.periodStatus === 200),
        },
        repayWaitCount: wait.length,
        note: say(
          params,
          'Periods are paid in order, starting with the earliest.',
          'Periode dibayar berurutan, mulai dari yang paling awal.',
        ),
      });
    }),
  ];
}

export function repaymentHandlers(state: GatewayState, options: Options): HttpHandler[] {
  return [
    ...cardHandlers(state, options),
    ...walletAndVirtualAccountHandlers(state, options),
    ...planHandlers(state, options),
  ];
}
