/**
 * A stand-in for a brand's server entry (dist/<brand>/server/entry.js, issue 24's agreed interface),
 * for the tests of what is around the renderer: the Node adapter (renderer/server/node/) and
 * nginx's fallback to the static shell. It answers every request as the real entry answers with
 * its fallback: the built index.html, with the entry's headers (a Content-Security-Policy with a
 * nonce of its own for each response, `Cache-Control: private, no-store`, Server-Timing), plus a
 * nonce'd <style> and a data <script> as the real entry writes them, so the browser checks the nonce.
 *
 * A test makes it misbehave with the request header `X-Stand-In` (nginx passes it through):
 *   slow    answers only after STAND_IN_SLOW_MS (5 s: past nginx's timeout for the renderer)
 *   throw   its fetch throws (the adapter answers 500)
 *   500     it answers 500 itself
 *   503     it answers 503 itself (as the adapter does when it sheds a request)
 *   broken  the body fails half-way (the adapter cuts the connection)
 *   bighead its page with a response head of about 10 KB (a long cookie beside the policy)
 *   hugehead its page with a response head past what nginx takes of it (RENDER_HEAD_BUFFER)
 * It reads the build of DEPLOYMENT (the default brand's when unset) from dist/, on its first request.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { policyOfBuild } from '../../renderer/toolchain/ops/deployFiles.ts';
import { RENDER_HEAD_BUFFER } from '../../renderer/toolchain/ops/nginxSite.ts';
import { DEFAULT_DEPLOYMENT, ROOT } from '../../renderer/toolchain/project/project.ts';
import type { ProductionPolicy } from '../../renderer/toolchain/ops/productionPolicy.ts';
import type { Deployment } from '../../renderer/contract/deployment/schema.ts';
import type { RenderEntry } from '../../renderer/server/protocol.ts';

export const STAND_IN_HEADER = 'x-stand-in';
export const STAND_IN_SLOW_MS = 5_000;
/** The padding of the `bighead` fault's head: with the rest, about 10 KB (nginx's own default takes 4). */
export const STAND_IN_HEAD_PADDING = 9_000;
/** The padding of the `hugehead` fault's head: 4 KB past what nginx takes (RENDER_HEAD_BUFFER, "16k"). */
export const STAND_IN_HUGE_HEAD_PADDING = Number.parseInt(RENDER_HEAD_BUFFER, 10) * 1024 + 4096;
/** What the stand-in puts in its <style>, so a test can tell its page from the static index.html. */
export const STAND_IN_MARK = '--loan-pages-stand-in';

let built: { indexHtml: string; policy: ProductionPolicy } | undefined;

/** The build it stands in for, read on the first request (a test imports the constants above without one). */
function build(): { indexHtml: string; policy: ProductionPolicy } {
  if (built) return built;
  const deploymentId = process.env.DEPLOYMENT || DEFAULT_DEPLOYMENT;
  const outDir = join(ROOT, 'dist', deploymentId);
  const deployment = JSON.parse(readFileSync(join(ROOT, 'deployments', `${deploymentId}.json`), 'utf8')) as Deployment;
  return (built = {
    indexHtml: readFileSync(join(outDir, 'index.html'), 'utf8'),
    policy: policyOfBuild(deployment, outDir),
  });
}

function withNonce(csp: string, nonce: string): string {
  return csp
    .split('; ')
    .map((directive) => (/^(script|style)-src /.test(directive) ? `${directive} 'nonce-${nonce}'` : directive))
    .join('; ');
}

const entry: RenderEntry = {
  async fetch(request) {
    const started = performance.now();
    const fault = request.headers.get(STAND_IN_HEADER);
    if (fault === 'throw') throw new Error(`stand-in told to throw while rendering ${request.url}`);
    if (fault === 'slow') await new Promise((resolve) => setTimeout(resolve, STAND_IN_SLOW_MS));
    if (fault === '500' || fault === '503')
      return new Response('render failed\n', {
        status: Number(fault),
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    const { indexHtml, policy } = build();
    const nonce = randomBytes(16).toString('base64');
    const { 'Content-Security-Policy': csp, 'Cache-Control': _cache, ...security } = policy.app;
    const head = `<style nonce="${nonce}">:root{${STAND_IN_MARK}:1}</style><script type="application/json" id="loan-pages-data" nonce="${nonce}">{}</script>`;
    const html = indexHtml.replace('</head>', `${head}</head>`);
    const headers = {
      ...security,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': withNonce(csp!, nonce),
      'Server-Timing': `render;dur=${(performance.now() - started).toFixed(1)}, gateway;dur=0`,
    };
    if (fault === 'bighead' || fault === 'hugehead') {
      const padding = fault === 'bighead' ? STAND_IN_HEAD_PADDING : STAND_IN_HUGE_HEAD_PADDING;
      return new Response(html, { headers: { ...headers, 'X-Stand-In-Padding': 'p'.repeat(padding) } });
    }
    if (fault !== 'broken') return new Response(html, { headers });
    const half = new TextEncoder().encode(html.slice(0, html.length / 2));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(half);
        setTimeout(() => controller.error(new Error('stand-in told to break half-way')), 50);
      },
    });
    return new Response(body, { headers });
  },
};

export default entry;
