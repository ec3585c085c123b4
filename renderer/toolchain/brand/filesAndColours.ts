/**
 * A brand's checks beyond its schema: the files it names on its own origin exist under public/
 * (a banner pointing at a missing folder would build and serve a broken picture), and its text
 * colours are readable on their backgrounds (WCAG AA, renderer/runtime/theme/contrast.ts).
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Deployment } from '../../contract/deployment/schema.ts';
import { AA_TEXT, contrastRatio } from '../../runtime/theme/contrast.ts';
import type { Problem } from '../problems/problems.ts';
import { isObject } from '../../contract/json.ts';

/** The deployment's fields that name a file the app serves (the banners, the documents it frames). */
function namedFiles(deployment: Deployment): [pointer: string, address: string][] {
  const found: [string, string][] = [];
  const add = (pointer: string, value: unknown) => {
    if (typeof value === 'string') found.push([pointer, value]);
  };
  for (const [status, banner] of Object.entries(isObject(deployment.banners) ? deployment.banners : {}))
    add(`/banners/${status}`, banner);
  add('/serviceBanner', deployment.serviceBanner);
  add('/loginFailureBanner', deployment.loginFailureBanner);
  for (const [name, document] of Object.entries(isObject(deployment.documents) ? deployment.documents : {}))
    add(`/documents/${name}`, document);
  return found;
}

export function assetProblems(root: string, file: string, deployment: Deployment): Problem[] {
  const problems: Problem[] = [];
  for (const [pointer, address] of namedFiles(deployment)) {
    // Only a path on the app's own origin is a file of the build; an https address is another server's.
    if (!/^\/(?![/\\])/.test(address)) continue;
    const path = decodeURI(address.split(/[?#]/)[0]!);
    const onDisk = join(root, 'public', path);
    if (!existsSync(onDisk) || !statSync(onDisk).isFile()) {
      problems.push({
        file,
        pointer,
        message: `"${address}" names public${path}, which does not exist`,
        expected: `a file under public/ (the build serves public/ at the site's root), such as public${path}`,
      });
    }
  }
  return problems;
}

/** Which colour is read on which: [text, background]. */
const PAIRS = [
  ['text', 'background'],
  ['text', 'surface'],
  ['muted', 'background'],
  ['muted', 'surface'],
  ['onAccent', 'accent'],
] as const;

export function contrastProblems(file: string, deployment: Deployment): Problem[] {
  const colors = (isObject(deployment.colors) ? deployment.colors : {}) as Record<string, unknown>;
  const problems: Problem[] = [];
  for (const [text, background] of PAIRS) {
    const [fg, bg] = [colors[text], colors[background]];
    if (typeof fg !== 'string' || typeof bg !== 'string') continue;
    const ratio = contrastRatio(fg, bg);
    if (ratio === undefined || ratio >= AA_TEXT) continue;
    problems.push({
      file,
      pointer: `/colors/${text}`,
      message: `${text} ${fg} on ${background} ${bg} has a contrast of ${ratio.toFixed(2)}:1${ratio < 1.5 ? ', next to invisible' : ''}`,
      expected: `at least ${AA_TEXT}:1 (WCAG AA for text)`,
    });
  }
  return problems;
}

export function brandProblems(root: string, file: string, deployment: Deployment): Problem[] {
  return [...assetProblems(root, file, deployment), ...contrastProblems(file, deployment)];
}
