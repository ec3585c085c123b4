/**
 * Block stories that follow the toolbar: an arg's text may name a message of the catalogues and an
 * amount of money, written as the story's market and language have them, the way a page's data
 * and words reach a block:
 *
 *   '{{t.orders.amount}}'            → "Loan amount" / "Jumlah pinjaman" / "借款金额"
 *   '{{money 10000 2000000}}'        → "₹ 10,000" in India, "Rp 2.000.000" in Indonesia (rupees, then rupiah)
 *   '{{t.installments.due date=2026-11-24}}' → a message's {placeholders} filled
 *   byMarket({ in: rupeePlans, id: rupiahPlans }) → the value for the story's market (numbers, lists)
 *
 * Anything else is shown as written (a control the designer typed into). A key no catalogue has is
 * an error in the console, so the render check of every story (tests/storybook/) fails on it.
 */
import type { Services } from '../renderer/contract/services.ts';
import { formatUnits } from '../renderer/runtime/money/money.ts';
import type { MarketKey } from '../renderer/contract/language.ts';
import { translate } from '../renderer/runtime/i18n/translate.ts';

const PLACEHOLDER = /\{\{\s*(?:t\.([\w.]+)((?:\s+\w+=[^\s}]+)*)|money\s+(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?))\s*\}\}/g;

const BY_MARKET = '$byMarket';

/** A story arg that differs by market (rupee plans, rupiah plans): the one for the story's market is used. */
export function byMarket<T>(values: Record<MarketKey, T>): T {
  return { [BY_MARKET]: values } as T;
}

function vars(pairs: string): Record<string, string> {
  return Object.fromEntries(
    pairs
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
}

function text(value: string, services: Pick<Services, 'messages' | 'market' | 'marketKey'>): string {
  return value.replace(
    PLACEHOLDER,
    (
      whole,
      key: string | undefined,
      pairs: string | undefined,
      rupees: string | undefined,
      rupiah: string | undefined,
    ) => {
      if (key) {
        const message = translate(services.messages, key, vars(pairs ?? ''));
        if (message === key)
          console.error(`Story arg "${whole}": no message "${key}" in the ${services.marketKey} catalogue`);
        return message;
      }
      return formatUnits(Number(services.marketKey === 'id' ? rupiah : rupees), services.market.currency);
    },
  );
}

/**
 * The args with every text's messages and amounts in the story's market and language (nested lists and records too).
 */
export function inMarket<T>(value: T, services: Pick<Services, 'messages' | 'market' | 'marketKey'>): T {
  if (typeof value === 'string') return text(value, services) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => inMarket(item, services)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    if (BY_MARKET in value)
      return inMarket((value as Record<string, Record<MarketKey, T>>)[BY_MARKET]![services.marketKey], services);
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inMarket(item, services)])) as T;
  }
  return value;
}
