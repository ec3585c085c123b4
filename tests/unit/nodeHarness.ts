/**
 * What the Node adapter's tests share (renderer/server/node/): a server started on a free port with its request lines
 * kept, closed after each test (`afterEach(closeStarted)`), a request sent by node:http as nginx sends it, and an
 * entry that answers like the real one.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { RenderEntry, RenderEnv } from '../../renderer/server/protocol.ts';
import { startRenderServer, type RenderServer } from '../../renderer/server/node/renderServer.ts';
import type { LoopDelay } from '../../renderer/server/node/overload.ts';
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

/**
 * An event loop that is never late: what the tests of anything but shedding serve with, so a Vitest worker's own
 * stalls on a busy machine (a module compiled, another file's work) never turn their requests away.
 */
export const QUIET_LOOP: LoopDelay = { ms: () => 0, stop: () => undefined };

/** The adapter's request lines (JSON, as on stdout), each as it was written. */
export type LogLines = string[];

/** The adapter on a free port, its GATEWAY_URL set, its request lines written to `log`. */
export async function serve(entry: RenderEntry, log: LogLines = [], maxInFlight?: number): Promise<RenderServer> {
  const server = await startRenderServer({
    entry,
    env: { GATEWAY_URL: 'http://gateway.internal:8080' },
    logger: requestLogger({ write: (line: string) => void log.push(line) }),
    loopDelay: QUIET_LOOP,
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
  {
    env = {},
    maxInFlight,
    readyCheckMs,
    loopDelay = QUIET_LOOP,
    maxEventLoopDelayMs,
    maxQueueMs,
  }: {
    env?: RenderEnv;
    maxInFlight?: number;
    readyCheckMs?: number;
    loopDelay?: LoopDelay;
    maxEventLoopDelayMs?: number;
    maxQueueMs?: number;
  } = {},
): Promise<Served> {
  const written: string[] = [];
  const server = await startRenderServer({
    entry,
    env,
    logger: requestLogger({ write: (line: string) => void written.push(line) }),
    loopDelay,
    ...(maxEventLoopDelayMs ? { maxEventLoopDelayMs } : {}),
    ...(maxQueueMs ? { maxQueueMs } : {}),
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

/** A burst's connections: what each has received so far (its raw HTTP answer), in the order the paths were given. */
export interface Burst {
  received(): string[];
  close(): void;
}

/**
 * Requests that reach the server together, as a burst nginx passes on does: every connection opened and taken by the
 * server first, then every request written at once and this thread held (not spinning) until the kernel has them
 * all, so the server reads them in one turn of its loop, whatever else this process does meanwhile.
 */
export async function sendTogether(server: RenderServer, paths: readonly string[]): Promise<Burst> {
  const { hostname, port } = new URL(server.url);
  let accepted = 0;
  const count = () => void (accepted += 1);
  server.server.on('connection', count);
  const sockets = await Promise.all(
    paths.map(
      () =>
        new Promise<Socket>((done, fail) => {
          const socket = connect(Number(port), hostname, () => done(socket));
          socket.once('error', fail);
        }),
    ),
  );
  while (accepted < paths.length) await new Promise((next) => setImmediate(next));
  server.server.off('connection', count);
  const received = paths.map(() => '');
  sockets.forEach((socket, index) => {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received[index] += chunk));
    socket.write(`GET ${paths[index]} HTTP/1.1\r\nHost: app.example\r\nConnection: close\r\n\r\n`);
  });
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  const close = () => sockets.forEach((socket) => socket.destroy());
  closeAfterTest(async () => close());
  return { received: () => [...received], close };
}

/** The status of a raw HTTP answer (0 while none has come). */
export const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
