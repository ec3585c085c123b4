/**
 * The server renderer under load: rounds of `concurrency` simultaneous requests for a route's HTML
 * through nginx (as deployed), each answer's render time read from its `Server-Timing: render;dur=`
 * header (the server's own time, the gateway's excluded), and its whole response time as the client
 * saw it. Bounded and local: a fixed number of rounds against 127.0.0.1, one round after another.
 */
import { readServerTiming } from '../../renderer/server/protocol.ts';
import { median } from './rowsOnScreen.ts';

export interface RenderLoad {
  /** Answers that carried a render time (the others fell back to the static shell or had none). */
  rendered: number;
  requests: number;
  renderP50: number;
  renderP95: number;
  gatewayP50: number;
  responseP50: number;
  responseP95: number;
}

/** The p-th percentile (nearest rank). */
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

async function one(url: string): Promise<{ render: number | null; gateway: number | null; response: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { Accept: 'text/html' } });
  await response.arrayBuffer();
  // The renderer's own reading of its header (renderer/server/protocol.ts).
  const timings = readServerTiming(response.headers.get('server-timing'));
  return { render: timings.render ?? null, gateway: timings.gateway ?? null, response: performance.now() - started };
}

export async function renderUnderLoad(url: string, concurrency: number, rounds: number): Promise<RenderLoad> {
  const answers: Awaited<ReturnType<typeof one>>[] = [];
  await one(url); // warm-up: the renderer's first request loads its code
  for (let round = 0; round < rounds; round += 1)
    answers.push(...(await Promise.all(Array.from({ length: concurrency }, () => one(url)))));
  const renders = answers.flatMap((answer) => (answer.render === null ? [] : [answer.render]));
  const responses = answers.map((answer) => answer.response);
  return {
    rendered: renders.length,
    requests: answers.length,
    renderP50: percentile(renders, 50),
    renderP95: percentile(renders, 95),
    gatewayP50: median(answers.flatMap((answer) => (answer.gateway === null ? [] : [answer.gateway]))),
    responseP50: percentile(responses, 50),
    responseP95: percentile(responses, 95),
  };
}
