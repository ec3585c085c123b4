import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import ProductCard from './index.tsx';

const product = {
  logo: '/demo/product-2.svg',
  name: 'Cepat Cair',
  amountRange: '1.000.000 - 8.000.000',
  amountDescription: 'Jumlah pinjaman',
  rate: '0.05%/hari',
  description: 'Persetujuan cepat',
  tags: ['Cepat', 'Aman', 'Third'],
  buttonText: 'Ajukan',
};

describe('productCard block', () => {
  it('an article named by the product, with its facts and at most two tags', () => {
    renderWithRuntime(<ProductCard {...product} emit={vi.fn()} />, { language: 'id' });
    const card = screen.getByRole('article', { name: 'Cepat Cair' });
    expect(within(card).getByText('1.000.000 - 8.000.000')).toBeInTheDocument();
    expect(within(card).getByText('Jumlah pinjaman')).toBeInTheDocument();
    expect(within(card).getByText('Bunga: 0.05%/hari')).toBeInTheDocument();
    expect(within(card).getByText('Cepat')).toBeInTheDocument();
    expect(within(card).getByText('Aman')).toBeInTheDocument();
    expect(within(card).queryByText('Third')).toBeNull();
  });

  it('the rate label follows the language', () => {
    renderWithRuntime(<ProductCard {...product} emit={vi.fn()} />, { language: 'en' });
    expect(screen.getByText('Rate: 0.05%/hari')).toBeInTheDocument();
  });

  it('an enabled product raises press from its button', async () => {
    const emit = vi.fn();
    renderWithRuntime(<ProductCard {...product} emit={emit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ajukan' }));
    expect(emit).toHaveBeenCalledWith('press');
  });

  it('a disabled product does nothing', async () => {
    const emit = vi.fn();
    renderWithRuntime(<ProductCard {...product} buttonText="Penuh hari ini" enabled={false} emit={emit} />);
    const button = screen.getByRole('button', { name: 'Penuh hari ini' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(emit).not.toHaveBeenCalled();
  });

  it('busy or disabled by the page sends nothing more', async () => {
    const emit = vi.fn();
    const { rerender } = renderWithRuntime(<ProductCard {...product} emit={emit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ajukan' }));
    rerender(<ProductCard {...product} emit={emit} busy />);
    await userEvent.click(screen.getByRole('button', { name: 'Ajukan' }));
    rerender(<ProductCard {...product} emit={emit} disabled />);
    await userEvent.click(screen.getByRole('button', { name: 'Ajukan' }));
    expect(emit).toHaveBeenCalledTimes(1);
  });

  it('login failure product: its icon is decorative, the facts read in Indonesian, the button names the action', () => {
    const { root } = renderWithRuntime(
      <ProductCard
        logo="/demo/product-4.svg"
        name="Dana Prima"
        amountRange="Rp 3.000.000 - Rp 12.000.000"
        amountDescription="Jumlah pinjaman"
        rate="0,045%/hari"
        buttonText="Ajukan"
        emit={vi.fn()}
      />,
      { language: 'id' },
    );
    const card = screen.getByRole('article', { name: 'Dana Prima' });
    // The name is already the heading: the icon adds nothing for a screen reader.
    expect(root.querySelector('img')).toHaveAttribute('alt', '');
    expect(within(card).queryByRole('img')).toBeNull();
    expect(within(card).getByRole('heading', { name: 'Dana Prima' })).toBeInTheDocument();
    expect(within(card).getByText('Rp 3.000.000 - Rp 12.000.000')).toBeInTheDocument();
    expect(within(card).getByText('Bunga: 0,045%/hari')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Ajukan' })).toBeEnabled();
  });

  it('with only a name and a button, nothing else shows (no empty rate line, image or tags)', () => {
    const { root } = renderWithRuntime(
      <ProductCard name="Kredit Pintar" buttonText="Apply" tags={[]} emit={vi.fn()} />,
    );
    const card = screen.getByRole('article', { name: 'Kredit Pintar' });
    expect(root.querySelector('img')).toBeNull();
    expect(within(card).queryByText(/Rate/)).toBeNull();
    expect(card.textContent).toBe('Kredit PintarApply');
  });

  it('an enabled product presses from the keyboard too (Enter and Space)', async () => {
    const emit = vi.fn();
    renderWithRuntime(<ProductCard {...product} emit={emit} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Ajukan' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(emit).toHaveBeenCalledTimes(2);
    expect(emit).toHaveBeenCalledWith('press');
  });

  it('a disabled product cannot be reached or pressed from the keyboard either', async () => {
    const emit = vi.fn();
    renderWithRuntime(<ProductCard {...product} buttonText="Full today" enabled={false} emit={emit} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Full today' })).not.toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(emit).not.toHaveBeenCalled();
  });
});
