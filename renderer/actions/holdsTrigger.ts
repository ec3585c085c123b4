/**
 * Whether a chain waits on something (a call, a timer, a refetch): only such a chain makes its
 * block busy and ignores further events until it ends — one request per tap. A chain that only
 * sets state finishes at once, so a text field's keystrokes are never held back.
 */
import type { Action } from '../page/types.ts';

const WAITING = new Set<Action['do']>(['call', 'wait', 'refetch']);

export function holdsTrigger(actions: readonly Action[], chains: Record<string, readonly Action[]>, seen: Set<string> = new Set()): boolean {
  return actions.some((action) => {
    if (WAITING.has(action.do)) return true;
    if (action.do === 'if') return holdsTrigger(action.then, chains, seen) || holdsTrigger(action.else ?? [], chains, seen);
    if (action.do === 'run') {
      if (seen.has(action.chain)) return false;
      seen.add(action.chain);
      return holdsTrigger(chains[action.chain] ?? [], chains, seen);
    }
    return false;
  });
}
