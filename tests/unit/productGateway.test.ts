/**
 * The demo gateway's product, loan-confirm, order and login-failure calls, driven through the real
 * gateway client with each call's compiled reply validator: every success must pass the catalogue
 * schema (a bad payload rejects as 'shape'), links per product, both languages, the refusals, and
 * the stateful path loan-detail-push → order list → loan details.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import catalogue from '../../schemas/calls.json';
import { createAjv } from '../../renderer/toolchain/project/ajv.ts';
import type { CallDef } from '../../renderer/contract/callSchema.ts';
import type { CallParams, CompiledCall, Reply } from '../../renderer/contract/gateway.ts';
import { createGateway } from '../../renderer/runtime/gateway/client.ts';
import type { LaunchParams } from '../../renderer/contract/launch.ts';
import { decideLink } from '../../renderer/runtime/links/safeLink.ts';
import { createGatewayState, createHandlers, type GatewayState } from '../../demo/gateway/index.ts';

const defs = catalogue.calls as unknown as Record<string, CallDef>;
const compiledCalls = new Map<string, CompiledCall>();
function compiled(id: string): CompiledCall {
  let call = compiledCalls.get(id);
  if (!call) {
    const def = defs[id];
    if (!def) throw new Error(`no call ${id} in the catalogue`);
    const validate = def.reply ? createAjv().compile(def.reply) : undefined;
    call = { ...def, id, ...(validate ? { validate: (data: unknown) => validate(data) } : {}) };
    compiledCalls.set(id, call);
  }
  return call;
}

const PAGE = 'http://localhost:3000';
const TRUSTED = 'https://pay.kilatdana.example';
const EN: LaunchParams = {
  token: 'borrower-en',
  deviceId: 'device-en',
  languageType: '0',
  influence: 'campaign-7',
  approaches: '3',
};
const ID: LaunchParams = { token: 'borrower-id', deviceId: 'device-id', languageType: '1' };

let state: GatewayState = createGatewayState();
const server = setupServer(...createHandlers(state, { base: '/gateway' }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  state = createGatewayState();
  server.resetHandlers(...createHandlers(state, { base: '/gateway' }));
  vi.useRealTimers();
});
afterAll(() => server.close());

/** Sends one call as the app would; a success that failed its reply schema would reject here. */
function send(id: string, params: CallParams, launch: LaunchParams = EN): Promise<Reply> {
  const gateway = createGateway({
    base: '/gateway',
    headers: {},
    trustedOrigins: [TRUSTED],
    pageOrigin: PAGE,
    launch: () => launch,
  });
  return gateway.send(compiled(id), params);
}
const data = <T>(reply: Reply): T => {
  expect(reply.ok, reply.message).toBe(true);
  return reply.data as T;
};
const events = (call: string) => state.events.filter((event) => event.call === call).map((event) => event.params);

interface ListItem {
  id: number;
  productName: string;
  amountRange: string;
  amountRangeDes: string;
  loan_rate: string;
  productTags: string[];
  buttonStatus: number;
  buttonText: string;
}

describe('recommended products, applying and the product page', () => {
  it('lists five products in rupees and English, one of them full', async () => {
    const list = data<ListItem[]>(await send('recommendProductList', { scene: 'banner_jingzhun' }));
    expect(list.map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
    expect(list[0]).toMatchObject({
      productName: 'Dana Kilat',
      amountRange: '₹ 2,000 - ₹ 40,000',
      amountRangeDes: 'Loan amount',
      loan_rate: '0.05%/day',
    });
    expect(list.map((item) => item.buttonStatus)).toEqual([1, 1, 1, 1, 0]);
    expect(list.map((item) => item.buttonText)).toEqual(['Apply', 'Apply', 'Apply', 'Apply', 'Full today']);
    // Tags beyond the first two cards exist, so the page's two-card rule has something to hide.
    expect(list.slice(0, 4).every((item) => item.productTags.length >= 2)).toBe(true);
  });

  it('speaks Indonesian with rupiah for languageType 1', async () => {
    const list = data<ListItem[]>(await send('recommendProductList', { scene: 'x' }, ID));
    expect(list[0]).toMatchObject({
      amountRange: 'Rp 1.000.000 - Rp 8.000.000',
      amountRangeDes: 'Jumlah pinjaman',
      loan_rate: '0,05%/hari',
      buttonText: 'Ajukan',
    });
    expect(list[4]!.buttonText).toBe('Penuh hari ini');
    expect(list[1]!.amountRange).toBe('Rp 2.000.000 - Rp 15.000.000');
  });

  it("scene 'full' is the empty list", async () => {
    expect(data(await send('recommendProductList', { scene: 'full' }))).toEqual([]);
  });

  it('apply: the confirmation for 1, 2 and 4, the app store for 3, refusals for the full and unknown ones; every apply recorded', async () => {
    const apply = (product_id: string, launch = EN) =>
      send('productApply', { product_id, module_id: 300, scene: 'banner' }, launch);
    for (const id of ['1', '2', '4']) expect(data(await apply(id))).toEqual({ url: `/loanConfirm?productId=${id}` });
    expect(data(await apply('3'))).toEqual({ url: 'market://details?id=com.example.pinjammudah' });
    expect(await apply('5')).toMatchObject({ ok: false, code: '01', message: 'This product is full today' });
    expect(await apply('99')).toMatchObject({ ok: false, code: '01', message: 'Product not found' });
    expect(await apply('5', ID)).toMatchObject({ ok: false, message: 'Produk ini sudah penuh hari ini' });
    expect(await apply('99', ID)).toMatchObject({ ok: false, message: 'Produk tidak ditemukan' });
    expect(events('productApply').map((params) => [params.product_id, params.module_id])).toEqual([
      ['1', '300'],
      ['2', '300'],
      ['4', '300'],
      ['3', '300'],
      ['5', '300'],
      ['99', '300'],
      ['5', '300'],
      ['99', '300'],
    ]);
  });

  it('pageEvent/save answers 00 and records the event', async () => {
    expect(await send('pageEventSave', { productId: 2, moduleId: 301, positionId: 1 })).toMatchObject({
      ok: true,
      code: '00',
    });
    expect(events('pageEventSave')).toEqual([
      expect.objectContaining({ productId: '2', moduleId: '301', positionId: '1' }),
    ]);
  });

  it('product detail: the list fields plus the terms; unknown is refused', async () => {
    const detail = data<ListItem & { terms: { title: string; value: string }[] }>(
      await send('productDetail', { productId: 2 }),
    );
    expect(detail).toMatchObject({
      id: 2,
      productName: 'Cepat Cair',
      amountRange: '₹ 5,000 - ₹ 80,000',
      buttonStatus: 1,
    });
    expect(detail.terms).toEqual(
      expect.arrayContaining([
        { title: 'Loan term', value: '91 - 180 days' },
        { title: 'Interest', value: '0.04%/day' },
      ]),
    );
    expect(detail.terms.map((row) => row.title)).toEqual([
      'Loan amount',
      'Loan term',
      'Interest',
      'Service fee',
      'Disbursement',
      'Who can apply',
    ]);
    const idDetail = data<{ terms: { title: string; value: string }[] }>(
      await send('productDetail', { productId: 2 }, ID),
    );
    expect(idDetail.terms[1]).toEqual({ title: 'Jangka waktu', value: '91 - 180 hari' });
    expect(await send('productDetail', { productId: 42 })).toMatchObject({
      ok: false,
      code: '01',
      message: 'Product not found',
    });
  });
});

interface Confirm {
  amount: number;
  periods: number;
  termUnit: number;
  details: { title: string; value: string }[];
  repay_plans: { title: string; amount: number; description: string; pay_time: string }[];
  firstPayTime: string;
  popAgreementUrl: string;
  isPopType: number;
}

describe('loan confirmation and agreements', () => {
  const today = () => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T08:00:00Z') });

  it('product 1 in rupees: the plan adds up to principal, interest and the service fee, as the detail lines say', async () => {
    today();
    const offer = data<Confirm>(await send('loanDetailConfirm', { productId: 1 }));
    expect(offer).toMatchObject({
      amount: 15_000,
      periods: 3,
      termUnit: 31,
      firstPayTime: '2026-12-23',
      popAgreementUrl: '',
      isPopType: 0,
    });
    expect(offer.repay_plans.map((plan) => [plan.title, plan.amount, plan.pay_time])).toEqual([
      ['Period 1', 5_633, '2026-12-23'],
      ['Period 2', 5_633, '2027-01-23'],
      ['Period 3', 5_633, '2027-02-23'],
    ]);
    expect(offer.repay_plans[0]!.description).toBe('Principal ₹ 5,000 + interest ₹ 233 + fee ₹ 400');
    const row = (title: string) => offer.details.find((line) => line.title === title)?.value;
    expect(row('Total interest')).toBe('₹ 699');
    expect(row('Total repayment')).toBe('₹ 16,899');
    expect(offer.repay_plans.reduce((sum, plan) => sum + plan.amount, 0)).toBe(16_899);
    expect(row('Service fee (8%)')).toBe('₹ 1,200');
    expect(row('Received amount')).toBe('₹ 15,000');
    expect(row('First repayment date')).toBe('2026-12-23');
  });

  it('product 2 in rupiah carries the agreement popup; product 4 has its own figures', async () => {
    const two = data<Confirm>(await send('loanDetailConfirm', { productId: 2 }, ID));
    expect(two).toMatchObject({
      amount: 5_000_000,
      periods: 4,
      termUnit: 30,
      isPopType: 1,
      popAgreementUrl: '/demo/contracts/loan-agreement.html',
    });
    expect(two.repay_plans[0]).toMatchObject({
      title: 'Periode 1',
      amount: 1_335_000,
      description: 'Pokok Rp 1.250.000 + bunga Rp 60.000 + biaya Rp 25.000',
    });
    expect(two.repay_plans.reduce((sum, plan) => sum + plan.amount, 0)).toBe(5_340_000);
    const four = data<Confirm>(await send('loanDetailConfirm', { productId: 4 }));
    expect(four).toMatchObject({ amount: 30_000, periods: 6, termUnit: 30, popAgreementUrl: '' });
  });

  it('products without an offer are refused with a message', async () => {
    expect(await send('loanDetailConfirm', { productId: 3 })).toMatchObject({
      ok: false,
      message: 'No loan offer is available for this product right now',
    });
    expect(await send('loanDetailConfirm', { productId: 77 }, ID)).toMatchObject({
      ok: false,
      message: 'Produk tidak ditemukan',
    });
  });

  it('agreement titles per product and language, each position opening its own static page', async () => {
    expect(data(await send('contractList', { productId: 2, scene: 3 }))).toEqual([
      { title: 'Loan agreement' },
      { title: 'Privacy authorisation' },
      { title: 'Repayment authorisation' },
    ]);
    expect(data(await send('contractList', { productId: 1, scene: 3 }, ID))).toEqual([
      { title: 'Perjanjian pinjaman' },
      { title: 'Otorisasi privasi' },
    ]);
    const urls = [];
    for (const position of [0, 1, 2])
      urls.push(
        data<{ contract_url: string }>(await send('contractJump', { productId: 2, scene: 3, position, orderId: '' }))
          .contract_url,
      );
    expect(urls).toEqual([
      '/demo/contracts/loan-agreement.html',
      '/demo/contracts/privacy-authorisation.html',
      '/demo/contracts/repayment-authorisation.html',
    ]);
    for (const url of urls) {
      const file = join(process.cwd(), 'public', url);
      expect(existsSync(file), url).toBe(true);
      const html = readFileSync(file, 'utf8');
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toContain('name="viewport"');
      expect(html).not.toMatch(/<script/i);
    }
    expect(await send('contractJump', { productId: 1, scene: 3, position: 2 })).toMatchObject({
      ok: false,
      message: 'Agreement not found',
    });
  });
});

interface OrderItem {
  orderId: string;
  productId: string;
  orderStatus: number;
  statusText: string;
  amount: string;
  applyDate: string;
  dueDate: string;
}

describe('confirming a loan makes an order', () => {
  it('push with the offer figures: a new order under review, newest first in the list, shown by loan details', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T08:00:00Z') });
    const first = data<{ lendDetailsUrl: string }>(
      await send('loanDetailPush', { amount: 15_000, periods: 3, termUnit: 31, productId: 1 }),
    );
    expect(first.lendDetailsUrl).toBe('/loanDetails?productId=1&orderId=20001');
    const second = data<{ lendDetailsUrl: string }>(
      await send('loanDetailPush', { amount: 30_000, periods: 6, termUnit: 30, productId: 4 }),
    );
    expect(second.lendDetailsUrl).toBe('/loanDetails?productId=4&orderId=20002');
    expect(events('loanDetailPush')).toHaveLength(2);

    const orders = data<OrderItem[]>(await send('orderList', {}));
    expect(orders.slice(0, 3).map((order) => order.orderId)).toEqual(['20002', '20001', '10021']);
    expect(orders).toHaveLength(12);
    expect(orders[1]).toEqual(
      expect.objectContaining({
        productId: '1',
        orderStatus: 21,
        statusText: 'Under review',
        amount: '₹ 15,000.00',
        applyDate: '2026-11-22',
        dueDate: '2027-02-23',
      }),
    );

    const details = data<{
      orderStatus: number;
      productName: string;
      userOrderDetail: { detail: { text: string; value: string }[] };
    }>(await send('loanDetails', { productId: 1, orderId: '20001' }));
    expect(details).toMatchObject({ orderStatus: 21, productName: 'Dana Kilat' });
    expect(details.userOrderDetail.detail).toEqual(
      expect.arrayContaining([
        { text: 'Loan amount', value: '₹ 15,000.00' },
        { text: 'Loan term', value: '93 days' },
        { text: 'Order number', value: '20001' },
      ]),
    );

    // Another borrower does not see it; the same borrower in Indonesian sees it in rupiah.
    expect(data<OrderItem[]>(await send('orderList', {}, ID)).map((order) => order.orderId)).not.toContain('20001');
  });

  it('rupiah push; figures that differ from the offer and products without one are refused', async () => {
    expect(
      data(await send('loanDetailPush', { amount: 3_000_000, periods: 3, termUnit: 31, productId: 1 }, ID)),
    ).toEqual({ lendDetailsUrl: '/loanDetails?productId=1&orderId=20001' });
    const [newest] = data<OrderItem[]>(await send('orderList', {}, ID));
    expect(newest).toMatchObject({ orderId: '20001', statusText: 'Sedang ditinjau', amount: 'Rp 3.000.000,00' });
    expect(await send('loanDetailPush', { amount: 16_000, periods: 3, termUnit: 31, productId: 1 })).toMatchObject({
      ok: false,
      message: 'The offer has changed, please reload',
    });
    expect(await send('loanDetailPush', { amount: 15_000, periods: 3, termUnit: 31, productId: 1 }, ID)).toMatchObject({
      ok: false,
      message: 'Penawaran telah berubah, silakan muat ulang',
    });
    expect(await send('loanDetailPush', { amount: 15_000, periods: 3, productId: 1 })).toMatchObject({ ok: false });
    expect(await send('loanDetailPush', { amount: 15_000, periods: 3, termUnit: 31, productId: 5 })).toMatchObject({
      ok: false,
      message: 'No loan offer is available for this product right now',
    });
    expect(
      data<OrderItem[]>(await send('orderList', {}, ID)).filter((order) => order.orderId.startsWith('2')),
    ).toHaveLength(1);
  });

  it('the order list follows a repayment: paid in full, the order shows as repaid', async () => {
    const before = data<OrderItem[]>(await send('orderList', {})).find((order) => order.orderId === '10170');
    expect(before).toMatchObject({ orderStatus: 170, statusText: 'Disbursed', amount: '₹ 6,000.00' });
    const way = data<{ repayToken: string }>(await send('repaymentWay', { orderId: '10170' }));
    const plan = data<{ repayPlanDetail: { repayWaitDetail: { totalAmount: number }[] } }>(
      await send('loanPlayDetail', { productId: 3, orderId: '10170' }),
    );
    const owed = plan.repayPlanDetail.repayWaitDetail.reduce((sum, period) => sum + period.totalAmount, 0);
    const commit = {
      amount: owed,
      bankName: 'Mandiri',
      cardId: 2,
      cardNo: '6222 **** **** 5678',
      couponId: null,
      orderId: '10170',
      repayToken: way.repayToken,
      bankCode: 'MANDIRI',
      sendMsg: 0,
    };
    expect(data(await send('repaymentCommit', commit))).toMatchObject({ needValid: 0 });
    const after = data<OrderItem[]>(await send('orderList', {})).find((order) => order.orderId === '10170');
    expect(after).toMatchObject({ orderStatus: 200, statusText: 'Repaid' });
  });
});

interface LoginFailure {
  noticeTitle: string;
  noticeBottomText: string;
  products: {
    id: number;
    name: string;
    buttonText: string;
    range: string;
    rateText: string;
    enabled: string;
    icon: string;
  }[];
}

describe('login failure (stand/*) and the loan-details product tap (define)', () => {
  it('targeted: title, notice and four products (one disabled) in the scrambled envelope, recorded with the tracking query', async () => {
    const reply = await send('standTargeted', { allow: '3' });
    expect(reply.raw).toMatchObject({
      interconnected: '0',
      competence: { methods: 'Login failed', transferring: expect.any(String), field: expect.any(Array) },
    });
    const page = data<LoginFailure>(reply);
    expect(page.noticeTitle).toBe('Login failed');
    expect(page.noticeBottomText).toBe('Your application could not be completed. Try one of our partners below.');
    expect(page.products.map((product) => [product.id, product.enabled])).toEqual([
      [1, '1'],
      [3, '1'],
      [4, '1'],
      [5, '0'],
    ]);
    expect(page.products[0]).toMatchObject({
      name: 'Dana Kilat',
      icon: '/demo/product-1.svg',
      range: '₹ 2,000 - ₹ 40,000',
      rateText: '0.05%/day',
      buttonText: 'Apply',
    });
    expect(events('standTargeted')).toEqual([
      expect.objectContaining({ allow: '3', influence: 'campaign-7', approaches: '3' }),
    ]);
    const id = data<LoginFailure>(await send('standTargeted', { allow: '3' }, ID));
    expect(id).toMatchObject({
      noticeTitle: 'Gagal masuk',
      noticeBottomText: 'Pengajuan Anda tidak dapat diselesaikan. Coba salah satu mitra kami di bawah ini.',
    });
    expect(id.products[3]!.buttonText).toBe('Penuh hari ini');
  });

  it('joint: an app page, a host link and a trusted web page; the full and unknown products are refused', async () => {
    const link = async (allow: string) => data<{ link: string }>(await send('standJoint', { allow })).link;
    const ctx = {
      pageOrigin: PAGE,
      appPaths: ['/product'],
      trustedOrigins: [TRUSTED],
      partnerOrigins: [],
      hostSchemes: ['market:'],
      inHost: false,
      launch: EN,
      pageQuery: {},
    };
    const one = decideLink(await link('1'), 'tracking', ctx);
    expect(one).toMatchObject({ kind: 'web', sameOrigin: true });
    expect(one.kind === 'web' && new URL(one.href).pathname + new URL(one.href).searchParams.get('productId')).toBe(
      '/product1',
    );
    expect(decideLink(await link('3'), 'tracking', ctx)).toEqual({
      kind: 'host',
      url: 'market://details?id=com.example.pinjammudah',
    });
    expect(await link('4')).toBe('https://pay.kilatdana.example/partner/apply');
    expect(decideLink(await link('4'), 'tracking', ctx)).toMatchObject({ kind: 'web', sameOrigin: false });
    expect(await send('standJoint', { allow: '5' })).toMatchObject({
      ok: false,
      code: '1',
      message: 'This product is full today',
    });
    expect(await send('standJoint', { allow: '9' }, ID)).toMatchObject({
      ok: false,
      code: '1',
      message: 'Produk tidak ditemukan',
    });
    expect(events('standJoint').map((params) => params.allow)).toEqual(['1', '3', '4', '4', '5', '9']);
  });

  it('necessity answers 0 and records the product open', async () => {
    expect(await send('standNecessity', { approaches: '4', additionally: 18, movement: 2 })).toMatchObject({
      ok: true,
      code: '0',
    });
    expect(events('standNecessity')).toEqual([
      expect.objectContaining({ approaches: '4', additionally: '18', movement: '2' }),
    ]);
  });

  it("define: the product's page for a known product, quietly '01' with the alteration message otherwise", async () => {
    expect(data(await send('define', { productId: 2 }))).toEqual({ link: '/product?productId=2' });
    expect(await send('define', { productId: 404 })).toMatchObject({
      ok: false,
      code: '01',
      message: 'Product not found',
    });
    expect(await send('define', { productId: 404 }, ID)).toMatchObject({
      ok: false,
      message: 'Produk tidak ditemukan',
    });
  });
});
