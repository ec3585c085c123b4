/**
 * What each of our operators does, for the grammar list of docs/page-schema.md (./grammarDoc.ts). Typed by the one
 * list of operators (renderer/runtime/binding/operators.ts): an operator without its words, or words for
 * none, does not compile. Apart from that list so the words never ship to the browser.
 */
import type { OWN_OPERATORS } from '../../runtime/binding/operators.ts';
import { ORDER_OFFERS } from '../../runtime/domain/orderStatus.ts';

export const OPERATOR_DOCS: Record<keyof typeof OWN_OPERATORS, string> = {
  trim: '`{"trim": text}`: what the borrower typed without surrounding blanks (a text of spaces is empty).',
  join: '`{"join": [list, ","]}`: a list as one string (comma-joined image URLs on the wire, SPEC §7).',
  split: '`{"split": [text, separator]}`: a text as a list, blank parts left out (server text\'s paragraphs).',
  money: '`{"money": [amount, currency]}`: whole currency units as the market writes them ("Rp 1.250.000").',
  payable:
    '`{"payable": value}`: the amount a borrower may pay, in whole units, or null when it is not a plain positive amount in the market\'s unit (renderer/runtime/money/money.ts payableAmount): show `{"money": [{"payable": …}, currency]}`, refuse when null.',
  amount:
    '`{"amount": value}`: a payable amount for the wire, an integer string with every separator stripped (SPEC §7), the same figure `payable` gives; \'\' when it is not payable.',
  appPath:
    '`{"appPath": value}`: the value when it is a path on this site, else \'\' (a query value may only lead back inside the app).',
  matches:
    '`{"matches": [value, "^pattern$"]}`: whether the text matches the pattern (a field\'s format, SPEC §5); the build checks the pattern compiles.',
  now: '`{"now": []}`: the time in milliseconds, from the standard Date (a test clock drives it).',
  orderAllows: `\`{"orderAllows": [order, offer]}\`: whether loan details offers this for the order (SPEC §4's status table, renderer/runtime/domain/orderStatus.ts); offer is one of ${ORDER_OFFERS.join(', ')}.`,
  paymentState:
    '`{"paymentState": [order]}`: what became of a payment whose reply was lost, from the order loan details gives afterwards: paid, unpaid or pending (CONTRACT §4, renderer/runtime/domain/orderStatus.ts).',
  appliedOrder:
    '`{"appliedOrder": [orders, productId, ordersBefore]}`: the order a loan confirmation whose reply was lost created (the newest of the product under review that was not there before), or null (CONTRACT §4).',
  loanTerm:
    "`{\"loanTerm\": [periods, unit, day, days, month, months]}`: a loan's term as text, periods times one period's unit (a number of days, or `day` / `month`), in the words given (`t.term.*`, `{n}` standing for the number); '' when it cannot be read, never NaN (renderer/runtime/domain/loanTerm.ts).",
  orderBanner:
    '`{"orderBanner": [status, banners]}`: the deployment\'s banner for the order status, else its default (SPEC §4).',
};
