import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import Tabs from './index.tsx';

const statuses = ['Semua', 'Diproses', 'Selesai'];
const topics = [
  { id: 1, title_local: 'Pengajuan pinjaman' },
  { id: 2, title_local: 'Pembayaran' },
  { id: 3, title_local: 'Akun' },
  { id: 4, title_local: 'Penagihan' },
];

const tabIndexes = () => screen.getAllByRole('tab').map((tab) => tab.tabIndex);

describe('tabs block', () => {
  it('a tablist named by its label, one tab per item, the selected one marked', () => {
    renderWithRuntime(<Tabs label="Keluhan saya" tabs={statuses} selected={1} emit={vi.fn()} />, { language: 'id' });
    const list = screen.getByRole('tablist', { name: 'Keluhan saya' });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(statuses);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(screen.getByRole('tab', { name: 'Diproses', selected: true })).toBeInTheDocument();
  });

  it('selected defaults to the first tab', () => {
    renderWithRuntime(<Tabs label="Complaints" tabs={statuses} emit={vi.fn()} />);
    expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName('Semua');
  });

  it('tapping a tab raises select with its index, the item and its title', async () => {
    const emit = vi.fn();
    renderWithRuntime(<Tabs label="Topik" tabs={topics} titleKey="title_local" selected={null} emit={emit} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Akun' }));
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledWith('select', { index: 2, tab: topics[2], title: 'Akun' });
  });

  it('selected null: no tab is selected, there is no panel, and every topic triggers (even twice)', async () => {
    const emit = vi.fn();
    renderWithRuntime(
      <Tabs label="Topik" tabs={topics} titleKey="title_local" selected={null} position="bottom" emit={emit}>
        <p>never shown</p>
      </Tabs>,
    );
    expect(screen.queryAllByRole('tab', { selected: true })).toEqual([]);
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(screen.queryByText('never shown')).toBeNull();
    expect(tabIndexes()).toEqual([0, -1, -1, -1]);
    await userEvent.click(screen.getByRole('tab', { name: 'Pembayaran' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Pembayaran' }));
    expect(emit.mock.calls).toEqual([
      ['select', { index: 1, tab: topics[1], title: 'Pembayaran' }],
      ['select', { index: 1, tab: topics[1], title: 'Pembayaran' }],
    ]);
  });

  it('re-tapping the selected tab sends nothing', async () => {
    const emit = vi.fn();
    renderWithRuntime(<Tabs label="Complaints" tabs={statuses} selected={0} emit={emit} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Semua' }));
    expect(emit).not.toHaveBeenCalled();
  });

  it("children are the selected tab's panel, labelled by it and controlled by it", () => {
    const { rerender } = renderWithRuntime(
      <Tabs label="Complaints" tabs={statuses} selected={2} emit={vi.fn()}>
        <button type="button">Keluhan 501</button>
      </Tabs>,
    );
    const panel = screen.getByRole('tabpanel', { name: 'Selesai' });
    expect(within(panel).getByRole('button', { name: 'Keluhan 501' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Selesai' })).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByRole('tab', { name: 'Semua' })).not.toHaveAttribute('aria-controls');
    rerender(<Tabs label="Complaints" tabs={statuses} selected={2} emit={vi.fn()} />);
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Selesai' })).not.toHaveAttribute('aria-controls');
  });

  it('keyboard: one Tab stop; arrows, Home and End move focus without selecting; Enter and Space select', async () => {
    const emit = vi.fn();
    renderWithRuntime(<Tabs label="Complaints" tabs={statuses} selected={1} emit={emit} />);
    expect(tabIndexes()).toEqual([-1, 0, -1]);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Diproses' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Selesai' })).toHaveFocus();
    expect(tabIndexes()).toEqual([-1, -1, 0]);
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Semua' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Selesai' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Semua' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Selesai' })).toHaveFocus();
    expect(emit).not.toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: 'Diproses' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(emit).toHaveBeenLastCalledWith('select', { index: 2, tab: 'Selesai', title: 'Selesai' });
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard(' ');
    expect(emit).toHaveBeenLastCalledWith('select', { index: 0, tab: 'Semua', title: 'Semua' });
    expect(emit).toHaveBeenCalledTimes(2);
  });

  it('the Tab stop follows a new selection from the page', () => {
    const { rerender } = renderWithRuntime(<Tabs label="Complaints" tabs={statuses} selected={0} emit={vi.fn()} />);
    rerender(<Tabs label="Complaints" tabs={statuses} selected={2} emit={vi.fn()} />);
    expect(tabIndexes()).toEqual([-1, -1, 0]);
    expect(screen.getByRole('tab', { name: 'Selesai', selected: true })).toBeInTheDocument();
  });

  it('busy or disabled: tabs stay focusable but say so and a tap sends nothing', async () => {
    const emit = vi.fn();
    const { rerender } = renderWithRuntime(
      <Tabs label="Topik" tabs={topics} titleKey="title_local" selected={null} emit={emit} busy />,
    );
    for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Akun' }));
    expect(screen.getByRole('tab', { name: 'Akun' })).toHaveFocus();
    rerender(<Tabs label="Topik" tabs={topics} titleKey="title_local" selected={null} emit={emit} disabled />);
    await userEvent.keyboard('{Enter}');
    expect(emit).not.toHaveBeenCalled();
    rerender(<Tabs label="Topik" tabs={topics} titleKey="title_local" selected={null} emit={emit} />);
    expect(screen.getByRole('tab', { name: 'Akun' })).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Enter}');
    expect(emit).toHaveBeenCalledWith('select', { index: 2, tab: topics[2], title: 'Akun' });
  });

  it('an out-of-range selection selects nothing; a missing or empty list shows no (empty) tab list, nor a panel', () => {
    const { rerender } = renderWithRuntime(<Tabs label="Complaints" tabs={statuses} selected={7} emit={vi.fn()} />);
    expect(screen.queryAllByRole('tab', { selected: true })).toEqual([]);
    rerender(
      <Tabs label="Complaints" tabs={undefined as unknown as string[]} emit={vi.fn()}>
        <p>panel</p>
      </Tabs>,
    );
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByText('panel')).toBeNull();
  });

  it("no tab at all: the page's empty words in the tab list's place", () => {
    const { rerender } = renderWithRuntime(
      <Tabs label="Topik" tabs={[]} selected={null} empty="Belum ada topik untuk dipilih." emit={vi.fn()} />,
    );
    expect(screen.getByText('Belum ada topik untuk dipilih.')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    rerender(
      <Tabs
        label="Topik"
        tabs={topics}
        titleKey="title_local"
        selected={null}
        empty="Belum ada topik untuk dipilih."
        emit={vi.fn()}
      />,
    );
    expect(screen.queryByText('Belum ada topik untuk dipilih.')).toBeNull();
    expect(screen.getByRole('tablist', { name: 'Topik' })).toBeInTheDocument();
  });
});

describe('tabs block at the bottom', () => {
  it('the bar is fixed to the bottom edge and a spacer of its height keeps the content above it', () => {
    const { root } = renderWithRuntime(
      <Tabs label="Topik" tabs={topics} titleKey="title_local" selected={null} position="bottom" emit={vi.fn()} />,
    );
    const bar = getComputedStyle(screen.getByRole('tablist', { name: 'Topik' }));
    expect(bar.position).toBe('fixed');
    expect(bar.bottom).toBe('0px');
    // Above the home indicator / gesture bar of phones with a safe area.
    expect(bar.height).toContain('env(safe-area-inset-bottom');
    expect(bar.overflowX).toBe('auto');
    const spacer = root.lastElementChild as HTMLElement;
    expect(spacer).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(spacer).height).toBe(bar.height);
  });

  it('at the top the bar stays in the flow with no spacer', () => {
    const { root } = renderWithRuntime(<Tabs label="Complaints" tabs={statuses} emit={vi.fn()} />);
    expect(getComputedStyle(screen.getByRole('tablist')).position).not.toBe('fixed');
    expect(root.children).toHaveLength(1);
  });
});
