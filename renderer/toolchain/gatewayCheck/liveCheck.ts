/**
 * `npm run check-gateway -- <url>`'s run against a live gateway: the read calls only (./sendable.ts),
 * one at a time, each within its own time and all within a total, sent by the app's one gateway
 * client (renderer/runtime/gateway/client.ts) with the brand's headers and credentials, each reply
 * judged as the app judges it (./replyCheck.ts). A call's parameters come from the tester or from
 * earlier replies (./paramPool.ts). Nothing that records, moves money or sends a message is sent.
 */
import axios, { type AxiosResponse } from 'axios';
import type { CallDef } from '../../contract/callSchema.ts';
import type { CompiledCall } from '../../contract/gateway.ts';
import type { LaunchParams } from '../../contract/launch.ts';
import type { Deployment } from '../../contract/deployment/schema.ts';
import { createGateway } from '../../runtime/gateway/client.ts';
import { GatewayError } from '../../runtime/gateway/errors.ts';
import { readReply } from '../../runtime/gateway/reply.ts';
import type { PageReads } from '../gatewayContract/pageReads.ts';
import type { Finding } from './finding.ts';
import { ParamPool } from './paramPool.ts';
import { checkReply, isRefusal, validatorOf, type Exchange } from './replyCheck.ts';
import { isSendable } from './sendable.ts';

export interface LiveOptions {
  /** The gateway's base address (what a brand's `gateway.base` points at). */
  url: string;
  calls: Record<string, CallDef>;
  reads: PageReads;
  /** The brand whose headers and credential mode the requests follow. */
  gateway: Deployment['gateway'];
  launch: LaunchParams;
  params: Record<string, string>;
  timeoutMs: number;
  totalMs: number;
}

export interface CheckRun {
  findings: Finding[];
  exercised: string[];
  notExercised: { call: string; why: string }[];
  /** Why the check could not run (unreachable, the credentials refused): exit 2. */
  couldNotRun?: string;
}

/** An axios instance that keeps the last response (status, type, body) and whether its body was JSON. */
function recordingHttp() {
  const seen: { response?: AxiosResponse; json: boolean } = { json: false };
  const http = axios.create({
    transformResponse: [
      (data: unknown) => {
        if (typeof data !== 'string') return data;
        try {
          const parsed: unknown = JSON.parse(data);
          seen.json = true;
          return parsed;
        } catch {
          seen.json = false;
          return data;
        }
      },
    ],
  });
  http.interceptors.response.use(
    (response) => ((seen.response = response), response),
    (error: { response?: AxiosResponse }) => {
      seen.response = error.response;
      throw error;
    },
  );
  return { http, seen };
}

/** Sends one call through the app's client and says what came back. */
async function exchangeOf(
  send: (signal: AbortSignal) => Promise<unknown>,
  seen: ReturnType<typeof recordingHttp>['seen'],
  timeoutMs: number,
): Promise<{ exchange: Exchange; ok: boolean }> {
  seen.response = undefined;
  seen.json = false;
  const controller = new AbortController();
  let late = false;
  const timer = setTimeout(() => ((late = true), controller.abort()), timeoutMs);
  let ok = true;
  let kind: string | undefined;
  try {
    await send(controller.signal);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    ok = false;
    kind = error.kind;
  } finally {
    clearTimeout(timer);
  }
  // Ours, or the client's own deadline for a screen load (SCREEN_LOAD_TIMEOUT_MS) when --timeout is longer.
  if (late || kind === 'timeout') return { exchange: { failure: 'timeout' }, ok: false };
  // Set by the interceptors while the call ran (TypeScript cannot see that).
  const response = seen.response as AxiosResponse | undefined;
  if (!response) return { exchange: { failure: 'network' }, ok: false };
  const contentType = response.headers['content-type'];
  return {
    exchange: {
      status: response.status,
      body: response.data,
      bodyIsJson: seen.json,
      contentType: typeof contentType === 'string' ? contentType : undefined,
    },
    ok,
  };
}

export async function checkLive(options: LiveOptions): Promise<CheckRun> {
  const { http, seen } = recordingHttp();
  const gateway = createGateway(
    {
      base: options.url,
      headers: options.gateway?.headers ?? {},
      trustedOrigins: [],
      pageOrigin: new URL(options.url).origin,
      launch: () => options.launch,
      credentials: options.gateway?.credentials,
    },
    http,
  );
  const pool = new ParamPool(options.params);
  const run: CheckRun = { findings: [], exercised: [], notExercised: [] };
  const pending = Object.keys(options.calls).filter((id) => isSendable(options.calls[id]!));
  const deadline = Date.now() + options.totalMs;
  let answered = false;
  for (let progress = true; progress && pending.length;) {
    progress = false;
    for (const id of [...pending]) {
      const def = options.calls[id]!;
      const asked = pool.paramSets(def, options.reads[id]?.sentWith);
      if (!('sets' in asked)) continue;
      pending.splice(pending.indexOf(id), 1);
      if (Date.now() >= deadline) {
        run.notExercised.push({ call: id, why: `the total time of ${options.totalMs} ms had passed` });
        continue;
      }
      progress = true;
      const call: CompiledCall = { ...def, id, validate: (data) => validatorOf(def)?.(data) !== false };
      let outcome: Awaited<ReturnType<typeof exchangeOf>> | undefined;
      // A refusal may be of these parameters (an order that cannot be extended): the next set is tried, one at a time.
      for (const params of asked.sets) {
        if (outcome && Date.now() >= deadline) break;
        outcome = await exchangeOf(
          (signal) => gateway.load(call, params, signal),
          seen,
          Math.min(options.timeoutMs, Math.max(1, deadline - Date.now())),
        );
        if (!isRefusal(def, outcome.exchange)) break;
      }
      const { exchange, ok } = outcome!;
      if (exchange.status === 401 || exchange.status === 403)
        return { ...run, couldNotRun: `the gateway refused the credentials (${id}: status ${exchange.status})` };
      if (exchange.failure === 'network' && !answered)
        return { ...run, couldNotRun: `the gateway could not be reached (${id}: no connection)` };
      answered ||= exchange.failure === undefined;
      run.exercised.push(id);
      run.findings.push(
        ...checkReply(id, def, exchange, options.reads[id]!, { refusalIsFault: true, timeoutMs: options.timeoutMs }),
      );
      if (ok) pool.learn(readReply(exchange.body, def).data);
    }
  }
  for (const id of pending) {
    const asked = pool.paramSets(options.calls[id]!, options.reads[id]?.sentWith);
    const missing = 'missing' in asked ? asked.missing : [];
    run.notExercised.push({
      call: id,
      why: `needs ${missing.join(', ')}, which no page writes and no earlier reply gave: give ${missing.map((name) => `--param ${name}=…`).join(' ')}`,
    });
  }
  return run;
}
