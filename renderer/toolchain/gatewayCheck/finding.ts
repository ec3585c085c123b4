/**
 * One reply that would break or degrade a page, said as validate says a problem (CONTRACT §1): the
 * call, the JSON pointer in the gateway's reply, what is wrong, what was expected and what came, and
 * the pages and brands it affects. What came is described, never copied when it could be personal.
 */
export type Severity = 'breaks' | 'degrades';

export interface Finding {
  call: string;
  /** The gateway's JSON pointer into its reply ("" the whole reply). */
  pointer: string;
  severity: Severity;
  message: string;
  expected: string;
  got: string;
  pages: string[];
  brands: string[];
  /** How many items of a list had the same fault (reported once, at the first). */
  count?: number;
}

/** A value as a report may show it: its type, and the value itself only when it cannot be anyone's. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing (the field is missing)';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'number' || typeof value === 'boolean')
    return /\d{6}/.test(String(value)) ? `a ${typeof value}` : `${JSON.stringify(value)} (a ${typeof value})`;
  const text = String(value);
  // A long text, one with a run of digits once spaces and dashes go (a phone, a card, an id) or an address is
  // described, not shown; an amount grouped by commas or dots ("1,500.00"), a code or a status is shown.
  return text.length <= 24 && !/\d{6}/.test(text.replace(/[\s-]/g, '')) && !/@/.test(text)
    ? `${JSON.stringify(text)} (a string)`
    : `a string of ${text.length} characters`;
}

export function formatFinding(finding: Finding): string {
  const where = finding.pages.length
    ? `; ${finding.severity} ${finding.pages.join(', ')} (${finding.brands.join(', ')})`
    : `; ${finding.severity} no page today`;
  const times = finding.count && finding.count > 1 ? ` (and ${finding.count - 1} more items alike)` : '';
  return `${finding.call}: ${finding.pointer || '/'}: ${finding.message}${times}; expected ${finding.expected}; got ${finding.got}${where}`;
}
