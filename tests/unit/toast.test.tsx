/** The one toast (SPEC §9): helper default 2 s, component default 3 s, never under 300 ms, in role=status. */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../renderer/runtime/ui/Toast.tsx';
import { createToasts } from '../../renderer/runtime/ui/toast.ts';

let toasts = createToasts();
const showToast = (text: string, duration?: number) => toasts.show(text, duration);
beforeEach(() => {
  vi.useFakeTimers();
  toasts = createToasts();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('showToast', () => {
  it('defaults to 2000 ms and ignores empty text', () => {
    showToast('Saved');
    expect(toasts.get()).toMatchObject({ text: 'Saved', duration: 2000 });
    toasts.set(null);
    showToast('');
    expect(toasts.get()).toBeNull();
  });
});

describe('ToastHost', () => {
  it('shows the message inside role=status and hides it after the helper default (2 s)', () => {
    render(<ToastHost toasts={toasts} />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    act(() => showToast('Silakan pilih'));
    expect(region).toHaveTextContent('Silakan pilih');
    advance(1999);
    expect(region).toHaveTextContent('Silakan pilih');
    advance(1);
    expect(region).toBeEmptyDOMElement();
  });

  it('honours a given duration', () => {
    render(<ToastHost toasts={toasts} />);
    act(() => showToast('Five seconds', 5000));
    advance(4999);
    expect(screen.getByRole('status')).toHaveTextContent('Five seconds');
    advance(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('defaults to 3000 ms when the message carries no duration', () => {
    render(<ToastHost toasts={toasts} />);
    act(() => toasts.set({ id: 999, text: 'Component default' }));
    advance(2999);
    expect(screen.getByRole('status')).toHaveTextContent('Component default');
    advance(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('never shows a message for less than 300 ms', () => {
    render(<ToastHost toasts={toasts} />);
    act(() => showToast('Blink', 10));
    advance(299);
    expect(screen.getByRole('status')).toHaveTextContent('Blink');
    advance(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('a new toast replaces the current one and gets its own full time', () => {
    render(<ToastHost toasts={toasts} />);
    act(() => showToast('First', 1000));
    advance(800);
    act(() => showToast('Second', 1000));
    expect(screen.getByRole('status')).toHaveTextContent('Second');
    expect(screen.getByRole('status')).not.toHaveTextContent('First');
    advance(999);
    expect(screen.getByRole('status')).toHaveTextContent('Second');
    advance(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
