/**
 * The routes the bench measures, with the demo data that shows each best (docs/demo.md's table,
 * schemas/pages/testPreview.json, demo/gateway/fixtures.ts), at the deployment's own paths.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routePaths, type RouteKey } from '../../renderer/contract/routeTable.ts';
import { ROOT } from '../../renderer/toolchain/project/project.ts';
import type { Deployment } from '../../renderer/contract/deployment/schema.ts';
import { chooseLanguage } from '../../renderer/runtime/i18n/language.ts';

/** Loan details of order 10174 (repayment due, rupees): the screen the reference page copies. */
export const LOAN_ORDER = '10174';

const MEASURED: { key: RouteKey; query: string }[] = [
  { key: 'loanDetails', query: `?productId=3&orderId=${LOAN_ORDER}&token=demo` },
  { key: 'payWay', query: '?orderId=10174&productId=3&withholdingAmount=10455&token=demo' },
  { key: 'repay', query: '?orderId=10174&productId=3&token=demo' },
  { key: 'loanConfirm', query: '?productId=1&token=demo' },
  { key: 'complaint', query: '?orderNo=10180&token=demo' },
  { key: 'home', query: '' },
];

export interface BenchRoute {
  key: RouteKey;
  /** Path and query, e.g. /loanDetails?productId=3&orderId=10174&token=demo */
  address: string;
  /** The visit's language (its message chunks). */
  language: string;
}

export function benchRoutes(deployment: string): BenchRoute[] {
  const file = JSON.parse(readFileSync(join(ROOT, 'deployments', `${deployment}.json`), 'utf8')) as Deployment;
  const paths = routePaths(file.routes);
  return MEASURED.map(({ key, query }) => {
    const params = new URLSearchParams(query);
    return {
      key,
      address: paths[key] + query,
      language: chooseLanguage(params.get('lang'), params.get('languageType') ?? undefined),
    };
  });
}
