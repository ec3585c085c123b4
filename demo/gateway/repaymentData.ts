/**
 * Seeded repayment data of the demo gateway: bound cards, banks and markets for virtual accounts,
 * the steps to pay at each, and how an order's installment plan is cut. The SMS code the demo
 * "sends" is always DEMO_SMS_CODE.
 */
import type { MarketKey } from '../../renderer/contract/language.ts';
import type { DemoOrder, Texts } from './fixtures.ts';

export const DEMO_SMS_CODE = '123456';

export interface DemoCard {
  id: number;
  bankName: string;
  cardNo: string;
  bankCode: string;
  /** The bank asks for an SMS code before taking the money. */
  needsSms: boolean;
}

export const DEMO_CARDS: readonly DemoCard[] = [
  { id: 1, bankName: 'BCA', cardNo: '6217 **** **** 1234', bankCode: 'BCA', needsSms: true },
  { id: 2, bankName: 'Mandiri', cardNo: '6222 **** **** 5678', bankCode: 'MANDIRI', needsSms: false },
];

export const VA_BANKS: readonly { bankName: string; list: string[] }[] = [
  { bankName: 'BCA', list: ['ATM BCA', 'm-BCA', 'KlikBCA'] },
  { bankName: 'BNI', list: ['ATM BNI', 'BNI Mobile Banking'] },
  { bankName: 'Mandiri', list: ['ATM Mandiri', "Livin' by Mandiri"] },
];

export const VA_MARKETS: readonly string[] = ['ALFAMART', 'INDOMARET'];

/** One group of steps per way to pay at the bank, the chosen one first. */
export const BANK_STEPS = (bank: string, method: string, lang: keyof Texts): { name: string; list: string[] }[] => {
  const methods = VA_BANKS.find((item) => item.bankName === bank)?.list ?? [`ATM ${bank}`];
  const ordered = [...new Set([method, ...methods].filter((name) => name && methods.includes(name)))];
  return (ordered.length ? ordered : methods).map((name) => {
    const atm = /atm/i.test(name);
    const en = atm
      ? [
          `Insert your ${bank} card and enter your PIN.`,
          'Choose Other transactions, then Transfer, then Virtual Account.',
          'Enter the virtual account number shown above.',
          'Check the name and amount, then confirm.',
          'Keep the receipt.',
        ]
      : [
          `Open ${name} and log in.`,
          'Choose Transfer, then Virtual Account.',
          'Enter the virtual account number shown above.',
          'Check the name and amount, then confirm with your PIN.',
        ];
    const id = atm
      ? [
          `Masukkan kartu ${bank} dan PIN Anda.`,
          'Pilih Transaksi lainnya, lalu Transfer, lalu Virtual Account.',
          'Masukkan nomor virtual account di atas.',
          'Periksa nama dan jumlah, lalu konfirmasi.',
          'Simpan bukti transaksi.',
        ]
      : [
          `Buka ${name} dan masuk.`,
          'Pilih Transfer, lalu Virtual Account.',
          'Masukkan nomor virtual account di atas.',
          'Periksa nama dan jumlah, lalu konfirmasi dengan PIN.',
        ];
    return { name, list: lang === 'id' ? id : en };
  });
};

export const MARKET_STEPS = (market: string, lang: keyof Texts): string[] =>
  lang === 'id'
    ? [
        `Datang ke kasir ${market} terdekat.`,
        'Katakan Anda ingin membayar tagihan pinjaman.',
        'Tunjukkan kode pembayaran di atas.',
        'Bayar sesuai jumlah yang tertera dan simpan struknya.',
      ]
    : [
        `Go to the cashier of the nearest ${market}.`,
        'Say you want to pay a loan bill.',
        'Show the payment code above.',
        'Pay the amount shown and keep the receipt.',
      ];

export interface DemoPeriod {
  periodNo: number;
  /** Integer in the market's currency unit. */
  totalAmount: number;
  dueTime: string;
  /** 100 to pay, 500 overdue, 200 paid. */
  periodStatus: number;
  canClick: number;
  repayDes: string;
  at: string;
  check: number;
}

const PLAN_STATUSES: Record<number, { paid: number; overdue: boolean; lastLocked: boolean }> = {
  174: { paid: 0, overdue: false, lastLocked: true },
  180: { paid: 1, overdue: true, lastLocked: false },
  170: { paid: 0, overdue: false, lastLocked: true },
  3: { paid: 2, overdue: false, lastLocked: false },
  5: { paid: 0, overdue: true, lastLocked: false },
  200: { paid: 4, overdue: false, lastLocked: false },
  4: { paid: 4, overdue: false, lastLocked: false },
};

/** What the borrower owes on an order, in whole units of the market's currency. */
export function totalUnits(order: DemoOrder, market: MarketKey): number {
  const rupiah = Math.round((order.principal / 100) * (1 + 0.0005 * order.termDays));
  return market === 'id' ? Math.round(rupiah / 1000) * 1000 : Math.round(rupiah / 200);
}

/** Four periods a month apart; the first ones paid or overdue as the order's status says. */
export function planOf(order: DemoOrder, market: MarketKey): DemoPeriod[] {
  const shape = PLAN_STATUSES[order.orderStatus];
  if (!shape) return [];
  const total = totalUnits(order, market);
  const step = market === 'id' ? 1000 : 1;
  const share = Math.floor(total / 4 / step) * step;
  const due = new Date(`${order.dueDate}T00:00:00Z`);
  return [0, 1, 2, 3].map((index) => {
    // Thirty days apart, the last on the order's due date.
    const date = new Date(due.getTime() - (3 - index) * 30 * 86_400_000);
    const paid = index < shape.paid;
    const overdue = !paid && shape.overdue && index === shape.paid;
    return {
      periodNo: index + 1,
      totalAmount: index === 3 ? total - share * 3 : share,
      dueTime: date.toISOString().slice(0, 10),
      periodStatus: paid ? 200 : overdue ? 500 : 100,
      canClick: !paid && shape.lastLocked && index === 3 ? 0 : 1,
      repayDes:
        market === 'id' ? (overdue ? 'Termasuk denda keterlambatan' : '') : overdue ? 'Includes the late fee' : '',
      at: paid ? date.toISOString().slice(0, 10) : '',
      check: 0,
    };
  });
}

/** The extension fee: 15% of what is owed, due in 7 days. */
export function delayFee(order: DemoOrder, market: MarketKey): number {
  const fee = Math.round(totalUnits(order, market) * 0.15);
  return market === 'id' ? Math.round(fee / 1000) * 1000 : fee;
}
