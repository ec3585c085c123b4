import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import LabelValueRows from './index.tsx';

const emit = vi.fn();
const pairs = (root: HTMLElement) =>
  within(root)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('labelValueRows block', () => {
  it('a section named by its heading with title/value rows by default', () => {
    renderWithRuntime(
      <LabelValueRows
        heading="Order details"
        rows={[
          { title: 'Amount', value: '₹ 2,500.00' },
          { title: 'Term', value: 91 },
        ]}
        emit={emit}
      />,
    );
    const section = screen.getByRole('region', { name: 'Order details' });
    expect(within(section).getByRole('heading', { name: 'Order details' })).toBeInTheDocument();
    expect(pairs(section)).toEqual([
      ['Amount', '₹ 2,500.00'],
      ['Term', '91'],
    ]);
  });

  it('an amount in a value stays on one line (a narrow phone wraps the label instead)', () => {
    renderWithRuntime(<LabelValueRows rows={[{ title: 'Jumlah pinjaman', value: 'Rp 2.000.000,00' }]} emit={emit} />);
    const value = screen.getByRole('definition');
    expect(value).toHaveTextContent('Rp 2.000.000,00');
    expect(within(value).getByText('Rp 2.000.000,00')).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('labelKey and valueKey pick other fields', () => {
    renderWithRuntime(
      <LabelValueRows
        heading="Detail pesanan"
        rows={[
          { text: 'Jumlah pinjaman', value: 'ignored', amount: 'Rp 1.000.000,00', title: 'ignored' },
          { text: 'Jatuh tempo', amount: null },
        ]}
        labelKey="text"
        valueKey="amount"
        emit={emit}
      />,
    );
    expect(pairs(screen.getByRole('region', { name: 'Detail pesanan' }))).toEqual([
      ['Jumlah pinjaman', 'Rp 1.000.000,00'],
      ['Jatuh tempo', ''],
    ]);
  });

  it('shows the heading alone when the rows are missing, and nothing with neither', () => {
    renderWithRuntime(
      <LabelValueRows heading="Order details" rows={undefined as unknown as Record<string, unknown>[]} emit={emit} />,
    );
    expect(screen.getByRole('heading', { name: 'Order details' })).toBeInTheDocument();
    expect(screen.queryAllByRole('term')).toEqual([]);
  });

  it('renders nothing with no heading and no rows', () => {
    const { root } = renderWithRuntime(<LabelValueRows rows={[]} emit={emit} />);
    expect(root).toBeEmptyDOMElement();
  });
});
