/**
 * Nothing personal leaves the phone (issues 32, 41): what of an error may go into a beacon. Its name only when it is
 * the language's, the platform's or the app's own; the message with every launch value (token, session, ids) and
 * everything typed on the page in any encoding or case, quoted text, addresses with an @ (e-mail, UPI IDs), runs of
 * digits (phones, card numbers, amounts, order ids) and queries taken out, cut short; the
 * stack as the frames of the app's own scripts only (path:line:column, what a source map turns back
 * into source), never another origin's address or a query.
 */

/** Values shorter than this are not looked for in text (a language code, a platform name are no secret). */
const SHORTEST_SECRET = 4;
export const MESSAGE_MAX = 200;
export const FRAMES_MAX = 20;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A secret as text may carry it: as it is, URI-encoded, or form-encoded (a space as "+"). */
function formsOf(secret: string): string[] {
  const encoded = encodeURIComponent(secret);
  return [...new Set([secret, encoded, encoded.replace(/%20/g, '+'), secret.replace(/ /g, '+')])];
}

/**
 * The text fit for a beacon: `secrets` (launch values, what was typed) in any of the forms they travel in and in any
 * case, and personal patterns replaced: quoted text (a built-in error quotes what it could not read: `"Meera Nair" is
 * not valid JSON`), a query or fragment, anything with an @ (an e-mail address, a UPI ID such as `name@bank`), and runs
 * of digits.
 */
export function scrubText(text: string, secrets: readonly string[]): string {
  let out = text;
  const values = [...new Set(secrets.filter((secret) => secret.length >= SHORTEST_SECRET))].sort(
    (a, b) => b.length - a.length,
  );
  for (const secret of values) {
    for (const form of formsOf(secret)) out = out.replace(new RegExp(escape(form), 'gi'), '[redacted]');
  }
  return (
    out
      // What a message quotes: the value it choked on, whoever typed or sent it.
      .replace(/"[^"]*"|'[^']*'|`[^`]*`|“[^”]*”/g, '[text]')
      // A query or fragment of any address (the launch parameters travel there).
      .replace(/[?#][^\s"'`)<>]*/g, '')
      .replace(/[^\s@"'`<>()]*@[^\s@"'`<>(),;]+/g, '[address]')
      // Phones, card numbers, amounts, ids: any run of digits with its separators.
      .replace(/\+?\d(?:[\d\s.,-]*\d)?/g, '#')
      .slice(0, MESSAGE_MAX)
  );
}

/**
 * The names an error may be sent by: the language's and the platform's own, and the app's. Any other (a class a
 * library named from data, a name a script set) is sent as "Error".
 */
const ERROR_NAMES: ReadonlySet<string> = new Set([
  'Error',
  'AggregateError',
  'EvalError',
  'RangeError',
  'ReferenceError',
  'SyntaxError',
  'TypeError',
  'URIError',
  'AbortError',
  'DataCloneError',
  'InvalidStateError',
  'NetworkError',
  'NotAllowedError',
  'NotFoundError',
  'NotSupportedError',
  'QuotaExceededError',
  'SecurityError',
  'TimeoutError',
  'ChunkLoadError',
  'GatewayError',
]);

/** An error's name when it is one of ERROR_NAMES ("TypeError"), else "Error". */
export function errorName(error: unknown): string {
  const name = error instanceof Error ? error.name : undefined;
  return typeof name === 'string' && ERROR_NAMES.has(name) ? name : 'Error';
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
