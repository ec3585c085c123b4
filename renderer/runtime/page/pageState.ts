/** Page state updates by dotted path, through immer, refusing keys that reach a prototype. */
import { produce } from 'immer';
import { FORBIDDEN_KEYS } from '../../contract/json.ts';
import type { PageState } from '../../contract/page/types.ts';

export function setPaths(state: PageState, values: Record<string, unknown>): PageState {
  return produce(state, (draft) => {
    for (const [path, value] of Object.entries(values)) {
      const keys = path.split('.');
      if (keys.some((key) => FORBIDDEN_KEYS.has(key))) throw new Error(`refused state path "${path}"`);
      let target = draft as Record<string, unknown>;
      for (const key of keys.slice(0, -1)) {
        const next = target[key];
        if (typeof next !== 'object' || next === null || Array.isArray(next)) target[key] = {};
        target = target[key] as Record<string, unknown>;
      }
      target[keys[keys.length - 1]!] = value;
    }
  });
}
