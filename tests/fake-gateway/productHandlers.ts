/**
 * Recommended products, applying, the product page, loan confirmation, the borrower's orders and
 * the login-failure screen in the demo gateway (SPEC §7). Stateful per borrower: a confirmed loan
 * (loan-detail-push) becomes a new order under review that the order list and loan details show.
 */
import { http, type HttpHandler } from 'msw';
import type { MarketKey } from '../../renderer/i18n/language.ts';
import { DEMO_ORDERS, type DemoOrder } from './fixtures.ts';
import {
  AGREEMENTS,
  LOAN_AGREEMENT_PAGE,
  OFFERS,
  PRODUCTS,
  SERVICE_FEE_PERCENT,
  serviceFee,
  WORDS,
  isoDate,
  langOf,
  listItem,
  loanDetailsItem,
  marketOf,
  minorRupiahOf,
  offerPlan,
  principalText,
  productById,
  rateText,
  termRows,
  units,
  type DemoProduct,
  type Lang,
  type Offer,
} from './productData.ts';
import { coded, define, stand, v3, v3Failure } from './reply.ts';
import { borrowerState, type GatewayState } from './state.ts';

type Params = Record<string, string>;

interface Options {
  at: (path: string) => string;
  publicBase: string;
  paramsOf: (request: Request) => Promise<Params>;
}

const UNDER_REVIEW = DEMO_ORDERS.find((order) => order.orderStatus === 21)!;
/** The login-failure list: one product per kind of link, and one that is full. */
const LOGIN_FAILURE_PRODUCTS = ['1', '3', '4', '5'];

function confirmData(product: DemoProduct, offer: Offer, lang: Lang, market: MarketKey, today: Date) {
  const en = lang === 'en';
  const amount = offer.amount[market];
  const fee = serviceFee(amount);
  const plan = offerPlan(offer, product, market, today);
  const interest = plan.reduce((sum, period) => sum + period.interest, 0);
  const term = offer.periods * offer.termUnit;
  const popup = product.id === 2;
  return {
    productLogo: product.productLogo,
    productName: product.productName,
    amount,
    periods: offer.periods,
    termUnit: offer.termUnit,
    details: [
      { title: en ? 'Loan amount' : 'Jumlah pinjaman', value: units(amount, market) },
      { title: en ? 'Received amount' : 'Jumlah diterima', value: units(amount, market) },
      { title: en ? `Service fee (${SERVICE_FEE_PERCENT}%)` : `Biaya layanan (${SERVICE_FEE_PERCENT}%)`, value: units(fee, market) },
      { title: en ? 'Interest rate' : 'Suku bunga', value: rateText(product, lang) },
      { title: en ? 'Total interest' : 'Total bunga', value: units(interest, market) },
      { title: en ? 'Total repayment' : 'Total pembayaran', value: units(amount + interest + fee, market) },
      { title: en ? 'Loan term' : 'Jangka waktu', value: `${term} ${WORDS[lang].days} (${offer.periods} × ${offer.termUnit})` },
      { title: en ? 'First repayment date' : 'Tanggal pembayaran pertama', value: plan[0]!.payTime },
    ],
    detail1: en
      ? `You receive the whole ${units(amount, market)}; the service fee of ${units(fee, market)} is repaid with the installments.`
      : `Anda menerima seluruh ${units(amount, market)}; biaya layanan ${units(fee, market)} dibayar bersama cicilan.`,
    detail2: en
      ? 'A late charge of 5% of the unpaid amount applies for each day a repayment is overdue.'
      : 'Denda keterlambatan 5% dari jumlah yang belum dibayar berlaku untuk setiap hari keterlambatan.',
    repay_plans: plan.map((period, index) => ({
      title: `${en ? 'Period' : 'Periode'} ${index + 1}`,
      amount: period.principal + period.interest + period.fee,
      description: en
        ? `Principal ${units(period.principal, market)} + interest ${units(period.interest, market)} + fee ${units(period.fee, market)}`
        : `Pokok ${units(period.principal, market)} + bunga ${units(period.interest, market)} + biaya ${units(period.fee, market)}`,
      pay_time: period.payTime,
    })),
    firstPayTime: plan[0]!.payTime,
    firstPeriodDay: offer.termUnit,
    pRateDsc: rateText(product, lang),
    sp_rate: `${SERVICE_FEE_PERCENT}%`,
    sendSms: 0,
    isPopType: popup ? 1 : 0,
    popTitle: popup ? (en ? 'Loan agreement' : 'Perjanjian pinjaman') : '',
    popContent: popup ? (en ? 'Please read the loan agreement before you confirm.' : 'Silakan baca perjanjian pinjaman sebelum mengonfirmasi.') : '',
    popAgreementUrl: popup ? LOAN_AGREEMENT_PAGE : '',
    note: en ? 'Repay on time to keep a good credit record and raise your limit.' : 'Bayar tepat waktu untuk menjaga riwayat kredit dan menaikkan limit Anda.',
  };
}

/** Why a product has no offer: unknown, or known without one. */
const noOffer = (product: DemoProduct | undefined, lang: Lang) => v3Failure(product ? WORDS[lang].noOffer : WORDS[lang].notFound, '01');

export function productHandlers(state: GatewayState, { at, paramsOf }: Options): HttpHandler[] {
  const record = (call: string, params: Params) => state.events.push({ call, params });

  return [
    http.post(at('/indah/v3/product/recommend-product-list'), async ({ request }) => {
      const params = await paramsOf(request);
      // Scene 'full' is the day everything is taken: the empty state.
      if (params.scene === 'full') return coded('00', []);
      return coded('00', PRODUCTS.map((product) => listItem(product, langOf(params), marketOf(params))));
    }),

    http.post(at('/indah/pageEvent/save'), async ({ request }) => {
      record('pageEventSave', await paramsOf(request));
      return coded('00', null);
    }),

    http.post(at('/indah/v3/product/apply'), async ({ request }) => {
      const params = await paramsOf(request);
      record('productApply', params);
      const lang = langOf(params);
      const product = productById(params.product_id);
      if (!product) return coded('01', null, WORDS[lang].notFound);
      if (!product.open || !product.applyUrl) return coded('01', null, WORDS[lang].fullToday);
      return coded('00', { url: product.applyUrl });
    }),

    http.post(at('/indah/v3/product/detail'), async ({ request }) => {
      const params = await paramsOf(request);
      const lang = langOf(params);
      const product = productById(params.productId);
      if (!product) return coded('01', null, WORDS[lang].notFound);
      return coded('00', { ...listItem(product, lang, marketOf(params)), terms: termRows(product, lang, marketOf(params)) });
    }),

    http.post(at('/v3/loan-confirm/loan-detail-confirm'), async ({ request }) => {
      const params = await paramsOf(request);
      const lang = langOf(params);
      const product = productById(params.productId);
      const offer = OFFERS[params.productId ?? ''];
      if (!product || !offer) return noOffer(product, lang);
      return v3(confirmData(product, offer, lang, marketOf(params), new Date()));
    }),

    http.post(at('/v3/contract/contract'), async ({ request }) => {
      const params = await paramsOf(request);
      const agreements = AGREEMENTS[params.productId ?? ''];
      if (!agreements) return noOffer(productById(params.productId), langOf(params));
      return v3(agreements.map((agreement) => ({ title: agreement.title[langOf(params)] })));
    }),

    http.post(at('/v3/contract/contract-jump'), async ({ request }) => {
      const params = await paramsOf(request);
      const agreement = AGREEMENTS[params.productId ?? '']?.[Number(params.position)];
      if (!agreement || !/^\d+$/.test(params.position ?? '')) return v3Failure(WORDS[langOf(params)].noAgreement, '01');
      return v3({ contract_url: `/demo/contracts/${agreement.slug}.html` });
    }),

    http.post(at('/v3/loan-confirm/loan-detail-push'), async ({ request }) => {
      const params = await paramsOf(request);
      record('loanDetailPush', params);
      const lang = langOf(params);
      const market = marketOf(params);
      const product = productById(params.productId);
      const offer = OFFERS[params.productId ?? ''];
      if (!product || !offer) return noOffer(product, lang);
      const figures = [params.amount, params.periods, params.termUnit].map((value) => (/^\d+$/.test(value ?? '') ? Number(value) : Number.NaN));
      if (figures[0] !== offer.amount[market] || figures[1] !== offer.periods || figures[2] !== offer.termUnit) return v3Failure(WORDS[lang].changed, '01');
      const orderId = String((state.lastOrderNo += 1));
      const today = new Date();
      const termDays = offer.periods * offer.termUnit;
      const order: DemoOrder = {
        orderId,
        productId: String(product.id),
        productName: product.productName,
        productLogo: product.productLogo,
        orderStatus: 21,
        status: UNDER_REVIEW.status,
        description: UNDER_REVIEW.description,
        principal: minorRupiahOf(offer.amount[market], market),
        termDays,
        applyDate: isoDate(today),
        dueDate: isoDate(today, termDays),
        isDelay: '0',
        isScore: '0',
        h5Url: '',
        telephone: '',
      };
      borrowerState(state, params).orders.set(orderId, order);
      return v3({ lendDetailsUrl: `/loanDetails?productId=${product.id}&orderId=${orderId}` });
    }),

    http.post(at('/v3/order/order-list'), async ({ request }) => {
      const params = await paramsOf(request);
      const lang = langOf(params);
      const all = [...borrowerState(state, params).orders.values()];
      // Newest first: the loans confirmed during the demo (latest first), then the seed by application date.
      const confirmed = all.filter((order) => !state.orders.has(order.orderId)).reverse();
      const seeded = all.filter((order) => state.orders.has(order.orderId)).sort((a, b) => b.applyDate.localeCompare(a.applyDate));
      return v3(
        [...confirmed, ...seeded].map((order) => ({
          orderId: order.orderId,
          productId: order.productId,
          productName: order.productName,
          productLogo: order.productLogo,
          orderStatus: order.orderStatus,
          statusText: order.status[lang],
          amount: principalText(order.principal, marketOf(params)),
          applyDate: order.applyDate,
          dueDate: order.dueDate,
        })),
      );
    }),

    http.post(at('/indah/stand/targeted'), async ({ request }) => {
      const params = await paramsOf(request);
      record('standTargeted', params);
      const lang = langOf(params);
      const market = marketOf(params);
      // The login-failure list names the logo and name icon and name (CONTRACT §7); the rest is as on loan details.
      const field = LOGIN_FAILURE_PRODUCTS.map((id) => {
        const { productLogo, productName, ...rest } = loanDetailsItem(productById(id)!, lang, market);
        return { icon: productLogo, name: productName, ...rest };
      });
      return stand({ transferring: WORDS[lang].loginNotice, methods: WORDS[lang].loginTitle, field });
    }),

    http.post(at('/indah/stand/necessity'), async ({ request }) => {
      record('standNecessity', await paramsOf(request));
      return stand(null);
    }),

    http.post(at('/indah/stand/joint'), async ({ request }) => {
      const params = await paramsOf(request);
      record('standJoint', params);
      const lang = langOf(params);
      const product = productById(params.allow);
      if (!product) return stand(null, '1', WORDS[lang].notFound);
      if (!product.open) return stand(null, '1', WORDS[lang].fullToday);
      return stand({ continually: product.partnerUrl ?? `/product?productId=${product.id}` });
    }),

    http.post(at('/gopia/goya/define'), async ({ request }) => {
      const params = await paramsOf(request);
      record('define', params);
      const product = productById(params.productId || params.id);
      if (!product) return define(null, '01', WORDS[langOf(params)].notFound);
      return define({ technique: `/product?productId=${product.id}` });
    }),
  ];
}
