/**
 * The demo's loan offers (loan-detail-confirm) and how their figures are worked out: principal in
 * equal parts, a flat daily interest on the whole amount, a service fee repaid with the
 * instalments and, for some, a processing fee deducted before disbursal. Each reply carries the
 * Key Fact Statement's fields (CONTRACT §7: fees, payAmount and day, for one offer the lender's APR
 * and its own cooling-off period), so the demo shows a full statement in both markets. Product 4
 * in rupiah costs more a day than OJK's 0.1% cap: the demo of the refusal.
 */
import type { MarketKey } from '../../renderer/contract/language.ts';
import { loanCost } from '../../renderer/runtime/money/loanCost.ts';
import {
  LOAN_AGREEMENT_PAGE,
  SERVICE_FEE_PERCENT,
  isoDate,
  rateText,
  units,
  WORDS,
  type DemoProduct,
  type Lang,
} from './productData.ts';
import type { Texts } from './fixtures.ts';

/** The offer loan confirmation shows: amount in whole units of each market, periods × days per period. */
export interface Offer {
  amount: Record<MarketKey, number>;
  periods: number;
  termUnit: number;
  /** Percent of the amount deducted before disbursal (0: none). */
  processingFeePercent: number;
  /** The lender's own cooling-off period in the reply (none: the market's default applies). */
  coolingOffDays?: number;
  /** The reply states the lender's own APR (to one decimal). */
  statesApr?: boolean;
}

export const OFFERS: Readonly<Record<string, Offer>> = {
  '1': { amount: { id: 3_000_000, in: 15_000 }, periods: 3, termUnit: 31, processingFeePercent: 0 },
  '2': {
    amount: { id: 5_000_000, in: 25_000 },
    periods: 4,
    termUnit: 30,
    processingFeePercent: 2,
    coolingOffDays: 7,
    statesApr: true,
  },
  '4': { amount: { id: 6_000_000, in: 30_000 }, periods: 6, termUnit: 30, processingFeePercent: 10 },
};

export const serviceFee = (amount: number, market: MarketKey): number =>
  Math.round((amount * SERVICE_FEE_PERCENT[market]) / 100);
export const processingFee = (offer: Offer, market: MarketKey): number =>
  Math.round((offer.amount[market] * offer.processingFeePercent) / 100);

export interface PlanPeriod {
  principal: number;
  interest: number;
  /** This period's share of the service fee, which is repaid with the installments. */
  fee: number;
  /** Days from disbursal. */
  day: number;
  payTime: string;
}

/** Equal principal and fee each period (the remainders in the last) plus a flat daily interest on the whole amount. */
export function offerPlan(offer: Offer, product: DemoProduct, market: MarketKey, today: Date): PlanPeriod[] {
  const amount = offer.amount[market];
  const share = Math.floor(amount / offer.periods);
  const fee = serviceFee(amount, market);
  const feeShare = Math.floor(fee / offer.periods);
  const interest = Math.round((amount * product.rate * offer.termUnit) / 100_000);
  const last = (index: number) => index === offer.periods - 1;
  return Array.from({ length: offer.periods }, (_, index) => ({
    principal: last(index) ? amount - share * (offer.periods - 1) : share,
    interest,
    fee: last(index) ? fee - feeShare * (offer.periods - 1) : feeShare,
    day: (index + 1) * offer.termUnit,
    payTime: isoDate(today, (index + 1) * offer.termUnit),
  }));
}

const FEE_TITLES: Record<'service' | 'processing', Texts> = {
  service: { en: 'Service fee', id: 'Biaya layanan' },
  processing: { en: 'Processing fee', id: 'Biaya administrasi' },
};

/** The fees as the reply lists them (CONTRACT §7). */
export function offerFees(offer: Offer, market: MarketKey, lang: Lang) {
  const processing = processingFee(offer, market);
  return [
    {
      title: `${FEE_TITLES.service[lang]} (${SERVICE_FEE_PERCENT[market]}%)`,
      amount: serviceFee(offer.amount[market], market),
      upfront: false,
    },
    ...(processing > 0
      ? [
          {
            title: `${FEE_TITLES.processing[lang]} (${offer.processingFeePercent}%)`,
            amount: processing,
            upfront: true,
          },
        ]
      : []),
  ];
}

/** The loan-detail-confirm reply of an offer. */
export function confirmData(product: DemoProduct, offer: Offer, lang: Lang, market: MarketKey, today: Date) {
  const en = lang === 'en';
  const amount = offer.amount[market];
  const fee = serviceFee(amount, market);
  const processing = processingFee(offer, market);
  const fees = offerFees(offer, market, lang);
  const plan = offerPlan(offer, product, market, today);
  const interest = plan.reduce((sum, period) => sum + period.interest, 0);
  const payments = plan.map((period) => ({ amount: period.principal + period.interest + period.fee, day: period.day }));
  const popup = product.id === 2;
  const received = units(amount - processing, market);
  return {
    productLogo: product.productLogo,
    productName: product.productName,
    amount,
    periods: offer.periods,
    termUnit: offer.termUnit,
    details: [
      { title: en ? 'Loan amount' : 'Jumlah pinjaman', value: units(amount, market) },
      { title: en ? 'Received amount' : 'Jumlah diterima', value: received },
      { title: fees[0]!.title, value: units(fee, market) },
      ...(processing > 0 ? [{ title: fees[1]!.title, value: units(processing, market) }] : []),
      { title: en ? 'Interest rate' : 'Suku bunga', value: rateText(product, lang) },
      { title: en ? 'Total interest' : 'Total bunga', value: units(interest, market) },
      { title: en ? 'Total repayment' : 'Total pembayaran', value: units(amount + interest + fee, market) },
      {
        title: en ? 'Loan term' : 'Jangka waktu',
        value: `${offer.periods * offer.termUnit} ${WORDS[lang].days} (${offer.periods} × ${offer.termUnit})`,
      },
      { title: en ? 'First repayment date' : 'Tanggal pembayaran pertama', value: plan[0]!.payTime },
    ],
    detail1:
      processing > 0
        ? en
          ? `You receive ${received}: the processing fee of ${units(processing, market)} is deducted before disbursal; the service fee of ${units(fee, market)} is repaid with the installments.`
          : `Anda menerima ${received}: biaya administrasi ${units(processing, market)} dipotong sebelum pencairan; biaya layanan ${units(fee, market)} dibayar bersama cicilan.`
        : en
          ? `You receive the whole ${units(amount, market)}; the service fee of ${units(fee, market)} is repaid with the installments.`
          : `Anda menerima seluruh ${units(amount, market)}; biaya layanan ${units(fee, market)} dibayar bersama cicilan.`,
    detail2: en
      ? 'A late charge of 5% of the unpaid amount applies for each day a repayment is overdue.'
      : 'Denda keterlambatan 5% dari jumlah yang belum dibayar berlaku untuk setiap hari keterlambatan.',
    repay_plans: plan.map((period, index) => ({
      title: `${en ? 'Period' : 'Periode'} ${index + 1}`,
      amount: payments[index]!.amount,
      payAmount: payments[index]!.amount,
      day: period.day,
      description: en
        ? `Principal ${units(period.principal, market)} + interest ${units(period.interest, market)} + fee ${units(period.fee, market)}`
        : `Pokok ${units(period.principal, market)} + bunga ${units(period.interest, market)} + biaya ${units(period.fee, market)}`,
      pay_time: period.payTime,
    })),
    fees,
    ...(offer.statesApr ? { apr: Math.round(loanCost(amount, fees, payments).apr! * 10) / 10 } : {}),
    ...(offer.coolingOffDays === undefined ? {} : { coolingOffDays: offer.coolingOffDays }),
    firstPayTime: plan[0]!.payTime,
    firstPeriodDay: offer.termUnit,
    pRateDsc: rateText(product, lang),
    sp_rate: `${SERVICE_FEE_PERCENT[market]}%`,
    sendSms: 0,
    isPopType: popup ? 1 : 0,
    popTitle: popup ? (en ? 'Loan agreement' : 'Perjanjian pinjaman') : '',
    popContent: popup
      ? en
        ? 'Please read the loan agreement before you confirm.'
        : 'Silakan baca perjanjian pinjaman sebelum mengonfirmasi.'
      : '',
    popAgreementUrl: popup ? LOAN_AGREEMENT_PAGE : '',
    note: en
      ? 'Repay on time to keep a good credit record and raise your limit.'
      : 'Bayar tepat waktu untuk menjaga riwayat kredit dan menaikkan limit Anda.',
  };
}
