/**
 * A page rendered on the server under `npm run serve` (issue 24, CONTRACT §1): every route's HTML is
 * the renderer's, personal (`private, no-store`), under a Content-Security-Policy of its own with a
 * fresh nonce per response for the server's style and data tags (never 'unsafe-inline' or
 * 'unsafe-eval'), the rest of the policy the static one; nginx adds no second copy of any header;
 * the page works in the browser with no violation, and the renderer's output keeps no token.
 * Runs against the build's renderer and against the stand-in (tests/serve/fakeEntry.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIResponse } from '../e2e/cspGuard.ts';
import { uniqueToken } from '../e2e/borrowers.ts';
import { renderLogOf } from './accessLog.ts';
import { deployment, headersFileFor } from './policyHeaders.ts';

const SECURITY = ['strict-transport-security', 'x-content-type-options', 'referrer-policy', 'permissions-policy'];
const routes = (token: string) => [
  '/',
  `/loanDetails?productId=3&orderId=10174&token=${token}`,
  '/promotion/download?id=1',
];

/** The nonce a policy gives a directive, if any. */
function nonceIn(csp: string, directive: string): string | undefined {
  const sources = csp.split('; ').find((part) => part.startsWith(`${directive} `)) ?? '';
  return /'nonce-([^']+)'/.exec(sources)?.[1];
}

/** How many times a response carries a header (nginx adding its own would make two). */
const count = (response: APIResponse, name: string) =>
  response.headersArray().filter((header) => header.name.toLowerCase() === name).length;

test("every route is the renderer's page: personal, its own policy with a fresh nonce, every header once", async ({
  request,
}) => {
  const statics = headersFileFor(deployment(), '/');
  for (const path of routes(uniqueToken('render-headers'))) {
    const nonces: string[] = [];
    for (const response of [await request.get(path), await request.get(path)]) {
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control'], path).toBe('private, no-store');
      const csp = response.headers()['content-security-policy']!;
      expect(csp, path).not.toMatch(/unsafe-inline|unsafe-eval/);
      const nonce = nonceIn(csp, 'script-src');
      expect(nonce, `${path}: a nonce in script-src`).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/);
      expect(nonceIn(csp, 'style-src'), `${path}: the same nonce in style-src`).toBe(nonce);
      // Beside its nonce, the policy is the static one, word for word.
      expect(csp.replaceAll(` 'nonce-${nonce}'`, ''), path).toBe(statics['content-security-policy']);
      for (const name of SECURITY) expect(response.headers()[name], `${path} ${name}`).toBe(statics[name]);
      for (const name of [...SECURITY, 'content-security-policy', 'cache-control'])
        expect(count(response, name), `${path}: one ${name}`).toBe(1);
      expect(response.headers()['server-timing'], path).toMatch(/render;dur=[\d.]+/);
      // Every inline tag of the page is allowed by that policy: the nonce, or (the template's own styles) a hash.
      const html = await response.text();
      for (const [tag, attributes] of html.matchAll(/<script\b([^>]*)>/gi))
        if (!/\ssrc=/.test(attributes!)) expect(attributes, `${path}: ${tag}`).toContain(`nonce="${nonce}"`);
      for (const [, attributes, text] of html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/gi)) {
        if (!attributes!.includes(`nonce="${nonce}"`))
          expect(csp, `${path}: an inline style without the nonce is hashed`).toContain(
            `'sha256-${createHash('sha256').update(text!).digest('base64')}'`,
          );
      }
      nonces.push(nonce!);
    }
    expect(nonces[0], `${path}: a new nonce for every response`).not.toBe(nonces[1]);
  }
});

test('the page works in the browser under its own policy, with no violation', async ({ page }) => {
  await page.goto(routes(uniqueToken('render-browser'))[1]!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("the renderer's output keeps no token, session or id of the address it rendered", async ({ page, request }) => {
  const token = uniqueToken('render-log-token');
  const session = uniqueToken('render-log-session');
  await page.goto(
    `/loanDetails?productId=3&orderId=10174&token=${token}&session=${session}&userId=u-render-log&deviceId=d-render-log`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await request.get(`/no/such/page?token=${token}`);
  const log = readFileSync(renderLogOf(test.info().project.name), 'utf8');
  expect(log, 'the renderer ran and said where it listens').toContain('render: listening on');
  for (const secret of [token, session, 'u-render-log', 'd-render-log', 'token=']) expect(log).not.toContain(secret);
});
