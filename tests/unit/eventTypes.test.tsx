/**
 * Typed block events (issue 39), at the type level: a block's `emit` takes each event's payload as its
 * schema says (blocks/<type>/definition.ts, through json-schema-to-ts), so a block that raises a wrong or
 * missing field does not compile. `npx tsc --noEmit -p .` checks the `@ts-expect-error` lines below: each
 * must be an error, or tsc fails; the cases also run, to show what the calls that compile send.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Props as InstallmentListProps } from '../../blocks/installmentList/definition.ts';
import type { Props as ButtonProps } from '../../blocks/button/definition.ts';
import type { Props as DeviceCheckProps } from '../../blocks/deviceCheck/definition.ts';

/** What an installment list raises when a period is ticked: right, and wrong in each way a field can be. */
function toggles(emit: InstallmentListProps['emit']) {
  emit('toggle', { index: 1, checked: true });
  emit('payAll', { on: false });
  // @ts-expect-error a field the payload does not have (the period number is not sent: its index is)
  emit('toggle', { index: 1, checked: true, periodNo: 2 });
  // @ts-expect-error a field of the wrong type
  emit('toggle', { index: '1', checked: true });
  // @ts-expect-error a required field missing
  emit('toggle', { index: 1 });
  // @ts-expect-error no payload where the event has fields
  emit('toggle');
  // @ts-expect-error the payload of another event
  emit('toggle', { on: true });
  // @ts-expect-error an event the block does not raise
  emit('toggel', { index: 1, checked: true });
}

/** An event with no fields: raised without a payload, or with `{}`; never with a field. */
function presses(emit: ButtonProps['emit']) {
  emit('press');
  emit('press', {});
  // @ts-expect-error press carries nothing
  emit('press', { amount: 1 });
}

/** A deeper field is typed too. */
function locates(emit: DeviceCheckProps['emit']) {
  emit('result', { position: { latitude: -6.2, longitude: 106.8, accuracy: 12 } });
  // @ts-expect-error a misspelt field under position
  emit('result', { position: { latitud: -6.2, longitude: 106.8, accuracy: 12 } });
  // @ts-expect-error an error the block never names
  emit('result', { error: 'offline', detail: '' });
}

/** A block component that raises a wrong payload (a period number for its index) does not compile. */
function WrongList({ label, emit }: InstallmentListProps) {
  const tick = () =>
    // @ts-expect-error toggle carries the period's index, not its number
    emit('toggle', { periodNo: 1, checked: true });
  return (
    <button type="button" onClick={tick}>
      {label}
    </button>
  );
}

/** A wrapper of emit (a story's, a test page's) takes `(...raised)`: the payload narrows by the event's name. */
function wrapped(emit: InstallmentListProps['emit']): InstallmentListProps['emit'] {
  return (...raised) => {
    emit(...raised);
    const [event, payload] = raised;
    // @ts-expect-error before the name is known, the payload is either event's
    void payload.index;
    if (event === 'toggle') void payload.index;
  };
}

describe('a block’s emit, typed from its events’ schemas', () => {
  it('sends what the calls that compile say, and the wrong ones as written (types do not change what runs)', () => {
    const emit = vi.fn();
    toggles(emit);
    presses(emit);
    locates(emit);
    wrapped(emit)('payAll', { on: true });
    expect(emit.mock.calls.slice(0, 2)).toEqual([
      ['toggle', { index: 1, checked: true }],
      ['payAll', { on: false }],
    ]);
    expect(emit.mock.calls.slice(8, 10)).toEqual([['press'], ['press', {}]]);
    expect(emit.mock.calls.at(-1)).toEqual(['payAll', { on: true }]);
  });

  it('a block that raises a wrong payload still sends it: only tsc stops it', async () => {
    const emit = vi.fn();
    render(<WrongList label="Pending" periods={[]} selection={{}} emit={emit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pending' }));
    expect(emit).toHaveBeenCalledExactlyOnceWith('toggle', { periodNo: 1, checked: true });
  });
});
