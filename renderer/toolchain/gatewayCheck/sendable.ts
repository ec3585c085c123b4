/**
 * Which calls `npm run check-gateway` may send to a lender's gateway, decided once, by what each call
 * does (CALL_EFFECTS, renderer/contract/callSchema.ts): reads only. A call that records, moves money
 * or sends a message is never sent; it is checked from a recorded session (--har) instead.
 */
import type { CallDef, CallEffect } from '../../contract/callSchema.ts';

export const SENT_EFFECT: CallEffect = 'read';

/** A read the app sends as a JSON call (a picture the browser loads is none). */
export const isSendable = (call: Pick<CallDef, 'effect' | 'image'>): boolean =>
  call.effect === SENT_EFFECT && call.image !== true;
