import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { wholeText } from '../../tests/unit/pageHarness.tsx';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import { demoReply, keyFactsProps, withoutStatementFields } from '../../demo/examples/keyFacts.ts';
import KeyFacts from './index.tsx';

/** The statement's term → value pairs (term text without its note), as a person reads them. */
function pairs(root: HTMLElement): [string, string][] {
  return within(root)
    .getAllByRole('term')
    .map((term) => [term.firstChild?.textContent?.trim() ?? '', term.nextElementSibling?.textContent?.trim() ?? '']);
}
const value = (root: HTMLElement, label: string) => pairs(root).find(([term]) => term === label)?.[1];

describe('keyFacts block', () => {
  it('rupees, full (product 2): each figure, fee and payment, the APR worked out and the lender’s as given, then the other terms', () => {
    const emit = vi.fn();
    renderWithRuntime(<KeyFacts {...keyFactsProps(demoReply('2', 'in'), 'in')} emit={emit} />);
    const statement = screen.getByRole('region', { name: 'Key Fact Statement' });
    expect(pairs(statement)).toEqual([
      ['Loan amount', '₹ 25,000'],
      ['Amount you receive', '₹ 24,500'],
      ['Service fee (8%)', '₹ 2,000'],
      ['Processing fee (2%)', '₹ 500'],
      ['Period 1', '₹ 7,050'],
      ['Period 2', '₹ 7,050'],
      ['Period 3', '₹ 7,050'],
      ['Period 4', '₹ 7,050'],
      ['Total repayable', '₹ 28,200'],
      ['Total cost of credit', '₹ 3,700'],
      ['Annual percentage rate (APR)', '69.51%'],
      ['APR stated by the lender', '69.5%'],
      [
        'Penal charges',
        expect.stringMatching(
          /^₹ 1,000 once for new clients, ₹ 800 for repeat clients, and5% of the unpaid amount per day for days 1 to 30;/,
        ),
      ],
      ['Cooling-off period', '7 days'],
      ['Recovery agents', expect.stringContaining('clause 14 of the loan agreement')],
      ['Name', 'Anjali Mehta'],
      ['Phone', '+91 22 4890 3300'],
      ['E-mail', 'grievance@kilatdana.example'],
    ] as unknown as [string, string][]);
    expect(within(statement).getByText('One-time, deducted from the amount disbursed')).toBeInTheDocument();
    // The penal charges, one item each.
    const penal = within(statement).getByText('Penal charges').closest('dt')!.nextElementSibling as HTMLElement;
    expect(within(penal).getAllByRole('listitem')).toHaveLength(3);
    expect(within(statement).getByText('Paid with the instalments')).toBeInTheDocument();
    expect(within(statement).getByText(wholeText('Day 30 after disbursal · 2026-12-22'))).toBeInTheDocument();
    expect(within(statement).getByRole('link', { name: '+91 22 4890 3300' })).toHaveAttribute(
      'href',
      'tel:+912248903300',
    );
    expect(within(statement).getByRole('link', { name: 'grievance@kilatdana.example' })).toHaveAttribute(
      'href',
      'mailto:grievance@kilatdana.example',
    );
    // Rupees: no daily cost, no risk warning; nothing over a cap.
    expect(value(statement, 'Daily cost')).toBeUndefined();
    expect(within(statement).queryByText(/Risk warning/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(emit).toHaveBeenCalledWith('assess', { withinCap: true });
  });

  it('rupiah, full (product 1, Indonesian): the daily cost against the cap, the market’s cooling-off default and the risk warning', () => {
    const emit = vi.fn();
    renderWithRuntime(<KeyFacts {...keyFactsProps(demoReply('1', 'id'), 'id')} emit={emit} />, { language: 'id' });
    const statement = screen.getByRole('region', { name: 'Ringkasan Informasi Pinjaman' });
    expect(value(statement, 'Jumlah yang Anda terima')).toBe('Rp 3.000.000');
    expect(value(statement, 'Total yang harus dibayar')).toBe('Rp 3.199.500');
    expect(value(statement, 'Total biaya kredit')).toBe('Rp 199.500');
    expect(value(statement, 'Biaya harian')).toBe('0,072% per hari');
    expect(within(statement).getByText(/Batas yang berlaku 0,1% per hari\./)).toBeInTheDocument();
    expect(value(statement, 'Masa pertimbangan')).toBe('2 hari');
    expect(value(statement, 'Suku bunga tahunan efektif (APR)')).toBeUndefined();
    expect(within(statement).getByText('Peringatan risiko:')).toBeInTheDocument();
    expect(emit).toHaveBeenCalledWith('assess', { withinCap: true });
  });

  it('over the cap (product 4 in rupiah): an alert says so and assess reports withinCap false', () => {
    const emit = vi.fn();
    renderWithRuntime(<KeyFacts {...keyFactsProps(demoReply('4', 'id'), 'id')} emit={emit} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This offer costs 0,112% a day of the loan amount, more than the 0,1% a day allowed in this market, so it cannot be confirmed.',
    );
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledWith('assess', { withinCap: false });
  });

  it('partial: each figure needing a missing field says the lender did not supply it; nothing is guessed from the display amounts', () => {
    const emit = vi.fn();
    renderWithRuntime(<KeyFacts {...keyFactsProps(withoutStatementFields(demoReply('1', 'in')), 'in')} emit={emit} />);
    const statement = screen.getByRole('region', { name: 'Key Fact Statement' });
    const missing = 'Not supplied by the lender';
    expect(pairs(statement).slice(0, 10)).toEqual([
      ['Loan amount', '₹ 15,000'],
      ['Amount you receive', missing],
      ['Fees', missing],
      ['Period 1', missing],
      ['Period 2', missing],
      ['Period 3', missing],
      ['Total repayable', missing],
      ['Total cost of credit', missing],
      ['Annual percentage rate (APR)', missing],
      ['Penal charges', expect.stringContaining('₹ 1,000 once')],
    ] as unknown as [string, string][]);
    for (const plan of demoReply('1', 'in').repay_plans) {
      expect(
        within(statement).getByText(wholeText(`Day not supplied by the lender · ${plan.pay_time}`)),
      ).toBeInTheDocument();
    }
    // The market's cooling-off period stands in for the lender's; no lender APR line.
    expect(value(statement, 'Cooling-off period')).toBe('3 days');
    expect(value(statement, 'APR stated by the lender')).toBeUndefined();
    expect(emit).toHaveBeenCalledWith('assess', { withinCap: true });
  });

  it('a reply that reaches the cap only when re-rendered with other figures reports the change', () => {
    const emit = vi.fn();
    const { rerender } = renderWithRuntime(<KeyFacts {...keyFactsProps(demoReply('1', 'id'), 'id')} emit={emit} />);
    rerender(<KeyFacts {...keyFactsProps(demoReply('4', 'id'), 'id')} emit={emit} />);
    expect(emit.mock.calls).toEqual([
      ['assess', { withinCap: true }],
      ['assess', { withinCap: false }],
    ]);
  });

  it('Chinese words, an empty fee list, one cooling-off day and no officer', () => {
    const reply = { ...demoReply('1', 'in'), fees: [], coolingOffDays: 1 };
    renderWithRuntime(<KeyFacts {...keyFactsProps(reply, 'in')} grievanceOfficer={undefined} emit={vi.fn()} />, {
      language: 'zh',
    });
    const statement = screen.getByRole('region', { name: '贷款关键信息说明' });
    expect(value(statement, '费用')).toBe('无');
    expect(value(statement, '冷静期')).toBe('1 天');
    expect(within(statement).queryByRole('heading', { name: '投诉处理专员' })).toBeNull();
  });
});
