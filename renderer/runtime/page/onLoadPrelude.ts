/**
 * onLoad's prelude: its leading `setState` steps. They only copy what the first data says into the
 * page state (complaint: the order the server chose), so their outcome is known while rendering and
 * is shown from the first frame. Run as an effect, it would come a frame after the data: on the
 * server's HTML it would never be there, and hydrating would add it late, moving what is below it
 * (Lighthouse counted 0.22 of layout shift on the complaint page). The page renders the state with
 * the prelude applied until onLoad runs; onLoad then writes the same values and runs the rest.
 */
import { resolveRecord, type Scope } from '../binding/resolve.ts';
import type { PageState, Action } from '../../contract/page/types.ts';
import { setPaths } from './pageState.ts';

type SetState = Extract<Action, { do: 'setState' }>;

export interface OnLoadParts {
  /** The leading setState steps, applied while rendering. */
  prelude: readonly SetState[];
  /** Everything after them, run as actions once the page is shown. */
  rest: readonly Action[];
}

const isSetState = (action: Action): action is SetState => action.do === 'setState';

export function splitOnLoad(onLoad: readonly Action[] | undefined): OnLoadParts {
  const steps = onLoad ?? [];
  const end = steps.findIndex((action) => !isSetState(action));
  const cut = end === -1 ? steps.length : end;
  return { prelude: steps.slice(0, cut).filter(isSetState), rest: steps.slice(cut) };
}

/**
 * The state after the prelude, each step reading the state the one before wrote (as a chain does);
 * the same state object when there is no prelude.
 */
export function withPrelude(
  prelude: readonly SetState[],
  state: PageState,
  scopeOf: (state: PageState) => Scope,
): PageState {
  return prelude.reduce((current, step) => setPaths(current, resolveRecord(step.set, scopeOf(current))), state);
}
