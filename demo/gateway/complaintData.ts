/**
 * Seeded complaint and help-bot data for the demo gateway, in both market languages. Problem type
 * 1 is collection or harassment, the only one with sub-types (SPEC §4, §9).
 */
import type { Texts } from './fixtures.ts';

export interface Choice {
  value: number;
  title: Texts;
}

export const PROBLEM_TYPES: readonly Choice[] = [
  { value: 1, title: { en: 'Collection or harassment', id: 'Penagihan atau pelecehan' } },
  { value: 2, title: { en: 'Repayment not credited', id: 'Pembayaran belum masuk' } },
  { value: 3, title: { en: 'Loan application', id: 'Pengajuan pinjaman' } },
  { value: 4, title: { en: 'Account and security', id: 'Akun dan keamanan' } },
  { value: 5, title: { en: 'Other', id: 'Lainnya' } },
];

export const PROBLEM_SUB_TYPES: readonly Choice[] = [
  { value: 101, title: { en: 'Rude or threatening language', id: 'Bahasa kasar atau mengancam' } },
  { value: 102, title: { en: 'Contacting my family or friends', id: 'Menghubungi keluarga atau teman saya' } },
  { value: 103, title: { en: 'Too many calls or messages', id: 'Terlalu banyak telepon atau pesan' } },
];

/** Orders in these statuses may receive collection complaints (isShow 1): the overdue ones. */
export const COLLECTION_STATUSES: readonly number[] = [180, 5];

export interface StoredProblem {
  problemId: number;
  orderNo: string;
  type: number;
  sonType: number | null;
  content: string;
  images: string[];
  disposeDetail: Texts | null;
  disposeImages: string[];
  isScore: 0 | 1;
  score: number | null;
  time: string;
}

export const SEEDED_PROBLEMS: readonly StoredProblem[] = [
  {
    problemId: 501,
    orderNo: '10180',
    type: 1,
    sonType: 103,
    content: 'I receive more than ten calls a day about my overdue loan, even at night.',
    images: [],
    disposeDetail: {
      en: 'We have warned the collection team and limited calls to working hours. Sorry for the trouble.',
      id: 'Kami sudah menegur tim penagihan dan membatasi panggilan pada jam kerja. Mohon maaf atas ketidaknyamanannya.',
    },
    disposeImages: ['/demo/process-result.svg'],
    isScore: 0,
    score: null,
    time: '2026-11-12 10:24',
  },
  {
    problemId: 502,
    orderNo: '10200',
    type: 2,
    sonType: null,
    content: 'I repaid on 30 August but the app showed the loan as unpaid for a day.',
    images: [],
    disposeDetail: {
      en: 'The bank confirmed your payment late; your order was updated and no late fee was charged.',
      id: 'Bank terlambat mengonfirmasi pembayaran Anda; pesanan sudah diperbarui dan tidak ada denda.',
    },
    disposeImages: [],
    isScore: 1,
    score: 5,
    time: '2026-09-01 08:02',
  },
  {
    problemId: 503,
    orderNo: '10174',
    type: 4,
    sonType: null,
    content: 'I want to change the phone number of my account.',
    images: [],
    disposeDetail: null,
    disposeImages: [],
    isScore: 0,
    score: null,
    time: '2026-11-21 16:45',
  },
];

/** A help-bot entry: categories (pid 0), their questions, and each question's single reply. */
export interface QaNode {
  id: number;
  pid: number;
  title: Texts;
  /** 4 hands the borrower over to an agent (the complaint form). */
  actionType: number;
}

const category = (id: number, en: string, idText: string): QaNode => ({
  id,
  pid: 0,
  title: { en, id: idText },
  actionType: 0,
});
const entry = (id: number, pid: number, en: string, idText: string, actionType = 0): QaNode => ({
  id,
  pid,
  title: { en, id: idText },
  actionType,
});

export const QA_TREE: readonly QaNode[] = [
  category(1, 'Loan application', 'Pengajuan pinjaman'),
  category(2, 'Repayment', 'Pembayaran'),
  category(3, 'Account', 'Akun'),
  category(4, 'Collection', 'Penagihan'),
  entry(11, 1, 'Why was my application rejected?', 'Mengapa pengajuan saya ditolak?'),
  entry(12, 1, 'How long does approval take?', 'Berapa lama proses persetujuan?'),
  entry(
    111,
    11,
    'Applications are scored on your income and repayment history. You can apply again after 7 days.',
    'Pengajuan dinilai dari penghasilan dan riwayat pembayaran Anda. Anda dapat mengajukan lagi setelah 7 hari.',
  ),
  entry(
    121,
    12,
    'Most applications are decided within 2 hours; the money arrives within 1 to 3 days.',
    'Sebagian besar pengajuan diputuskan dalam 2 jam; dana masuk dalam 1 sampai 3 hari.',
  ),
  entry(21, 2, 'I paid but my loan still shows unpaid', 'Saya sudah bayar tetapi pinjaman masih belum lunas'),
  entry(22, 2, 'Can I extend my due date?', 'Bisakah saya memperpanjang jatuh tempo?'),
  entry(
    211,
    21,
    'Payments can take up to 30 minutes to be confirmed. If it takes longer, keep your receipt and contact us.',
    'Konfirmasi pembayaran bisa memakan waktu hingga 30 menit. Jika lebih lama, simpan bukti bayar dan hubungi kami.',
  ),
  entry(
    221,
    22,
    'Yes: open your loan details and tap the delay repayment link to pay the extension fee.',
    'Ya: buka detail pinjaman dan ketuk tautan perpanjangan untuk membayar biaya perpanjangan.',
  ),
  entry(31, 3, 'How do I change my phone number?', 'Bagaimana cara mengganti nomor telepon?'),
  entry(32, 3, 'Talk to customer service', 'Bicara dengan layanan pelanggan', 4),
  entry(
    311,
    31,
    'For your safety a phone number can only be changed by customer service after checking your identity.',
    'Demi keamanan, nomor telepon hanya dapat diganti oleh layanan pelanggan setelah verifikasi identitas.',
  ),
  entry(41, 4, 'A collector was rude to me', 'Petugas penagihan bersikap kasar'),
  entry(42, 4, 'Report harassment to customer service', 'Laporkan pelecehan ke layanan pelanggan', 4),
  entry(
    411,
    41,
    'We are sorry. Collectors must be polite at all times; please file a complaint so we can act on it.',
    'Mohon maaf. Petugas penagihan wajib bersikap sopan; silakan ajukan keluhan agar kami dapat menindaklanjuti.',
  ),
];

export const CONTACT = { email: 'care@kilatdana.example', smWa: '+62 811 1234 5678' };
