/**
 * A brand's own words (deployment markets.<m>.messages, issue 22) on the real loan-details page:
 * the page's own message groups arrive with the page, and the brand's text replaces the
 * catalogue's for that market's borrowers in the market's language only.
 */
import { screen } from '@testing-library/react';
import deployment from 'virtual:deployment';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import en from '../../renderer/runtime/i18n/catalogues/en.json';
import zh from '../../renderer/runtime/i18n/catalogues/zh.json';
import { openPage, startFakeGateway } from './pageHarness.tsx';

startFakeGateway();
let module: PageModule;
beforeAll(async () => {
  module = (await import('virtual:page/kilat/loanDetails')) as PageModule;
});

/** kilat with its Indian market's own words for Repay and Delay repayment. */
const brand = {
  ...deployment,
  markets: {
    ...deployment.markets,
    in: { ...deployment.markets.in, messages: { 'loan.repay': 'Pay now', 'loan.delay': { zh: '晚点再还' } } },
  },
};
/**
 * The shared words without the loan group: it comes with the page, as in the app
 * (renderer/toolchain/compile/messageSplit.ts).
 */
const shared = ({ loan: _loan, ...rest }: Record<string, unknown>) => rest as typeof en;
const address = '/loanDetails?productId=3&orderId=10174';

describe("a brand's own words", () => {
  it("replace the catalogue's on the page for the market's borrowers", async () => {
    openPage({ ...module, messages: { loan: en.loan } }, address, {
      deployment: brand,
      messages: shared(en),
      launch: { token: 'demo' },
    });
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeVisible();
    // An entry that names other languages leaves this one's words as they are.
    expect(screen.getByRole('link', { name: en.loan.delay })).toBeVisible();
  });

  it('in another language, only the entries that give it', async () => {
    openPage({ ...module, messages: { loan: zh.loan } }, address, {
      deployment: brand,
      language: 'zh',
      market: 'in',
      messages: shared(zh as typeof en),
      launch: { token: 'demo' },
    });
    expect(await screen.findByRole('link', { name: '晚点再还' })).toBeVisible();
    expect(screen.getByRole('button', { name: zh.loan.repay })).toBeVisible();
  });
});
