/**
 * `call`: a gateway call by id, awaited; its outcome chooses the branch (onCode, then onSuccess or
 * onFailure), with `result` in scope. SPEC §8: a failure without a branch toasts the server's
 * message, else what the page says for that failure, else why the call failed.
 */
import { resolveRecord } from '../../binding/resolve.ts';
import { GatewayError } from '../../gateway/errors.ts';
import type { Reply } from '../../../contract/gateway.ts';
import { failureText } from '../failureText.ts';
import {
  actions,
  callId,
  valueMap,
  value,
  type ActionOf,
  type BranchResults,
  type CheckContext,
} from '../../../contract/page/grammar.ts';
import type { RunContext } from '../host.ts';

export const schema = {
  type: 'object',
  description: 'Call a gateway call by id; result (ok, code, message, data, kind, error) is in scope in the branches.',
  additionalProperties: false,
  required: ['do', 'call'],
  properties: {
    do: { const: 'call' },
    call: callId,
    params: valueMap,
    loading: { type: 'boolean', description: "Show 'loading...' while it runs." },
    background: {
      type: 'boolean',
      description:
        'Send it and go on at once, its request handed to the browser (keepalive) before the next action; its outcome is ignored (tracking). Takes no branches.',
    },
    messages: {
      type: 'object',
      additionalProperties: false,
      description:
        'What to say when it fails and the server gave no message: refused (a refusal), failed (a network or reply fault). result.error holds it.',
      properties: { refused: value, failed: value },
    },
    onSuccess: actions,
    onFailure: { ...actions, description: 'Default: toast result.error.' },
    onCode: { type: 'object', additionalProperties: actions, description: 'By reply code, before onFailure.' },
    otherOpen: {
      ...actions,
      description:
        "Run instead of sending when another attempt for the same order or product (the call's attempt.of) was sent and its outcome is unknown (CONTRACT §4): sending this one could pay twice. Say so and let the borrower choose (forgetAttempts, then send). Sending the same attempt again is safe and never comes here.",
    },
  },
} as const;

export type Action = ActionOf<typeof schema>;

/** A call waits for its reply: its block stays busy (one request per tap). */
export const busy = true;
export const leaves = false;

export const results: BranchResults = { onSuccess: 'reply', onFailure: 'any', onCode: 'any' };

export function check(action: Action, { calls, report }: CheckContext): void {
  if (action.otherOpen && calls[action.call] && !calls[action.call]!.attempt)
    report(
      '/otherOpen',
      `call ${action.call} is not idempotent: it has no attempts`,
      'otherOpen only on a call with "idempotent": true and its "attempt"',
    );
  if (calls[action.call]?.image)
    report(
      '/call',
      `call ${action.call} is a picture the browser loads, not a request`,
      'callUrl into page state, shown by an image',
    );
  if (action.background && (action.onSuccess || action.onFailure || action.onCode)) {
    report(
      '/background',
      'a background call has branches, which never run',
      'no onSuccess, onFailure or onCode, or background left out',
    );
  }
}

/** What a call's branches see as `result`. */
interface CallResult {
  ok: boolean;
  code: unknown;
  /** The server's own message ('' when it gave none, or there was no reply). */
  message: string;
  data: unknown;
  /** On failure: why, 'refused' (the server said no) or the transport fault (network, timeout, status, shape). */
  kind?: string;
  /** On failure: what to tell the borrower. */
  error?: string;
}

export async function run(action: Action, ctx: RunContext): Promise<boolean> {
  const { host } = ctx;
  const call = host.calls[action.call];
  if (!call) throw new Error(`unknown call "${action.call}"`);
  const params = resolveRecord(action.params, ctx.scope());
  if (action.background) {
    // Tracking: on its way before the next step runs (a host message can tear the WebView down), not waited for;
    // neither a refusal nor a fault concerns the visitor.
    host.services.gateway.sendAndForget(call, params);
    return true;
  }
  // Another payment of this order may still go through: the page asks the borrower first.
  if (action.otherOpen && host.services.persistence.attempts.openOther(call, params))
    return ctx.branch(action.otherOpen);
  const stop = action.loading ? host.services.loading.start() : undefined;
  let reply: Reply | undefined;
  let fault: GatewayError | undefined;
  try {
    reply = await host.services.gateway.send(call, params);
  } catch (error) {
    fault = error instanceof GatewayError ? error : new GatewayError('network');
  } finally {
    stop?.();
  }
  if (!host.alive()) return false;
  if (reply?.ok) {
    const result: CallResult = { ok: true, code: reply.code, message: reply.message, data: reply.data };
    return ctx.branch(action.onSuccess ?? [], { result });
  }
  const kind = fault?.kind ?? 'refused';
  const error = failureText({
    kind,
    serverMessage: reply?.message,
    own: action.messages,
    scope: ctx.scope(),
    messages: host.services.messages,
  });
  const result: CallResult = {
    ok: false,
    code: reply?.code,
    message: reply?.message ?? '',
    data: reply?.data,
    kind,
    error,
  };
  const byCode = reply && action.onCode ? action.onCode[String(reply.code)] : undefined;
  const branch = byCode ?? action.onFailure;
  if (!branch) {
    host.services.toast.show(error);
    return true;
  }
  return ctx.branch(branch, { result });
}
