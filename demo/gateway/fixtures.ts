/**
 * The demo's seeded data: one order in each status SPEC §4 lists. The same data feeds `npm start`,
 * the tests and Storybook. Amounts are integers in minor units; texts come in both market languages
 * and the gateway answers in the one the request asks for (languageType).
 */
export interface Texts {
  en: string;
  id: string;
}

export interface DemoOrder {
  orderId: string;
  productId: string;
  productName: string;
  productLogo: string;
  orderStatus: number;
  status: Texts;
  description: Texts;
  /** Principal in minor units. */
  principal: number;
  termDays: number;
  applyDate: string;
  dueDate: string;
  isDelay: '0' | '1';
  isScore: '0' | '1';
  h5Url: string;
  telephone: string;
}

const product = (n: number) => ({ productId: String(n), productLogo: `/demo/product-${((n - 1) % 4) + 1}.svg` });

function order(
  orderStatus: number,
  rest: Omit<DemoOrder, 'orderStatus' | 'orderId' | 'productId' | 'productLogo'> & { productNo: number },
): DemoOrder {
  const { productNo, ...fields } = rest;
  return { orderId: `10${String(orderStatus).padStart(3, '0')}`, orderStatus, ...product(productNo), ...fields };
}

export const DEMO_ORDERS: readonly DemoOrder[] = [
  order(21, {
    productNo: 1,
    productName: 'Dana Kilat',
    status: { en: 'Under review', id: 'Sedang ditinjau' },
    description: {
      en: 'We are reviewing your application. This usually takes less than 2 hours.',
      id: 'Pengajuan Anda sedang ditinjau. Biasanya kurang dari 2 jam.',
    },
    principal: 500_000_00,
    termDays: 91,
    applyDate: '2026-11-20',
    dueDate: '2027-02-19',
    isDelay: '0',
    isScore: '0',
    h5Url: '',
    telephone: '',
  }),
  order(151, {
    productNo: 2,
    productName: 'Cepat Cair',
    status: { en: 'Disbursing', id: 'Sedang dicairkan' },
    description: {
      en: 'Your loan is approved and is being sent to your bank account.',
      id: 'Pinjaman disetujui dan sedang dikirim ke rekening bank Anda.',
    },
    principal: 1_500_000_00,
    termDays: 120,
    applyDate: '2026-11-19',
    dueDate: '2027-03-19',
    isDelay: '0',
    isScore: '0',
    h5Url: '',
    telephone: '+62 21 5093 2000',
  }),
  order(174, {
    productNo: 3,
    productName: 'Pinjam Mudah',
    status: { en: 'Repayment due', id: 'Menunggu pembayaran' },
    description: {
      en: 'Your repayment is due soon. Repay on time to keep a good credit record.',
      id: 'Pembayaran Anda segera jatuh tempo. Bayar tepat waktu untuk menjaga riwayat kredit.',
    },
    principal: 2_000_000_00,
    termDays: 91,
    applyDate: '2026-08-25',
    dueDate: '2026-11-24',
    isDelay: '1',
    isScore: '0',
    h5Url: '',
    telephone: '',
  }),
  order(180, {
    productNo: 4,
    productName: 'Dana Prima',
    status: { en: 'Overdue', id: 'Terlambat' },
    description: {
      en: 'Your repayment is overdue. A late fee applies each day until it is paid.',
      id: 'Pembayaran Anda terlambat. Denda berlaku setiap hari sampai dibayar.',
    },
    principal: 800_000_00,
    termDays: 91,
    applyDate: '2026-08-01',
    dueDate: '2026-10-31',
    isDelay: '1',
    isScore: '0',
    h5Url: 'https://pay.kilatdana.example/h5/repay',
    telephone: '',
  }),
  order(110, {
    productNo: 1,
    productName: 'Dana Kilat',
    status: { en: 'Application rejected', id: 'Pengajuan ditolak' },
    description: {
      en: 'Sorry, your application was not approved this time. You can apply again in 7 days.',
      id: 'Maaf, pengajuan Anda belum disetujui. Anda dapat mengajukan lagi dalam 7 hari.',
    },
    principal: 3_000_000_00,
    termDays: 180,
    applyDate: '2026-11-10',
    dueDate: '-',
    isDelay: '0',
    isScore: '0',
    h5Url: '',
    telephone: '',
  }),
  order(200, {
    productNo: 2,
    productName: 'Cepat Cair',
    status: { en: 'Repaid', id: 'Lunas' },
    description: {
      en: 'Thank you! Your loan is fully repaid. You can borrow again now.',
      id: 'Terima kasih! Pinjaman Anda sudah lunas. Anda bisa meminjam lagi sekarang.',
    },
    principal: 1_000_000_00,
    termDays: 91,
    applyDate: '2026-06-01',
    dueDate: '2026-08-31',
    isDelay: '0',
    isScore: '1',
    h5Url: '',
    telephone: '',
  }),
  order(170, {
    productNo: 3,
    productName: 'Pinjam Mudah',
    status: { en: 'Disbursed', id: 'Sudah dicairkan' },
    description: {
      en: 'The money is in your account. You can repay early at any time.',
      id: 'Dana sudah masuk ke rekening Anda. Anda bisa melunasi lebih awal kapan saja.',
    },
    principal: 1_200_000_00,
    termDays: 91,
    applyDate: '2026-11-15',
    dueDate: '2027-02-14',
    isDelay: '0',
    isScore: '0',
    h5Url: '',
    telephone: '',
  }),
  order(3, {
    productNo: 4,
    productName: 'Dana Prima',
    status: { en: 'Awaiting repayment', id: 'Menunggu pelunasan' },
    description: {
      en: 'Repay before the due date to avoid late fees.',
      id: 'Bayar sebelum jatuh tempo untuk menghindari denda.',
    },
    principal: 600_000_00,
    termDays: 91,
    applyDate: '2026-09-10',
    dueDate: '2026-12-10',
    isDelay: '1',
    isScore: '0',
    h5Url: '',
    telephone: '',
  }),
  order(4, {
    productNo: 1,
    productName: 'Dana Kilat',
    status: { en: 'Settled', id: 'Selesai' },
    description: {
      en: 'This loan is settled. Borrow again in a few taps.',
      id: 'Pinjaman ini sudah selesai. Pinjam lagi dengan beberapa ketukan.',
    },
    principal: 700_000_00,
    termDays: 91,
    applyDate: '2026-03-01',
    dueDate: '2026-05-31',
    isDelay: '0',
    isScore: '1',
    h5Url: '',
    telephone: '',
  }),
  order(5, {
    productNo: 2,
    productName: 'Cepat Cair',
    status: { en: 'Overdue', id: 'Terlambat' },
    description: {
      en: 'Please repay as soon as possible; extending the term is possible for a fee.',
      id: 'Segera lakukan pembayaran; perpanjangan tersedia dengan biaya.',
    },
    principal: 900_000_00,
    termDays: 91,
    applyDate: '2026-07-20',
    dueDate: '2026-10-19',
    isDelay: '1',
    isScore: '0',
    h5Url: '',
    telephone: '',
  }),
];
