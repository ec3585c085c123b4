/**
 * What the law requires a screen to show, declared once: the rules a page's node may be locked by
 * (`"locked": "<rule>"`, ./pageShape.ts). A locked node is the page's, whatever the brand: a brand's
 * page patch or an experiment's variant may not remove it, hide it, move it out of its list or after
 * what it must precede, nor change the props the rule names; a market's `messages` may not rewrite
 * the rule's message keys; and each page the rule lists must keep a node locked by it.
 * renderer/toolchain/brand/locks.ts checks all of it (validate and the build), docs/operators.md lists
 * the rules from this table.
 *
 * The sources name the regulation a rule follows; what a regulator asks of a given lender is for
 * that lender's compliance team to confirm.
 */
import type { MarketKey } from '../language.ts';

export interface ComplianceRule {
  /** What the locked node is, as a sentence says it. */
  what: string;
  /** Why it may not go, as validate says it. */
  reason: string;
  /** The regulation behind it, by market: the markets where it applies. */
  sources: Partial<Record<MarketKey, string>>;
  /** By block type, the props a brand may not change on such a node. */
  props: Readonly<Record<string, readonly string[]>>;
  /**
   * The messages a market may not rewrite, by catalogue group: its keys (as "group.key" names them, the group left
   * out), or '*' for the whole group. (By group, so that no run-time code seems to name the group: the message split,
   * renderer/toolchain/compile/messageSplit.ts, keeps a group code names in every page's catalogue.)
   */
  messages: Readonly<Record<string, '*' | readonly string[]>>;
  /** Rules whose nodes this one must come before, in the order the page shows them. */
  precedes?: readonly string[];
  /** The shared pages (route keys) that must keep a node locked by this rule. */
  pages: readonly string[];
}

const KEY_FACTS_PROPS = [
  'heading',
  'amount',
  'fees',
  'plans',
  'apr',
  'coolingOffDays',
  'coolingOffDefault',
  'dailyCostCap',
  'currency',
  'penalty',
  'penaltyDaily',
  'recoveryAgents',
  'grievanceOfficer',
];

export const COMPLIANCE_RULES = {
  kfs: {
    what: 'the Key Fact Statement',
    reason:
      'the Key Fact Statement must be shown, with its figures and labels as the statement works them out, before the borrower is bound (before consent and Confirm)',
    sources: {
      in: 'RBI, Digital Lending Directions (2022; consolidated 2025): a Key Fact Statement before the loan contract is executed',
      id: "OJK, POJK 22/2023 and SEOJK 19/2023: the loan's full cost disclosed before the agreement",
    },
    props: { keyFacts: KEY_FACTS_PROPS },
    messages: { keyFacts: '*' },
    precedes: ['consent'],
    pages: ['loanConfirm'],
  },
  agreements: {
    what: 'the loan agreement links',
    reason: 'the borrower must be able to open each agreement before consenting',
    sources: {
      in: 'RBI, Digital Lending Directions: the loan agreement and its documents given to the borrower before the contract',
      id: 'OJK, POJK 22/2023: the agreement available to the consumer before it is signed',
    },
    props: { stack: ['heading'] },
    messages: { confirm: ['agreements'] },
    precedes: ['consent'],
    pages: ['loanConfirm'],
  },
  consent: {
    what: "the borrower's consent and Confirm",
    reason:
      "a loan is made only on the borrower's explicit consent: the consent box and the button that binds stay as the page has them",
    sources: {
      in: "RBI, Digital Lending Directions: no loan without the borrower's explicit consent",
      id: "OJK, POJK 22/2023: the consumer's consent to the agreement",
    },
    props: { checkbox: ['label', 'checked'], button: ['label'] },
    messages: { confirm: ['consent', 'submit'] },
    pages: ['loanConfirm'],
  },
  grievanceOfficer: {
    what: "the grievance redressal officer's contact",
    reason:
      "the grievance redressal officer's name, phone and e-mail must be shown where borrowers complain and on the lender's site",
    sources: {
      in: "RBI, Digital Lending Directions: the nodal grievance redressal officer's contact shown prominently on the lender's website and app",
      id: "OJK, POJK 22/2023: the lender's complaint service and how to reach it published to consumers",
    },
    props: { grievanceOfficer: ['heading', 'officer'], siteFooter: ['contacts'] },
    messages: { officer: '*', site: ['contact.officer', 'contact.officerPhone', 'contact.officerEmail'] },
    pages: ['complaint', 'customerService', 'home'],
  },
  licence: {
    what: "the lender's licence line",
    reason: 'the app must name the licensed lender behind it',
    sources: {
      in: 'RBI, Digital Lending Directions: the regulated lender on whose behalf the app lends named in the app and on its site',
      id: 'OJK, POJK 10/2022: the licensed lender named, as licensed and supervised by OJK',
    },
    props: { text: ['text'], labelValueRows: ['rows'] },
    messages: { site: ['about.lender'], aboutPage: ['who.text'] },
    pages: ['home', 'about'],
  },
} as const satisfies Record<string, ComplianceRule>;

export type RuleName = keyof typeof COMPLIANCE_RULES;
export const RULE_NAMES = Object.keys(COMPLIANCE_RULES) as RuleName[];

export function isRuleName(name: unknown): name is RuleName {
  return typeof name === 'string' && Object.hasOwn(COMPLIANCE_RULES, name);
}

/** The rule as validate words it: what, why, and the regulation. */
export function ruleText(name: RuleName): string {
  const rule: ComplianceRule = COMPLIANCE_RULES[name];
  return `${rule.reason}: ${Object.values(rule.sources).join('; ')}`;
}

/** Whether a message key ("group.key") is one the rule keeps as the catalogues have it. */
export function ruleKeepsMessage(name: RuleName, key: string): boolean {
  const at = key.indexOf('.');
  const kept = (COMPLIANCE_RULES[name] as ComplianceRule).messages[key.slice(0, at)];
  return kept === '*' || (kept !== undefined && kept.includes(key.slice(at + 1)));
}
