/**
 * Complaints, the help bot and contact info in the demo gateway (SPEC §7 complaint and help calls).
 * Stateful: a saved complaint shows up in the list and its detail, a score marks it rated, an
 * uploaded image can be fetched back from the URL the upload returned.
 */
import { idempotent } from './idempotency.ts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { SNIFF_BYTES, sniffPicture } from '../../blocks/imagePicker/picture/sniff.ts';
import {
  COLLECTION_STATUSES,
  CONTACT,
  PROBLEM_SUB_TYPES,
  PROBLEM_TYPES,
  QA_TREE,
  type QaNode,
  type StoredProblem,
} from './complaintData.ts';
import type { DemoOrder, Texts } from './fixtures.ts';
import { coded } from './reply.ts';
import type { GatewayState } from './state.ts';

type Params = Record<string, string>;
type Lang = keyof Texts;

export const UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;

const langOf = (params: Params): Lang => (params.languageType === '1' ? 'id' : 'en');

const WORDS = {
  en: {
    amount: 'Loan amount',
    due: 'Due date',
    status: 'Status',
    empty: 'Please fill in your comments and suggestions.',
    collection: 'The selected order does not support sending collection types.',
    saved: 'Your complaint was submitted. We will reply within 3 working days.',
    notImage: 'Only pictures can be uploaded.',
    tooLarge: 'The picture is too large.',
    scored: 'Thank you for your rating!',
    tabs: ['All', 'Processing', 'Processed'],
    unknown: 'Complaint not found',
    record: {
      agent: 'Connecting you with customer service.',
      resolved: 'Glad we could help!',
      unresolved: 'Sorry we could not help. You can contact customer service.',
      low: 'Sorry for the poor experience. Your feedback goes straight to our service team.',
      high: 'Thank you for your rating!',
      text: 'Thanks for your message. A customer service agent can help you with this.',
    },
  },
  id: {
    amount: 'Jumlah pinjaman',
    due: 'Jatuh tempo',
    status: 'Status',
    empty: 'Silakan isi komentar dan saran Anda.',
    collection: 'Pesanan yang dipilih tidak mendukung keluhan penagihan.',
    saved: 'Keluhan Anda terkirim. Kami akan membalas dalam 3 hari kerja.',
    notImage: 'Hanya gambar yang dapat diunggah.',
    tooLarge: 'Gambar terlalu besar.',
    scored: 'Terima kasih atas penilaian Anda!',
    tabs: ['Semua', 'Diproses', 'Selesai'],
    unknown: 'Keluhan tidak ditemukan',
    record: {
      agent: 'Menghubungkan Anda dengan layanan pelanggan.',
      resolved: 'Senang dapat membantu!',
      unresolved: 'Maaf kami belum dapat membantu. Anda dapat menghubungi layanan pelanggan.',
      low: 'Mohon maaf atas pengalaman yang kurang baik. Masukan Anda langsung diteruskan ke tim layanan kami.',
      high: 'Terima kasih atas penilaian Anda!',
      text: 'Terima kasih atas pesan Anda. Petugas layanan pelanggan dapat membantu Anda.',
    },
  },
} as const;

function choices(list: readonly { value: number; title: Texts }[], lang: Lang) {
  return list.map(({ value, title }) => ({ value, title: title[lang] }));
}

function problemOrder(order: DemoOrder, lang: Lang) {
  const words = WORDS[lang];
  return {
    orderNo: order.orderId,
    productLogo: order.productLogo,
    productName: order.productName,
    status: order.status[lang],
    isShow: COLLECTION_STATUSES.includes(order.orderStatus) ? 1 : 0,
    list: [
      {
        title: words.amount,
        value:
          lang === 'id'
            ? `Rp ${(order.principal / 100).toLocaleString('id-ID')}`
            : `₹ ${Math.round(order.principal / 20000).toLocaleString('en-IN')}`,
      },
      { title: words.due, value: order.dueDate },
      { title: words.status, value: order.status[lang] },
    ],
  };
}

function typeTitle(value: number | null, list: readonly { value: number; title: Texts }[], lang: Lang): string {
  return list.find((choice) => choice.value === value)?.title[lang] ?? '';
}

/** A complaint as a row of the list. */
function listItem(problem: StoredProblem, lang: Lang) {
  return {
    id: problem.problemId,
    time: problem.time,
    type: typeTitle(problem.type, PROBLEM_TYPES, lang),
    content: problem.content,
  };
}

function qaNode(node: QaNode, lang: Lang) {
  return { id: node.id, title_local: node.title[lang], title_local_alias: node.title.en, action_type: node.actionType };
}

function today(): string {
  return new Date().toISOString().slice(0, 16).replace('T', ' ');
}

export interface ComplaintHandlerOptions {
  /** Matches requests: the gateway base as the handlers see it. */
  at: (path: string) => string;
  /** The gateway base as the browser sees it, for URLs the replies give out. */
  publicBase: string;
  paramsOf: (request: Request) => Promise<Params>;
}

/** The complaint form: its choices and orders, the pictures it uploads, and saving it (SPEC §7). */
function complaintFormHandlers(
  state: GatewayState,
  { at, publicBase, paramsOf }: ComplaintHandlerOptions,
): HttpHandler[] {
  const init = async (request: Request, v3: boolean) => {
    const params = await paramsOf(request);
    const lang = langOf(params);
    const orders = [...state.orders.values()];
    const wanted = params.orderNo || params.orderId;
    const selected =
      orders.find((order) => order.orderId === wanted) ??
      orders.find((order) => COLLECTION_STATUSES.includes(order.orderStatus)) ??
      orders[0];
    return coded('00', {
      problemType: choices(PROBLEM_TYPES, lang),
      problemSonType: choices(PROBLEM_SUB_TYPES, lang),
      orderDetail: selected ? problemOrder(selected, lang) : null,
      orderList: orders.map((order) => problemOrder(order, lang)),
      ...(v3 ? { problemStatus: [...state.problems.values()].filter((problem) => !problem.disposeDetail).length } : {}),
    });
  };

  return [
    http.post(at('/user-problem/problem-init'), ({ request }) => init(request, false)),
    http.post(at('/h5-api/v3/user-problem/problem-init'), ({ request }) => init(request, true)),

    http.post(at('/user-problem/upload-problem-img'), async ({ request }) => {
      const lang = langOf(Object.fromEntries(new URL(request.url).searchParams));
      const form = await request.formData();
      const file = form.get('problemImage');
      if (!(file instanceof Blob)) return coded('01', null, WORDS[lang].notImage);
      // Like a careful server, it goes by the bytes, never the type it is told: what it serves back is a picture.
      const bytes = await file.arrayBuffer();
      const sniffed = sniffPicture(new Uint8Array(bytes, 0, Math.min(bytes.byteLength, SNIFF_BYTES)));
      if (!sniffed) return coded('01', null, WORDS[lang].notImage);
      if (file.size > UPLOAD_LIMIT_BYTES) return coded('01', null, WORDS[lang].tooLarge);
      const id = state.uploads.size + 1;
      state.uploads.set(id, { type: sniffed.mime, bytes });
      return coded('00', { url: `${publicBase}/demo-uploads/${id}` }, 'Upload succeeded!');
    }),
    http.get(at('/demo-uploads/:id'), ({ params }) => {
      const upload = state.uploads.get(Number(params.id));
      return upload
        ? new HttpResponse(upload.bytes, { headers: { 'content-type': upload.type } })
        : new HttpResponse(null, { status: 404 });
    }),

    http.post(
      at('/user-problem/problem-save'),
      idempotent(state, async ({ request }) => {
        const params = await paramsOf(request);
        const words = WORDS[langOf(params)];
        const detail = (params.problemDetail ?? '').trim();
        if (!detail) return coded('01', null, words.empty);
        const order = state.orders.get(params.orderNo ?? '');
        const type = Number(params.problemType);
        if (type === 1 && (!order || !COLLECTION_STATUSES.includes(order.orderStatus)))
          return coded('01', null, words.collection);
        const problemId = Math.max(0, ...state.problems.keys()) + 1;
        state.problems.set(problemId, {
          problemId,
          orderNo: params.orderNo ?? '',
          type,
          sonType: params.problemSonType ? Number(params.problemSonType) : null,
          content: detail.slice(0, 200),
          images: (params.problemImage ?? '').split(',').filter(Boolean),
          disposeDetail: null,
          disposeImages: [],
          isScore: 0,
          score: null,
          time: today(),
        });
        return coded('00', { problemId }, words.saved);
      }),
    ),
  ];
}

/** The complaints saved: the list by tab, one complaint's detail and reply, and rating the reply. */
function complaintRecordHandlers(state: GatewayState, { at, paramsOf }: ComplaintHandlerOptions): HttpHandler[] {
  return [
    http.post(at('/user-problem/problem-list'), async ({ request }) => {
      const lang = langOf(await paramsOf(request));
      const all = [...state.problems.values()].sort((a, b) => b.time.localeCompare(a.time));
      const [allTitle, processing, processed] = WORDS[lang].tabs;
      return coded('00', [
        { title: allTitle, list: all.map((problem) => listItem(problem, lang)) },
        {
          title: processing,
          list: all.filter((problem) => !problem.disposeDetail).map((problem) => listItem(problem, lang)),
        },
        {
          title: processed,
          list: all.filter((problem) => problem.disposeDetail).map((problem) => listItem(problem, lang)),
        },
      ]);
    }),

    http.post(at('/user-problem/problem-detail'), async ({ request }) => {
      const params = await paramsOf(request);
      const lang = langOf(params);
      const problem = state.problems.get(Number(params.problemId));
      if (!problem) return coded('01', null, WORDS[lang].unknown);
      return coded('00', {
        type: typeTitle(problem.type, PROBLEM_TYPES, lang),
        sonType: typeTitle(problem.sonType, PROBLEM_SUB_TYPES, lang),
        problemId: problem.problemId,
        content: problem.content,
        images: problem.images,
        disposeDetail: problem.disposeDetail?.[lang] ?? '',
        disposeImages: problem.disposeImages,
        isScore: problem.disposeDetail ? problem.isScore : 1,
      });
    }),

    http.post(at('/user-problem/save-score'), async ({ request }) => {
      const params = await paramsOf(request);
      const lang = langOf(params);
      const problem = state.problems.get(Number(params.problemId));
      const score = Number(params.score);
      if (!problem || !(score >= 1 && score <= 5)) return coded('01', null, WORDS[lang].unknown);
      problem.isScore = 1;
      problem.score = score;
      return coded('00', null, WORDS[lang].scored);
    }),
  ];
}

/** The help bot (its questions and what it answers) and customer service's contacts. */
function helpHandlers(state: GatewayState, { at, paramsOf }: ComplaintHandlerOptions): HttpHandler[] {
  return [
    http.get(at('/h5-api/v3/user-problem/get-qa-list'), async ({ request }) => {
      const params = await paramsOf(request);
      const lang = langOf(params);
      const pid = Number(params.pid ?? 0);
      const question = QA_TREE.find((node) => node.id === pid);
      return coded('00', {
        question: question ? qaNode(question, lang) : null,
        answerList: QA_TREE.filter((node) => node.pid === pid).map((node) => qaNode(node, lang)),
      });
    }),

    http.post(at('/h5-api/v3/user-problem/qa-record'), async ({ request }) => {
      const params = await paramsOf(request);
      const words = WORDS[langOf(params)].record;
      const type = Number(params.type);
      const value = params.value ?? '';
      state.qaRecords.push({ type, value, qaId: params.qaId ?? '', orderNo: params.orderNo ?? '' });
      const text =
        type === 1
          ? words.agent
          : type === 2
            ? value === '1'
              ? words.resolved
              : words.unresolved
            : type === 3
              ? Number(value) < 4
                ? words.low
                : words.high
              : words.text;
      if (type === 4 && !value.trim()) return coded('01', null, WORDS[langOf(params)].empty);
      return coded('00', { reportResultData: text, date: today() }, text);
    }),

    http.post(at('/v3/personal-center/contact-kf-info'), async ({ request }) => {
      const params = await paramsOf(request);
      if (params.overall !== '30') return coded('01', null, 'overall must be 30');
      return coded('00', CONTACT);
    }),
  ];
}

/** Every complaint and help call, by screen. */
export function complaintHandlers(state: GatewayState, options: ComplaintHandlerOptions): HttpHandler[] {
  return [
    ...complaintFormHandlers(state, options),
    ...complaintRecordHandlers(state, options),
    ...helpHandlers(state, options),
  ];
}
