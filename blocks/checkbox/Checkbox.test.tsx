import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import Checkbox from './index.tsx';

const CONSENT = 'I have read and agree to the agreements above';

/** The page's side: change sets the state `checked` is bound to (a setState action). */
function OnPage({
  emit,
  initial = true,
}: {
  emit: (event: 'change', payload?: Record<string, unknown>) => void;
  initial?: boolean;
}) {
  const [checked, setChecked] = useState(initial);
  return (
    <Checkbox
      label={CONSENT}
      checked={checked}
      emit={(event, payload) => {
        emit(event, payload);
        setChecked(payload?.value === true);
      }}
    />
  );
}

describe('checkbox block', () => {
  it('is a real checkbox named by its visible label, the second line its description', () => {
    renderWithRuntime(<Checkbox label={CONSENT} description="Needed to disburse your loan" checked emit={vi.fn()} />);
    const box = screen.getByRole('checkbox', { name: CONSENT });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription('Needed to disburse your loan');
    expect(screen.getByLabelText(CONSENT)).toBe(box);
    expect(screen.getByText(CONSENT)).toBeVisible();
  });

  it('without a description it has none', () => {
    renderWithRuntime(<Checkbox label={CONSENT} emit={vi.fn()} />);
    const box = screen.getByRole('checkbox', { name: CONSENT });
    expect(box).not.toBeChecked();
    expect(box).not.toHaveAttribute('aria-describedby');
  });

  it('a tap raises change with the new value; the box follows the page’s state', async () => {
    const emit = vi.fn();
    renderWithRuntime(<OnPage emit={emit} />);
    const box = screen.getByRole('checkbox', { name: CONSENT });
    await userEvent.click(box);
    expect(emit).toHaveBeenLastCalledWith('change', { value: false });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(emit).toHaveBeenLastCalledWith('change', { value: true });
    expect(box).toBeChecked();
    expect(emit).toHaveBeenCalledTimes(2);
  });

  it('a tap on the label or the description toggles it too (one big target)', async () => {
    const emit = vi.fn();
    renderWithRuntime(
      <Checkbox label={CONSENT} description="Needed to disburse your loan" checked={false} emit={emit} />,
    );
    await userEvent.click(screen.getByText(CONSENT));
    expect(emit).toHaveBeenLastCalledWith('change', { value: true });
    await userEvent.click(screen.getByText('Needed to disburse your loan'));
    expect(emit).toHaveBeenCalledTimes(2);
  });

  it('is controlled: when the page does not change its state, the box stays as the page says', async () => {
    const emit = vi.fn();
    renderWithRuntime(<Checkbox label={CONSENT} checked emit={emit} />);
    const box = screen.getByRole('checkbox', { name: CONSENT });
    await userEvent.click(box);
    expect(emit).toHaveBeenCalledWith('change', { value: false });
    expect(box).toBeChecked();
  });

  it('Space toggles it from the keyboard', async () => {
    const emit = vi.fn();
    renderWithRuntime(<OnPage emit={emit} initial={false} />);
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: CONSENT })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(emit).toHaveBeenCalledWith('change', { value: true });
    expect(screen.getByRole('checkbox', { name: CONSENT })).toBeChecked();
  });

  it('busy or disabled: disabled, and a tap sends nothing', async () => {
    const emit = vi.fn();
    const { rerender } = renderWithRuntime(<Checkbox label={CONSENT} checked emit={emit} busy />);
    const box = screen.getByRole('checkbox', { name: CONSENT });
    expect(box).toBeDisabled();
    await userEvent.click(box);
    await userEvent.click(screen.getByText(CONSENT));
    rerender(<Checkbox label={CONSENT} checked emit={emit} disabled />);
    expect(box).toBeDisabled();
    await userEvent.click(box);
    expect(emit).not.toHaveBeenCalled();
    expect(box).toBeChecked();
  });

  it('takes the Indonesian label as its name', () => {
    renderWithRuntime(
      <Checkbox label="Saya telah membaca dan menyetujui perjanjian di atas" checked emit={vi.fn()} />,
      { language: 'id' },
    );
    expect(
      screen.getByRole('checkbox', { name: 'Saya telah membaca dan menyetujui perjanjian di atas' }),
    ).toBeChecked();
  });
});
