/**
 * What a borrower typed, ticked or chose on the server's page before its script came is the page's once it works
 * (earlyInput.ts), through the real blocks' own handlers: a text cut at its limit as typing would, a consent box
 * ticked, a radio chosen. Untouched controls send nothing.
 */
import { act, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import Checkbox from '../../blocks/checkbox/index.tsx';
import RadioGroup from '../../blocks/radioGroup/index.tsx';
import TextInput from '../../blocks/textInput/index.tsx';
import { hydrateWithRuntime } from '../../tests/unit/render.tsx';
import { replayEarlyInput, takeEarlyInput, type EarlyInput } from './earlyInput.ts';

/** A small form whose state each block sets, as a page's setState does; `sent` hears every change. */
function Form({ sent, loads = false }: { sent: (what: string, value: unknown) => void; loads?: boolean }) {
  const [text, setText] = useState('');
  // A page whose onLoad sets its state renders again at once: React puts its own values back in every control.
  const [, setLoaded] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- what the runtime does for a page's onLoad
    if (loads) setLoaded(true);
  }, [loads]);
  const [agreed, setAgreed] = useState(false);
  const [bank, setBank] = useState<string | number | null>('BCA');
  const on =
    <T,>(what: string, apply: (value: T) => void) =>
    (value: T) => {
      sent(what, value);
      apply(value);
    };
  return (
    <>
      <TextInput
        label="Your comments"
        multiline
        maxLength={10}
        value={text}
        emit={vi.fn()}
        set={{ value: on('text', setText) }}
      />
      <Checkbox label="I agree" checked={agreed} emit={vi.fn()} set={{ checked: on('agreed', setAgreed) }} />
      <RadioGroup
        label="Bank"
        options={['BCA', 'BNI']}
        selected={bank}
        emit={vi.fn()}
        set={{ selected: on('bank', setBank) }}
      />
    </>
  );
}

function hydrated(beforeScript: (container: HTMLElement) => void, loads = false) {
  const sent = vi.fn();
  let taken: EarlyInput[] = [];
  hydrateWithRuntime(<Form sent={sent} loads={loads} />, (container) => {
    beforeScript(container);
    taken = takeEarlyInput(container);
  });
  // As in the browser, where each event's updates are committed before the next.
  return { sent, replay: () => act(() => replayEarlyInput(taken)) };
}

describe('what was done before the script, once the page works', () => {
  it('typed, ticked and chosen: each block’s handler hears it, and the screen shows what the page now holds', () => {
    const { sent, replay } = hydrated((container) => {
      container.querySelector('textarea')!.value = 'my landlord is angry';
      container.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked = true;
      container.querySelectorAll<HTMLInputElement>('input[type=radio]')[1]!.checked = true;
    });
    expect(sent, 'React alone takes the server’s values').not.toHaveBeenCalled();
    replay();
    expect(sent.mock.calls).toEqual([
      ['text', 'my landlord'.slice(0, 10)],
      ['agreed', true],
      ['bank', 'BNI'],
    ]);
    expect(screen.getByRole('textbox', { name: 'Your comments' })).toHaveValue('my landlor');
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'BNI' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'BCA' })).not.toBeChecked();
  });

  it('a page that rendered again on load (its own values back on screen) still gets the borrower’s', () => {
    const { sent, replay } = hydrated((container) => {
      container.querySelector('textarea')!.value = 'late bus';
      container.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked = true;
    }, true);
    expect(screen.getByRole('checkbox', { name: 'I agree' }), 'React’s own state put back').not.toBeChecked();
    replay();
    expect(sent.mock.calls).toEqual([
      ['text', 'late bus'],
      ['agreed', true],
    ]);
    expect(screen.getByRole('textbox', { name: 'Your comments' })).toHaveValue('late bus');
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeChecked();
  });

  it('once only: a second replay (or a page that already had it) sends nothing more', () => {
    const { sent, replay } = hydrated((container) => {
      container.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked = true;
    });
    replay();
    replay();
    expect(sent.mock.calls).toEqual([['agreed', true]]);
  });

  it('nothing touched: nothing sent, the server’s values stand', () => {
    const { sent, replay } = hydrated(() => undefined);
    replay();
    expect(sent).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'BCA' })).toBeChecked();
  });

  it('a tick taken back before the script is no change', () => {
    const { sent, replay } = hydrated((container) => {
      const box = container.querySelector<HTMLInputElement>('input[type=checkbox]')!;
      box.checked = true;
      box.checked = false;
    });
    replay();
    expect(sent).not.toHaveBeenCalled();
  });
});
