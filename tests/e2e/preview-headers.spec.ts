/**
 * What `npm start`'s preview server sends besides the pages (issue 20), as nginx does (tests/serve/headers.spec.ts):
 * a missing hashed file is a 404 nobody keeps, never the app's page; a gateway reply under the app's
 * origin runs nothing; HSTS everywhere.
 */
import { expect, test } from './cspGuard.ts';

const HSTS = 'max-age=31536000; includeSubDomains';

test('a missing hashed file is a 404 that is not the app and never immutable', async ({ request }) => {
  const missing = await request.get('/assets/no-such-chunk-abc123.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).not.toMatch(/html/);
  expect(missing.headers()['cache-control']).toBe('no-store');
  expect(missing.headers()['strict-transport-security']).toBe(HSTS);
  expect(missing.headers()['x-content-type-options']).toBe('nosniff');
  const index = await (await request.get('/')).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
  const found = await request.get(script!);
  expect(found.status()).toBe(200);
  expect(found.headers()['strict-transport-security']).toBe(HSTS);
});

test("a gateway reply under the app's origin carries a policy that runs nothing", async ({ request }) => {
  const reply = await request.post('/gateway/v3/loan-details/loan-details?token=preview-headers', {
    form: { orderId: '10174', productId: '3' },
  });
  expect(reply.status()).toBe(200);
  expect(reply.headers()['content-security-policy']).toBe("default-src 'none'; sandbox");
  expect(reply.headers()['strict-transport-security']).toBe(HSTS);
});
