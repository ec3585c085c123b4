/**
 * The customer-service phone and e-mail a market's borrowers see: the market's own, else the
 * brand's. Decided once, when the build hands the deployment to the browser (publicDeployment), so
 * every page simply shows `market.phone` and `market.email`; and checked by validate, so a rupee
 * borrower is never shown an Indonesian number (nor a rupiah borrower an Indian one).
 */
import type { MarketKey } from '../../contract/language.ts';
import type { Problem } from '../problems/problems.ts';
import type { Deployment, Market } from '../../contract/deployment/schema.ts';

/** Each market's country calling code: a number written with another market's code is in the wrong country. */
export const CALLING_CODES: Record<MarketKey, string> = { in: '+91', id: '+62' };

const MARKET_NAMES: Record<MarketKey, string> = { in: 'rupee', id: 'rupiah' };

type Contacts = Pick<Deployment, 'phone' | 'email'>;

/** The phone and e-mail the market's borrowers see: its own, else the brand's. */
export function marketContacts(brand: Contacts, market: Pick<Market, 'phone' | 'email'>): Contacts {
  return { phone: market.phone ?? brand.phone, email: market.email ?? brand.email };
}

/** The deployment with every market's phone and e-mail filled in (the brand's where it names none). */
export function withMarketContacts<D extends Contacts & { markets: Partial<Record<MarketKey, Market>> }>(
  deployment: D,
): D {
  const markets = Object.fromEntries(
    (Object.keys(deployment.markets) as MarketKey[]).flatMap((key) => {
      const market = deployment.markets[key];
      if (!market) return [];
      const contacts = marketContacts(deployment, market);
      return [
        [key, { ...market, phone: contacts.phone, ...(contacts.email === undefined ? {} : { email: contacts.email }) }],
      ];
    }),
  ) as Partial<Record<MarketKey, Market>>;
  return { ...deployment, markets };
}

/** The country a number's calling code names, when it is another market's. */
function foreignMarket(phone: string, own: MarketKey): MarketKey | undefined {
  const digits = phone.replace(/[\s-]/g, '');
  return (Object.keys(CALLING_CODES) as MarketKey[]).find(
    (key) => key !== own && digits.startsWith(CALLING_CODES[key]),
  );
}

/** A market whose borrowers would be shown another market's phone (its own, or the brand's it falls back to). */
export function marketContactProblems(file: string, deployment: Deployment): Problem[] {
  const problems: Problem[] = [];
  for (const key of Object.keys(CALLING_CODES) as MarketKey[]) {
    const market = deployment.markets[key];
    // A one-market brand: the other market has no borrowers to mislead.
    if (!market) continue;
    const { phone } = marketContacts(deployment, market);
    const foreign = foreignMarket(phone, key);
    if (!foreign) continue;
    const own = market.phone !== undefined;
    problems.push({
      file,
      pointer: own ? `/markets/${key}/phone` : '/phone',
      message: `the ${MARKET_NAMES[key]} market's borrowers would be shown ${phone}, a ${MARKET_NAMES[foreign]} market's number (${CALLING_CODES[foreign]})${own ? '' : ": the brand's phone, as the market names none"}`,
      expected: `a phone in markets/${key}/phone with ${CALLING_CODES[key]} or no country code`,
    });
  }
  return problems;
}
