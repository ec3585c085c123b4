import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import Figure from './index.tsx';

const VA = '8808123456789012';
const restore: (() => void)[] = [];

/** Replaces a property for one test (user-event puts its own clipboard on navigator at setup). */
function replace<T extends object>(target: T, key: string, value: unknown) {
  const before = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { value, configurable: true, writable: true });
  restore.push(() =>
    before ? Object.defineProperty(target, key, before) : delete (target as Record<string, unknown>)[key],
  );
}

afterEach(() => {
  while (restore.length) restore.pop()?.();
});

describe('figure block', () => {
  it('a value found by its label: a term and its definition, named by the label', () => {
    renderWithRuntime(<Figure emit={vi.fn()} label="Total pembayaran" value="Rp 1.250.000" />, { language: 'id' });
    expect(screen.getByRole('term')).toHaveTextContent('Total pembayaran');
    const value = screen.getByRole('definition', { name: 'Total pembayaran' });
    expect(value).toHaveTextContent('Rp 1.250.000');
    expect(screen.getByText('Rp 1.250.000')).toBe(value);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('large is bigger than normal', () => {
    const { rerender } = renderWithRuntime(<Figure emit={vi.fn()} label="Nomor Virtual Account" value={VA} />);
    const normal = parseFloat(getComputedStyle(screen.getByRole('definition')).fontSize);
    rerender(<Figure emit={vi.fn()} label="Nomor Virtual Account" value={VA} size="large" />);
    expect(parseFloat(getComputedStyle(screen.getByRole('definition')).fontSize)).toBeGreaterThan(normal);
  });

  it('Copy puts the value on the clipboard and says "Copied" in the toast', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    replace(navigator, 'clipboard', { writeText });
    renderWithRuntime(<Figure emit={vi.fn()} label="VA number" value={VA} size="large" copyable />);
    const button = screen.getByRole('button', { name: 'Copy VA number' });
    expect(button).toHaveTextContent('Copy');
    await user.click(button);
    expect(writeText).toHaveBeenCalledWith(VA);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied'));
  });

  it('in Indonesian the button is "Salin" and the toast "Tersalin"', async () => {
    const user = userEvent.setup();
    replace(navigator, 'clipboard', { writeText: vi.fn().mockResolvedValue(undefined) });
    renderWithRuntime(<Figure emit={vi.fn()} label="Nomor Virtual Account" value={VA} copyable />, { language: 'id' });
    await user.click(screen.getByRole('button', { name: 'Salin Nomor Virtual Account' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Tersalin'));
  });

  it('without the Clipboard API it copies from a selected hidden field, then gives the focus back', async () => {
    const user = userEvent.setup();
    replace(navigator, 'clipboard', undefined);
    let copied = '';
    const execCommand = vi.fn((command: string) => {
      const field = document.activeElement as HTMLTextAreaElement;
      copied = field.value.slice(field.selectionStart, field.selectionEnd);
      return command === 'copy';
    });
    replace(document, 'execCommand', execCommand);
    renderWithRuntime(<Figure emit={vi.fn()} label="VA number" value={VA} copyable />);
    const button = screen.getByRole('button', { name: 'Copy VA number' });
    await user.click(button);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe(VA);
    expect(document.querySelector('textarea')).toBeNull();
    expect(button).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied'));
  });

  it('a refused clipboard falls back to the old way too', async () => {
    const user = userEvent.setup();
    replace(navigator, 'clipboard', {
      writeText: vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')),
    });
    const execCommand = vi.fn(() => true);
    replace(document, 'execCommand', execCommand);
    renderWithRuntime(<Figure emit={vi.fn()} label="VA number" value={VA} copyable />);
    await user.click(screen.getByRole('button', { name: 'Copy VA number' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied'));
  });

  it('when copying is impossible nothing throws, no "Copied" shows, and the value is selected for a manual copy', async () => {
    const user = userEvent.setup();
    replace(navigator, 'clipboard', { writeText: vi.fn().mockRejectedValue(new Error('no')) });
    replace(
      document,
      'execCommand',
      vi.fn(() => {
        throw new Error('not supported');
      }),
    );
    const errors = vi.fn();
    window.addEventListener('unhandledrejection', errors);
    renderWithRuntime(<Figure emit={vi.fn()} label="VA number" value={VA} copyable />);
    await user.click(screen.getByRole('button', { name: 'Copy VA number' }));
    await waitFor(() => expect(window.getSelection()?.toString()).toBe(VA));
    expect(screen.getByRole('status')).not.toHaveTextContent('Copied');
    window.removeEventListener('unhandledrejection', errors);
    expect(errors).not.toHaveBeenCalled();
  });

  it('an empty (or not yet loaded) value offers nothing to copy', () => {
    const { rerender } = renderWithRuntime(<Figure emit={vi.fn()} label="VA number" value="" copyable />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Figure emit={vi.fn()} label="VA number" value={undefined as unknown as string} copyable />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('definition', { name: 'VA number' })).toBeEmptyDOMElement();
  });
});
