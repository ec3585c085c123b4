/**
 * The one gateway client (CONTRACT §4): every request carries the launch parameters in its query
 * (towards any origin other than the page's own or a trusted one, the tracking set alone, as
 * CONTRACT §3 says for links), the XMLHttpRequest marker, the deployment's header pairs (only
 * towards its own or a trusted origin), and a deadline (SPEC §7's 60 s for a call, a shorter one
 * for a screen's load). With the deployment's `credentials: "headers"` the identifying parameters
 * leave the query and go only in headers (./credentials.ts), so no address, history entry or access
 * log holds them. Replies are read with the call's success rule and checked against its payload
 * schema, so a page only ever sees a good payload or a GatewayError.
 */
import { type LaunchParams, IDENTIFYING_KEYS } from '../../contract/launch.ts';
import { trackingParams } from '../launch/launchParams.ts';
import type { CredentialMode } from '../../contract/deployment/schema.ts';
import { CREDENTIAL_HEADERS, headerValue } from './credentials.ts';
import type { AttemptKeys } from '../../contract/persistence.ts';
import { startDeadline } from './deadline.ts';
import { clientOf, httpFailureOf, lazyHttp, type HttpClient } from './httpClient.ts';
import { GatewayError, type FailureKind } from './errors.ts';
import type { CallParams, CompiledCall, Gateway, Reply } from '../../contract/gateway.ts';
import { readReply } from './reply.ts';

/**
 * SPEC §7's timeout, for every call a borrower's action starts (a payment, a confirmation): never cut sooner, since a
 * payment given up on is one whose outcome is unknown, which CONTRACT §4's attempts then have to ask the gateway about.
 */
export const TIMEOUT_MS = 60_000;

/**
 * A screen's load (its data sources through `load`: the page's own, boot's early fetch it adopts, refetch and Retry)
 * gives up at 15 s, a quarter of a borrower's call: a hung gateway shows the timeout message and Retry, not a spinner
 * for a minute (nginx waits longer than either: GATEWAY_READ_TIMEOUT_S, renderer/toolchain/ops/nginxSite.ts). Still
 * room for slow 3G (300 ms, 400 kbit/s in docs/performance.md): connection set-up and the 21 KB (gzipped) axios chunk
 * take about 2 s, and the other 13 s carry some 650 KB, two hundred times the largest of the demo's data replies
 * (3.2 KB, 0.7 KB gzipped).
 */
export const SCREEN_LOAD_TIMEOUT_MS = 15_000;

export interface GatewayOptions {
  base: string;
  /** Header name → launch parameter name. */
  headers: Record<string, string>;
  trustedOrigins: readonly string[];
  pageOrigin: string;
  launch: () => LaunchParams;
  /** Where the identifying launch parameters go: the query too (CONTRACT §3, the default) or headers only. */
  credentials?: CredentialMode;
  /** The Idempotency-Keys of the calls that move money or create a record (absent: none sent). */
  attempts?: AttemptKeys;
  /**
   * Told of each call that failed (not a reply the page handles: a transport fault, a bad reply, a data source
   * refused).
   */
  onFailure?: (call: CompiledCall, kind: FailureKind) => void;
}

function wireValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function encodeBody(call: CompiledCall, params: CallParams): FormData | URLSearchParams | undefined {
  if (call.method === 'GET' || call.body === 'none') return undefined;
  const inBody = Object.entries(params).filter(([name]) => (call.params?.[name]?.in ?? 'body') === 'body');
  if (call.body === 'multipart') {
    const form = new FormData();
    for (const [name, value] of inBody) {
      if (value instanceof Blob) form.append(name, value);
      else if (value !== undefined) form.append(name, wireValue(value));
    }
    return form;
  }
  const form = new URLSearchParams();
  for (const [name, value] of inBody) if (value !== undefined) form.append(name, wireValue(value));
  return form;
}

function queryOf(call: CompiledCall, params: CallParams, launch: LaunchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(launch)) if (value !== undefined) query.set(name, value);
  for (const [name, value] of Object.entries(params)) {
    const inQuery = call.method === 'GET' || call.params?.[name]?.in === 'query';
    if (inQuery && value !== undefined) query.set(name, wireValue(value));
  }
  return query;
}

function isTrusted(url: URL, options: GatewayOptions): boolean {
  if (url.origin === options.pageOrigin) return true;
  return options.trustedOrigins.some((origin) => {
    try {
      return new URL(origin).origin === url.origin;
    } catch {
      return false;
    }
  });
}

function toGatewayError(error: unknown): GatewayError {
  if (error instanceof GatewayError) return error;
  const failure = httpFailureOf(error);
  if (failure.__CANCEL__) return new GatewayError('network');
  if (failure.isAxiosError) {
    if (failure.code === 'ECONNABORTED' || failure.code === 'ETIMEDOUT') return new GatewayError('timeout');
    if (failure.response) return new GatewayError('status', '', undefined, failure.response.status);
  }
  // Anything else (a lost connection, the client's chunk that did not come): the network.
  return new GatewayError('network');
}

/** A success whose payload is not the call's reply shape is a bad reply (the call's precompiled validator decides). */
export function assertPayload(call: Pick<CompiledCall, 'validate'>, reply: Reply): void {
  if (reply.ok && call.validate && !call.validate(reply.data)) throw new GatewayError('shape', '', reply.code);
}

/**
 * Where a call goes, with its query. The origin is decided first, from the resolved address (a
 * base of `//host` or `/\host` is another origin too), and decides which launch parameters go:
 * `validate` refuses such a deployment, and this holds even if one slips through.
 */
function addressOf(
  options: GatewayOptions,
  call: CompiledCall,
  params: CallParams,
  launch: LaunchParams,
): { url: URL; trusted: boolean } {
  const url = new URL(options.base.replace(/\/$/, '') + call.path, options.pageOrigin + '/');
  const trusted = isTrusted(url, options);
  url.search = queryOf(call, params, trusted ? inQuery(options, launch) : trackingParams(launch)).toString();
  return { url, trusted };
}

/** The launch parameters the query carries: all of them, or under header credentials none that identify anyone. */
function inQuery(options: GatewayOptions, launch: LaunchParams): LaunchParams {
  if (options.credentials !== 'headers') return launch;
  const out: LaunchParams = { ...launch };
  for (const key of IDENTIFYING_KEYS) delete out[key];
  return out;
}

/** Where a call goes and the headers it carries (the launch's, by the origin rule; its attempt's key). */
function requestOf(
  options: GatewayOptions,
  call: CompiledCall,
  params: CallParams,
): { url: URL; headers: Record<string, string> } {
  const launch = options.launch();
  const { url, trusted } = addressOf(options, call, params, launch);
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  if (trusted) {
    const carried = new Set<string>();
    for (const [header, param] of Object.entries(options.headers)) {
      const value = launch[param as keyof LaunchParams];
      if (value) headers[header] = headerValue(value);
      carried.add(param);
    }
    if (options.credentials === 'headers') {
      for (const key of IDENTIFYING_KEYS) {
        const value = launch[key];
        if (value && !carried.has(key)) headers[CREDENTIAL_HEADERS[key]] = headerValue(value);
      }
    }
  }
  // CONTRACT §4: the same attempt (a retry after a lost reply) carries the same key.
  const key = call.idempotent ? options.attempts?.keyFor(call, params) : undefined;
  if (key) headers['Idempotency-Key'] = key;
  return { url, headers };
}

export function createGateway(options: GatewayOptions, http: HttpClient = lazyHttp()): Gateway {
  /** The failure, told (a borrower who left, the page's own abort, is none). */
  function failed(call: CompiledCall, error: GatewayError, signal?: AbortSignal): GatewayError {
    if (!signal?.aborted) options.onFailure?.(call, error.kind);
    return error;
  }

  async function send(
    call: CompiledCall,
    params: CallParams,
    signal: AbortSignal | undefined,
    ms: number,
  ): Promise<Reply> {
    try {
      return await sendOnce(call, params, signal, ms);
    } catch (error) {
      throw error instanceof GatewayError ? failed(call, error, signal) : error;
    }
  }

  async function sendOnce(
    call: CompiledCall,
    params: CallParams,
    signal: AbortSignal | undefined,
    ms: number,
  ): Promise<Reply> {
    const { url, headers } = requestOf(options, call, params);
    const attempt = call.idempotent ? options.attempts : undefined;
    let raw: unknown;
    const deadline = startDeadline(ms, signal);
    try {
      const client = await clientOf(http, deadline.signal);
      const response = await client.request({
        url: url.href,
        method: call.method,
        data: encodeBody(call, params),
        headers,
        signal: deadline.signal,
        responseType: 'json',
        // No XSRF cookie here (the gateway authenticates by the launch headers): without this axios
        // awaits the browser's cookie store before sending, which puts a boot request behind the page's code.
        withXSRFToken: false,
        validateStatus: (status) => status >= 200 && status < 300,
      });
      raw = response.data;
    } catch (error) {
      throw deadline.passed() ? new GatewayError('timeout') : toGatewayError(error);
    } finally {
      deadline.clear();
    }
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new GatewayError('shape');
    const reply = readReply(raw, call);
    assertPayload(call, reply);
    // The gateway answered (done, or refused): the attempt is over, and a new tap is a new one.
    attempt?.settle(call, params);
    return reply;
  }

  /**
   * Handed to the browser before this returns, with `keepalive`: the request leaves even if the next step opens a
   * native screen or another page, which can pause or tear down the WebView (issue 42), and needs no HTTP client
   * loaded. Its reply is not read; a transport fault is still told. keepalive caps the body at 64 KB, which a tracking
   * event never nears.
   */
  function sendAndForget(call: CompiledCall, params: CallParams): void {
    const { url, headers } = requestOf(options, call, params);
    const told = (kind: FailureKind) => void failed(call, new GatewayError(kind));
    fetch(url.href, { method: call.method, headers, body: encodeBody(call, params), keepalive: true }).then(
      (response) => (response.ok ? undefined : told('status')),
      () => told('network'),
    );
  }

  return {
    send: (call, params, signal) => send(call, params, signal, TIMEOUT_MS),
    sendAndForget,
    // The browser loads it with no custom headers; its query follows the same origin rule as send's
    // (under header credentials, then, it names no one: such a picture must not need to).
    url: (call, params) => addressOf(options, call, params, options.launch()).url.href,
    async load(call, params, signal) {
      const reply = await send(call, params, signal, SCREEN_LOAD_TIMEOUT_MS);
      if (!reply.ok) throw failed(call, new GatewayError('refused', reply.message, reply.code), signal);
      return reply;
    },
  };
}
