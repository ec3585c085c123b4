/**
 * The first-visit JavaScript budget on the default brand's demo build (accessibility: tests/ssr/screens.spec.ts).
 */
import { test } from './cspGuard.ts';
import { benchRoutes } from '../../scripts/bench/routes.ts';
import { expectFirstVisitWithinBudget } from './checks.ts';
import { FIRST_VISIT_JS_BUDGET_KB, ROUTE_JS_BUDGET_KB } from './jsBudgets.ts';
import { loanUrl } from './borrowers.ts';

test(`a first visit to loan details downloads at most ${FIRST_VISIT_JS_BUDGET_KB} KB gzip of JavaScript`, async ({
  page,
}) => {
  await expectFirstVisitWithinBudget(page, loanUrl('10174', 'in'), 'kilat');
});

for (const route of benchRoutes('kilat').filter((r) => r.key !== 'loanDetails')) {
  test(`a first visit to ${route.key} downloads at most ${ROUTE_JS_BUDGET_KB} KB gzip of JavaScript`, async ({
    page,
  }) => {
    await expectFirstVisitWithinBudget(page, route.address, 'kilat', ROUTE_JS_BUDGET_KB);
  });
}
