/** The reply shapes of CONTRACT §7, as the demo gateway writes them. */
import { HttpResponse } from 'msw';

/** v3 calls: the success boolean decides. */
export const v3 = (data: unknown) => HttpResponse.json({ success: true, code: '00', message: 'success', data });
export const v3Failure = (message: string, code = '500') =>
  HttpResponse.json({ success: false, code, message, data: null });

/** Groups whose success is a string code ('00' repayment/complaint/help/contact/recommend, '0' promotion). */
export const coded = (code: string, data: unknown = null, message = 'success') =>
  HttpResponse.json({ code, message, data });

/** The shared helper's integer 0. */
export const plain = (data: unknown = null) => HttpResponse.json({ code: 0, message: 'success', data });

/** Login-failure calls. */
export const stand = (competence: unknown, interconnected = '0', citizenship = 'success') =>
  HttpResponse.json({ interconnected, citizenship, competence });

/** define. */
export const define = (data: unknown, quietly = '00', alteration = 'success') =>
  HttpResponse.json({ quietly, alteration, data });
