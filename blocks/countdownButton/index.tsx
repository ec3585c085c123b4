import { css, useTheme } from '@emotion/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useT } from '../../renderer/runtime/i18n/messages.tsx';
import type { Props } from './definition.ts';
import { msUntilNextTick, remainingSeconds } from './countdown.ts';
import { reduceCodeStep, stepOf } from './model.ts';

/** The count now on screen; `run` says which start (running, restartKey, seconds) it belongs to. */
interface Count {
  run: string | null;
  left: number;
  finished: boolean;
}

/**
 * A button that counts down while `running` (the SMS resend wait). Its text changes every second,
 * so it is no live region (aria-live="off", in case a page puts it inside one): the start is
 * announced by the page's own "code sent" toast, and the button's name while counting carries both
 * what it is and the time left ("获取验证码 (58s)"), read whenever someone moves to it.
 * With `step` bound both ways (the countdownButton model's state), the step says whether and which
 * run counts, and reaching zero writes it finished; the button raises finish as well.
 */
export default function CountdownButton(props: Props) {
  const { label, seconds = 60, refuseWhileRunning = false, emit, set, busy, disabled } = props;
  const step = props.step === undefined ? undefined : stepOf(props.step);
  const running = step ? step.running : (props.running ?? false);
  const restartKey = step ? step.round : (props.restartKey ?? 0);
  const theme = useTheme();
  const t = useT();
  const total = Math.max(1, Math.floor(seconds));
  // Each start gets its own id: running again, or a new restartKey while running, starts afresh.
  const run = running ? `${restartKey}/${total}` : null;
  const [count, setCount] = useState<Count>({ run, left: total, finished: false });
  // Adjusted while rendering (as React recommends), so a new start never shows the old number.
  let current = count;
  if (count.run !== run) {
    current = { run, left: total, finished: false };
    setCount(current);
  }

  const finish = useEffectEvent(() => {
    if (step) set?.step?.(reduceCodeStep(step, { type: 'finished' }));
    emit('finish');
  });
  useEffect(() => {
    if (run === null) return;
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const left = remainingSeconds(startedAt, Date.now(), total);
      setCount((before) => (before.run === run ? { run, left, finished: left === 0 } : before));
      if (left === 0) {
        finish();
        return;
      }
      timer = setTimeout(tick, msUntilNextTick(startedAt, Date.now()));
    };
    timer = setTimeout(tick, msUntilNextTick(startedAt, startedAt));
    return () => clearTimeout(timer);
  }, [run, total]);

  const counting = current.run !== null && !current.finished;
  const time = t('countdown.seconds', { n: current.left });
  return (
    <button
      type="button"
      disabled={(counting && !refuseWhileRunning) || disabled || busy}
      aria-busy={busy || undefined}
      aria-live="off"
      aria-label={counting ? `${label} (${time})` : undefined}
      onClick={() => emit(counting ? 'refused' : 'press')}
      css={css`
        flex: none;
        min-width: 96px;
        min-height: 44px;
        padding: 0 ${theme.space.m};
        /* Counting is a normal state, so it stays readable (muted, not faded). */
        border: 1px solid ${counting ? theme.colors.muted : theme.colors.accent};
        border-radius: 22px;
        background: transparent;
        color: ${counting ? theme.colors.muted : theme.colors.accent};
        font: inherit;
        font-size: ${theme.font.body};
        font-weight: 600;
        /* Digits of one width, so the button does not twitch each second. */
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
        cursor: ${counting ? 'default' : 'pointer'};
        &:disabled {
          cursor: default;
          opacity: ${counting ? 1 : 0.5};
        }
        &:focus-visible {
          outline: 2px solid ${theme.colors.text};
          outline-offset: 2px;
        }
      `}
    >
      {counting ? time : label}
    </button>
  );
}
