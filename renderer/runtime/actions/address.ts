/** Query strings for the addresses actions go to: values left out when empty, always encoded. */

/** `?a=1&b=2` of the non-empty values ('' when none). */
export function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * A link with extra query values, encoded (a relative link stays relative); an unparseable one is left to the link
 * rule.
 */
export function withQuery(url: unknown, query: Record<string, unknown>): unknown {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== '');
  if (typeof url !== 'string' || entries.length === 0) return url;
  const [path, hash = ''] = url.split('#', 2);
  const search = new URLSearchParams(entries.map(([name, value]) => [name, String(value)]));
  return `${path}${path!.includes('?') ? '&' : '?'}${search.toString()}${hash ? `#${hash}` : ''}`;
}
