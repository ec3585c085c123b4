/** onLoad's prelude (renderer/runtime/page/onLoadPrelude.ts): its leading setState steps, applied as a chain would. */
import { describe, expect, it } from 'vitest';
import { splitOnLoad, withPrelude } from '../../renderer/runtime/page/onLoadPrelude.ts';
import type { Action } from '../../renderer/contract/page/types.ts';

const onLoad = [
  { do: 'setState', set: { order: { $read: 'data.init.orderDetail' } } },
  { do: 'setState', set: { 'copy.no': { $read: 'state.order.orderNo' } } },
  { do: 'toast', text: 'hi' },
  { do: 'setState', set: { late: 1 } },
] as unknown as Action[];

describe("onLoad's prelude", () => {
  it('is the leading setState steps; the rest runs as a chain, a later setState included', () => {
    const { prelude, rest } = splitOnLoad(onLoad);
    expect(prelude.map((step) => Object.keys(step.set))).toEqual([['order'], ['copy.no']]);
    expect(rest.map((step) => step.do)).toEqual(['toast', 'setState']);
    expect(splitOnLoad(undefined)).toEqual({ prelude: [], rest: [] });
  });

  it('gives the state each step writes, the next step reading what the one before wrote', () => {
    const data = { init: { orderDetail: { orderNo: 'A7' } } };
    const state = withPrelude(splitOnLoad(onLoad).prelude, { order: null, copy: {} }, (current) => ({
      state: current,
      data,
    }));
    expect(state).toEqual({ order: { orderNo: 'A7' }, copy: { no: 'A7' } });
  });

  it('leaves the state as it is without a prelude', () => {
    const state = { order: null };
    expect(withPrelude([], state, () => ({}))).toBe(state);
  });
});
