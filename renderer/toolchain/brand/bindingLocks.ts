/**
 * The act the locks guard (issue 41): the locked nodes (./locks.ts) keep the Key Fact Statement, consent and Confirm on
 * the page, and these checks keep what binds the borrower going through them. On a page whose locked nodes send a call
 * that binds the borrower (the catalogue's `"effect": "money"`: a loan, a payment), a brand's patch or an experiment's
 * variant may not
 *   - send such a call from anywhere but a locked node's own actions (an `onLoad`, an inserted button, a dialog's
 *     button, a data source);
 *   - change the chains a locked node runs;
 * and on any page whose locks bind the brand it may not
 *   - preset, or set from an action the shared page does not have, the state a locked node (or a node around it) reads
 *     (Confirm waits for the daily cost-cap check through `state.withinCap`);
 *   - leave the page as it loads (an `onLoad` action that navigates, opens a link, goes back, asks the host)
 *     unless the shared page's load does the same.
 * A breach is keyed by what it is (not where), so that a patch's later operations are not blamed for an earlier one's.
 */
import { isDeepStrictEqual } from 'node:util';
import { CALL_EFFECTS } from '../../contract/callSchema.ts';
import { ruleText } from '../../contract/page/compliance.ts';
import { isObject, type Json } from '../../contract/json.ts';
import { visitPage, type ActionKindModule } from '../compile/visitPage.ts';
import { binds, lockedNodes, named, type LockedPlace } from '../../contract/page/lockedPlaces.ts';

export interface ActBreach {
  message: string;
  expected: string;
  /** Where in the page it is. */
  pointer: string;
}

export interface ActCheckInput {
  /** The page as the shared page (or the brand, for a variant) has it, and the page the patch made of it. */
  base: Json;
  page: Json;
  /** The brand's markets (undefined: every rule binds, as for the shared page itself). */
  markets: readonly string[] | undefined;
  /** The call catalogue: what each call does. */
  calls: Readonly<Record<string, { effect?: string }>>;
}

const EXPECTED_SENDER = "a call that binds the borrower sent only by the locked nodes' own actions";
const EXPECTED_STATE = 'the state the locked nodes read as the shared page sets it';
const EXPECTED_LOAD = "the page's load as the shared page has it (what may leave the page)";
const EXPECTED_CHAIN = 'the chains the locked nodes run as the shared page has them';

const within = (pointer: string, prefix: string) => pointer === prefix || pointer.startsWith(`${prefix}/`);

/** JSON with its keys sorted, so that the same action written in another order is the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value))
    return `{${Object.keys(value)
      .filter((key) => key !== '$comment')
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** The pointers of the nodes around a node at this pointer (`/body/9` around `/body/9/children/1`), outermost first. */
function aroundPointers(pointer: string): string[] {
  const out: string[] = [];
  for (let at = pointer.replace(/\/children\/\d+$/, ''); at !== pointer;) {
    out.unshift(at);
    pointer = at;
    at = at.replace(/\/children\/\d+$/, '');
  }
  return out;
}

interface ActionAt {
  action: Json;
  kind: ActionKindModule | undefined;
  pointer: string;
}

/** What a page does and reads, by place. */
interface Survey {
  actions: ActionAt[];
  sources: { source: Json; pointer: string }[];
  /** Every state key read, where (a name, or a two-way binding). */
  reads: { key: string; pointer: string }[];
  /** Every state key written, and what writes it (the action, or the node that binds it two ways). */
  writes: { key: string; pointer: string; by: string }[];
}

function survey(page: Json): Survey {
  const found: Survey = { actions: [], sources: [], reads: [], writes: [] };
  const nodes: { node: Json; pointer: string }[] = [];
  const stateKey = (path: string) => path.split('.')[0]!;
  const writer = (pointer: string) => {
    const action = [...found.actions].reverse().find((candidate) => within(pointer, candidate.pointer));
    if (action) return canonical(action.action);
    const node = [...nodes].reverse().find((candidate) => within(pointer, candidate.pointer));
    const { children: _children, ...shell } = node?.node ?? {};
    return canonical(shell);
  };
  try {
    visitPage(page, {
      node: (node, at) => void nodes.push({ node, pointer: at.pointer }),
      source: (_id, source, at) => void found.sources.push({ source, pointer: at.pointer }),
      action: (action, kind, at) => void found.actions.push({ action, kind, pointer: at.pointer }),
      name: (name, at) => {
        if (name.startsWith('state.'))
          found.reads.push({ key: stateKey(name.slice('state.'.length)), pointer: at.pointer });
      },
      bindState: (path, at) => {
        found.reads.push({ key: stateKey(path), pointer: at.pointer });
        found.writes.push({ key: stateKey(path), pointer: at.pointer, by: writer(at.pointer) });
      },
      ref: (role, name, at) => {
        if (role === 'stateKey' || role === 'statePath')
          found.writes.push({ key: stateKey(name), pointer: at.pointer, by: writer(at.pointer) });
      },
    });
  } catch {
    // A page the patch left malformed: its problems are the page checks' to report.
  }
  return found;
}

/** The locked node whose own part (itself, or a node around it but for its other children) a pointer is in. */
function lockOf(pointer: string, locked: readonly LockedPlace[]): LockedPlace | undefined {
  return locked.find(
    (place) =>
      within(pointer, place.pointer) ||
      aroundPointers(place.pointer).some((around) => within(pointer, around) && !within(pointer, `${around}/children`)),
  );
}

/** The chains run from these actions, and from those chains, by name. */
function chainsRun(from: readonly ActionAt[], all: readonly ActionAt[]): Set<string> {
  const out = new Set<string>();
  const add = (actions: readonly ActionAt[]) => {
    for (const { action } of actions) {
      const chain = action.do === 'run' ? action.chain : undefined;
      if (typeof chain !== 'string' || out.has(chain)) continue;
      out.add(chain);
      add(all.filter(({ pointer }) => within(pointer, `/actions/${chain.replace(/~/g, '~0').replace(/\//g, '~1')}`)));
    }
  };
  add(from);
  return out;
}

/** Counts of each item, to take the shared page's own away from the patched page's. */
function unmatched<T>(items: readonly T[], allowed: readonly T[], key: (item: T) => string): T[] {
  const left = new Map<string, number>();
  for (const item of allowed) left.set(key(item), (left.get(key(item)) ?? 0) + 1);
  return items.filter((item) => {
    const count = left.get(key(item)) ?? 0;
    left.set(key(item), count - 1);
    return count <= 0;
  });
}

/** Every breach of the act the locks of `base` guard, in `page`, by a key that says what it is. */
export function actBreaches({ base, page, markets, calls }: ActCheckInput): Map<string, ActBreach> {
  const out = new Map<string, ActBreach>();
  const lockedBase = lockedNodes(base).filter((place) => place.id !== undefined && binds(place.rule, markets));
  if (!lockedBase.length) return out;
  const ids = new Set(lockedBase.map((place) => place.id));
  const lockedNow = lockedNodes(page).filter((place) => ids.has(place.id));
  const was = survey(base);
  const now = survey(page);
  const isMoney = (call: unknown) => typeof call === 'string' && calls[call]?.effect === 'money';
  const ruleOfPlace = (place: LockedPlace) => ruleText(place.rule);
  const counted = new Map<string, number>();
  const keyed = (what: string) => {
    const n = (counted.get(what) ?? 0) + 1;
    counted.set(what, n);
    return `${what}\n${n}`;
  };

  // What binds the borrower goes through the locked nodes.
  const sender = was.actions.find(
    ({ action, pointer }) => isMoney(action.call) && action.do === 'call' && lockOf(pointer, lockedBase),
  );
  if (sender) {
    const place = lockOf(sender.pointer, lockedBase)!;
    const sent = [
      ...now.actions
        .filter(({ action }) => action.do === 'call')
        .map(({ action, pointer }) => ({ call: action.call, pointer, item: action })),
      ...now.sources.map(({ source, pointer }) => ({ call: source.call, pointer, item: source })),
    ];
    for (const { call, pointer, item } of sent) {
      if (!isMoney(call) || lockOf(pointer, lockedNow)) continue;
      out.set(keyed(`sends\n${canonical(item)}`), {
        pointer,
        message: `sends "${String(call)}" (${CALL_EFFECTS.money.toLowerCase().replace(/\.$/, '')}) from outside the locked nodes: on this page only ${named(place)} may send it: ${ruleOfPlace(place)}`,
        expected: EXPECTED_SENDER,
      });
    }
    const lockedActions = now.actions.filter(({ pointer }) => lockOf(pointer, lockedNow));
    for (const chain of chainsRun(lockedActions, now.actions)) {
      const before = isObject(base.actions) ? base.actions[chain] : undefined;
      const after = isObject(page.actions) ? page.actions[chain] : undefined;
      if (before === undefined || canonical(before) === canonical(after)) continue;
      out.set(`chain\n${chain}`, {
        pointer: `/actions/${chain}`,
        message: `changes the chain "${chain}" that ${named(place)} runs: ${ruleOfPlace(place)}`,
        expected: EXPECTED_CHAIN,
      });
    }
  }

  // The state the locked nodes read is the shared page's to set.
  const readBy = new Map<string, LockedPlace>();
  for (const { key, pointer } of was.reads) {
    const place = lockOf(pointer, lockedBase);
    if (place && !readBy.has(key)) readBy.set(key, place);
  }
  for (const [key, place] of readBy) {
    const before = isObject(base.state) ? base.state[key] : undefined;
    const after = isObject(page.state) ? page.state[key] : undefined;
    if (!isDeepStrictEqual(before, after))
      out.set(`preset\n${key}`, {
        pointer: `/state/${key}`,
        message: `presets the state "${key}" that ${named(place)} reads (${JSON.stringify(before) ?? 'undefined'} on the shared page): ${ruleOfPlace(place)}`,
        expected: EXPECTED_STATE,
      });
  }
  const outside = (survey: Survey, locked: readonly LockedPlace[]) =>
    survey.writes.filter(({ key, pointer }) => readBy.has(key) && !lockOf(pointer, locked));
  for (const write of unmatched(outside(now, lockedNow), outside(was, lockedBase), ({ key, by }) => `${key}\n${by}`)) {
    const place = readBy.get(write.key)!;
    out.set(keyed(`sets\n${write.key}\n${write.by}`), {
      pointer: write.pointer,
      message: `sets the state "${write.key}" that ${named(place)} reads, from an action the shared page does not have: ${ruleOfPlace(place)}`,
      expected: EXPECTED_STATE,
    });
  }

  // The page stays as it loads.
  const loadOf = (page: Json) => (Array.isArray(page.onLoad) ? page.onLoad : []);
  const leaving = (survey: Survey, page: Json) =>
    loadOf(page).flatMap((action, i) => {
      const pointer = `/onLoad/${i}`;
      const inside = survey.actions.filter((candidate) => within(candidate.pointer, pointer));
      const chains = chainsRun(inside, survey.actions);
      const leaver = survey.actions.find(
        (candidate) =>
          candidate.kind?.leaves === true &&
          (within(candidate.pointer, pointer) ||
            [...chains].some((chain) => within(candidate.pointer, `/actions/${chain}`))),
      );
      return leaver ? [{ action, pointer, leaver }] : [];
    });
  const shown = lockedBase.map((place) => `"${place.id!}"`).join(', ');
  for (const { action, pointer, leaver } of unmatched(leaving(now, page), leaving(was, base), ({ action }) =>
    canonical(action),
  )) {
    const place = lockedBase[0]!;
    out.set(keyed(`leaves\n${canonical(action)}`), {
      pointer,
      message: `leaves the page as it loads (a "${String(leaver.action.do)}" action), before the borrower sees ${shown}: ${ruleOfPlace(place)}`,
      expected: EXPECTED_LOAD,
    });
  }
  return out;
}
