/** The react-query key of a page's data source: the page and the boot's early fetch (renderer/app/earlyFetch.ts) use the same. */
export function sourceKey(route: string, id: string, call: string, params: Record<string, unknown>): unknown[] {
  return ['source', route, id, call, params];
}
