/**
 * What `npm run serve`'s nginx sends (issue 14, CONTRACT §1): the security headers and the cache
 * rule of a page, a hashed asset, a deep route and a document, the gateway base proxied to the
 * demo gateway, compression, and the same headers as the build's `_headers` file for static hosts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../renderer/compile/sources.ts';
import { BROTLI_MODULE, resolveHeadersFile } from '../../renderer/compile/serverConfig.ts';
import { expect, test, type APIResponse } from '../e2e/cspGuard.ts';

const HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'cache-control'];

/** The projects are named after the deployment they run against. */
const deployment = () => test.info().project.name;

/** The headers the build's `_headers` file gives a path, lower-cased as HTTP reports them. */
function headersFileFor(deployment: string, path: string): Record<string, string> {
  const file = readFileSync(join(ROOT, 'dist', deployment, '_headers'), 'utf8');
  return Object.fromEntries(Object.entries(resolveHeadersFile(file, path)).map(([name, value]) => [name.toLowerCase(), value]));
}

function policyHeaders(response: APIResponse): Record<string, string> {
  const all = response.headers();
  return Object.fromEntries(HEADERS.filter((name) => name in all).map((name) => [name, all[name]!]));
}

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
  expect(policyHeaders(home)).toEqual(headersFileFor(deployment(), '/'));
  const index = await home.text();

  for (const path of ['/promotion/download?id=1', '/loanDetails?productId=3&orderId=10174', '/no/such/page']) {
    const deep = await request.get(path);
    expect(deep.status(), path).toBe(200);
    expect(await deep.text(), path).toBe(index);
    expect(policyHeaders(deep), path).toEqual(policyHeaders(home));
  }
});

test('a hashed asset is immutable for a year, compressed, and a missing one is a 404, not the app', async ({ request }) => {
  const index = await (await request.get('/')).text();
  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
  expect(script).toBeDefined();
  const asset = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['content-type']).toMatch(/^application\/javascript/);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(policyHeaders(asset)).toEqual(headersFileFor(deployment(), script!));
  // npm run serve loads brotli where Debian's module is installed (ensure-nginx.sh installs it with nginx).
  const brotli = await request.get(script!, { headers: { 'accept-encoding': 'br' } });
  expect(brotli.headers()['content-encoding']).toBe(existsSync(BROTLI_MODULE) ? 'br' : undefined);
  expect((await request.get('/assets/no-such-file-abc123.js')).status()).toBe(404);
  expect((await request.get('/_headers')).status()).toBe(404);
});

test('a document shown in the app\'s frames may be framed by the app only', async ({ request }) => {
  const document = await request.get('/demo/legal/privacy-policy.html');
  expect(document.status()).toBe(200);
  expect(document.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(document.headers()['content-security-policy']).not.toContain('script-src');
  expect(policyHeaders(document)).toEqual(headersFileFor(deployment(), '/demo/legal/privacy-policy.html'));
});

test('the gateway base is proxied to the demo gateway', async ({ request }) => {
  const reply = await request.post('/gateway/v3/loan-details/loan-details?token=serve-headers', { form: { orderId: '10174', productId: '3' } });
  expect(reply.status()).toBe(200);
  expect(reply.headers()['content-type']).toMatch(/^application\/json/);
  expect(reply.headers()['x-content-type-options']).toBe('nosniff');
  const body = (await reply.json()) as { success: boolean; data: { orderStatus: unknown } };
  expect(body.success).toBe(true);
  expect(String(body.data.orderStatus)).toBe('174');
});

test('a legacy /#/ link of the native shells still lands on loan details through nginx', async ({ page }) => {
  await page.goto('/#/borrowDetail/?productId=3&orderId=10174&token=serve-legacy');
  await expect(page).toHaveURL(/\/loanDetails\?/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Order details')).toBeVisible();
});
