/**
 * Every operator a condition or computed value may use: JSON Logic's own (less `method`, which
 * calls arbitrary methods) and ours. The one list: the interpreter's table is built from it
 * (binding/logic.ts), the build refuses any other (compile/checkPage.ts) and runs each one's check
 * of its literal arguments, and the README's list is generated from it.
 */
import { appliedOrder, isOrderOffer, orderAllows, orderBanner, paymentState, ORDER_OFFERS, type OrderFacts } from '../domain/orderStatus.ts';
import { loanTerm, termText, type TermWords } from '../domain/loanTerm.ts';
import { appPath } from '../links/safeLink.ts';
import { formatUnits, parseAmount, payableAmount, toWireAmount, type Currency } from '../money/money.ts';

export const JSON_LOGIC_OPERATORS = [
  '==', '===', '!=', '!==', '>', '>=', '<', '<=', '!!', '!', '%', 'in', 'cat', 'substr', '+', '*', '-', '/',
  'min', 'max', 'merge', 'var', 'missing', 'missing_some', 'if', '?:', 'and', 'or', 'filter', 'map', 'reduce', 'all', 'none', 'some',
] as const;

/** Operators whose later arguments see each list item as their data, not the page scope. */
export const ITERATING_OPERATORS: ReadonlySet<string> = new Set(['filter', 'map', 'reduce', 'all', 'none', 'some']);

/** A problem with an operator's literal arguments: [argument index or '' for the whole, what is wrong, what was expected]. */
export type OperatorFinding = [at: string, message: string, expected: string];

interface Operator {
  /** What it does, for the README. */
  doc: string;
  run(...args: unknown[]): unknown;
  /** The build's check of its arguments as written (literals only; a computed argument is known only at run time). */
  check?(args: readonly unknown[]): OperatorFinding[];
}

// Patterns of `matches` are compiled once each.
const patterns = new Map<string, RegExp>();

function patternFindings(pattern: unknown): OperatorFinding[] {
  if (typeof pattern !== 'string') return [['1', 'the pattern of "matches" is not a literal string', 'a regular expression as a string, e.g. "^1[3-9][0-9]{9}$"']];
  try {
    new RegExp(pattern, 'u');
    return [];
  } catch (error) {
    return [['1', `the pattern ${JSON.stringify(pattern)} does not compile: ${(error as Error).message}`, 'a valid regular expression (Unicode mode)']];
  }
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export const OWN_OPERATORS = {
  trim: {
    doc: '`{"trim": text}`: what the borrower typed without surrounding blanks (a text of spaces is empty).',
    run: (value) => text(value).trim(),
  },
  join: {
    doc: '`{"join": [list, ","]}`: a list as one string (comma-joined image URLs on the wire, SPEC §7).',
    run: (list, separator = ',') => (Array.isArray(list) ? list.join(String(separator)) : ''),
  },
  split: {
    doc: "`{\"split\": [text, separator]}`: a text as a list, blank parts left out (server text's paragraphs).",
    run: (value, separator = '\n') => (typeof value === 'string' ? value.split(String(separator)).map((part) => part.trim()).filter((part) => part !== '') : []),
  },
  money: {
    doc: '`{"money": [amount, currency]}`: whole currency units as the market writes them ("Rp 1.250.000").',
    run: (units, currency) => {
      const amount = parseAmount(units, { lenient: true });
      return amount === null ? '' : formatUnits(amount, currency as Currency);
    },
  },
  payable: {
    doc: '`{"payable": value}`: the amount a borrower may pay, in whole units, or null when it is not a plain positive amount in the market\'s unit (renderer/money/money.ts payableAmount): show `{"money": [{"payable": …}, currency]}`, refuse when null.',
    run: (value) => payableAmount(value),
  },
  amount: {
    doc: '`{"amount": value}`: a payable amount for the wire, an integer string with every separator stripped (SPEC §7), the same figure `payable` gives; \'\' when it is not payable.',
    run: (value) => toWireAmount(value),
  },
  appPath: {
    doc: '`{"appPath": value}`: the value when it is a path on this site, else \'\' (a query value may only lead back inside the app).',
    run: (value) => appPath(value),
  },
  matches: {
    doc: "`{\"matches\": [value, \"^pattern$\"]}`: whether the text matches the pattern (a field's format, SPEC §5); the build checks the pattern compiles.",
    run: (value, pattern) => {
      if (typeof pattern !== 'string') return false;
      let regex = patterns.get(pattern);
      if (!regex) patterns.set(pattern, (regex = new RegExp(pattern, 'u')));
      return regex.test(text(value));
    },
    check: (args) => patternFindings(args[1]),
  },
  now: {
    doc: '`{"now": []}`: the time in milliseconds, from the standard Date (a test clock drives it).',
    run: () => Date.now(),
  },
  orderAllows: {
    doc: `\`{"orderAllows": [order, offer]}\`: whether loan details offers this for the order (SPEC §4's status table, renderer/domain/orderStatus.ts); offer is one of ${ORDER_OFFERS.join(', ')}.`,
    run: (order, offer) => isOrderOffer(offer) && orderAllows(order as OrderFacts, offer),
    check: (args) => (isOrderOffer(args[1]) ? [] : [['1', `${JSON.stringify(args[1])} is not something loan details offers`, `one of: ${ORDER_OFFERS.join(', ')}`]]),
  },
  paymentState: {
    doc: '`{"paymentState": [order]}`: what became of a payment whose reply was lost, from the order loan details gives afterwards: paid, unpaid or pending (CONTRACT §4, renderer/domain/orderStatus.ts).',
    run: (order) => paymentState(order as OrderFacts),
  },
  appliedOrder: {
    doc: '`{"appliedOrder": [orders, productId, ordersBefore]}`: the order a loan confirmation whose reply was lost created (the newest of the product under review that was not there before), or null (CONTRACT §4).',
    run: (orders, productId, before) => appliedOrder(orders, productId, before),
  },
  loanTerm: {
    doc: '`{"loanTerm": [periods, unit, day, days, month, months]}`: a loan\'s term as text, periods times one period\'s unit (a number of days, or `day` / `month`), in the words given (`t.term.*`, `{n}` standing for the number); \'\' when it cannot be read, never NaN (renderer/domain/loanTerm.ts).',
    run: (periods, unit, day, days, month, months) => termText(loanTerm(periods, unit), { day, days, month, months } as Partial<TermWords>),
  },
  orderBanner: {
    doc: "`{\"orderBanner\": [status, banners]}`: the deployment's banner for the order status, else its default (SPEC §4).",
    run: (status, banners) => orderBanner(status, banners as Record<string, unknown>),
  },
} satisfies Record<string, Operator>;

export const OPERATOR_NAMES: ReadonlySet<string> = new Set<string>([...JSON_LOGIC_OPERATORS, ...Object.keys(OWN_OPERATORS)]);

export function operatorOf(name: string): Operator | undefined {
  return Object.hasOwn(OWN_OPERATORS, name) ? (OWN_OPERATORS as Record<string, Operator>)[name] : undefined;
}
