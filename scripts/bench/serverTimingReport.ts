/**
 * The server's render time under load, per route (serverTiming.ts measures), through the nginx of RENDER=server serve;
 * only when the build has the server renderer.
 */
import { cpus } from 'node:os';
import type { BenchServers } from './contenders.ts';
import { TARGETS, millis, table } from './report.ts';
import type { BenchRoute } from './routes.ts';
import { renderUnderLoad, type RenderLoad } from './serverTiming.ts';

export async function serverTimingReport(
  servers: BenchServers,
  routes: BenchRoute[],
  loadRounds: number,
): Promise<{ text: string; renderLoads: Map<string, RenderLoad> }> {
  const renderLoads = new Map<string, RenderLoad>();
  if (!servers.serverRendering)
    return { text: '\nServer render time: — (npm run serve has no server renderer in this build)', renderLoads };
  for (const route of routes) {
    process.stdout.write(
      `server render: ${loadRounds} rounds of ${TARGETS.concurrency} concurrent requests for ${route.address}\n`,
    );
    renderLoads.set(
      route.key,
      await renderUnderLoad(servers.served!.origin + route.address, TARGETS.concurrency, loadRounds),
    );
  }
  const text = table(
    `Server render time (Server-Timing: render, gateway excluded) under ${TARGETS.concurrency} concurrent requests through nginx, ${loadRounds} rounds per route, ${cpus().length} cores; an answer without it is nginx's static fallback (the renderer late, down or failing)`,
    ['route', 'rendered / requests', 'render p50', 'render p95', 'gateway p50', 'response p50', 'response p95'],
    routes.map((route) => {
      const load = renderLoads.get(route.key)!;
      return [
        route.address,
        `${load.rendered} / ${load.requests}`,
        millis(load.renderP50),
        millis(load.renderP95),
        millis(load.gatewayP50),
        millis(load.responseP50),
        millis(load.responseP95),
      ];
    }),
  );
  return { text, renderLoads };
}
