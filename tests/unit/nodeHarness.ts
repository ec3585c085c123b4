/**
 * What the Node adapter's tests share (renderer/server/node/): a server started on a free port with its request lines
 * kept, closed after each test (`afterEach(closeStarted)`), a request sent by node:http as nginx sends it, and an
 * entry that answers like the real one.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { RenderEntry, RenderEnv } from '../../renderer/server/protocol.ts';
import { startRenderServer, type RenderServer } from '../../renderer/server/node/renderServer.ts';
import { requestLogger } from '../../renderer/server/observability.ts';
import { serverTimingHeader, type ServerTiming } from '../../renderer/server/protocol.ts';

const closing: (() => Promise<unknown>)[] = [];

/** Closes what the test started (servers, a gateway): for afterEach. */
export async function closeStarted(): Promise<void> {
  await Promise.all(closing.splice(0).map((close) => close()));
}

/** Something to close once the test is over. */
export function closeAfterTest(close: () => Promise<unknown>): void {
  closing.push(close);
}

/** The adapter's request lines (JSON, as on stdout), each as it was written. */
export type LogLines = string[];

/** The adapter on a free port, its GATEWAY_URL set, its request lines written to `log`. */
export async function serve(entry: RenderEntry, log: LogLines = [], maxInFlight?: number): Promise<RenderServer> {
  const server = await startRenderServer({
    entry,
    env: { GATEWAY_URL: 'http://gateway.internal:8080' },
    logger: requestLogger({ write: (line: string) => void log.push(line) }),
    ...(maxInFlight ? { maxInFlight } : {}),
  });
  closeAfterTest(() => server.close(0));
  return server;
}

export const parsed = (log: LogLines) => log.map((line) => JSON.parse(line) as Record<string, unknown>);

export interface Served {
  server: RenderServer;
  /** The request lines, parsed. */
  lines: () => Record<string, unknown>[];
  /** Everything logged, as written. */
  text: () => string;
}

/** The adapter on a free port with the environment given, its request lines kept to read back. */
export async function serveLogged(
  entry: RenderEntry,
  { env = {}, maxInFlight, readyCheckMs }: { env?: RenderEnv; maxInFlight?: number; readyCheckMs?: number } = {},
): Promise<Served> {
  const written: string[] = [];
  const server = await startRenderServer({
    entry,
    env,
    logger: requestLogger({ write: (line: string) => void written.push(line) }),
    ...(maxInFlight ? { maxInFlight } : {}),
    ...(readyCheckMs ? { readyCheckMs } : {}),
  });
  closeAfterTest(() => server.close(0));
  return {
    server,
    lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => written.join(''),
  };
}

export interface Sent {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One request by node:http (as nginx sends it), the response's head as soon as it arrives. */
export function send(
  url: string,
  { method = 'GET', path = '/', headers = {}, body }: Sent = {},
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}${path}`, { method, headers }, resolve);
    req.on('error', reject);
    req.end(body);
  });
}

export async function text(response: IncomingMessage): Promise<string> {
  let all = '';
  response.setEncoding('utf8');
  for await (const chunk of response) all += chunk as string;
  return all;
}

/** A page whose Server-Timing says what the real entry says (protocol.ts). */
export const page = (timing: ServerTiming, body = '<p>page</p>') =>
  new Response(body, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'server-timing': serverTimingHeader(timing) },
  });

export const RELEASE = 'v9.9.9-test';

/** An entry that answers like the real one, per path: rendered, each fallback, a failure. */
export const entry: RenderEntry = {
  fetch(request) {
    const { pathname } = new URL(request.url);
    const id = request.headers.get('x-request-id') ?? undefined;
    const base = { request: id, release: RELEASE };
    if (pathname === '/loanDetails') return page({ ...base, render: 12.5, gateway: 40, route: 'loanDetails' });
    if (pathname === '/repay') return page({ ...base, render: 2, gateway: 800, route: 'repay', fallback: 'budget' });
    if (pathname === '/order') return page({ ...base, render: 3, gateway: 15, route: 'order', fallback: 'gateway' });
    if (pathname === '/product')
      return page({ ...base, render: 20, gateway: 0, route: 'product', fallback: 'no-borrower' });
    if (pathname === '/boom') throw new Error(`could not render ${request.url}`);
    return page({ ...base, render: 1, gateway: 0, route: 'notFound' });
  },
};
