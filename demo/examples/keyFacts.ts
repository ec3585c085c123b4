/**
 * The keyFacts block's props for stories and tests, taken from the demo's own data: the fake
 * gateway's loan-detail-confirm replies (demo/gateway/offerData.ts) and kilat's markets, as
 * schemas/pages/loanConfirm.json binds them.
 */
import kilat from '../../deployments/kilat.json';
import en from '../../renderer/runtime/i18n/catalogues/en.json';
import id from '../../renderer/runtime/i18n/catalogues/id.json';
import type { MarketKey } from '../../renderer/contract/language.ts';
import { confirmData, OFFERS } from '../gateway/offerData.ts';
import { productById } from '../gateway/productData.ts';
import type { Props } from '../../blocks/keyFacts/definition.ts';

export type Reply = ReturnType<typeof confirmData> & { apr?: number; coolingOffDays?: number };

/** A fixed day, so the due dates do not move. */
export const TODAY = new Date('2026-11-22T08:00:00Z');

/** The demo's loan-detail-confirm reply for a product in a market. */
export function demoReply(productId: '1' | '2' | '4', market: MarketKey): Reply {
  return confirmData(productById(productId)!, OFFERS[productId]!, market === 'id' ? 'id' : 'en', market, TODAY);
}

/** The block's props as the page binds them: the reply's fields and the market's. */
export function keyFactsProps(reply: Partial<Reply>, market: MarketKey): Omit<Props, 'emit'> {
  const settings = kilat.markets[market] as (typeof kilat.markets)['in'] & (typeof kilat.markets)['id'];
  const late = (market === 'id' ? id : en).loanTerms.late;
  return {
    amount: reply.amount,
    fees: reply.fees,
    plans: reply.repay_plans,
    apr: reply.apr,
    coolingOffDays: reply.coolingOffDays,
    coolingOffDefault: settings.coolingOffDays,
    dailyCostCap: settings.dailyCostCap,
    currency: settings.currency as Props['currency'],
    penalty: settings.penalty,
    penaltyDaily: [late.i1, late.i2, late.i3],
    recoveryAgents: settings.recoveryAgentNote,
    grievanceOfficer: settings.grievanceOfficer,
  };
}

/** A reply without the Key Fact Statement's fields: no fees, no payAmount or day, no APR, no cooling-off. */
export function withoutStatementFields(reply: Reply): Partial<Reply> {
  const { fees: _fees, apr: _apr, coolingOffDays: _cooling, ...rest } = reply;
  return {
    ...rest,
    repay_plans: reply.repay_plans.map(({ payAmount: _pay, day: _day, ...plan }) => plan) as Reply['repay_plans'],
  };
}
