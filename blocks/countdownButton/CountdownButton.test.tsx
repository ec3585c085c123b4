import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import type { Props } from './definition.ts';
import CountdownButton from './index.tsx';
import { CLOSED, reduceCodeStep, stepOf, type CodeStep } from './model.ts';

// The clock moves only when a test moves it: these tests check exact second boundaries (999 ms still shows 60), which
// a clock that also followed real time would cross on a loaded CI machine (it did, once).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/**
 * A user-event click on a clock that stands still. Testing Library ends every user-event call by waiting for a 0 ms
 * timeout, which only Jest's fake timers are let run; here the timers already due are run until the click is over,
 * so the click costs no time on the clock.
 */
async function click(element: Element) {
  let done = false;
  const clicking = userEvent
    .setup({ delay: null })
    .click(element)
    .finally(() => (done = true));
  while (!done) await act(() => vi.advanceTimersByTimeAsync(0));
  await clicking;
}
const finishes = (emit: ReturnType<typeof vi.fn>) => emit.mock.calls.filter(([event]) => event === 'finish').length;

/** The page's side: press starts the count (a new restartKey each time), finish stops it. */
function Page({ emit, seconds }: { emit: Props['emit']; seconds?: number }) {
  const [running, setRunning] = useState(false);
  const [restartKey, setRestartKey] = useState(0);
  return (
    <CountdownButton
      label="获取验证码"
      seconds={seconds}
      running={running}
      restartKey={restartKey}
      emit={(...raised) => {
        emit(...raised);
        const [event] = raised;
        if (event === 'press') {
          setRunning(true);
          setRestartKey((key) => key + 1);
        }
        if (event === 'finish') setRunning(false);
      }}
    />
  );
}

describe('countdownButton block', () => {
  it('not running: a button named by its label; pressing raises press', async () => {
    const emit = vi.fn();
    renderWithRuntime(<CountdownButton label="获取验证码" emit={emit} />, { language: 'zh' });
    const button = screen.getByRole('button', { name: '获取验证码' });
    expect(button).toBeEnabled();
    await click(button);
    expect(emit.mock.calls).toEqual([['press']]);
  });

  it('running: disabled, counts down one second at a time from seconds, named by label and time left', async () => {
    const emit = vi.fn();
    renderWithRuntime(<CountdownButton label="获取验证码" running emit={emit} />, { language: 'zh' });
    const button = screen.getByRole('button', { name: '获取验证码 (60 秒)' });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('60 秒');
    expect(button).toHaveAttribute('aria-live', 'off');
    await advance(999);
    expect(button).toHaveTextContent('60 秒');
    await advance(1);
    expect(button).toHaveTextContent('59 秒');
    await advance(1000);
    expect(button).toHaveAccessibleName('获取验证码 (58 秒)');
    await advance(57_000);
    expect(button).toHaveTextContent('1 秒');
    expect(button).toBeDisabled();
    expect(finishes(emit)).toBe(0);
  });

  it('at zero it raises finish once and shows its label again, enabled', async () => {
    const emit = vi.fn();
    renderWithRuntime(<CountdownButton label="Get code" seconds={3} running emit={emit} />);
    await advance(2000);
    expect(screen.getByRole('button')).toHaveTextContent('1s');
    await advance(1000);
    const button = screen.getByRole('button', { name: 'Get code' });
    expect(button).toHaveTextContent('Get code');
    expect(button).toBeEnabled();
    await advance(10_000);
    expect(emit.mock.calls).toEqual([['finish']]);
  });

  it('Indonesian seconds read "n detik"', async () => {
    renderWithRuntime(<CountdownButton label="Kirim kode" seconds={60} running emit={vi.fn()} />, { language: 'id' });
    await advance(1000);
    expect(screen.getByRole('button', { name: 'Kirim kode (59 detik)' })).toHaveTextContent('59 detik');
  });

  it('running false at any time stops and resets it: nothing more is raised', async () => {
    const emit = vi.fn();
    const { rerender } = renderWithRuntime(<CountdownButton label="Get code" seconds={10} running emit={emit} />);
    await advance(4000);
    expect(screen.getByRole('button')).toHaveTextContent('6s');
    rerender(<CountdownButton label="Get code" seconds={10} running={false} emit={emit} />);
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
    await advance(20_000);
    expect(emit).not.toHaveBeenCalled();
    rerender(<CountdownButton label="Get code" seconds={10} running emit={emit} />);
    expect(screen.getByRole('button')).toHaveTextContent('10s');
  });

  it('a new restartKey while running starts again from seconds', async () => {
    const emit = vi.fn();
    const { rerender } = renderWithRuntime(
      <CountdownButton label="Get code" seconds={10} running restartKey={1} emit={emit} />,
    );
    await advance(7000);
    expect(screen.getByRole('button')).toHaveTextContent('3s');
    rerender(<CountdownButton label="Get code" seconds={10} running restartKey={2} emit={emit} />);
    expect(screen.getByRole('button')).toHaveTextContent('10s');
    await advance(3000);
    expect(screen.getByRole('button')).toHaveTextContent('7s');
    expect(emit).not.toHaveBeenCalled();
    await advance(7000);
    expect(emit.mock.calls).toEqual([['finish']]);
  });

  it('a new restartKey while not running starts nothing', async () => {
    const { rerender } = renderWithRuntime(
      <CountdownButton label="Get code" seconds={10} restartKey={1} emit={vi.fn()} />,
    );
    rerender(<CountdownButton label="Get code" seconds={10} restartKey={2} emit={vi.fn()} />);
    await advance(1000);
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('the whole round on a page: press, count (a second press sends nothing), finish, press again', async () => {
    const emit = vi.fn();
    renderWithRuntime(<Page seconds={60} emit={emit} />, { language: 'zh' });
    const button = screen.getByRole('button', { name: '获取验证码' });
    await click(button);
    expect(button).toHaveTextContent('60 秒');
    await click(button);
    await advance(30_000);
    expect(button).toHaveTextContent('30 秒');
    await advance(30_000);
    expect(button).toHaveAccessibleName('获取验证码');
    expect(button).toBeEnabled();
    await click(button);
    expect(button).toHaveTextContent('60 秒');
    expect(emit.mock.calls.map(([event]) => event)).toEqual(['press', 'finish', 'press']);
  });

  it('a phone that slept in the background shows the right time when it wakes', async () => {
    const emit = vi.fn();
    renderWithRuntime(<CountdownButton label="Get code" seconds={60} running emit={emit} />);
    // The wall clock jumps 45 s while no timer ran.
    vi.setSystemTime(Date.now() + 45_000);
    await advance(1000);
    expect(screen.getByRole('button')).toHaveTextContent('14s');
  });

  it('busy (its press still being sent) or disabled: no press', async () => {
    const emit = vi.fn();
    const { rerender } = renderWithRuntime(<CountdownButton label="Get code" busy emit={emit} />);
    const button = screen.getByRole('button', { name: 'Get code' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await click(button);
    rerender(<CountdownButton label="Get code" disabled emit={emit} />);
    expect(button).toBeDisabled();
    await click(button);
    expect(emit).not.toHaveBeenCalled();
  });

  it('refuseWhileRunning: while counting it stays pressable and raises refused, never press; at zero press again', async () => {
    const emit = vi.fn();
    renderWithRuntime(<CountdownButton label="获取验证码" seconds={60} running refuseWhileRunning emit={emit} />, {
      language: 'zh',
    });
    const button = screen.getByRole('button', { name: '获取验证码 (60 秒)' });
    expect(button).toBeEnabled();
    await click(button);
    await advance(30_000);
    await click(button);
    expect(emit.mock.calls).toEqual([['refused'], ['refused']]);
    await advance(30_000);
    await click(screen.getByRole('button', { name: '获取验证码' }));
    expect(emit.mock.calls.map(([event]) => event)).toEqual(['refused', 'refused', 'finish', 'press']);
  });

  it("its step bound both ways (the model's state): counts while the step runs, afresh at each round, and writes the step finished at zero", async () => {
    const emit = vi.fn();
    const writes: unknown[] = [];
    /** The page's side: the state a $bindState keeps, and the chain that dispatches sent. */
    function StepPage() {
      const [state, setState] = useState<CodeStep>(CLOSED);
      const write = (next: Record<string, unknown>) => {
        writes.push(next);
        setState(stepOf(next));
      };
      return (
        <>
          <CountdownButton label="Get code" seconds={3} step={state} set={{ step: write }} emit={emit} />
          <button type="button" onClick={() => setState((before) => reduceCodeStep(before, { type: 'sent' }))}>
            Sent
          </button>
        </>
      );
    }
    renderWithRuntime(<StepPage />);
    await click(screen.getByRole('button', { name: 'Sent' }));
    expect(screen.getByRole('button', { name: 'Get code (3s)' })).toBeDisabled();
    await advance(2_000);
    await click(screen.getByRole('button', { name: 'Sent' }));
    expect(screen.getByRole('button', { name: 'Get code (3s)' })).toBeDisabled();
    await advance(3_000);
    // The block's one write: the step it was given, finished.
    expect(writes).toEqual([{ open: true, running: false, round: 2 }]);
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
    expect(finishes(emit)).toBe(1);
  });
});
