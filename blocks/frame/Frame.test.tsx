import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import Frame from './index.tsx';

const emit = vi.fn();
const TRUSTED = ['https://pay.kilatdana.example'];
const frameIn = (root: HTMLElement) => root.querySelector('iframe');

describe('frame block', () => {
  it('a document on the page’s own origin shows in a strictly sandboxed frame named by its title', () => {
    renderWithRuntime(<Frame src="/loanAgreement?productId=2" title="Loan agreement" emit={emit} />);
    const frame = screen.getByTitle('Loan agreement');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', `${window.location.origin}/loanAgreement?productId=2`);
    // Present and empty: no scripts, forms, popups, top navigation or same-origin access.
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('width', '100%');
    expect(frame).toHaveAttribute('height', '360');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('a document on an allowed origin shows; the address loaded is the one that was checked', () => {
    renderWithRuntime(
      <Frame
        src={' https://pay.kilatdana.example/agreements/loan.html?lang=id '}
        title="Perjanjian pinjaman"
        allowedOrigins={TRUSTED}
        emit={emit}
      />,
      { language: 'id' },
    );
    expect(screen.getByTitle('Perjanjian pinjaman')).toHaveAttribute(
      'src',
      'https://pay.kilatdana.example/agreements/loan.html?lang=id',
    );
  });

  it('another origin shows a note instead, and no frame at all', () => {
    const { root } = renderWithRuntime(
      <Frame src="https://evil.example/agreement" title="Loan agreement" allowedOrigins={TRUSTED} emit={emit} />,
    );
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('This document cannot be shown here.');
    expect(note).toHaveTextContent('Loan agreement');
    expect(frameIn(root)).toBeNull();
  });

  it('the note is in the reader’s language', () => {
    renderWithRuntime(<Frame src="https://evil.example/agreement" title="Perjanjian pinjaman" emit={emit} />, {
      language: 'id',
    });
    expect(screen.getByRole('note')).toHaveTextContent('Dokumen ini tidak dapat ditampilkan di sini.');
  });

  it.each([
    ['a script', 'javascript:alert(document.cookie)'],
    ['inline html', 'data:text/html,<h1>Sign here</h1>'],
    ['a protocol-relative address', '//evil.example/agreement'],
    ['credentials in front of the host', 'https://pay.kilatdana.example@evil.example/agreement'],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['nothing', ''],
  ])('%s is never framed', (_, src) => {
    const { root } = renderWithRuntime(<Frame src={src} title="Loan agreement" allowedOrigins={TRUSTED} emit={emit} />);
    expect(screen.getByRole('note')).toHaveTextContent('This document cannot be shown here.');
    expect(frameIn(root)).toBeNull();
  });

  it('an origin not listed is refused even when another page might trust it', () => {
    const { root } = renderWithRuntime(
      <Frame src="https://pay.kilatdana.example/doc" title="Loan agreement" emit={emit} />,
    );
    expect(screen.getByRole('note')).toBeInTheDocument();
    expect(frameIn(root)).toBeNull();
  });

  it('a new address is judged again: the frame goes when it turns untrusted and comes back', () => {
    const { root, rerender } = renderWithRuntime(<Frame src="/policy" title="Policy" emit={emit} />);
    expect(screen.getByTitle('Policy')).toHaveAttribute('src', `${window.location.origin}/policy`);
    rerender(<Frame src="https://evil.example/policy" title="Policy" emit={emit} />);
    expect(frameIn(root)).toBeNull();
    expect(screen.getByRole('note')).toBeInTheDocument();
    rerender(<Frame src="/policy?v=2" title="Policy" emit={emit} />);
    expect(screen.getByTitle('Policy')).toHaveAttribute('src', `${window.location.origin}/policy?v=2`);
  });

  it('takes the given height, never less than 120 px', () => {
    const { rerender } = renderWithRuntime(<Frame src="/policy" title="Policy" height={600} emit={emit} />);
    expect(screen.getByTitle('Policy')).toHaveAttribute('height', '600');
    rerender(<Frame src="/policy" title="Policy" height={40} emit={emit} />);
    expect(screen.getByTitle('Policy')).toHaveAttribute('height', '120');
    rerender(<Frame src="/policy" title="Policy" height={Number.NaN} emit={emit} />);
    expect(screen.getByTitle('Policy')).toHaveAttribute('height', '360');
  });
});
