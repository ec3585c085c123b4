/**
 * Which document address the frame block may show: an http(s) URL whose origin is the page's own
 * or one of the allowed origins, with no user name or password in it. Anything else (javascript:,
 * data:, blob:, about:, another origin, something that does not parse) is null.
 *
 * The address is judged after the URL parser has read it (it drops tabs and newlines, turns
 * backslashes into slashes and resolves "//host" and relative paths), and the parsed href is what
 * the frame loads, so the frame never loads anything other than what was judged.
 */

function originOf(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function frameSource(src: unknown, pageOrigin: string, allowedOrigins: readonly unknown[] = []): string | null {
  if (typeof src !== 'string' || src.trim() === '') return null;
  const own = originOf(pageOrigin);
  let url: URL;
  try {
    // Relative paths are paths on the page's own origin; without a usable origin nothing resolves.
    url = own ? new URL(src.trim(), `${own}/`) : new URL(src.trim());
  } catch {
    return null;
  }
  // blob: URLs carry the page's origin too, so the scheme is checked before the origin.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // Credentials in the address are a phishing trick (https://trusted.example@evil.example reads as
  // trusted), and Chromium refuses to load frames that carry them anyway.
  if (url.username !== '' || url.password !== '') return null;
  const allowed = allowedOrigins
    .flatMap((origin) => (typeof origin === 'string' ? [originOf(origin)] : []))
    .filter((origin) => origin !== null);
  const trusted = url.origin === own || allowed.includes(url.origin);
  return trusted ? url.href : null;
}
