/**
 * A market's amount range (SPEC §1: 2,000 to 80,000 rupees, 1,000,000 to 15,000,000 rupiah): `min`
 * and `max` are the figures, `text` how the pages state them. Validate checks the text states both
 * figures, so a range changed in one place and not the other never reaches a borrower.
 */
import type { Deployment } from '../../contract/deployment/schema.ts';
import { MARKET_KEYS } from '../../contract/language.ts';
import type { Problem } from '../problems/problems.ts';

/** The whole numbers a text states, separators and currency signs aside ("₹2,000 - ₹80,000" → 2000, 80000). */
function statedNumbers(text: string): number[] {
  return (text.match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? []).map((figure) => Number(figure.replace(/\D/g, '')));
}

export function amountRangeProblems(file: string, deployment: Deployment): Problem[] {
  return MARKET_KEYS.flatMap((key) => {
    const range = deployment.markets[key]?.amountRange;
    if (!range || typeof range.text !== 'string') return [];
    const stated = statedNumbers(range.text);
    const missing = [range.min, range.max].filter((figure) => !stated.includes(figure));
    if (!missing.length) return [];
    return [
      {
        file,
        pointer: `/markets/${key}/amountRange/text`,
        message: `"${range.text}" does not state ${missing.join(' and ')}, the range's ${missing.length === 2 ? 'min and max' : range.min === missing[0] ? 'min' : 'max'}`,
        expected: `a text that states ${range.min} and ${range.max} (amountRange.min and max), as the pages show it`,
      },
    ];
  });
}
