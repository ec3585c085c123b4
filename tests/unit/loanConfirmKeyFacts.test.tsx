/**
 * Loan confirmation's Key Fact Statement (CONTRACT §7, issue 15): the demo gateway's statement fields
 * and what the real page makes of them: the statement between the plan and the consent box, an
 * offer over the market's daily cost cap refused, a reply without the fields still confirmable.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { demoReply, withoutStatementFields } from '../../demo/examples/keyFacts.ts';
import kilat from '../../deployments/kilat.json';
import { exceedsDailyCap, loanCost } from '../../renderer/runtime/money/loanCost.ts';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { openPage, startFakeGateway } from './pageHarness.tsx';

vi.setConfig({ testTimeout: 20_000 });

const gateway = startFakeGateway();
const page: Record<string, PageModule> = {};
beforeAll(async () => {
  page.confirm = (await import('virtual:page/kilat/loanConfirm')) as PageModule;
});

let borrowers = 0;
const en = () => ({ launch: { token: `key-facts-${++borrowers}` } });
const id = () =>
  ({ language: 'id', market: 'id', launch: { token: `key-facts-${++borrowers}`, languageType: '1' } }) as const;
const at = (path: string) => `*/gateway${path}`;
const PUSH = '/v3/loan-confirm/loan-detail-push';
const confirm = () => screen.getByRole('button', { name: 'Confirm loan' });
const consent = () => screen.getByRole('checkbox', { name: 'I have read and agree to the agreements above' });
const idConsent = () => screen.getByRole('checkbox', { name: 'Saya telah membaca dan menyetujui perjanjian di atas' });
const costOf = (reply: ReturnType<typeof demoReply>) =>
  loanCost(
    reply.amount,
    reply.fees,
    reply.repay_plans.map((plan) => ({ amount: plan.payAmount, day: plan.day })),
  );

describe("the demo gateway's statement fields", () => {
  it('fees, whole payments with their days; product 2 adds the lender’s APR (the module’s, to one decimal) and its own cooling-off', () => {
    const one = demoReply('1', 'in');
    expect(one.fees).toEqual([{ title: 'Service fee (8%)', amount: 1_200, upfront: false }]);
    expect(one.repay_plans.map((plan) => [plan.payAmount, plan.day])).toEqual([
      [5_633, 31],
      [5_633, 62],
      [5_633, 93],
    ]);
    expect(one.repay_plans.every((plan) => plan.payAmount === plan.amount)).toBe(true);
    expect(one).not.toHaveProperty('apr');
    expect(one).not.toHaveProperty('coolingOffDays');

    const two = demoReply('2', 'id');
    expect(two.fees).toEqual([
      { title: 'Biaya layanan (2%)', amount: 100_000, upfront: false },
      { title: 'Biaya administrasi (2%)', amount: 100_000, upfront: true },
    ]);
    expect(two.details.find((line) => line.title === 'Jumlah diterima')?.value).toBe('Rp 4.900.000');
    expect(costOf(two).apr).toBe(42.24);
    expect(two).toMatchObject({ apr: 42.2, coolingOffDays: 7 });
  });

  it("in rupiah, product 4 costs more a day than kilat's cap of 0.1%; products 1 and 2 are within it", () => {
    const cap = kilat.markets.id.dailyCostCap;
    const daily = (productId: '1' | '2' | '4') => {
      const reply = demoReply(productId, 'id');
      const cost = costOf(reply);
      return { daily: cost.dailyCost, over: exceedsDailyCap(cost, reply.amount, cap) };
    };
    expect(daily('1')).toEqual({ daily: 0.072, over: false });
    expect(daily('2')).toEqual({ daily: 0.074, over: false });
    expect(daily('4')).toEqual({ daily: 0.112, over: true });
  });
});

describe('the Key Fact Statement (CONTRACT §7)', () => {
  /** The statement's value for a term, the term's own words without its note. */
  const statementValue = (label: string) => {
    const statement = screen.getByRole('region', { name: /Key Fact Statement|Ringkasan Informasi Pinjaman/ });
    const term = within(statement)
      .getAllByRole('term')
      .find((item) => item.firstChild?.textContent?.trim() === label);
    return term?.nextElementSibling?.textContent?.trim();
  };

  it('rupees: the statement stands between the plan and the consent box, its figures from the reply', async () => {
    openPage(page.confirm!, '/loanConfirm?productId=1', en());
    const statement = await screen.findByRole('region', { name: 'Key Fact Statement' });
    const plan = screen.getByRole('region', { name: 'Repayment plan' });
    expect(plan.compareDocumentPosition(statement) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(statement.compareDocumentPosition(consent()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(statementValue('Amount you receive')).toBe('₹ 15,000');
    expect(statementValue('Service fee (8%)')).toBe('₹ 1,200');
    expect(statementValue('Total repayable')).toBe('₹ 16,899');
    expect(statementValue('Total cost of credit')).toBe('₹ 1,899');
    expect(statementValue('Annual percentage rate (APR)')).toBe('70.96%');
    expect(statementValue('Cooling-off period')).toBe('3 days');
    expect(within(statement).getByRole('link', { name: '+91 22 4890 3300' })).toBeInTheDocument();
    await vi.waitFor(() => expect(confirm()).toBeEnabled());
  });

  it('rupiah over the cap (product 4): the statement says so, confirm stays off even with consent, and a tap sends nothing', async () => {
    openPage(page.confirm!, '/loanConfirm?productId=4', id());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Penawaran ini berbiaya 0,112% per hari dari jumlah pinjaman, melebihi batas 0,1% per hari yang berlaku, sehingga tidak dapat dikonfirmasi.',
    );
    expect(statementValue('Biaya harian')).toBe('0,112% per hari');
    expect(idConsent()).toBeChecked();
    const submit = screen.getByRole('button', { name: 'Konfirmasi pinjaman' });
    expect(submit).toBeDisabled();
    expect(
      screen.getByText(/^Penawaran ini tidak dapat dikonfirmasi: biaya hariannya melebihi batas/),
    ).toBeInTheDocument();
    await userEvent.click(submit);
    await userEvent.click(idConsent());
    await userEvent.click(idConsent());
    expect(submit).toBeDisabled();
    expect(await gateway.calls(PUSH)).toHaveLength(0);
  });

  it('a reply without the statement fields: each figure says so, and confirm works as before', async () => {
    gateway.server.use(
      http.post(at('/v3/loan-confirm/loan-detail-confirm'), () =>
        HttpResponse.json({
          success: true,
          code: '00',
          message: 'success',
          data: withoutStatementFields(demoReply('1', 'id')),
        }),
      ),
    );
    openPage(page.confirm!, '/loanConfirm?productId=1', id());
    await screen.findByRole('region', { name: 'Ringkasan Informasi Pinjaman' });
    for (const label of ['Jumlah yang Anda terima', 'Biaya', 'Total biaya kredit', 'Biaya harian'])
      expect(statementValue(label)).toBe('Tidak diberikan oleh pemberi pinjaman');
    const submit = screen.getByRole('button', { name: 'Konfirmasi pinjaman' });
    await vi.waitFor(() => expect(submit).toBeEnabled());
    // Confirm still makes the loan.
    await userEvent.click(submit);
    expect(
      await screen.findByText(/^Moved to \/loanDetails\?productId=1&orderId=\d+&from=confirm$/),
    ).toBeInTheDocument();
    expect(await gateway.calls(PUSH)).toHaveLength(1);
  });

  it('rupiah within the cap (product 1): no alert, no line against confirming, confirm on', async () => {
    openPage(page.confirm!, '/loanConfirm?productId=1', id());
    await screen.findByRole('region', { name: 'Ringkasan Informasi Pinjaman' });
    expect(statementValue('Biaya harian')).toBe('0,072% per hari');
    expect(statementValue('Suku bunga tahunan efektif (APR)')).toBeUndefined();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/^Penawaran ini tidak dapat dikonfirmasi/)).toBeNull();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Konfirmasi pinjaman' })).toBeEnabled());
  });
});
