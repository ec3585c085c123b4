import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import Captcha from './index.tsx';

const LABEL = 'Picture code, tap for a new one';

describe('captcha block', () => {
  it('is a button named by its label, holding the picture (empty alt: its letters are the test); pressing raises press', async () => {
    const emit = vi.fn();
    renderWithRuntime(
      <Captcha src="/gw/get-captcha?sid=S1&timestamp=1" label={LABEL} failedText="Not loaded" emit={emit} />,
    );
    const button = screen.getByRole('button', { name: LABEL });
    const picture = button.querySelector('img')!;
    expect(picture).toHaveAttribute('src', '/gw/get-captcha?sid=S1&timestamp=1');
    expect(picture).toHaveAttribute('alt', '');
    await userEvent.click(button);
    expect(emit.mock.calls).toEqual([['press']]);
  });

  it('a picture that fails says so, in its name too; a new address tries again', () => {
    const emit = vi.fn();
    const { rerender } = renderWithRuntime(
      <Captcha src="/a" label={LABEL} failedText="Not loaded. Tap to retry" emit={emit} />,
    );
    fireEvent.error(screen.getByRole('button').querySelector('img')!);
    const button = screen.getByRole('button', { name: `${LABEL}. Not loaded. Tap to retry` });
    expect(button).toHaveTextContent('Not loaded. Tap to retry');
    expect(button.querySelector('img')).toBeNull();
    rerender(<Captcha src="/b" label={LABEL} failedText="Not loaded. Tap to retry" emit={emit} />);
    expect(screen.getByRole('button', { name: LABEL }).querySelector('img')).toHaveAttribute('src', '/b');
  });

  it('failed (no address could be had): says so without a picture; pressing still raises press (to try again)', async () => {
    const emit = vi.fn();
    renderWithRuntime(<Captcha src="" failed label={LABEL} failedText="Not loaded. Tap to retry" emit={emit} />);
    const button = screen.getByRole('button', { name: `${LABEL}. Not loaded. Tap to retry` });
    expect(button.querySelector('img')).toBeNull();
    await userEvent.click(button);
    expect(emit.mock.calls).toEqual([['press']]);
  });

  it('no picture yet: the button is there, empty; busy or disabled: no press', async () => {
    const emit = vi.fn();
    const { rerender } = renderWithRuntime(<Captcha src="" label={LABEL} emit={emit} />);
    expect(screen.getByRole('button', { name: LABEL }).querySelector('img')).toBeNull();
    rerender(<Captcha src="/a" label={LABEL} busy emit={emit} />);
    await userEvent.click(screen.getByRole('button'));
    rerender(<Captcha src="/a" label={LABEL} disabled emit={emit} />);
    await userEvent.click(screen.getByRole('button'));
    expect(emit).not.toHaveBeenCalled();
  });
});
