/**
 * The channel promotion calls of SPEC §7 (success code '0'): the landing template, tracking, the
 * picture code (a sid, then an image per timestamp), the SMS code and registering. Stateful: a
 * number that registers is registered for the rest of the server's life; the picture code checked
 * is the one last drawn for the sid.
 */
import { idempotent } from './idempotency.ts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  DEMO_SMS_CODE,
  PHONE_PATTERN,
  REGISTERED_PHONE,
  captchaCode,
  captchaSvg,
  templateById,
} from './promotionData.ts';
import { coded } from './reply.ts';
import type { GatewayState } from './state.ts';

type Params = Record<string, string>;

interface Options {
  at: (path: string) => string;
  paramsOf: (request: Request) => Promise<Params>;
}

/** The promotion's own memory, kept on the gateway state. */
export interface PromotionState {
  /** The code last drawn for each sid handed out (null before its first picture). */
  sids: Map<string, string | null>;
  lastSid: number;
  /** Numbers an SMS code was sent to, with the code. */
  smsSent: Map<string, string>;
  registered: Set<string>;
}

export function createPromotionState(): PromotionState {
  return { sids: new Map(), lastSid: 7000, smsSent: new Map(), registered: new Set([REGISTERED_PHONE]) };
}

const WORDS = {
  en: {
    noTemplate: 'This promotion has ended.',
    badPhone: 'Please enter a valid mobile number',
    badCaptcha: 'The picture code is wrong, please try the new one',
    badSms: 'The SMS code is wrong or has expired',
    registered: 'This number is already registered',
    sent: 'SMS code sent',
  },
  id: {
    noTemplate: 'Promosi ini sudah berakhir.',
    badPhone: 'Masukkan nomor ponsel yang benar',
    badCaptcha: 'Kode gambar salah, silakan coba kode yang baru',
    badSms: 'Kode SMS salah atau sudah kedaluwarsa',
    registered: 'Nomor ini sudah terdaftar',
    sent: 'Kode SMS terkirim',
  },
} as const;

const wordsOf = (params: Params) => WORDS[params.languageType === '1' ? 'id' : 'en'];

export function promotionHandlers(state: GatewayState, { at, paramsOf }: Options): HttpHandler[] {
  const promo = state.promotion;
  const record = (call: string, params: Params) => state.events.push({ call, params });
  const captchaRight = (params: Params) => {
    const drawn = promo.sids.get(params.sid ?? '');
    return typeof drawn === 'string' && drawn === (params.capcode ?? '').trim();
  };
  /**
   * What get-sms and register both refuse, in order: a bad number, a registered one (11), a wrong picture code (its own
   * code, SPEC §8).
   */
  const refusal = (params: Params, wrongCaptcha: '101' | '-1') => {
    const words = wordsOf(params);
    const phone = params.phone ?? '';
    if (!PHONE_PATTERN.test(phone)) return coded('2', null, words.badPhone);
    if (promo.registered.has(phone)) return coded('11', null, words.registered);
    if (!captchaRight(params)) return coded(wrongCaptcha, null, words.badCaptcha);
    return null;
  };
  return [
    http.get(at('/api/v2/youmi/service/channel/channel-template'), async ({ request }) => {
      const params = await paramsOf(request);
      const template = templateById(params.templateId);
      return template ? coded('0', template) : coded('404', null, wordsOf(params).noTemplate);
    }),
    http.get(at('/api/v2/youmi/promotion/track-visit'), async ({ request }) => {
      record('trackVisit', await paramsOf(request));
      return coded('0');
    }),
    http.get(at('/api/v2/youmi/promotion/track-click'), async ({ request }) => {
      record('trackClick', await paramsOf(request));
      return coded('0');
    }),
    http.get(at('/api/v2/youmi/promotion/get-sid'), () => {
      const sid = `S${(promo.lastSid += 1)}`;
      promo.sids.set(sid, null);
      return coded('0', { sid });
    }),
    http.get(at('/api/v2/youmi/promotion/get-captcha'), async ({ request }) => {
      const params = await paramsOf(request);
      const sid = params.sid ?? '';
      if (!promo.sids.has(sid) || !params.timestamp) return new HttpResponse(null, { status: 404 });
      const code = captchaCode(sid, params.timestamp);
      promo.sids.set(sid, code);
      return new HttpResponse(captchaSvg(code), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
      });
    }),
    http.post(at('/api/v2/youmi/promotion/get-sms'), async ({ request }) => {
      const params = await paramsOf(request);
      record('getSms', params);
      const phone = params.phone ?? '';
      const refused = refusal(params, '101');
      if (refused) return refused;
      promo.smsSent.set(phone, DEMO_SMS_CODE);
      return coded('0', null, wordsOf(params).sent);
    }),
    http.post(
      at('/api/v2/youmi/promotion/register'),
      idempotent(state, async ({ request }) => {
        const params = await paramsOf(request);
        record('register', params);
        const phone = params.phone ?? '';
        const refused = refusal(params, '-1');
        if (refused) return refused;
        if (!promo.smsSent.has(phone) || promo.smsSent.get(phone) !== params.smsCode)
          return coded('3', null, wordsOf(params).badSms);
        promo.registered.add(phone);
        promo.smsSent.delete(phone);
        return coded('0');
      }),
    ),
  ];
}
