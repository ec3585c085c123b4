import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import SiteHero from './index.tsx';

const emit = vi.fn();

/** The figures as "label: value" pairs, in order. */
function figures(): string[] {
  return screen.queryAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

describe('siteHero block', () => {
  it("is the page's one level-1 heading with its lead line and key figures, each named by its label", () => {
    renderWithRuntime(
      <SiteHero
        title="Kilat Dana"
        text="Instant personal loans on your phone."
        claims={[
          { label: 'Loan amount', value: '₹2,000 - ₹80,000' },
          { label: 'Money in your account', value: 'Within 2 hours' },
        ]}
        emit={emit}
      />,
    );
    // A headline under the title bar's h1 (level 1 only where the page has no title bar: the home page).
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Kilat Dana']);
    expect(screen.getByText('Instant personal loans on your phone.')).toBeInTheDocument();
    expect(figures()).toEqual(['Loan amount: ₹2,000 - ₹80,000', 'Money in your account: Within 2 hours']);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['₹2,000 - ₹80,000', 'Within 2 hours']);
  });

  it('leaves out a figure whose value is empty (a claim that does not apply in this market)', () => {
    renderWithRuntime(
      <SiteHero
        title="Kilat Dana"
        claims={[
          { label: 'Jumlah pinjaman', value: 'Rp1.000.000 - Rp15.000.000' },
          { label: 'Penghasilan', value: '  ' },
          { label: 'Dipercaya oleh', value: 'Lebih dari 3 juta pengguna' },
        ]}
        emit={emit}
      />,
      { language: 'id' },
    );
    expect(figures()).toEqual([
      'Jumlah pinjaman: Rp1.000.000 - Rp15.000.000',
      'Dipercaya oleh: Lebih dari 3 juta pengguna',
    ]);
  });

  it('with only a title: no lead line and no empty list', () => {
    const { root } = renderWithRuntime(<SiteHero title="Feedback" emit={emit} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Feedback' })).toBeInTheDocument();
    expect(root.querySelectorAll('p, dl')).toHaveLength(0);
  });

  it('level 1 where it names the page (no title bar); no headline when the bar already says it', () => {
    const { unmount } = renderWithRuntime(<SiteHero title="Kilat Dana" level={1} emit={emit} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Kilat Dana' })).toBeInTheDocument();
    unmount();
    renderWithRuntime(<SiteHero text="Tell us what you think." emit={emit} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('Tell us what you think.')).toBeInTheDocument();
  });

  it('a bound list that is not a list shows no figures', () => {
    renderWithRuntime(<SiteHero title="Kilat Dana" claims={'oops' as never} emit={emit} />);
    expect(figures()).toEqual([]);
  });
});
