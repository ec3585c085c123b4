/**
 * The demo gateway as a plain Node HTTP server (`npm run serve` puts nginx in front of it): the
 * same MSW handlers and seeded, stateful data as `npm start`, Vitest and Storybook. It answers at
 * its root (nginx strips the gateway base); the addresses its replies hand out (uploaded pictures)
 * use the base the browser sees.
 */
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer } from '@mswjs/http-middleware';
import { createHandlers } from './handlers.ts';
import { createGatewayState } from './state.ts';

export { DEMO_FILES_PATH } from '../../renderer/toolchain/vite/demoBuild.ts';

export interface DemoGatewayServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The server renderer's own gateway calls carry this header (issue 24), the browser's do not: a test
 * can fail the server's call alone, and the browser's later call goes through.
 */
export const RENDER_HEADER = 'x-loan-pages-render';
/** Where a test arms a fault on the server's calls of one launch token (POST ?token=…&fault=slow|down|none). */
export const SERVER_FAULTS_PATH = '/__server-faults';
/** How long a `slow` server call is held: well over the renderer's 800 ms budget. */
export const SERVER_SLOW_MS = 3_000;
export type ServerFault = 'slow' | 'down';

export interface DemoGatewayOptions {
  host?: string;
  port?: number;
  publicBase?: string;
  /** Let a test fail the server renderer's calls (SERVER_FAULTS_PATH); `npm run serve`'s tests only. */
  serverFaults?: boolean;
  /** How long a `slow` server call is held (default SERVER_SLOW_MS). */
  serverSlowMs?: number;
  /** Told of each request as it arrives, by method and path (never its query): what a test sent, and did not. */
  onRequest?: (method: string, path: string) => void;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The demo gateway, with the server renderer's calls of an armed token held (slow) or cut (down). */
function withServerFaults(app: Handler, slowMs: number): Handler {
  const armed = new Map<string, ServerFault>();
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://gateway.invalid');
    const token = url.searchParams.get('token') ?? '';
    if (url.pathname === SERVER_FAULTS_PATH && req.method === 'POST') {
      const fault = url.searchParams.get('fault');
      if (!token || (fault !== 'slow' && fault !== 'down' && fault !== 'none'))
        return void res.writeHead(400).end('expected ?token=…&fault=slow|down|none\n');
      if (fault === 'none') armed.delete(token);
      else armed.set(token, fault);
      return void res.writeHead(204).end();
    }
    const fault = req.headers[RENDER_HEADER] === 'server' ? armed.get(token) : undefined;
    if (fault === 'down') return void req.socket.destroy();
    if (fault === 'slow') return void setTimeout(() => app(req, res), slowMs);
    app(req, res);
  };
}

export async function startDemoGateway({
  host = '127.0.0.1',
  port = 0,
  publicBase = '/gateway',
  serverFaults = false,
  serverSlowMs = SERVER_SLOW_MS,
  onRequest,
}: DemoGatewayOptions = {}): Promise<DemoGatewayServer> {
  const app = createServer(...createHandlers(createGatewayState(), { base: '', publicBase })) as unknown as Handler;
  const handle = serverFaults ? withServerFaults(app, serverSlowMs) : app;
  const server = createHttpServer((req, res) => {
    onRequest?.(req.method ?? 'GET', new URL(req.url ?? '/', 'http://gateway.invalid').pathname);
    handle(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${bound}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
