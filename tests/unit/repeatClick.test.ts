// @vitest-environment happy-dom
/**
 * The double-tap detector (renderer/runtime/ui/repeatClick.ts): the browser's own click count says whether a
 * click is the second of a double tap, and the first click's element whether it landed elsewhere.
 */
import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createRepeatTaps } from '../../renderer/runtime/ui/repeatClick.ts';

function setUp() {
  const taps = createRepeatTaps();
  const stop = taps.listen(window);
  const [submit, ok] = ['Submit', 'OK'].map((label) => {
    const button = document.createElement('button');
    button.textContent = label;
    document.body.append(button);
    return button;
  }) as [HTMLButtonElement, HTMLButtonElement];
  const seen: { repeat: boolean; elsewhere: boolean }[] = [];
  for (const button of [submit, ok])
    button.addEventListener(
      'click',
      () => void seen.push({ repeat: taps.isRepeat(), elsewhere: taps.landedElsewhere() }),
    );
  return { stop, submit, ok, seen };
}

afterEach(() => document.body.replaceChildren());

describe('a double tap', () => {
  it('on one button: the second click is a repeat that landed where the first did', () => {
    const { submit, seen } = setUp();
    fireEvent.click(submit, { detail: 1 });
    fireEvent.click(submit, { detail: 2 });
    expect(seen).toEqual([
      { repeat: false, elsewhere: false },
      { repeat: true, elsewhere: false },
    ]);
  });

  it('whose first click put another element under the finger: the second landed elsewhere', () => {
    const { submit, ok, seen } = setUp();
    fireEvent.click(submit, { detail: 1 });
    fireEvent.click(ok, { detail: 2 });
    fireEvent.click(ok, { detail: 1 });
    expect(seen).toEqual([
      { repeat: false, elsewhere: false },
      { repeat: true, elsewhere: true },
      { repeat: false, elsewhere: false },
    ]);
  });

  it('is forgotten once the detector stops, and a keyboard click (detail 0) starts nothing', () => {
    const { stop, submit, ok, seen } = setUp();
    fireEvent.click(submit, { detail: 0 });
    fireEvent.click(ok, { detail: 2 });
    stop();
    fireEvent.click(ok, { detail: 2 });
    expect(seen).toEqual([
      { repeat: false, elsewhere: false },
      { repeat: true, elsewhere: false },
      { repeat: false, elsewhere: false },
    ]);
  });
});
