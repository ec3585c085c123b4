/**
 * Seeded product data of the demo gateway (SPEC §3 recommended product): five products, their
 * words and terms, and the agreements of the three with a loan offer (the offers: offerData.ts).
 * Amounts are whole units of the market's currency (rupiah for languageType 1, else rupees); texts
 * come in both market languages.
 */
import type { MarketKey } from '../../renderer/contract/language.ts';
import { formatMinor, formatUnits } from '../../renderer/runtime/money/money.ts';
import type { Texts } from './fixtures.ts';

export type Lang = keyof Texts;
type Params = Record<string, string>;

export const langOf = (params: Params): Lang => (params.languageType === '1' ? 'id' : 'en');
export const marketOf = (params: Params): MarketKey => (params.languageType === '1' ? 'id' : 'in');
export const say = (params: Params, en: string, id: string): string => (params.languageType === '1' ? id : en);

/** A loan principal kept in minor rupiah (DemoOrder.principal) as loan details and the order list show it. */
export function principalText(minorRupiah: number, market: MarketKey): string {
  // One set of fixtures serves both markets: rupee amounts are the rupiah ones scaled into range.
  return market === 'id'
    ? `Rp ${formatMinor(minorRupiah, 'id')}`
    : `₹ ${formatMinor(Math.round(minorRupiah / 200), 'in')}`;
}

/** Whole units of the market's currency back to DemoOrder's minor rupiah (the inverse of the scaling above). */
export const minorRupiahOf = (units: number, market: MarketKey): number =>
  market === 'id' ? units * 100 : units * 200 * 100;

export const units = (amount: number, market: MarketKey): string =>
  formatUnits(amount, market === 'id' ? 'IDR' : 'INR');

export interface DemoProduct {
  id: number;
  productName: string;
  productLogo: string;
  range: Record<MarketKey, [number, number]>;
  /** Daily rate in thousandths of a percent: 50 is 0.05%/day. */
  rate: number;
  termDays: [number, number];
  description: Texts;
  tags: { en: string[]; id: string[] };
  /** buttonStatus: false when the product is full today. */
  open: boolean;
  /** Where applying leads (products without one are full). */
  applyUrl?: string;
  /** Where the login-failure screen and loan details send the borrower (default: the product page). */
  partnerUrl?: string;
}

const logo = (id: number) => `/demo/product-${((id - 1) % 4) + 1}.svg`;
const CONFIRM = (id: number) => `/loanConfirm?productId=${id}`;
export const PINJAM_MUDAH_STORE = 'market://details?id=com.example.pinjammudah';
export const PARTNER_WEB = 'https://pay.kilatdana.example/partner/apply';

export const PRODUCTS: readonly DemoProduct[] = [
  {
    id: 1,
    productName: 'Dana Kilat',
    productLogo: logo(1),
    range: { id: [1_000_000, 8_000_000], in: [2_000, 40_000] },
    rate: 50,
    termDays: [91, 120],
    description: { en: 'Money in your account within 2 hours.', id: 'Dana cair dalam 2 jam.' },
    tags: { en: ['Fast approval', 'Low interest'], id: ['Cepat disetujui', 'Bunga rendah'] },
    open: true,
    applyUrl: CONFIRM(1),
  },
  {
    id: 2,
    productName: 'Cepat Cair',
    productLogo: logo(2),
    range: { id: [2_000_000, 15_000_000], in: [5_000, 80_000] },
    rate: 40,
    termDays: [91, 180],
    description: {
      en: 'Bigger loans with up to 180 days to repay.',
      id: 'Pinjaman lebih besar dengan tenor hingga 180 hari.',
    },
    tags: { en: ['High limit', 'Long term', 'Popular'], id: ['Limit tinggi', 'Tenor panjang', 'Populer'] },
    open: true,
    applyUrl: CONFIRM(2),
  },
  {
    id: 3,
    productName: 'Pinjam Mudah',
    productLogo: logo(3),
    range: { id: [1_000_000, 5_000_000], in: [2_000, 25_000] },
    rate: 60,
    termDays: [91, 150],
    description: { en: 'Apply in the Pinjam Mudah app.', id: 'Ajukan di aplikasi Pinjam Mudah.' },
    tags: { en: ['New users', 'Easy requirements'], id: ['Pengguna baru', 'Syarat mudah'] },
    open: true,
    applyUrl: PINJAM_MUDAH_STORE,
    partnerUrl: PINJAM_MUDAH_STORE,
  },
  {
    id: 4,
    productName: 'Dana Prima',
    productLogo: logo(4),
    range: { id: [3_000_000, 12_000_000], in: [10_000, 60_000] },
    rate: 45,
    termDays: [120, 365],
    description: { en: 'Flexible terms for repeat borrowers.', id: 'Tenor fleksibel untuk peminjam setia.' },
    tags: { en: ['Flexible term', 'Trusted lender'], id: ['Tenor fleksibel', 'Pemberi pinjaman terpercaya'] },
    open: true,
    applyUrl: CONFIRM(4),
    partnerUrl: PARTNER_WEB,
  },
  {
    id: 5,
    productName: 'Kredit Pintar',
    productLogo: logo(5),
    range: { id: [1_000_000, 6_000_000], in: [2_000, 30_000] },
    rate: 50,
    termDays: [91, 120],
    description: {
      en: 'Limited daily quota; new places open every morning.',
      id: 'Kuota harian terbatas; dibuka lagi setiap pagi.',
    },
    tags: { en: [], id: [] },
    open: false,
  },
];

export const productById = (id: string | undefined): DemoProduct | undefined =>
  PRODUCTS.find((product) => String(product.id) === (id ?? '').trim());

export const WORDS = {
  en: {
    rangeDes: 'Loan amount',
    apply: 'Apply',
    full: 'Full today',
    perDay: 'day',
    days: 'days',
    notFound: 'Product not found',
    fullToday: 'This product is full today',
    noOffer: 'No loan offer is available for this product right now',
    changed: 'The offer has changed, please reload',
    noAgreement: 'Agreement not found',
    loginTitle: 'Login failed',
    loginNotice: 'Your application could not be completed. Try one of our partners below.',
  },
  id: {
    rangeDes: 'Jumlah pinjaman',
    apply: 'Ajukan',
    full: 'Penuh hari ini',
    perDay: 'hari',
    days: 'hari',
    notFound: 'Produk tidak ditemukan',
    fullToday: 'Produk ini sudah penuh hari ini',
    noOffer: 'Belum ada penawaran pinjaman untuk produk ini',
    changed: 'Penawaran telah berubah, silakan muat ulang',
    noAgreement: 'Perjanjian tidak ditemukan',
    loginTitle: 'Gagal masuk',
    loginNotice: 'Pengajuan Anda tidak dapat diselesaikan. Coba salah satu mitra kami di bawah ini.',
  },
} as const;

/** '0.05%/day', '0,05%/hari'. */
export function rateText(product: DemoProduct, lang: Lang): string {
  const percent = String(product.rate / 1000);
  return `${lang === 'id' ? percent.replace('.', ',') : percent}%/${WORDS[lang].perDay}`;
}

export const rangeText = (product: DemoProduct, market: MarketKey): string =>
  product.range[market].map((amount) => units(amount, market)).join(' - ');

/** A product as the recommend list (and the product page) shows it. */
export function listItem(product: DemoProduct, lang: Lang, market: MarketKey) {
  return {
    id: product.id,
    productLogo: product.productLogo,
    productName: product.productName,
    amountRange: rangeText(product, market),
    amountRangeDes: WORDS[lang].rangeDes,
    loan_rate: rateText(product, lang),
    productDesc: product.description[lang],
    productTags: product.tags[lang],
    buttonStatus: product.open ? 1 : 0,
    buttonText: product.open ? WORDS[lang].apply : WORDS[lang].full,
  };
}

/** A product as loan details lists it (recProducts; shown only where a deployment turns them on). */
export function loanDetailsItem(product: DemoProduct, lang: Lang, market: MarketKey) {
  return {
    id: product.id,
    productLogo: product.productLogo,
    productName: product.productName,
    buttonText: product.open ? WORDS[lang].apply : WORDS[lang].full,
    range: rangeText(product, market),
    rangeDes: WORDS[lang].rangeDes,
    rateText: rateText(product, lang),
    description: product.description[lang],
    enabled: product.open ? '1' : '0',
  };
}

/** The products loan details recommends: two open, one full today. */
export const loanDetailsProducts = (lang: Lang, market: MarketKey) =>
  PRODUCTS.filter((product) => [2, 4, 5].includes(product.id)).map((product) => loanDetailsItem(product, lang, market));

/** The English and rupee sample, for stories. */
export const DEMO_RECOMMENDED = loanDetailsProducts('en', 'in');

/** The product page's terms rows. */
export function termRows(product: DemoProduct, lang: Lang, market: MarketKey): { title: string; value: string }[] {
  const en = lang === 'en';
  const [shortest, longest] = product.termDays;
  return [
    { title: en ? 'Loan amount' : 'Jumlah pinjaman', value: rangeText(product, market) },
    { title: en ? 'Loan term' : 'Jangka waktu', value: `${shortest} - ${longest} ${WORDS[lang].days}` },
    { title: en ? 'Interest' : 'Bunga', value: rateText(product, lang) },
    {
      title: en ? 'Service fee' : 'Biaya layanan',
      value: en
        ? `${SERVICE_FEE_PERCENT[market]}% of the loan amount, repaid with the installments`
        : `${SERVICE_FEE_PERCENT[market]}% dari jumlah pinjaman, dibayar bersama cicilan`,
    },
    {
      title: en ? 'Disbursement' : 'Pencairan',
      value: en ? 'Within 2 hours of approval' : 'Dalam 2 jam setelah disetujui',
    },
    {
      title: en ? 'Who can apply' : 'Syarat pengajuan',
      value: en
        ? `Salaried, aged 21-55, income ${units(12_000, market)} a month or more`
        : `Karyawan usia 21-55 tahun, penghasilan ${units(market === 'id' ? 3_000_000 : 12_000, market)} per bulan atau lebih`,
    },
  ];
}

/**
 * The service fee, a percent of the amount repaid with the instalments: lower in rupiah, where OJK caps the daily cost
 * (offerData.ts).
 */
export const SERVICE_FEE_PERCENT: Record<MarketKey, number> = { in: 8, id: 2 };

/** The agreements of each product with an offer, by position; product 2 adds the repayment authorisation. */
export const AGREEMENTS: Readonly<Record<string, { slug: string; title: Texts }[]>> = (() => {
  const loan = { slug: 'loan-agreement', title: { en: 'Loan agreement', id: 'Perjanjian pinjaman' } };
  const privacy = { slug: 'privacy-authorisation', title: { en: 'Privacy authorisation', id: 'Otorisasi privasi' } };
  const repayment = {
    slug: 'repayment-authorisation',
    title: { en: 'Repayment authorisation', id: 'Otorisasi pembayaran' },
  };
  return { '1': [loan, privacy], '2': [loan, privacy, repayment], '4': [loan, privacy] };
})();

export const LOAN_AGREEMENT_PAGE = '/demo/contracts/loan-agreement.html';

export function isoDate(from: Date, plusDays = 0): string {
  return new Date(from.getTime() + plusDays * 86_400_000).toISOString().slice(0, 10);
}
