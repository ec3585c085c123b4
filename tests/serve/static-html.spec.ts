/**
 * A page rendered in the browser only (`RENDER=client npm run serve`, today's serving and what a
 * static host sends): every route, deep or unknown, is the static index.html with the build's
 * policy, revalidated (no-cache), and the same headers as the `_headers` file.
 */
import { expect, test } from '../e2e/cspGuard.ts';
import { HSTS, deployment, headersFileFor, policyHeaders } from './policyHeaders.ts';

test('a page, a deep route and an unknown path get the app with its policy, revalidated', async ({ request }) => {
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  expect(home.headers()['content-type']).toMatch(/^text\/html/);
  const csp = home.headers()['content-security-policy']!;
  expect(csp).toContain("script-src 'self';");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(home.headers()['x-content-type-options']).toBe('nosniff');
  expect(home.headers()['referrer-policy']).toBe('no-referrer');
  expect(home.headers()['permissions-policy']).toContain('camera=(self)');
  expect(home.headers()['cache-control']).toBe('no-cache');
  expect(home.headers()['strict-transport-security']).toBe(HSTS);
  expect(policyHeaders(home)).toEqual(headersFileFor(deployment(), '/'));
  const index = await home.text();

  for (const path of ['/promotion/download?id=1', '/loanDetails?productId=3&orderId=10174', '/no/such/page']) {
    const deep = await request.get(path);
    expect(deep.status(), path).toBe(200);
    expect(await deep.text(), path).toBe(index);
    expect(policyHeaders(deep), path).toEqual(policyHeaders(home));
  }
});
