/**
 * Native shells still open hash links from the old app (CONTRACT §2). They are turned into the
 * route's real path before anything else reads the address, keeping the query.
 */
import type { RouteKey } from '../contract/routeTable.ts';

const LEGACY_ROUTES: Record<string, RouteKey> = {
  borrowDetail: 'loanDetails',
  alipayrepayment: 'walletRepay',
  downloadTemplate: 'promotionDownload',
  agreementTemplate: 'promotionAgreement',
};

/**
 * `#/borrowDetail/?a=1` → the loanDetails path with `?a=1` (merged over any real query).
 * Returns null when the hash is not a legacy link.
 */
export function legacyHashTarget(url: URL, pathOf: (key: RouteKey) => string): string | null {
  const match = /^#\/([A-Za-z]+)\/?(?:\?(.*))?$/.exec(url.hash);
  if (!match) return null;
  const name = match[1] ?? '';
  if (!Object.hasOwn(LEGACY_ROUTES, name)) return null;
  const key = LEGACY_ROUTES[name]!;
  const query = new URLSearchParams(url.search);
  for (const [name, value] of new URLSearchParams(match[2] ?? '')) query.set(name, value);
  const search = query.toString();
  return pathOf(key) + (search ? `?${search}` : '');
}
