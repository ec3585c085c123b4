/**
 * The SMS code step a countdownButton counts for (SPEC §4 Card repayment, Promotion registration):
 * whether the step is open, whether the resend wait is running, and which run it is (each new run
 * starts the button's count afresh, as its restartKey). Pages dispatch what happened; the button,
 * its `step` bound both ways to the key this model keeps, shows the wait and writes `finished`.
 */
import { defineModel, type ModelEvent } from '../../renderer/contract/block/defineModel.ts';

// A type alias, not an interface: it fits the countdownButton's `step` prop ({[field]: unknown}) as it is.
export type CodeStep = {
  /** The code step is shown (pay-way's SMS mode). */
  open: boolean;
  /** The resend wait is counting down. */
  running: boolean;
  /** Bumped at each start, so the button counts again from the top. */
  round: number;
};

export const CLOSED: CodeStep = { open: false, running: false, round: 0 };

/** A value of page state as a code step: closed when it is not one. */
export function stepOf(value: unknown): CodeStep {
  const step = value as Partial<CodeStep> | null | undefined;
  return step && typeof step.round === 'number'
    ? { open: step.open === true, running: step.running === true, round: step.round }
    : CLOSED;
}

export function reduceCodeStep(value: unknown, event: ModelEvent): CodeStep {
  const step = stepOf(value);
  switch (event.type) {
    // A code was sent: the step opens and the wait starts from the top.
    case 'sent':
      return { open: true, running: true, round: step.round + 1 };
    // A resend failed (SPEC §8: a commit failure restarts the countdown), while the step is open.
    case 'failed':
      return { ...step, running: step.open, round: step.round + 1 };
    // The wait reached zero: the button offers a new code.
    case 'finished':
      return { ...step, running: false };
    // Cancel, or the payment went through: the step closes and the wait stops.
    case 'closed':
      return { ...step, open: false, running: false };
    default:
      return step;
  }
}

export default defineModel<CodeStep>({
  description:
    "An SMS code step, starting closed: sent (the step opens and the resend wait starts afresh), failed (the wait restarts while the step is open), finished (the wait reached zero), closed (cancel or done); keeps open, running and round. Bind a countdownButton's step to it both ways ($bindState): it counts while running, afresh at each round, and writes finished at zero.",
  initial: CLOSED,
  read: stepOf,
  events: ['sent', 'failed', 'finished', 'closed'],
  reduce: reduceCodeStep,
});
