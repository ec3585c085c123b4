/**
 * Nothing personal leaves the phone (issue 32): what of an error may go into a beacon. The message
 * with every launch value (token, session, ids), everything typed on the page, e-mail addresses,
 * runs of digits (phones, card numbers, amounts, order ids) and queries taken out, cut short; the
 * stack as the frames of the app's own scripts only (path:line:column, what a source map turns back
 * into source), never another origin's address or a query.
 */

/** Values shorter than this are not looked for in text (a language code, a platform name are no secret). */
const SHORTEST_SECRET = 4;
export const MESSAGE_MAX = 200;
export const FRAMES_MAX = 20;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text fit for a beacon: `secrets` (launch values, what was typed) and personal patterns replaced. */
export function scrubText(text: string, secrets: readonly string[]): string {
  let out = text;
  const values = [...new Set(secrets.filter((secret) => secret.length >= SHORTEST_SECRET))].sort(
    (a, b) => b.length - a.length,
  );
  for (const secret of values) {
    for (const form of new Set([secret, encodeURIComponent(secret)]))
      out = out.replace(new RegExp(escape(form), 'g'), '[redacted]');
  }
  return (
    out
      // A query or fragment of any address (the launch parameters travel there).
      .replace(/[?#][^\s"'`)<>]*/g, '')
      .replace(/[^\s@"'`<>()]+@[^\s@"'`<>()]+\.[a-z]{2,}/gi, '[email]')
      // Phones, card numbers, amounts, ids: any run of digits with its separators.
      .replace(/\+?\d(?:[\d\s.,-]*\d)?/g, '#')
      .slice(0, MESSAGE_MAX)
  );
}

/** An error's name when it is a plain identifier ("TypeError"), else "Error". */
export function errorName(error: unknown): string {
  const name = error instanceof Error ? error.name : undefined;
  return typeof name === 'string' && /^[A-Za-z][A-Za-z0-9]{0,39}$/.test(name) ? name : 'Error';
}

/** The error's message as text ("" for a value that has none). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/**
 * The stack's frames in the app's own scripts (`/assets/index-abc.js:1:2345`), from V8's ("at f
 * (url:line:col)") or Safari's and Firefox's ("f@url:line:col") format; a frame elsewhere is "?".
 */
export function stackFrames(stack: unknown, origin: string): string[] {
  if (typeof stack !== 'string') return [];
  const frames: string[] = [];
  for (const line of stack.split('\n')) {
    const at = /((?:https?:)?\/\/[^\s()]+|\/[^\s()]+):(\d+):(\d+)\)?\s*$/.exec(line.trim());
    if (!at) continue;
    let path = '?';
    try {
      const url = new URL(at[1]!, origin);
      if (url.origin === origin && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'))
        path = `${url.pathname}:${at[2]}:${at[3]}`;
    } catch {
      // not an address: left as "?"
    }
    frames.push(path);
    if (frames.length === FRAMES_MAX) break;
  }
  return frames;
}
