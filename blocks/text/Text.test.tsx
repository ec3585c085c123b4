import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import Text from './index.tsx';

const emit = vi.fn();

describe('text block', () => {
  it('heading variant is a heading', () => {
    renderWithRuntime(<Text text="Pengajuan Khusus" variant="heading" emit={emit} />);
    expect(screen.getByRole('heading', { name: 'Pengajuan Khusus', level: 2 })).toBeInTheDocument();
  });

  it('body and note variants are paragraphs, not headings', () => {
    renderWithRuntime(
      <>
        <Text text="Body copy" emit={emit} />
        <Text text="Small print" variant="note" emit={emit} />
      </>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['Body copy', 'Small print']);
  });

  it('server text is shown as text, never as markup', () => {
    renderWithRuntime(<Text text={'<img src=x onerror="alert(1)">'} emit={emit} />);
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("a heading is a section heading, level 2: the screen's one level 1 is the title bar's", () => {
    renderWithRuntime(<Text text="Special offers" variant="heading" emit={emit} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Special offers' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('empty text renders nothing', () => {
    const { root } = renderWithRuntime(<Text text="" variant="heading" emit={emit} />);
    expect(root).toBeEmptyDOMElement();
  });
});

describe('text block: amounts', () => {
  it('an amount stays on one line; the words around it wrap and the text reads the same', () => {
    renderWithRuntime(<Text text="Bayar Rp 2.000.000,00 sebelum jatuh tempo." emit={emit} />);
    const paragraph = screen.getByRole('paragraph');
    expect(paragraph).toHaveTextContent('Bayar Rp 2.000.000,00 sebelum jatuh tempo.');
    expect(paragraph.textContent).toBe('Bayar Rp 2.000.000,00 sebelum jatuh tempo.');
    const amount = screen.getByText('Rp 2.000.000,00');
    expect(amount).not.toBe(paragraph);
    expect(amount).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(paragraph).not.toHaveStyle({ whiteSpace: 'nowrap' });
  });
});
