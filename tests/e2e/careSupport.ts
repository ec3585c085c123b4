/**
 * Helpers for the browser tests of complaints, the help chat and customer service (issue 3): the gateway paths of
 * SPEC §7's calls, the words a borrower sees per market, and the screens' addresses for a new borrower.
 */
import { WORDS, uniqueToken, type MarketId } from './borrowers.ts';

/** The gateway paths of SPEC §7's complaint, help-bot and contact calls. */
export const CARE = {
  init: '/gateway/user-problem/problem-init',
  initV3: '/gateway/h5-api/v3/user-problem/problem-init',
  upload: '/gateway/user-problem/upload-problem-img',
  save: '/gateway/user-problem/problem-save',
  list: '/gateway/user-problem/problem-list',
  detail: '/gateway/user-problem/problem-detail',
  score: '/gateway/user-problem/save-score',
  qaList: '/gateway/h5-api/v3/user-problem/get-qa-list',
  qaRecord: '/gateway/h5-api/v3/user-problem/qa-record',
  contact: '/gateway/v3/personal-center/contact-kf-info',
} as const;

/** A page.route pattern for one gateway path (with or without its query). */
export function routeOf(path: string): string {
  return `**${path}*`;
}

/** The complaint, chat and service words a borrower sees, per market (catalogues en and id). */
export const CARE_WORDS = {
  in: {
    all: 'All',
    types: 'What is the problem?',
    subTypes: 'What happened?',
    text: 'Your comments',
    images: 'Pictures (optional)',
    addPicture: 'Add picture',
    picture: (n: number) => `Picture ${n}`,
    empty: 'Please fill in your comments and suggestions.',
    collection: 'The selected order does not support sending collection types.',
    uploaded: 'Upload succeeded!',
    notImage: 'This file is not a photo. Please choose a JPEG, PNG, WebP or HEIC picture.',
    tooLarge: 'The picture is larger than 5 MB.',
    submit: 'Submit',
    listTitle: 'My complaints',
    type: 'Type',
    subType: 'Sub-type',
    content: 'Content',
    processResult: 'Process Result',
    waiting: 'We are handling your complaint and will reply within 3 working days.',
    rateTitle: 'Rate how we handled it',
    thanks: 'Thank you for your rating!',
    categories: 'What do you need help with?',
    log: 'Conversation',
    greeting: "Hi! I'm your assistant. Choose a topic below or type your question.",
    topics: 'Topics',
    question: 'Your question',
    retry: 'Retry',
    serviceTitle: 'Customer service',
    fallback: 'We could not load the latest contact details. You can still reach us here:',
    phone: 'Telephone',
    email: 'E-mail',
  },
  id: {
    all: 'Semua',
    types: 'Apa masalahnya?',
    subTypes: 'Apa yang terjadi?',
    text: 'Komentar Anda',
    images: 'Gambar (opsional)',
    addPicture: 'Tambah gambar',
    picture: (n: number) => `Gambar ${n}`,
    empty: 'Silakan isi komentar dan saran Anda.',
    collection: 'Pesanan yang dipilih tidak mendukung keluhan penagihan.',
    uploaded: 'Unggahan berhasil!',
    notImage: 'File ini bukan foto. Silakan pilih gambar JPEG, PNG, WebP, atau HEIC.',
    tooLarge: 'Gambar lebih besar dari 5 MB.',
    submit: 'Kirim',
    listTitle: 'Keluhan saya',
    type: 'Jenis',
    subType: 'Subjenis',
    content: 'Isi',
    processResult: 'Hasil Penanganan',
    waiting: 'Keluhan Anda sedang ditangani dan akan dibalas dalam 3 hari kerja.',
    rateTitle: 'Nilai penanganan kami',
    thanks: 'Terima kasih atas penilaian Anda!',
    categories: 'Apa yang bisa kami bantu?',
    log: 'Percakapan',
    greeting: 'Halo! Saya asisten Anda. Pilih topik di bawah atau ketik pertanyaan Anda.',
    topics: 'Topik',
    question: 'Pertanyaan Anda',
    retry: 'Coba lagi',
    serviceTitle: 'Layanan pelanggan',
    fallback: 'Kontak terbaru tidak dapat dimuat. Anda tetap dapat menghubungi kami di sini:',
    phone: 'Telepon',
    email: 'E-mail',
  },
} as const;

/** `<path>?<query>&token=<new borrower>(&languageType=1)`: a screen of issue 3 in a market. */
export function careUrl(path: string, market: MarketId, query: Record<string, string> = {}): string {
  const search = new URLSearchParams({ ...query, token: query.token ?? uniqueToken('care') });
  const languageType = WORDS[market].languageType;
  if (languageType && !search.has('languageType')) search.set('languageType', languageType);
  return `${path}?${search}`;
}

/** Text nobody else typed, to find one's own complaint among those the demo keeps for the whole run. */
export function uniqueText(label: string): string {
  return `${label} ${uniqueToken('c')}`;
}
