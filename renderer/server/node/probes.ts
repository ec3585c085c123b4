/**
 * The adapter's probes (issue 32), answered before any page: `/healthz` (alive), `/readyz` (the gateway answers within
 * the budget, checked at most every READY_CHECK_MS) and `/metrics` (Prometheus, prom-client). nginx in front answers
 * 404 for their paths (renderer/toolchain/ops/nginxSite.ts): they are scraped at this process's own address. Beside
 * them, nginx's count of the static pages it served instead of ours (NGINX_FALLBACK_PATH, issue 41).
 */
import { contentNote, type ContentState } from './contentPoll.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  NGINX_UPSTREAM_HEADER,
  PROBES,
  nginxFallbackReason,
  type Readiness,
  type RenderMetrics,
} from '../observability.ts';
import { OWN_ANSWER_HEADERS } from './ownAnswer.ts';

/** The paths answerProbe answers. */
export const PROBE_PATHS: ReadonlySet<string> = new Set<string>(Object.values(PROBES));

/** What the probes read: the gateway's readiness (checked at most once a period) and the metrics' registry. */
export interface ProbeSources {
  readiness: () => Promise<Readiness>;
  metrics: RenderMetrics;
  /** The entry's content pack, said on /readyz's line (./contentPoll.ts). */
  content?: ContentState;
}

/**
 * /healthz, /readyz, /metrics: plain answers of the adapter's own, kept by nobody, neither logged nor counted (a scrape
 * every few seconds would drown the borrowers' lines).
 */
export async function answerProbe(
  path: string,
  req: IncomingMessage,
  res: ServerResponse,
  { readiness, metrics, content }: ProbeSources,
): Promise<void> {
  req.resume();
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...OWN_ANSWER_HEADERS, Allow: 'GET, HEAD' });
    return void res.end();
  }
  let status = 200;
  let type = OWN_ANSWER_HEADERS['Content-Type'];
  let body: string;
  if (path === PROBES.health) body = 'alive\n';
  else if (path === PROBES.ready) {
    const ready = await readiness();
    status = ready.ready ? 200 : 503;
    body = `${ready.ready ? 'ready' : 'not ready'}: ${ready.reason}${content ? contentNote(content) : ''}\n`;
  } else {
    body = await metrics.registry.metrics();
    type = metrics.registry.contentType;
  }
  res.writeHead(status, { ...OWN_ANSWER_HEADERS, 'Content-Type': type });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * nginx served the static page instead of our answer (its mirror of the fallback, NGINX_FALLBACK_PATH): counted by the
 * reason NGINX_UPSTREAM_HEADER gives, one of a fixed set. Before any page and whatever the load (nothing to render),
 * neither logged nor counted as a request; 204, nothing to read.
 */
export function answerNginxFallback(req: IncomingMessage, res: ServerResponse, metrics: RenderMetrics): void {
  req.resume();
  if (req.method !== 'POST') {
    res.writeHead(405, { ...OWN_ANSWER_HEADERS, Allow: 'POST' });
    return void res.end();
  }
  const upstream = req.headers[NGINX_UPSTREAM_HEADER.toLowerCase()];
  metrics.nginxFallback(nginxFallbackReason(Array.isArray(upstream) ? upstream[0] : upstream));
  res.writeHead(204, OWN_ANSWER_HEADERS);
  res.end();
}
