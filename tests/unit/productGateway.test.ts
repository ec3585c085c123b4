/**
 * The demo gateway's product and login-failure calls, driven through the real gateway client with each call's compiled
 * reply validator (demoGatewayCalls.ts): the recommended list, applying, the product page, stand/* and define; links
 * per product, both languages and the refusals.
 */
import { describe, expect, it } from 'vitest';
import { decideLink } from '../../renderer/runtime/links/safeLink.ts';
import { EN, ID, PAGE, TRUSTED, data, setUpDemoGateway } from './demoGatewayCalls.ts';

const { send, events } = setUpDemoGateway();

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
