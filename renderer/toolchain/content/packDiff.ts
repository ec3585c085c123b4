/**
 * What one content pack changes from another, one line each (issue 43): publish shows it before it signs, the pointer
 * keeps it, `npm run content -- log` lists it. Words and addresses are shown as they are (a brand's content is public);
 * a screen's pages are named, not spelled out.
 */
import type { ContentPack } from '../../contract/content.ts';
import { isObject } from '../../contract/json.ts';
import { sortedJson } from '../../runtime/content/envelope.ts';

type Content = Pick<ContentPack, 'deployment' | 'markets' | 'routes'>;

const shown = (value: unknown) => {
  const text = typeof value === 'string' ? JSON.stringify(value) : sortedJson(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

/** The leaves that differ between two values, as `path: before → after` (objects walked, anything else compared). */
function leaves(path: string, was: unknown, now: unknown, out: string[]): void {
  if (sortedJson(was) === sortedJson(now)) return;
  if (isObject(was) && isObject(now)) {
    for (const key of new Set([...Object.keys(was), ...Object.keys(now)]))
      leaves(path ? `${path}/${key}` : key, was[key], now[key], out);
    return;
  }
  if (was === undefined) out.push(`${path}: added ${shown(now)}`);
  else if (now === undefined) out.push(`${path}: removed (was ${shown(was)})`);
  else out.push(`${path}: ${shown(was)} → ${shown(now)}`);
}

/** Every change from `before` (undefined: the build's own content, which the pack does not repeat) to `after`. */
export function packChanges(before: Content | undefined, after: Content): string[] {
  const out: string[] = [];
  if (before) {
    leaves('', before.deployment, after.deployment, out);
    leaves('markets', before.markets, after.markets, out);
  } else out.push('the first pack: its words, pictures, colours, contacts and links');
  const screens = new Set([...Object.keys(before?.routes ?? {}), ...Object.keys(after.routes)]);
  for (const key of [...screens].sort()) {
    const was = before?.routes[key];
    const now = after.routes[key];
    if (sortedJson(was) === sortedJson(now)) continue;
    out.push(
      now === undefined
        ? `screen ${key}: back to the build's pages`
        : `screen ${key}: its pages changed from the build's`,
    );
  }
  return out;
}
