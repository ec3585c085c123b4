// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import model, { CLOSED, reduceCodeStep, type CodeStep } from './model.ts';

const after = (events: string[], from: unknown = CLOSED): CodeStep =>
  events.reduce<CodeStep>((step, type) => reduceCodeStep(step, { type }), from as CodeStep);

describe('the SMS code step', () => {
  it('a sent code opens the step and starts the wait; zero stops it; another send starts it afresh', () => {
    expect(after(['sent'])).toEqual({ open: true, running: true, round: 1 });
    expect(after(['sent', 'finished'])).toEqual({ open: true, running: false, round: 1 });
    expect(after(['sent', 'finished', 'sent'])).toEqual({ open: true, running: true, round: 2 });
  });

  it('a failed resend restarts the wait while the step is open, and leaves a closed step closed', () => {
    expect(after(['sent', 'finished', 'failed'])).toEqual({ open: true, running: true, round: 2 });
    expect(after(['failed'])).toEqual({ open: false, running: false, round: 1 });
  });

  it('cancel (or paid) closes the step and stops the wait', () => {
    expect(after(['sent', 'closed'])).toEqual({ open: false, running: false, round: 1 });
  });

  it('junk state starts closed; an unknown event changes nothing', () => {
    expect(reduceCodeStep(undefined, { type: 'sent' })).toEqual({ open: true, running: true, round: 1 });
    expect(reduceCodeStep({ round: 'x' }, { type: 'finished' })).toEqual(CLOSED);
    expect(reduceCodeStep({ open: true, running: true, round: 3 }, { type: 'nope' })).toEqual({
      open: true,
      running: true,
      round: 3,
    });
  });

  it('every start counts afresh: the round never goes back, and only an open step runs', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...model.events)), (events) => {
        let step: CodeStep = CLOSED;
        for (const type of events) {
          const next = reduceCodeStep(step, { type });
          expect(next.round).toBeGreaterThanOrEqual(step.round);
          if (type === 'sent' || type === 'failed') expect(next.round).toBe(step.round + 1);
          if (type !== 'sent' && !step.open) expect(next.running).toBe(false);
          step = next;
        }
      }),
    );
  });
});
