/**
 * `npm run demo-gateway`: the demo gateway alone (demo/gateway/: the same handlers and seeded, stateful data as
 * `npm start` and the tests), answering at its root on `PORT` (default 4190) of `HOST` (default 127.0.0.1), so
 * `npm run check-gateway` and a lender's own tools (the OpenAPI document of docs/gateway/) have something real to run
 * against without the app. Ctrl-C stops it.
 */
import { startDemoGateway } from '../demo/gateway/server.ts';

const DEMO_GATEWAY_PORT = 4190;

const port = Number(process.env.PORT ?? DEMO_GATEWAY_PORT);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT: "${process.env.PORT}" is not a port; expected a whole number from 0 to 65535`);
  process.exit(2);
}
const gateway = await startDemoGateway({ host: process.env.HOST ?? '127.0.0.1', port, publicBase: '' });
console.log(
  `the demo gateway answers at ${gateway.url}/ (docs/gateway/README.md says what each call is); Ctrl-C stops it`,
);
const stop = () => void gateway.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
