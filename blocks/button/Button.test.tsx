import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import Button from './index.tsx';


describe('button block', () => {
  it('is a button named by its label that raises press', async () => {
    const emit = vi.fn();
    renderWithRuntime(<Button label="Bayar" emit={emit} />, { language: 'id' });
    await userEvent.click(screen.getByRole('button', { name: 'Bayar' }));
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledWith('press');
  });

  it('role link makes it a link by name (for controls that leave the page)', async () => {
    const emit = vi.fn();
    renderWithRuntime(<Button label="Perpanjangan" appearance="link" role="link" emit={emit} />);
    expect(screen.queryByRole('button')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Perpanjangan' }));
    expect(emit).toHaveBeenCalledWith('press');
  });

  it('busy disables it: a second tap sends nothing', async () => {
    const emit = vi.fn();
    const { rerender } = renderWithRuntime(<Button label="Kirim" emit={emit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(emit).toHaveBeenCalledTimes(1);
    rerender(<Button label="Kirim" emit={emit} busy />);
    const button = screen.getByRole('button', { name: 'Kirim' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(emit).toHaveBeenCalledTimes(1);
  });

  it('disabled (enabledWhen false) sends nothing', async () => {
    const emit = vi.fn();
    renderWithRuntime(<Button label="Confirm" emit={emit} disabled />);
    const button = screen.getByRole('button', { name: 'Confirm' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(emit).not.toHaveBeenCalled();
  });
});
