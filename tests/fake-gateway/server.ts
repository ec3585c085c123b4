/**
 * The demo gateway as a plain Node HTTP server (`npm run serve` puts nginx in front of it): the
 * same MSW handlers and seeded, stateful data as `npm start`, Vitest and Storybook. It answers at
 * its root (nginx strips the gateway base); the addresses its replies hand out (uploaded pictures)
 * use the base the browser sees.
 */
import type { AddressInfo } from 'node:net';
import { createServer } from '@mswjs/http-middleware';
import { createHandlers } from './handlers.ts';
import { createGatewayState } from './state.ts';

export interface DemoGatewayServer {
  url: string;
  close(): Promise<void>;
}

export async function startDemoGateway({ host = '127.0.0.1', port = 0, publicBase = '/gateway' } = {}): Promise<DemoGatewayServer> {
  const app = createServer(...createHandlers(createGatewayState(), { base: '', publicBase }));
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve, reject) => {
    const listening = app.listen(port, host, () => resolve(listening)).once('error', reject);
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
