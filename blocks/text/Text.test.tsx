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

  it('title is the page\'s main heading, level 1', () => {
    renderWithRuntime(<Text text="Special offers" variant="title" emit={emit} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Special offers' })).toBeInTheDocument();
  });

  it('empty text renders nothing', () => {
    const { root } = renderWithRuntime(<Text text="" variant="heading" emit={emit} />);
    expect(root).toBeEmptyDOMElement();
  });
});
