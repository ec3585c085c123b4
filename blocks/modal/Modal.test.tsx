import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import Modal from './index.tsx';

function Screen({
  open,
  dismissible,
  emit,
}: {
  open: boolean;
  dismissible?: boolean;
  emit: (event: 'dismiss') => void;
}) {
  return (
    <>
      <button type="button">Open rating</button>
      {open && (
        <Modal title="Beri penilaian" description="Bagaimana penilaian Anda?" dismissible={dismissible} emit={emit}>
          <button type="button">Batal</button>
          <button type="button">Kirim</button>
        </Modal>
      )}
    </>
  );
}

describe('modal block', () => {
  it('is a dialog named by its title and described by its description, holding its children', () => {
    renderWithRuntime(<Screen open emit={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Beri penilaian' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Bagaimana penilaian Anda?');
    expect(within(dialog).getByRole('button', { name: 'Kirim' })).toBeInTheDocument();
  });

  it('Escape raises dismiss', async () => {
    const emit = vi.fn();
    renderWithRuntime(<Screen open emit={emit} />);
    await userEvent.keyboard('{Escape}');
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledWith('dismiss');
  });

  it('a click on the backdrop raises dismiss; a click inside the dialog does not', async () => {
    const emit = vi.fn();
    renderWithRuntime(<Screen open emit={emit} />);
    const dialog = screen.getByRole('dialog');
    await userEvent.click(dialog);
    await userEvent.click(within(dialog).getByRole('heading', { name: 'Beri penilaian' }));
    expect(emit).not.toHaveBeenCalled();
    await userEvent.click(dialog.parentElement!);
    expect(emit).toHaveBeenCalledWith('dismiss');
  });

  it('with dismissible false neither Escape nor the backdrop dismisses it', async () => {
    const emit = vi.fn();
    renderWithRuntime(<Screen open dismissible={false} emit={emit} />);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('dialog').parentElement!);
    expect(emit).not.toHaveBeenCalled();
  });

  it('moves focus into the dialog on open and back where it was when it goes', async () => {
    const emit = vi.fn();
    const { rerender } = renderWithRuntime(<Screen open={false} emit={emit} />);
    const opener = screen.getByRole('button', { name: 'Open rating' });
    await userEvent.click(opener);
    expect(opener).toHaveFocus();
    rerender(<Screen open emit={emit} />);
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Batal' })).toHaveFocus();
    rerender(<Screen open={false} emit={emit} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('Tab and Shift+Tab stay inside the dialog', async () => {
    renderWithRuntime(<Screen open emit={vi.fn()} />);
    const dialog = screen.getByRole('dialog');
    const cancel = within(dialog).getByRole('button', { name: 'Batal' });
    const submit = within(dialog).getByRole('button', { name: 'Kirim' });
    expect(cancel).toHaveFocus();
    await userEvent.tab();
    expect(submit).toHaveFocus();
    await userEvent.tab();
    expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(submit).toHaveFocus();
  });

  it('with nothing focusable inside, the dialog itself takes focus', () => {
    renderWithRuntime(<Modal title="Terima kasih!" emit={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Terima kasih!' })).toHaveFocus();
  });
});
