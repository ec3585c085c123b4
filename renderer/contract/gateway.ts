/**
 * The gateway client's interface (CONTRACT §4, SPEC §8): what a page, an action and the early fetch
 * call, and what they get back. The one client is renderer/runtime/gateway/client.ts.
 */
import type { CallDef } from './callSchema.ts';

/**
 * Why a gateway call did not give the page what it needs; each kind has its own message
 * (renderer/runtime/gateway/errors.ts).
 */
export type FailureKind = 'network' | 'timeout' | 'status' | 'shape' | 'refused';

/** A precompiled payload validator (ajv standalone, generated at build time). */
export type PayloadValidator = (data: unknown) => boolean;

export interface CompiledCall extends CallDef {
  id: string;
  validate?: PayloadValidator;
}

export type CallParams = Record<string, unknown>;

export interface Gateway {
  /** Resolves with the reply whatever its code; rejects with a GatewayError for transport or shape faults. */
  send(call: CompiledCall, params: CallParams, signal?: AbortSignal): Promise<Reply>;
  /**
   * Sends a call whose outcome nobody reads (tracking), handed to the browser before it returns, so that a step after
   * it (a host message, a link) cannot lose it.
   */
  sendAndForget(call: CompiledCall, params: CallParams): void;
  /**
   * Loads a data source's reply: like send, but within a screen load's shorter deadline (a 'timeout' when it passes),
   * and a reply that is not a success rejects too (kind 'refused').
   */
  load(call: CompiledCall, params: CallParams, signal?: AbortSignal): Promise<Reply>;
  /**
   * The address of a GET call with its query (launch parameters included), for what the browser loads itself: an image.
   */
  url(call: CompiledCall, params: CallParams): string;
}

export interface Reply {
  ok: boolean;
  code: unknown;
  message: string;
  /** The readable payload. */
  data: unknown;
  raw: unknown;
}
