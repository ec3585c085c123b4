import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import type { Props } from './definition.ts';
import RadioGroup from './index.tsx';

const CARDS = [
  { id: 11, bankName: 'BCA', cardNo: '**** **** 1234' },
  { id: 12, bankName: 'BCA', cardNo: '**** **** 5678' },
  { id: 13, bankName: 'Mandiri', cardNo: '**** **** 9012' },
];
const cardProps = {
  label: '选择付款银行卡',
  options: CARDS,
  valueKey: 'id',
  titleKey: 'bankName',
  descriptionKey: 'cardNo',
} as const;

/** Feeds each choice back as `selected`, the way the page's setState does. */
function Bound({ emit, ...props }: Props) {
  const [selected, setSelected] = useState(props.selected ?? null);
  return (
    <RadioGroup
      {...props}
      selected={selected}
      emit={(event, payload) => {
        emit(event, payload);
        setSelected(payload?.value as string | number);
      }}
    />
  );
}

const checkedStates = () => screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).checked);

describe('radioGroup block', () => {
  it('a group named by its legend holding one real radio per card, named by the bank, described by the number', () => {
    renderWithRuntime(<RadioGroup {...cardProps} selected={null} emit={vi.fn()} />, { language: 'zh' });
    const group = screen.getByRole('group', { name: '选择付款银行卡' });
    expect(group.tagName).toBe('FIELDSET');
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(radios.every((radio) => radio.getAttribute('type') === 'radio')).toBe(true);
    expect(screen.getByRole('radio', { name: 'Mandiri', description: '**** **** 9012' })).not.toBeChecked();
    const [first, second] = screen.getAllByRole('radio', { name: 'BCA' });
    expect(first).toHaveAccessibleDescription('**** **** 1234');
    expect(second).toHaveAccessibleDescription('**** **** 5678');
    expect(screen.getByLabelText('Mandiri')).toBe(radios[2]);
    expect(checkedStates()).toEqual([false, false, false]);
  });

  it('the chosen card is checked, its value compared as text (a number from one call, a string from another)', () => {
    const { rerender } = renderWithRuntime(<RadioGroup {...cardProps} selected="12" emit={vi.fn()} />);
    expect(screen.getByRole('radio', { name: 'BCA', description: '**** **** 5678' })).toBeChecked();
    expect(checkedStates()).toEqual([false, true, false]);
    rerender(<RadioGroup {...cardProps} selected={13} emit={vi.fn()} />);
    expect(checkedStates()).toEqual([false, false, true]);
  });

  it('tapping a card (its number line too) raises select with the value unchanged, title, option and index', async () => {
    const emit = vi.fn();
    renderWithRuntime(<RadioGroup {...cardProps} selected={null} emit={emit} />);
    await userEvent.click(screen.getByText('**** **** 9012'));
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledWith('select', { value: 13, title: 'Mandiri', option: CARDS[2], index: 2 });
  });

  it('plain strings are their own value and title (the markets)', async () => {
    const emit = vi.fn();
    renderWithRuntime(
      <RadioGroup label="Pilih minimarket" options={['ALFAMART', 'INDOMARET']} selected="ALFAMART" emit={emit} />,
      { language: 'id' },
    );
    expect(screen.getByRole('radio', { name: 'ALFAMART' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'INDOMARET' }));
    expect(emit).toHaveBeenCalledWith('select', {
      value: 'INDOMARET',
      title: 'INDOMARET',
      option: 'INDOMARET',
      index: 1,
    });
  });

  it('choosing the one already chosen raises nothing, as native radios do', async () => {
    const emit = vi.fn();
    renderWithRuntime(
      <RadioGroup label="Pilih minimarket" options={['ALFAMART', 'INDOMARET']} selected="ALFAMART" emit={emit} />,
    );
    await userEvent.click(screen.getByText('ALFAMART'));
    expect(emit).not.toHaveBeenCalled();
  });

  it('the arrow keys move the choice and Space chooses the focused radio, as native radios do', async () => {
    const emit = vi.fn();
    renderWithRuntime(
      <Bound
        label="Metode pembayaran"
        options={[
          { value: '1', title: 'Bank' },
          { value: '2', title: 'Mini Market' },
        ]}
        emit={emit}
      />,
      { language: 'id' },
    );
    await userEvent.tab();
    const bank = screen.getByRole('radio', { name: 'Bank' });
    expect(bank).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(bank).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    const market = screen.getByRole('radio', { name: 'Mini Market' });
    expect(market).toHaveFocus();
    expect(market).toBeChecked();
    expect(bank).not.toBeChecked();
    expect(emit.mock.calls).toEqual([
      ['select', { value: '1', title: 'Bank', option: { value: '1', title: 'Bank' }, index: 0 }],
      ['select', { value: '2', title: 'Mini Market', option: { value: '2', title: 'Mini Market' }, index: 1 }],
    ]);
  });

  it('a hidden label still names the group', () => {
    renderWithRuntime(<RadioGroup label="Pilih minimarket" labelHidden options={['ALFAMART']} emit={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Pilih minimarket' })).toBeInTheDocument();
    expect(screen.getByText('Pilih minimarket').tagName).toBe('LEGEND');
  });

  it('busy or disabled radios cannot be chosen', async () => {
    const emit = vi.fn();
    const { rerender } = renderWithRuntime(<RadioGroup {...cardProps} busy emit={emit} />);
    expect(screen.getByRole('group')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(screen.getByText('Mandiri'));
    rerender(<RadioGroup {...cardProps} disabled emit={emit} />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    await userEvent.click(screen.getByText('**** **** 1234'));
    expect(emit).not.toHaveBeenCalled();
  });

  it('no options (or a missing list) shows the named group with no radios', () => {
    renderWithRuntime(<RadioGroup label="Cards" options={null as unknown as []} emit={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Cards' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('server text is shown as text', () => {
    renderWithRuntime(<RadioGroup label="Cards" options={[{ value: 1, title: '<b>BRI</b>' }]} emit={vi.fn()} />);
    expect(screen.getByRole('radio', { name: '<b>BRI</b>' })).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });
});
