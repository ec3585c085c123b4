import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import StepList from './index.tsx';

const MARKET = [
  'Datang ke kasir ALFAMART terdekat',
  'Sebutkan pembayaran Kilat Dana',
  'Berikan kode pembayaran',
  'Simpan struk pembayaran',
];
const BANK = [
  {
    name: 'ATM BCA',
    list: ['Masukkan kartu ATM dan PIN', 'Pilih Transfer > Virtual Account', 'Masukkan nomor virtual account'],
  },
  { name: 'm-BCA', list: ['Buka aplikasi m-BCA', 'Pilih m-Transfer'] },
  { name: 'KlikBCA', list: ['Masuk ke KlikBCA', 'Pilih Transfer Dana'] },
];

const itemsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('stepList block', () => {
  it("no step at all: the page's empty words under the heading; without them nothing shows", () => {
    const { rerender, container } = renderWithRuntime(
      <StepList emit={vi.fn()} heading="Cara pembayaran" steps={[]} empty="Langkah pembayaran belum tersedia." />,
    );
    const region = screen.getByRole('region', { name: 'Cara pembayaran' });
    expect(within(region).getByText('Langkah pembayaran belum tersedia.')).toBeInTheDocument();
    expect(within(region).queryByRole('list')).toBeNull();
    // Blank steps and nameless empty groups count as none.
    rerender(
      <StepList
        emit={vi.fn()}
        heading="Cara pembayaran"
        steps={[' ', { name: '', list: [] }]}
        empty="Langkah pembayaran belum tersedia."
      />,
    );
    expect(screen.getByText('Langkah pembayaran belum tersedia.')).toBeInTheDocument();
    rerender(<StepList emit={vi.fn()} heading="Cara pembayaran" steps={[]} />);
    expect(container.querySelector('section')).toBeNull();
    rerender(
      <StepList emit={vi.fn()} heading="Cara pembayaran" steps={MARKET} empty="Langkah pembayaran belum tersedia." />,
    );
    expect(screen.queryByText('Langkah pembayaran belum tersedia.')).toBeNull();
  });

  it('strings are one numbered list under its heading', () => {
    renderWithRuntime(<StepList emit={vi.fn()} heading="Cara pembayaran" steps={MARKET} />, { language: 'id' });
    const region = screen.getByRole('region', { name: 'Cara pembayaran' });
    expect(within(region).getByRole('heading', { name: 'Cara pembayaran' })).toBeInTheDocument();
    const list = within(region).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(itemsOf(list)).toEqual(MARKET);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('groups fold under their names; the first starts open, the others closed', () => {
    renderWithRuntime(<StepList emit={vi.fn()} heading="Cara pembayaran" steps={BANK} />);
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.tagName)).toEqual(['DETAILS', 'DETAILS', 'DETAILS']);
    expect(groups.map((group) => within(group).getByText(/BCA/, { selector: 'summary span' }).textContent)).toEqual([
      'ATM BCA',
      'm-BCA',
      'KlikBCA',
    ]);
    expect(groups.map((group) => group.hasAttribute('open'))).toEqual([true, false, false]);
    const [first] = groups as [HTMLElement];
    expect(itemsOf(within(first).getByRole('list'))).toEqual(BANK[0]?.list);
    expect(screen.getByText('Masukkan kartu ATM dan PIN')).toBeVisible();
  });

  // Enter and Space on a summary are the browser's own (happy-dom has none; the story was tried in Chromium).
  it('tapping a group name opens and closes it', async () => {
    renderWithRuntime(<StepList emit={vi.fn()} steps={BANK} />);
    const summary = screen.getByText('m-BCA').closest('summary')!;
    const group = summary.closest('details')!;
    await userEvent.click(summary);
    expect(group).toHaveAttribute('open');
    expect(itemsOf(within(group).getByRole('list'))).toEqual(BANK[1]?.list);
    await userEvent.click(summary);
    expect(group).not.toHaveAttribute('open');
  });

  it('other keys name the group and its steps; a group may send its steps as one text, a step a line', () => {
    renderWithRuntime(
      <StepList
        emit={vi.fn()}
        steps={[{ title: 'Indomaret', items: 'Datang ke kasir\n\nBerikan kode\r\nBayar' }]}
        nameKey="title"
        listKey="items"
      />,
    );
    const group = screen.getByRole('group');
    expect(within(group).getByText('Indomaret')).toBeInTheDocument();
    expect(itemsOf(within(group).getByRole('list'))).toEqual(['Datang ke kasir', 'Berikan kode', 'Bayar']);
  });

  it('steps that number themselves ("1. ...") are not numbered twice, yet stay an ordered list', () => {
    renderWithRuntime(<StepList emit={vi.fn()} steps={['1. Buka aplikasi', '2. Pilih bayar']} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(itemsOf(list)).toEqual(['1. Buka aplikasi', '2. Pilih bayar']);
    expect(getComputedStyle(list).listStyleType).toBe('none');
  });

  it('plain steps keep their numbers', () => {
    renderWithRuntime(<StepList emit={vi.fn()} steps={['Buka aplikasi', '2. Pilih bayar']} />);
    expect(getComputedStyle(screen.getByRole('list')).listStyleType).toBe('decimal');
  });

  it('an empty or missing list shows nothing, heading included', () => {
    const { root, rerender } = renderWithRuntime(<StepList emit={vi.fn()} heading="Cara pembayaran" steps={[]} />);
    expect(root).toBeEmptyDOMElement();
    rerender(<StepList emit={vi.fn()} heading="Cara pembayaran" steps={null as unknown as []} />);
    expect(root).toBeEmptyDOMElement();
    rerender(<StepList emit={vi.fn()} heading="Cara pembayaran" steps={['', '  ', null as unknown as string]} />);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('server text is shown as text', () => {
    renderWithRuntime(
      <StepList emit={vi.fn()} steps={[{ name: '<img src=x onerror=alert(1)>', list: ['<b>Bayar</b>'] }]} />,
    );
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(screen.getByText('<b>Bayar</b>')).toBeInTheDocument();
    expect(document.querySelector('img, b')).toBeNull();
  });
});
