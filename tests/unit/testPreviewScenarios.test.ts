// @vitest-environment happy-dom
/**
 * The developer test page's demo list (state.scenarios of schemas/pages/testPreview.json, as the
 * build compiles it) checked against the demo gateway's data, so the list cannot drift: each loan
 * status entry opens an order that has that status, each amount is what the order owes in each
 * market, each complaint, product and template exists and is in the state its label claims, every
 * query key reaches the address and is one its screen reads, and every screen is listed.
 */
import { pages } from 'virtual:pages';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { isRouteKey } from '../../renderer/contract/routeTable.ts';
import { loadProject, pageForDeployment } from '../../renderer/toolchain/project/project.ts';
import en from '../../renderer/runtime/i18n/catalogues/en.json';
import id from '../../renderer/runtime/i18n/catalogues/id.json';
import zh from '../../renderer/runtime/i18n/catalogues/zh.json';
import { appPath } from '../../renderer/runtime/links/safeLink.ts';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { COLLECTION_STATUSES, PROBLEM_SUB_TYPES, SEEDED_PROBLEMS } from '../../demo/gateway/complaintData.ts';
import { DEMO_ORDERS } from '../../demo/gateway/fixtures.ts';
import kilat from '../../deployments/kilat.json';
import { exceedsDailyCap, loanCost } from '../../renderer/runtime/money/loanCost.ts';
import { confirmData, OFFERS } from '../../demo/gateway/offerData.ts';
import { AGREEMENTS, PRODUCTS } from '../../demo/gateway/productData.ts';
import { templateById } from '../../demo/gateway/promotionData.ts';
import { DEMO_CARDS, DEMO_SMS_CODE, planOf } from '../../demo/gateway/repaymentData.ts';
import { startFakeGateway } from './pageHarness.tsx';

interface Entry {
  label: string;
  route: string;
  query?: Record<string, string | { in: string; id: string }>;
}

// loadSources reads and checks every page, deployment and catalogue: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

startFakeGateway();
let groups: { group: string; entries: Entry[] }[] = [];
let chainKeys: string[] = [];
beforeAll(async () => {
  const { page } = (await import('virtual:page/kilat/testPreview')) as PageModule;
  groups = (page.state as { scenarios: typeof groups }).scenarios;
  const open = page.actions!.open![0] as { do: string; query: Record<string, unknown> };
  chainKeys = Object.keys(open.query);
});

const all = () => groups.flatMap((group) => group.entries);
const byLabel = (label: string) => all().find((entry) => entry.label === label)!;
const order = (orderId: unknown) => DEMO_ORDERS.find((item) => item.orderId === orderId);
const owed = (orderId: string, market: 'in' | 'id') =>
  planOf(order(orderId)!, market)
    .filter((period) => period.periodStatus !== 200)
    .reduce((sum, period) => sum + period.totalAmount, 0);
const label = (entry: Entry) => (en.preview.scenarios as Record<string, string>)[entry.label] ?? '';

describe('the demo list of the developer test page', () => {
  it('every entry names a route key with a page, a label in all three catalogues, and only query keys the jump passes on', () => {
    expect(all().length).toBeGreaterThan(40);
    for (const entry of all()) {
      expect(isRouteKey(entry.route), entry.route).toBe(true);
      expect(Object.hasOwn(pages, entry.route), `no page is built for ${entry.route}`).toBe(true);
      for (const catalogue of [en, id, zh])
        expect(typeof (catalogue.preview.scenarios as Record<string, unknown>)[entry.label], entry.label).toBe(
          'string',
        );
      for (const key of Object.keys(entry.query ?? {}))
        expect(chainKeys, `${entry.label}: ${key} would be dropped`).toContain(key);
    }
    expect(new Set(all().map((entry) => entry.label)).size).toBe(all().length);
  });

  it('every query key is one its screen reads (query.<key> in the page, its flows included)', () => {
    const project = loadProject();
    for (const entry of all()) {
      const source = JSON.stringify(
        pageForDeployment(project, 'kilat', entry.route === 'privacyPolicyLegacy' ? 'privacyPolicy' : entry.route),
      );
      for (const key of Object.keys(entry.query ?? {}))
        expect(source, `${entry.route} never reads ${key}`).toContain(`query.${key}`);
    }
  });

  it('every screen the build has is listed (a new page joins the list)', () => {
    const listed = new Set(all().map((entry) => entry.route));
    const missing = Object.keys(pages).filter((key) => key !== 'testPreview' && !listed.has(key));
    expect(missing).toEqual([]);
  });

  it('each loan status of SPEC §4 once, on a demo order in that status, with the actions its label names', () => {
    const loans = all().filter((entry) => entry.route === 'loanDetails');
    expect(loans.map((entry) => Number(entry.label.replace('status', ''))).sort((a, b) => a - b)).toEqual([
      3, 4, 5, 21, 110, 151, 170, 174, 180, 200,
    ]);
    for (const entry of loans) {
      const found = order(entry.query?.orderId);
      expect(found, entry.label).toBeDefined();
      expect(`status${found!.orderStatus}`).toBe(entry.label);
      expect(found!.productId).toBe(entry.query?.productId);
      expect(label(entry), 'the label says what status').toMatch(new RegExp(`\\(${found!.orderStatus}\\)$`));
      expect(label(entry).includes('rating'), `${entry.label}: rating`).toBe(found!.isScore === '1');
      expect(label(entry).includes('Delay repayment'), `${entry.label}: extension`).toBe(found!.isDelay === '1');
      expect(label(entry).includes("partner's page"), `${entry.label}: h5Url`).toBe(found!.h5Url !== '');
    }
  });

  it('repayment: real orders; every amount is what the order still owes, in rupees and in rupiah', () => {
    const group = groups.find((item) => item.group === 'repayment')!.entries;
    for (const entry of group) {
      const found = order(entry.query?.orderId);
      expect(found, entry.label).toBeDefined();
      expect(found!.productId).toBe(entry.query?.productId);
      for (const key of ['withholdingAmount', 'amount']) {
        const amount = entry.query?.[key];
        if (amount === undefined) continue;
        expect(amount, `${entry.label}.${key}`).toEqual({
          in: String(owed(found!.orderId, 'in')),
          id: String(owed(found!.orderId, 'id')),
        });
      }
    }
    expect(label(byLabel('card'))).toContain(DEMO_SMS_CODE);
    expect(DEMO_CARDS.find((card) => label(byLabel('card')).includes(card.bankName))?.needsSms).toBe(true);
    const due = planOf(order(byLabel('installmentsDue').query!.orderId)!, 'in');
    expect(due.at(-1)!.canClick).toBe(0);
    const overdue = planOf(order(byLabel('installmentsOverdue').query!.orderId)!, 'in').map(
      (period) => period.periodStatus,
    );
    expect(overdue).toContain(200);
    expect(overdue).toContain(500);
    expect(order(byLabel('chooser').query!.orderId)!.isDelay).toBe('1');
    expect(order(byLabel('extension').query!.orderId)!.isDelay).toBe('1');
  });

  it('products: the offers, agreements and products the labels describe', () => {
    const product = (entry: Entry) => PRODUCTS.find((item) => String(item.id) === entry.query?.productId);
    expect(OFFERS[byLabel('confirm').query!.productId as string]).toBeDefined();
    expect(AGREEMENTS[byLabel('confirm').query!.productId as string]).toHaveLength(2);
    expect(AGREEMENTS[byLabel('confirmAuthorisation').query!.productId as string]!.map((a) => a.slug)).toContain(
      'repayment-authorisation',
    );
    // The offer the over-cap entry opens costs more a day in rupiah than kilat's market allows; the plain one does not.
    const overCap = (entry: Entry) => {
      const productId = entry.query!.productId as string;
      const reply = confirmData(
        PRODUCTS.find((item) => String(item.id) === productId)!,
        OFFERS[productId]!,
        'id',
        'id',
        new Date(),
      );
      const cost = loanCost(
        reply.amount,
        reply.fees,
        reply.repay_plans.map((plan) => ({ amount: plan.payAmount, day: plan.day })),
      );
      return exceedsDailyCap(cost, reply.amount, kilat.markets.id.dailyCostCap);
    };
    expect(overCap(byLabel('confirmOverCap'))).toBe(true);
    expect(overCap(byLabel('confirm'))).toBe(false);
    expect(product(byLabel('productOpen'))?.open).toBe(true);
    expect(product(byLabel('productFull'))?.open).toBe(false);
  });

  it('recommended products: the demo gateway lists products for the one scene and none for the other', async () => {
    const list = async (scene: string) => {
      const response = await fetch('/gateway/indah/v3/product/recommend-product-list', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ scene }),
      });
      return ((await response.json()) as { data: unknown[] }).data;
    };
    expect((await list(byLabel('recommended').query!.scene as string)).length).toBeGreaterThan(0);
    expect(await list(byLabel('recommendedNone').query!.scene as string)).toEqual([]);
  });

  it('complaints: real orders and complaints, in the state each label claims', () => {
    const problem = (entry: Entry) =>
      SEEDED_PROBLEMS.find((item) => String(item.problemId) === entry.query?.problemId)!;
    expect(problem(byLabel('complaintToRate'))).toMatchObject({ isScore: 0, disposeDetail: expect.anything() });
    expect(problem(byLabel('complaintRated'))).toMatchObject({ isScore: 1, disposeDetail: expect.anything() });
    expect(problem(byLabel('complaintWaiting')).disposeDetail).toBeNull();
    for (const entry of all().filter((item) => item.query?.orderNo !== undefined))
      expect(order(entry.query!.orderNo), entry.label).toBeDefined();
    const form = byLabel('complaintForm').query!;
    expect(form.problemType).toBe('1');
    expect(COLLECTION_STATUSES).toContain(order(form.orderNo)!.orderStatus);
    expect(PROBLEM_SUB_TYPES.map((type) => String(type.value))).toContain(form.problemSonType);
  });

  it("promotion: the demo's templates (1 plain, 2 with its own words and agreement); the error page returns inside the app", () => {
    for (const entry of all().filter((item) => item.route.startsWith('promotion')))
      expect(templateById(entry.query?.id as string), entry.label).toBeDefined();
    expect(templateById(byLabel('promotion').query!.id as string)!.template.title).toBeUndefined();
    expect(templateById(byLabel('promotionWorded').query!.id as string)!.template.title).toBeTruthy();
    expect(templateById(byLabel('promotionAgreement').query!.id as string)!.template.agreement).toBeTruthy();
    const from = byLabel('error').query!.from as string;
    expect(appPath(from)).toBe(from);
  });
});
