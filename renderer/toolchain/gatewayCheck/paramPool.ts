/**
 * Where check-gateway takes a read call's parameters from, first to last: what the tester gives
 * (`--param name=value`), a value the pages write for it as it is (customer service's `overall: 30`),
 * and the objects of earlier read replies (the orders list gives an order's orderId and productId,
 * which loan details then asks for, together). Each object that names one of the call's parameters
 * gives one set to try, so a gateway's refusal of one order (not extendable) can be followed by
 * another; a call whose required parameters none of them gives is not sent, and the report says which.
 */
import type { CallDef } from '../../contract/callSchema.ts';
import { isObject } from '../../contract/json.ts';

type Scalar = string | number | boolean;
type Record_ = Map<string, Scalar>;

/** How many parameter sets a call is tried with before its refusal stands. */
export const ATTEMPTS_PER_CALL = 4;

export class ParamPool {
  private readonly given: Map<string, string>;
  /** Each object of the replies so far, by its scalar fields. */
  private readonly records: Record_[] = [];

  constructor(given: Record<string, string> = {}) {
    this.given = new Map(Object.entries(given));
  }

  /** Learns every object of a reply's payload. */
  learn(payload: unknown): void {
    if (Array.isArray(payload)) return payload.forEach((item) => this.learn(item));
    if (!isObject(payload)) return;
    const record: Record_ = new Map();
    for (const [name, value] of Object.entries(payload)) {
      if ((typeof value === 'string' && value !== '') || typeof value === 'number') record.set(name, value);
      else this.learn(value);
    }
    if (record.size) this.records.push(record);
  }

  private firstSeen(name: string): Scalar | undefined {
    return this.records.find((record) => record.has(name))?.get(name);
  }

  /**
   * The parameter sets to try, best first (at most ATTEMPTS_PER_CALL), or the required parameters nobody gave.
   * `literals`: the values the pages write for the call's parameters.
   */
  paramSets(
    call: CallDef,
    literals: Record<string, readonly Scalar[]> = {},
  ): { sets: Record<string, unknown>[] } | { missing: string[] } {
    const names = Object.keys(call.params ?? {});
    const fixed = (name: string) => (this.given.has(name) ? this.given.get(name) : literals[name]?.[0]);
    const setFrom = (record?: Record_) => {
      const set: Record<string, unknown> = {};
      for (const name of names) {
        const value = fixed(name) ?? record?.get(name) ?? this.firstSeen(name);
        if (value !== undefined) set[name] = value;
      }
      return set;
    };
    const missing = names.filter((name) => call.params![name]!.required && setFrom()[name] === undefined);
    if (missing.length) return { missing };
    // Only what the replies give can vary: each object naming parameters nobody fixed is a set to try, the objects
    // naming most of them first (an order's orderId and productId together).
    const varying = names.filter((name) => fixed(name) === undefined);
    const count = (record: Record_) => varying.filter((name) => record.has(name)).length;
    const sets: Record<string, unknown>[] = [];
    for (const record of this.records.filter((item) => count(item) > 0).sort((a, b) => count(b) - count(a))) {
      const set = setFrom(record);
      if (!sets.some((known) => JSON.stringify(known) === JSON.stringify(set))) sets.push(set);
      if (sets.length >= ATTEMPTS_PER_CALL) break;
    }
    if (!sets.length) sets.push(setFrom());
    return { sets };
  }
}

/** `name=value` pairs, as `--param` gives them. */
export function parsePairs(pairs: readonly string[]): { pairs: Record<string, string>; mistakes: string[] } {
  const out: Record<string, string> = {};
  const mistakes: string[] = [];
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at <= 0) mistakes.push(`--param ${pair}: expected name=value`);
    else out[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return { pairs: out, mistakes };
}
