/**
 * What the serving tests' `npm run serve` runs (playwright.serve.config.ts) keep, per project: nginx's
 * access log and the renderer's output, so a test can read that neither keeps a token; and how the
 * project serves (its brand, rendered on the server or in the browser only).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../renderer/toolchain/project/project.ts';

export function accessLogOf(project: string): string {
  return join(ROOT, 'reports', 'serve', `${project}-access.log`);
}

export function renderLogOf(project: string): string {
  return join(ROOT, 'reports', 'serve', `${project}-render.log`);
}

/** The content store a project's `npm run serve` serves at /content/ and its renderer polls (issue 43). */
export function contentStoreOf(project: string): string {
  return join(ROOT, 'reports', 'serve', `${project}-content`);
}

/**
 * The renderer's own address, as it said on its first line (`npm run serve` keeps its output in the render log), where
 * its probes answer; undefined before it has said it.
 */
export function rendererUrlOf(project: string): string | undefined {
  return /^render: listening on (http:\/\/\S+)/m.exec(readFileSync(renderLogOf(project), 'utf8'))?.[1];
}

/** A serving project's metadata (playwright.serve.config.ts). */
export interface Served {
  deployment: 'kilat' | 'lumen';
  render: 'client' | 'server';
  /** The renderer: the build's entry, the stand-in with its fault controls, or none listening. */
  renderer?: 'built' | 'stand-in' | 'down';
}
