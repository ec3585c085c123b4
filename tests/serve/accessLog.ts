/** Where the serving tests' nginx (playwright.serve.config.ts) writes each brand's access log, so a test can read what it keeps. */
import { join } from 'node:path';
import { ROOT } from '../../renderer/compile/sources.ts';

export function accessLogOf(deployment: string): string {
  return join(ROOT, 'reports', 'serve', `${deployment}-access.log`);
}
