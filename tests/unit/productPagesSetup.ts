/**
 * What the tests of the real product pages share (loan confirmation, recommended products, login failure, orders, the
 * product page and loan details' products): the demo gateway on msw, the pages under test, a borrower of each test's
 * own, and readers of the screen and of the requests a tap sends.
 */
import { screen, within } from '@testing-library/react';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { beforeAll, vi } from 'vitest';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { startFakeGateway } from './pageHarness.tsx';
import { callPath } from '../fixtures/gatewayFaults.ts';

export const PUSH = callPath('loanDetailPush');
export const SAVE = callPath('pageEventSave');
export const APPLY = callPath('productApply');
export const LIST = callPath('recommendProductList');
export const NECESSITY = callPath('standNecessity');
export const JOINT = callPath('standJoint');
export const DEFINE = callPath('define');

/** Links a tap may be answered with that must never be followed (CONTRACT §3, SPEC §5). */
export const BAD_LINKS: readonly [string, string][] = [
  ['javascript:', 'javascript:window.__pwned=1'],
  ['mixed-case javascript: with a tab', ' JaVa\tScript:window.__pwned=1'],
  ['data:', 'data:text/html,<script>window.__pwned=1</script>'],
  ['malformed', 'http://[bad'],
];

const PAGES = {
  confirm: () => import('virtual:page/kilat/loanConfirm'),
  recommend: () => import('virtual:page/kilat/recommendList'),
  loginFailure: () => import('virtual:page/kilat/loginFailure'),
  orders: () => import('virtual:page/kilat/order'),
  product: () => import('virtual:page/kilat/product'),
  loanDetails: () => import('virtual:page/kilat/loanDetails'),
  lumenLoanDetails: () => import('virtual:page/lumen/loanDetails'),
};

let borrowers = 0;
/** A token nobody else has (the gateway keeps orders per token). */
export const borrowerToken = () => `product-pages-${++borrowers}`;
/** A borrower of the test's own, English and rupees. */
export const en = (launch: Record<string, string> = {}) => ({
  launch: { token: borrowerToken(), influence: 'campaign-7', ...launch },
});
/** The same in Indonesian with rupiah, as a shell sends it (languageType 1). */
export const id = () =>
  ({ language: 'id', market: 'id', launch: { token: borrowerToken(), languageType: '1' } }) as const;

export const at = (path: string) => `*/gateway${path}`;
export const moved = (to: string) => screen.findByText(`Moved to ${to}`);
export const card = (name: string) => screen.getByRole('article', { name });
export const names = (elements: HTMLElement[]) => elements.map((element) => element.textContent);
/** The label/value pairs of a description list, in order. */
export const pairs = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('term')
    .map((term) => [term.firstChild?.textContent?.trim(), term.nextElementSibling?.textContent?.trim()]);

/**
 * Starts the demo gateway for the file's tests and loads the named pages before them; `reply` answers a call with
 * `body` instead, `paramsOf` reads the given parameters of each request to a call.
 */
export function setUpProductPages(...pages: (keyof typeof PAGES)[]) {
  vi.setConfig({ testTimeout: 20_000 });
  const gateway = startFakeGateway();
  const page: Partial<Record<keyof typeof PAGES, PageModule>> = {};
  beforeAll(async () => {
    for (const name of pages) page[name] = (await PAGES[name]()) as PageModule;
  });
  const reply = (path: string, body: JsonBodyType, options: { once?: boolean } = {}) =>
    gateway.server.use(http.post(at(path), () => HttpResponse.json(body), options));
  const paramsOf = async (path: string, keys: string[]) =>
    (await gateway.calls(path)).map(({ params }) => Object.fromEntries(keys.map((key) => [key, params[key]])));
  return { gateway, page, reply, paramsOf };
}
