import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import SiteNav from './index.tsx';

const ITEMS = [
  { label: 'Home', section: 'home' },
  { label: 'About us', section: 'about' },
  { label: 'Contact Us', section: 'contact' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Loan terms and conditions', href: '/loanAgreement' },
];

/** The page around the navigation: its sections, the one at `top` px from the viewport top. */
function sections(tops: Record<string, number>) {
  for (const [id, top] of Object.entries(tops)) {
    const section = document.createElement('div');
    section.id = id;
    section.tabIndex = -1;
    section.getBoundingClientRect = () => ({
      top,
      bottom: top + 300,
      left: 0,
      right: 390,
      width: 390,
      height: 300,
      x: 0,
      y: top,
      toJSON: () => ({}),
    });
    document.body.append(section);
  }
}

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  window.history.replaceState({ idx: 3, key: 'router' }, '', '/?languageType=1');
  reducedMotion(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.querySelectorAll('body > div[id]').forEach((node) => node.remove());
  window.history.replaceState(null, '', '/');
});

describe('siteNav block', () => {
  it('is a navigation named by its label, with section links to #id and page links to their address', () => {
    renderWithRuntime(<SiteNav label="Main menu" items={ITEMS} emit={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(ITEMS.map((item) => item.label));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#home',
      '#about',
      '#contact',
      '/privacy-policy',
      '/loanAgreement',
    ]);
  });

  it('a section link scrolls smoothly to just below the navigation, focuses the section and replaces the hash (query and history state kept)', async () => {
    sections({ home: 0, about: 700, contact: 1500 });
    const emit = vi.fn();
    renderWithRuntime(<SiteNav label="Main menu" items={ITEMS} emit={emit} />);
    const length = window.history.length;
    await userEvent.click(screen.getByRole('link', { name: 'Contact Us' }));
    // happy-dom lays nothing out: the navigation is 0 px tall, plus the 8 px gap.
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 1492, behavior: 'smooth' });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/?languageType=1#contact');
    expect(window.history.state).toEqual({ idx: 3, key: 'router' });
    expect(window.history.length).toBe(length);
    expect(document.activeElement).toBe(document.getElementById('contact'));
    expect(emit).not.toHaveBeenCalled();
  });

  it('with prefers-reduced-motion it jumps at once', async () => {
    reducedMotion(true);
    sections({ about: 700 });
    renderWithRuntime(<SiteNav label="Main menu" items={ITEMS} emit={vi.fn()} />);
    await userEvent.click(screen.getByRole('link', { name: 'About us' }));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 692, behavior: 'auto' });
    expect(window.location.hash).toBe('#about');
  });

  it('a page link raises open with its address and leaves the address alone', async () => {
    const emit = vi.fn();
    renderWithRuntime(<SiteNav label="Main menu" items={ITEMS} emit={emit} />);
    await userEvent.click(screen.getByRole('link', { name: 'Loan terms and conditions' }));
    expect(emit).toHaveBeenCalledExactlyOnceWith('open', { href: '/loanAgreement' });
    expect(window.location.pathname + window.location.hash).toBe('/');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('a click with a modifier key (a new tab) is left to the browser', () => {
    sections({ about: 700 });
    const emit = vi.fn();
    renderWithRuntime(<SiteNav label="Main menu" items={ITEMS} emit={emit} />);
    const page = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(fireEvent.click(page, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'About us' }), { metaKey: true })).toBe(true);
    expect(emit).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('disabled, a page link does nothing', async () => {
    const emit = vi.fn();
    renderWithRuntime(<SiteNav label="Main menu" items={ITEMS} emit={emit} disabled />);
    await userEvent.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    expect(emit).not.toHaveBeenCalled();
  });

  it("a direct load with a section's hash lands on it at once; another hash is left alone", () => {
    sections({ home: 0, about: 700, contact: 1500 });
    window.history.replaceState(null, '', '/#contact');
    renderWithRuntime(<SiteNav label="Main menu" items={ITEMS} emit={vi.fn()} />);
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 1492, behavior: 'auto' });

    scrollTo.mockClear();
    window.history.replaceState(null, '', '/#pricing');
    act(() => void window.dispatchEvent(new HashChangeEvent('hashchange')));
    expect(scrollTo).not.toHaveBeenCalled();
    // A hash changed some other way (typed, or a plain #about link elsewhere) lands too.
    window.history.replaceState(null, '', '/#about');
    act(() => void window.dispatchEvent(new HashChangeEvent('hashchange')));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 692, behavior: 'auto' });
  });

  it('shows Indonesian labels and skips items without one', () => {
    renderWithRuntime(
      <SiteNav
        label="Menu utama"
        items={[
          { label: 'Beranda', section: 'home' },
          { label: '', section: 'about' },
          { label: 'Hubungi Kami', section: 'contact' },
        ]}
        emit={vi.fn()}
      />,
      { language: 'id' },
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Menu utama' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Beranda', 'Hubungi Kami']);
  });
});
