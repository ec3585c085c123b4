import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import OrderCard from './index.tsx';

const order = {
  heading: 'Pesanan',
  logo: '/demo/product-3.svg',
  name: 'Pinjam Mudah',
  status: 'Menunggu pembayaran',
  rows: [
    { title: 'Jumlah pinjaman', value: 'Rp 2.000.000' },
    { title: 'Jatuh tempo', value: '2026-11-24' },
  ],
};

const pairs = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('orderCard block', () => {
  it('an article named by the product, under its caption, with status, decorative logo and rows', () => {
    const { container } = renderWithRuntime(<OrderCard {...order} emit={vi.fn()} />, { language: 'id' });
    expect(screen.getByRole('heading', { name: 'Pesanan', level: 2 })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Pinjam Mudah' });
    expect(within(card).getByRole('heading', { name: 'Pinjam Mudah', level: 3 })).toBeInTheDocument();
    expect(within(card).getByText('Menunggu pembayaran')).toBeInTheDocument();
    // The logo only decorates: no name of its own, so it is no image to a screen reader.
    expect(within(card).queryByRole('img')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(pairs(card)).toEqual([
      ['Jumlah pinjaman', 'Rp 2.000.000'],
      ['Jatuh tempo', '2026-11-24'],
    ]);
  });

  it('without a caption the name is the top heading of the card', () => {
    renderWithRuntime(<OrderCard name="Dana Kilat" emit={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Dana Kilat', level: 2 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });

  it('labelKey/valueKey pick other fields; numbers show as text and null as empty', () => {
    renderWithRuntime(
      <OrderCard
        name="Cepat Cair"
        rows={[{ label: 'Tenor', amount: 91 }, { label: 'Denda', amount: null }, { label: 'Catatan' }]}
        labelKey="label"
        valueKey="amount"
        emit={vi.fn()}
      />,
    );
    expect(pairs(screen.getByRole('article', { name: 'Cepat Cair' }))).toEqual([
      ['Tenor', '91'],
      ['Denda', ''],
      ['Catatan', ''],
    ]);
  });

  it('missing rows show no list', () => {
    renderWithRuntime(<OrderCard name="Dana Kilat" rows={undefined} emit={vi.fn()} />);
    expect(screen.queryAllByRole('term')).toEqual([]);
  });

  it('no actionLabel, no switch', () => {
    renderWithRuntime(<OrderCard {...order} emit={vi.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('the switch is a button named by its label that raises action', async () => {
    const emit = vi.fn();
    renderWithRuntime(<OrderCard {...order} actionLabel="Semua" emit={emit} />, { language: 'id' });
    await userEvent.click(
      within(screen.getByRole('article', { name: 'Pinjam Mudah' })).getByRole('button', { name: 'Semua' }),
    );
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledWith('action');
  });

  it('the switch is described by its card, so several "View details" buttons can be told apart', () => {
    renderWithRuntime(<OrderCard {...order} heading="Order 10021" actionLabel="View details" emit={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'View details' })).toHaveAccessibleDescription(
      'Order 10021 Pinjam Mudah',
    );
  });

  it('busy or disabled: the switch sends nothing more', async () => {
    const emit = vi.fn();
    const { rerender } = renderWithRuntime(<OrderCard {...order} actionLabel="All" emit={emit} />);
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    rerender(<OrderCard {...order} actionLabel="All" emit={emit} busy />);
    const button = screen.getByRole('button', { name: 'All' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    rerender(<OrderCard {...order} actionLabel="All" emit={emit} disabled />);
    expect(screen.getByRole('button', { name: 'All' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(emit).toHaveBeenCalledTimes(1);
  });
});
