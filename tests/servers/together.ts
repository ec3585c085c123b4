/**
 * A Playwright config's servers started at once: one webServer entry (tests/servers/startTogether.mjs) that starts
 * every server and is ready when each one's address answers. Playwright starts its own entries one after another;
 * every entry here waits for the same thing its own entry did (its address answering as Playwright checks it).
 */
import type { PlaywrightTestConfig } from '@playwright/test';

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, readonly unknown[]>;

export interface Server {
  /** Names its lines in the output. */
  name: string;
  command: string;
  env?: Record<string, string>;
  /** Ready when it answers 2xx, 3xx or 400-403 here. */
  url: string;
}

/**
 * How long all of them may take to answer. Started at once in a whole `npm test` run on 2 cores (load average 4-8),
 * the serving tests' six nginx stacks answered within 16 s, the preview servers within 4 s: about four times the
 * slowest, for a machine that is also doing something else.
 */
export const START_TIMEOUT_MS = 60_000;

export function together(servers: readonly Server[], options: Pick<WebServer, 'gracefulShutdown'> = {}): WebServer {
  return {
    command: 'node tests/servers/startTogether.mjs',
    env: { SERVERS: JSON.stringify(servers) },
    wait: { stdout: /^every server answers/m },
    reuseExistingServer: false,
    timeout: START_TIMEOUT_MS,
    stdout: 'pipe',
    stderr: 'pipe',
    ...options,
  };
}
