/**
 * What the serving specs compare: the policy headers of a response, the build's `_headers` file
 * for a path (the static hosts' copy of nginx's), and which brand and rendering the project serves.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../renderer/toolchain/project/project.ts';
import { resolveHeadersFile } from '../../renderer/toolchain/ops/headersFile.ts';
import { test, type APIResponse } from '../e2e/cspGuard.ts';
import type { Served } from './accessLog.ts';

export const HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cache-control',
  'strict-transport-security',
];
export const HSTS = 'max-age=31536000; includeSubDomains';

/** How the running test's project serves (playwright.serve.config.ts). */
export const served = (): Served => test.info().project.metadata as Served;

/** The brand the project serves. */
export const deployment = () => served().deployment;

/** The headers the build's `_headers` file gives a path, lower-cased as HTTP reports them. */
export function headersFileFor(deployment: string, path: string): Record<string, string> {
  const file = readFileSync(join(ROOT, 'dist', deployment, '_headers'), 'utf8');
  return Object.fromEntries(
    Object.entries(resolveHeadersFile(file, path)).map(([name, value]) => [name.toLowerCase(), value]),
  );
}

/** The policy headers of a response (HEADERS), lower-cased. */
export function policyHeaders(response: APIResponse): Record<string, string> {
  const all = response.headers();
  return Object.fromEntries(HEADERS.filter((name) => name in all).map((name) => [name, all[name]!]));
}

/** The built index.html of the project's brand: the static page rendered in the browser. */
export function staticIndex(): string {
  return readFileSync(join(ROOT, 'dist', deployment(), 'index.html'), 'utf8');
}
