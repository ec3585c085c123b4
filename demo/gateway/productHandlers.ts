/**
 * Recommended products, applying, the product page, loan confirmation, the borrower's orders and
 * the login-failure screen in the demo gateway (SPEC §7). Stateful per borrower: a confirmed loan
 * (loan-detail-push) becomes a new order under review that the order list and loan details show.
 */
import { idempotent } from './idempotency.ts';
import { http, type HttpHandler } from 'msw';
import { DEMO_ORDERS, type DemoOrder } from './fixtures.ts';
import { OFFERS, confirmData } from './offerData.ts';
import {
  AGREEMENTS,
  PRODUCTS,
  WORDS,
  isoDate,
  langOf,
  listItem,
  loanDetailsItem,
  marketOf,
  minorRupiahOf,
  principalText,
  productById,
  termRows,
  type DemoProduct,
  type Lang,
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

/** Why a product has no offer: unknown, or known without one. */
const noOffer = (product: DemoProduct | undefined, lang: Lang) =>
  v3Failure(product ? WORDS[lang].noOffer : WORDS[lang].notFound, '01');

/** Notes a call and what it sent in state.events, where the tests look for it. */
function record(state: GatewayState, call: string, params: Params): void {
  state.events.push({ call, params });
}

/** The recommended products, applying for one, and the product page. */
function productPageHandlers(state: GatewayState, { at, paramsOf }: Options): HttpHandler[] {
  return [
    http.post(at('/indah/v3/product/recommend-product-list'), async ({ request }) => {
      const params = await paramsOf(request);
      // Scene 'full' is the day everything is taken: the empty state.
      if (params.scene === 'full') return coded('00', []);
      return coded(
        '00',
        PRODUCTS.map((product) => listItem(product, langOf(params), marketOf(params))),
      );
    }),

    http.post(at('/indah/pageEvent/save'), async ({ request }) => {
      record(state, 'pageEventSave', await paramsOf(request));
      return coded('00', null);
    }),

    http.post(at('/indah/v3/product/apply'), async ({ request }) => {
      const params = await paramsOf(request);
      record(state, 'productApply', params);
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
      return coded('00', {
        ...listItem(product, lang, marketOf(params)),
        terms: termRows(product, lang, marketOf(params)),
      });
    }),
  ];
}

/** Loan confirmation: the offer, its agreements, and confirming it, which makes an order under review. */
function loanConfirmHandlers(state: GatewayState, { at, paramsOf }: Options): HttpHandler[] {
  return [
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

    http.post(
      at('/v3/loan-confirm/loan-detail-push'),
      idempotent(state, async ({ request }) => {
        const params = await paramsOf(request);
        record(state, 'loanDetailPush', params);
        const lang = langOf(params);
        const market = marketOf(params);
        const product = productById(params.productId);
        const offer = OFFERS[params.productId ?? ''];
        if (!product || !offer) return noOffer(product, lang);
        const figures = [params.amount, params.periods, params.termUnit].map((value) =>
          /^\d+$/.test(value ?? '') ? Number(value) : Number.NaN,
        );
        if (figures[0] !== offer.amount[market] || figures[1] !== offer.periods || figures[2] !== offer.termUnit)
          return v3Failure(WORDS[lang].changed, '01');
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
    ),
  ];
}

/** The borrower's orders. */
function orderListHandlers(state: GatewayState, { at, paramsOf }: Options): HttpHandler[] {
  return [
    http.post(at('/v3/order/order-list'), async ({ request }) => {
      const params = await paramsOf(request);
      const lang = langOf(params);
      const all = [...borrowerState(state, params).orders.values()];
      // Newest first: the loans confirmed during the demo (latest first), then the seed by application date.
      const confirmed = all.filter((order) => !state.orders.has(order.orderId)).reverse();
      const seeded = all
        .filter((order) => state.orders.has(order.orderId))
        .sort((a, b) => b.applyDate.localeCompare(a.applyDate));
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
  ];
}

/** The login-failure screen's list (stand) and where its links lead (stand, define). */
function loginFailureHandlers(state: GatewayState, { at, paramsOf }: Options): HttpHandler[] {
  return [
    http.post(at('/indah/stand/targeted'), async ({ request }) => {
      const params = await paramsOf(request);
      record(state, 'standTargeted', params);
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
      record(state, 'standNecessity', await paramsOf(request));
      return stand(null);
    }),

    http.post(at('/indah/stand/joint'), async ({ request }) => {
      const params = await paramsOf(request);
      record(state, 'standJoint', params);
      const lang = langOf(params);
      const product = productById(params.allow);
      if (!product) return stand(null, '1', WORDS[lang].notFound);
      if (!product.open) return stand(null, '1', WORDS[lang].fullToday);
      return stand({ continually: product.partnerUrl ?? `/product?productId=${product.id}` });
    }),

    http.post(at('/gopia/goya/define'), async ({ request }) => {
      const params = await paramsOf(request);
      record(state, 'define', params);
      const product = productById(params.productId || params.id);
      if (!product) return define(null, '01', WORDS[langOf(params)].notFound);
      return define({ technique: `/product?productId=${product.id}` });
    }),
  ];
}

export function productHandlers(state: GatewayState, options: Options): HttpHandler[] {
  return [
    ...productPageHandlers(state, options),
    ...loanConfirmHandlers(state, options),
    ...orderListHandlers(state, options),
    ...loginFailureHandlers(state, options),
  ];
}
