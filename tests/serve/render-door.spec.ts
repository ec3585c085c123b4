/**
 * The door of the server renderer behind nginx (issue 31): whatever nginx lets through reaches a renderer that
 * answers it (a head larger than Node's default), and an error of the renderer's own (a method Node cannot parse)
 * never reaches the borrower bare: nginx serves the static page or its own answer, with the security headers.
 */
import { expect, test } from '../e2e/cspGuard.ts';
import { uniqueToken } from '../e2e/borrowers.ts';

const SECURITY = ['strict-transport-security', 'x-content-type-options', 'referrer-policy', 'content-security-policy'];

test("whatever nginx lets through, the renderer answers or nginx does, with the security headers: never a bare error of the renderer's", async ({
  request,
}) => {
  const path = `/loanDetails?productId=3&orderId=10174&token=${uniqueToken('render-door')}`;
  // Three header lines of 7 KB (a WebView's cookies and the app's own headers): each within one of nginx's 8 KB
  // buffers, together over Node's 16 KB default head.
  const seven = (letter: string) => letter.repeat(7 * 1024);
  const large = await request.get(path, {
    headers: { cookie: `jar=${seven('a')}`, 'x-app-state': seven('b'), 'x-app-more': seven('c') },
  });
  expect(large.status()).toBe(200);
  expect(large.headers()['content-security-policy']).toMatch(/'nonce-/);
  expect(await large.text()).toContain('Order number');
  // A method Node cannot parse: the renderer's 400 is nginx's static page (or nginx's own answer), with the headers.
  const odd = await request.fetch(path, { method: 'FOO' });
  expect(odd.status(), 'not a bare 400 of the renderer').not.toBe(400);
  for (const name of SECURITY) expect(odd.headers()[name], name).toBeTruthy();
});
