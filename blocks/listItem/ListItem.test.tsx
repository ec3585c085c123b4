import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import ListItem from './index.tsx';

const complaint = {
  title: 'Penagihan atau pelecehan',
  meta: '2026-11-12 10:24',
  description:
    'Saya menerima lebih dari sepuluh telepon sehari tentang pinjaman saya yang terlambat, bahkan pada malam hari.',
};

describe('listItem block', () => {
  it('one button named by its title and time, described by its content, all visible', () => {
    renderWithRuntime(<ListItem {...complaint} emit={vi.fn()} />, { language: 'id' });
    const button = screen.getByRole('button', { name: 'Penagihan atau pelecehan 2026-11-12 10:24' });
    expect(button).toHaveAccessibleDescription(complaint.description);
    for (const text of [complaint.title, complaint.meta, complaint.description])
      expect(screen.getByText(text)).toBeVisible();
  });

  it('a title alone names it, with no description', () => {
    renderWithRuntime(<ListItem title="Lainnya" emit={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Lainnya' });
    expect(button).not.toHaveAttribute('aria-describedby');
  });

  it('a tap, Enter or Space raises press', async () => {
    const emit = vi.fn();
    renderWithRuntime(<ListItem {...complaint} emit={emit} />);
    await userEvent.click(screen.getByRole('button', { name: /^Penagihan atau pelecehan/ }));
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(emit.mock.calls).toEqual([['press'], ['press'], ['press']]);
  });

  it('busy or disabled: disabled, and a tap sends nothing', async () => {
    const emit = vi.fn();
    const { rerender } = renderWithRuntime(<ListItem {...complaint} emit={emit} busy />);
    const button = screen.getByRole('button', { name: /^Penagihan/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    rerender(<ListItem {...complaint} emit={emit} disabled />);
    expect(screen.getByRole('button', { name: /^Penagihan/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /^Penagihan/ }));
    expect(emit).not.toHaveBeenCalled();
  });
});
