import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import StatusBanner from './index.tsx';

const emit = vi.fn();

describe('statusBanner block', () => {
  it('shows the status as the page heading, the description and a named image', () => {
    renderWithRuntime(
      <StatusBanner
        image="/brands/kilat/banner-174.svg"
        imageAlt="Repayment due"
        title="Menunggu pembayaran"
        description="Bayar tepat waktu."
        emit={emit}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Menunggu pembayaran' })).toBeInTheDocument();
    expect(screen.getByText('Bayar tepat waktu.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Repayment due' })).toHaveAttribute('src', '/brands/kilat/banner-174.svg');
  });

  it('a decorative image (no alt given) is hidden from the accessibility tree', () => {
    renderWithRuntime(<StatusBanner image="/b.svg" title="Lunas" emit={emit} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('presentation')).toHaveAttribute('alt', '');
    expect(screen.getByRole('heading', { name: 'Lunas' })).toBeInTheDocument();
    expect(screen.queryByRole('paragraph')).toBeNull();
  });
});
