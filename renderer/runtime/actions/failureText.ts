/**
 * What to tell the borrower when a call fails (SPEC §8): the server's own message when it gave one,
 * else what the page says for this kind of failure (a data source's or a call's `messages`), else
 * the catalogue's words for the fault (renderer/runtime/i18n `errors.*`).
 */
import { resolveValue, type Scope } from '../binding/resolve.ts';
import { failureMessageKey, type FailureKind } from '../gateway/errors.ts';
import { translate } from '../i18n/translate.ts';

export interface FailureInput {
  kind: FailureKind;
  serverMessage?: string;
  /** The page's own words: `refused` for a refusal without a message, `failed` for a network or reply fault. */
  own?: { refused?: unknown; failed?: unknown };
  scope: Scope;
  /** The message catalogue. */
  messages: unknown;
}

export function failureText({ kind, serverMessage, own, scope, messages }: FailureInput): string {
  if (serverMessage) return serverMessage;
  const specific = kind === 'refused' ? own?.refused : own?.failed;
  if (specific !== undefined) {
    const text = String(resolveValue(specific, scope) ?? '');
    if (text) return text;
  }
  return translate(messages, failureMessageKey(kind));
}
