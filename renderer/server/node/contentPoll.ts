/**
 * The Node adapter's side of the live content pack (issue 43): the entry's store asked every CONTENT_POLL_S on a timer
 * of the adapter's (a quiet server stays current, not only one that renders), its state in /metrics (the live version,
 * whether the last ask was refused, refusals by reason) and in /readyz's line: still ready when the store is down or
 * a pack is refused, since the last good content (or the build's own) is served meanwhile, but saying so.
 */
import { Counter, Gauge, type Registry } from 'prom-client';
import { CONTENT_REJECTIONS } from '../../contract/content.ts';
import { METRICS_PREFIX } from '../observability.ts';
import { pollSeconds } from '../content/contentSource.ts';
import type { EntryContentStatus, RenderEntry, RenderEnv } from '../protocol.ts';

/** The entry's content status as the probes read it (undefined: the entry has no content pack to serve). */
export type ContentState = () => EntryContentStatus | undefined;

/** Asks the store now and then every CONTENT_POLL_S; stops with the server. Nothing to do without CONTENT_URL. */
export function pollContent(entry: RenderEntry, env: RenderEnv): { stop(): void } {
  const content = entry.content;
  if (!content || !env.CONTENT_URL) return { stop: () => undefined };
  const ask = () => void content.refresh(env).catch(() => undefined);
  ask();
  const timer = setInterval(ask, pollSeconds(env) * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

export function contentMetrics(registry: Registry, state: ContentState): void {
  const registers = [registry];
  new Gauge({
    name: `${METRICS_PREFIX}content_version`,
    help: "The live content pack's version (0: the build's own content).",
    registers,
    collect() {
      this.set(state()?.version ?? 0);
    },
  });
  new Gauge({
    name: `${METRICS_PREFIX}content_degraded`,
    help: "1 while the store's last answer was refused (the last good content is served meanwhile), else 0.",
    registers,
    collect() {
      this.set(state()?.degraded ? 1 : 0);
    },
  });
  new Counter({
    name: `${METRICS_PREFIX}content_rejections_total`,
    help: 'Pointers and packs the renderer refused or could not read, by reason.',
    labelNames: ['reason'],
    registers,
    collect() {
      const rejections = state()?.rejections ?? {};
      this.reset();
      for (const reason of CONTENT_REJECTIONS) this.inc({ reason }, rejections[reason] ?? 0);
    },
  });
}

/** What /readyz adds about the content: nothing without a store. */
export function contentNote(state: ContentState): string {
  const status = state();
  if (!status?.store) return '';
  const live = status.version === undefined ? "the build's own content" : `content pack ${status.version}`;
  return status.degraded ? `; ${live}, degraded (${status.degraded.reason}: ${status.degraded.detail})` : `; ${live}`;
}
