import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import ChoiceList from './index.tsx';

const types = [
  { value: 1, title: 'Penagihan atau pelecehan' },
  { value: 2, title: 'Pembayaran belum masuk' },
  { value: 3, title: 'Pengajuan pinjaman' },
];

/** Exactly these options are pressed, found by name as a screen reader hears them. */
function expectPressed(names: string[]) {
  expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(names.length);
  for (const name of names) expect(screen.getByRole('button', { name, pressed: true })).toBeInTheDocument();
}

describe('choiceList block', () => {
  it('a group named by its heading holding one button per option, none pressed', () => {
    renderWithRuntime(<ChoiceList label="Jenis masalah" options={types} emit={vi.fn()} />, { language: 'id' });
    const group = screen.getByRole('group', { name: 'Jenis masalah' });
    expect(within(group).getByRole('heading', { name: 'Jenis masalah' })).toBeInTheDocument();
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'false']);
    expect(within(group).getByRole('button', { name: 'Pengajuan pinjaman' })).toBeInTheDocument();
    expect(within(group).getAllByRole('listitem')).toHaveLength(3);
  });

  it('tapping an option raises select with its value, title, whole option and index', async () => {
    const emit = vi.fn();
    const options = [...types, { value: 5, title: 'Lainnya', extra: 'kept' }];
    renderWithRuntime(<ChoiceList label="Jenis masalah" options={options} emit={emit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Lainnya' }));
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledWith('select', {
      value: 5,
      title: 'Lainnya',
      option: { value: 5, title: 'Lainnya', extra: 'kept' },
      index: 3,
    });
  });

  it('the selected value is pressed, compared as text (number or string)', () => {
    const { rerender } = renderWithRuntime(<ChoiceList label="Types" options={types} selected="2" emit={vi.fn()} />);
    expectPressed(['Pembayaran belum masuk']);
    expect(screen.getByRole('button', { name: 'Pengajuan pinjaman' })).toHaveAttribute('aria-pressed', 'false');
    rerender(
      <ChoiceList
        label="Types"
        options={[
          { value: '1', title: 'A' },
          { value: '10', title: 'B' },
        ]}
        selected={10}
        emit={vi.fn()}
      />,
    );
    expectPressed(['B']);
    rerender(<ChoiceList label="Types" options={types} selected={null} emit={vi.fn()} />);
    expectPressed([]);
  });

  it('valueKey, titleKey and descriptionKey pick other fields; the second line describes, not names', async () => {
    const emit = vi.fn();
    const orders = [
      { orderNo: '10180', productName: 'Dana Kilat', status: 'Terlambat' },
      { orderNo: '10174', productName: 'Pinjam Mudah', status: 'Menunggu pembayaran' },
    ];
    renderWithRuntime(
      <ChoiceList
        label="Pesanan"
        options={orders}
        valueKey="orderNo"
        titleKey="productName"
        descriptionKey="status"
        selected="10174"
        emit={emit}
      />,
    );
    const button = screen.getByRole('button', { name: 'Pinjam Mudah' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleDescription('Menunggu pembayaran');
    expect(screen.getByText('Terlambat')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Dana Kilat' }));
    expect(emit).toHaveBeenCalledWith('select', { value: '10180', title: 'Dana Kilat', option: orders[0], index: 0 });
  });

  it('grid layout keeps the same buttons and payloads', async () => {
    const emit = vi.fn();
    const topics = [
      { value: 1, title: 'Loan application' },
      { value: 2, title: 'Repayment' },
      { value: 3, title: 'Account' },
      { value: 4, title: 'Collection' },
    ];
    renderWithRuntime(<ChoiceList label="How can we help?" options={topics} layout="grid" emit={emit} />);
    expect(within(screen.getByRole('group', { name: 'How can we help?' })).getAllByRole('button')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Collection' }));
    expect(emit).toHaveBeenCalledWith('select', { value: 4, title: 'Collection', option: topics[3], index: 3 });
  });

  it('a missing or empty list shows the heading alone', () => {
    renderWithRuntime(
      <ChoiceList label="Sub-type" options={undefined as unknown as Record<string, unknown>[]} emit={vi.fn()} />,
    );
    expect(screen.getByRole('group', { name: 'Sub-type' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('busy or disabled: every option is disabled and a tap sends nothing', async () => {
    const emit = vi.fn();
    const { rerender } = renderWithRuntime(<ChoiceList label="Types" options={types} emit={emit} busy />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Pengajuan pinjaman' }));
    rerender(<ChoiceList label="Types" options={types} emit={emit} disabled />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Pengajuan pinjaman' }));
    expect(emit).not.toHaveBeenCalled();
  });

  it('keyboard: Tab reaches each option and Enter or Space selects it', async () => {
    const emit = vi.fn();
    renderWithRuntime(<ChoiceList label="Types" options={types} emit={emit} />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Pembayaran belum masuk' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(emit.mock.calls.map(([, payload]) => (payload as { value: number }).value)).toEqual([2, 2]);
  });
});
