/**
 * The values a brand must give itself (issue 35): who it is to the gateway, to its borrowers and to
 * the regulator. `npm run new-brand` never copies them from the brand it starts from: it writes each
 * as "TO FILL: <what>", and `validate` names each at its line and column until it is given (said, not
 * failed: a new brand validates and builds as it is, CONTRACT §1). And
 * `validate` refuses a value that must be one brand's alone (the merchant number, the store pages)
 * when another deployment has it too.
 */
import { isObject } from '../../contract/json.ts';
import { MARKET_KEYS, type MarketKey } from '../../contract/language.ts';
import type { Problem } from '../problems/problems.ts';

/** How new-brand marks a value the operator gives. */
export const TO_FILL = 'TO FILL: ';

/** A brand's own value: its JSON pointer (`<m>` for each market) and what it is, as the operator reads it. */
export interface OwnValue {
  pointer: string;
  what: string;
  /** One brand's alone: another deployment with the same value is refused. */
  unique?: true;
}

export const OWN_VALUES: readonly OwnValue[] = [
  { pointer: '/merchantNumber', what: 'the merchant number the gateway knows this brand by', unique: true },
  { pointer: '/company/name', what: "the licensed lender's registered name" },
  { pointer: '/company/address', what: "the licensed lender's registered address" },
  { pointer: '/phone', what: "the customer-service phone, with the country code of the brand's market" },
  { pointer: '/email', what: 'the customer-service e-mail' },
  {
    pointer: '/documents/policy',
    what: "the lender's own privacy policy: a page under public/ (/brands/<id>/…) or https://… on one of documentOrigins",
  },
  {
    pointer: '/documents/loanAgreement',
    what: "the lender's own loan agreement: a page under public/ (/brands/<id>/…) or https://… on one of documentOrigins",
  },
  { pointer: '/links/bindCardUrl', what: "the host app's bind-card page (https://…)" },
  {
    pointer: '/appDownloads/android',
    what: "the brand's app on Google Play (https://play.google.com/store/apps/details?id=…)",
    unique: true,
  },
  {
    pointer: '/appDownloads/ios',
    what: "the brand's app on the App Store (https://apps.apple.com/app/id…)",
    unique: true,
  },
  { pointer: '/markets/<m>/phone', what: "the market's customer-service phone" },
  { pointer: '/markets/<m>/email', what: "the market's customer-service e-mail" },
  { pointer: '/markets/<m>/grievanceOfficer/name', what: "the market's nodal grievance redressal officer: full name" },
  { pointer: '/markets/<m>/grievanceOfficer/phone', what: "the grievance officer's phone" },
  { pointer: '/markets/<m>/grievanceOfficer/email', what: "the grievance officer's e-mail" },
  {
    pointer: '/markets/<m>/recoveryAgentNote',
    what: "the recovery-agent clause of this brand's own loan agreement, in the market's language",
  },
];

/** The pointers of the own values for the markets named: `/markets/<m>/…` once per market. */
export function ownPointers(markets: readonly string[]): { pointer: string; what: string; unique: boolean }[] {
  return OWN_VALUES.flatMap(({ pointer, what, unique }) =>
    (pointer.includes('<m>') ? markets.map((market) => pointer.replace('<m>', market)) : [pointer]).map((at) => ({
      pointer: at,
      what,
      unique: unique === true,
    })),
  );
}

/** The value at a JSON pointer of plain keys, or undefined. */
export function valueAt(value: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((at, key) => (isObject(at) ? at[key] : undefined), value);
}

/** Sets the string at a JSON pointer of plain keys, where the deployment has one. */
export function setOwnValue(deployment: unknown, pointer: string, text: string): void {
  const keys = pointer.split('/').slice(1);
  const parent = keys.slice(0, -1).reduce<unknown>((at, key) => (isObject(at) ? at[key] : undefined), deployment);
  const key = keys[keys.length - 1]!;
  if (isObject(parent) && typeof parent[key] === 'string') parent[key] = text;
}

/**
 * The deployment with every own value it has replaced by new-brand's mark (the markets' only where the template gives
 * one).
 */
export function withOwnValuesToFill<T>(deployment: T): T {
  const copy = structuredClone(deployment);
  for (const { pointer, what } of ownPointers(marketsOf(copy))) setOwnValue(copy, pointer, `${TO_FILL}${what}`);
  return copy;
}

/**
 * Every value still marked "TO FILL" (wherever it is), each a problem at its pointer: the brand is not built for
 * production until it is given.
 */
export function unfilledProblems(file: string, deployment: unknown): Problem[] {
  const problems: Problem[] = [];
  const walk = (value: unknown, pointer: string): void => {
    if (typeof value === 'string' && value.startsWith(TO_FILL)) {
      problems.push({
        file,
        pointer,
        message: "is left for you to fill (new-brand never copies another brand's)",
        expected: value.slice(TO_FILL.length),
        unfilled: true,
      });
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${pointer}/${index}`));
    else if (isObject(value))
      for (const [key, item] of Object.entries(value))
        walk(item, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  };
  walk(deployment, '');
  return problems;
}

/**
 * A merchant number or store page one deployment shares with another: a problem in each (the gateway and the stores
 * could not tell them apart).
 */
export function sharedOwnValueProblems(deployments: readonly { file: string; value: unknown }[]): Problem[] {
  const unique = ownPointers(MARKET_KEYS).filter((own) => own.unique);
  const problems: Problem[] = [];
  for (const { file, value } of deployments) {
    for (const { pointer, what } of unique) {
      const mine = valueAt(value, pointer);
      if (typeof mine !== 'string' || mine.startsWith(TO_FILL)) continue;
      const others = deployments
        .filter((other) => other.file !== file && valueAt(other.value, pointer) === mine)
        .map((other) => other.file);
      if (others.length)
        problems.push({
          file,
          pointer,
          message: `"${mine}" is also the value of ${others.join(', ')}`,
          expected: `${what}: this brand's own`,
        });
    }
  }
  return problems;
}

/** The markets a deployment lends in, as written. */
export function marketsOf(deployment: unknown): MarketKey[] {
  const markets = isObject(deployment) && isObject(deployment.markets) ? Object.keys(deployment.markets) : [];
  return MARKET_KEYS.filter((market) => markets.includes(market));
}
