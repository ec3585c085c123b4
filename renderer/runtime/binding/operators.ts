/**
 * Every operator a condition or computed value may use: JSON Logic's own (less `method`, which
 * calls arbitrary methods) and ours. The one list: the interpreter's table is built from it
 * (binding/logic.ts), the build refuses any other (compile/checkPage.ts) and runs each one's check
 * of its literal arguments, and the grammar list of docs/page-schema.md is generated from it with each one's words
 * (renderer/toolchain/generate/operatorDocs.ts, typed by this list and kept out of the browser's code).
 */
import {
  appliedOrder,
  isOrderOffer,
  orderAllows,
  orderBanner,
  paymentState,
  ORDER_OFFERS,
  type OrderFacts,
} from '../domain/orderStatus.ts';
import { loanTerm, termText, type TermWords } from '../domain/loanTerm.ts';
import { appPath } from '../links/safeLink.ts';
import { formatUnits, parseAmount, payableAmount, toWireAmount, type Currency } from '../money/money.ts';

export const JSON_LOGIC_OPERATORS = [
  '==',
  '===',
  '!=',
  '!==',
  '>',
  '>=',
  '<',
  '<=',
  '!!',
  '!',
  '%',
  'in',
  'cat',
  'substr',
  '+',
  '*',
  '-',
  '/',
  'min',
  'max',
  'merge',
  'var',
  'missing',
  'missing_some',
  'if',
  '?:',
  'and',
  'or',
  'filter',
  'map',
  'reduce',
  'all',
  'none',
  'some',
] as const;

/** Operators whose later arguments see each list item as their data, not the page scope. */
export const ITERATING_OPERATORS: ReadonlySet<string> = new Set(['filter', 'map', 'reduce', 'all', 'none', 'some']);

/**
 * A problem with an operator's literal arguments: [argument index or '' for the whole, what is wrong, what was
 * expected].
 */
export type OperatorFinding = [at: string, message: string, expected: string];

interface Operator {
  run(...args: unknown[]): unknown;
  /** The build's check of its arguments as written (literals only; a computed argument is known only at run time). */
  check?(args: readonly unknown[]): OperatorFinding[];
}

// Patterns of `matches` are compiled once each.
const patterns = new Map<string, RegExp>();

function patternFindings(pattern: unknown): OperatorFinding[] {
  if (typeof pattern !== 'string')
    return [
      [
        '1',
        'the pattern of "matches" is not a literal string',
        'a regular expression as a string, e.g. "^1[3-9][0-9]{9}$"',
      ],
    ];
  try {
    new RegExp(pattern, 'u');
    return [];
  } catch (error) {
    return [
      [
        '1',
        `the pattern ${JSON.stringify(pattern)} does not compile: ${(error as Error).message}`,
        'a valid regular expression (Unicode mode)',
      ],
    ];
  }
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export const OWN_OPERATORS = {
  trim: { run: (value) => text(value).trim() },
  join: { run: (list, separator = ',') => (Array.isArray(list) ? list.join(String(separator)) : '') },
  split: {
    run: (value, separator = '\n') =>
      typeof value === 'string'
        ? value
            .split(String(separator))
            .map((part) => part.trim())
            .filter((part) => part !== '')
        : [],
  },
  money: {
    run: (units, currency) => {
      const amount = parseAmount(units, { lenient: true });
      return amount === null ? '' : formatUnits(amount, currency as Currency);
    },
  },
  payable: { run: (value) => payableAmount(value) },
  amount: { run: (value) => toWireAmount(value) },
  appPath: { run: (value) => appPath(value) },
  matches: {
    run: (value, pattern) => {
      if (typeof pattern !== 'string') return false;
      let regex = patterns.get(pattern);
      if (!regex) patterns.set(pattern, (regex = new RegExp(pattern, 'u')));
      return regex.test(text(value));
    },
    check: (args) => patternFindings(args[1]),
  },
  now: { run: () => Date.now() },
  orderAllows: {
    run: (order, offer) => isOrderOffer(offer) && orderAllows(order as OrderFacts, offer),
    check: (args) =>
      isOrderOffer(args[1])
        ? []
        : [
            [
              '1',
              `${JSON.stringify(args[1])} is not something loan details offers`,
              `one of: ${ORDER_OFFERS.join(', ')}`,
            ],
          ],
  },
  paymentState: { run: (order) => paymentState(order as OrderFacts) },
  appliedOrder: { run: (orders, productId, before) => appliedOrder(orders, productId, before) },
  loanTerm: {
    run: (periods, unit, day, days, month, months) =>
      termText(loanTerm(periods, unit), { day, days, month, months } as Partial<TermWords>),
  },
  orderBanner: { run: (status, banners) => orderBanner(status, banners as Record<string, unknown>) },
} satisfies Record<string, Operator>;

export const OPERATOR_NAMES: ReadonlySet<string> = new Set<string>([
  ...JSON_LOGIC_OPERATORS,
  ...Object.keys(OWN_OPERATORS),
]);

export function operatorOf(name: string): Operator | undefined {
  return Object.hasOwn(OWN_OPERATORS, name) ? (OWN_OPERATORS as Record<string, Operator>)[name] : undefined;
}
