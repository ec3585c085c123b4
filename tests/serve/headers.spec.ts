/**
 * What `npm run serve`'s nginx sends (issue 14, CONTRACT §1), rendered in the browser only or on
 * the server alike: the security headers and the cache rule of a hashed asset and a document, the
 * gateway base proxied to the demo gateway, compression, and the same headers as the build's
 * `_headers` file for static hosts. A page's own headers: static-html.spec.ts (rendered in the
 * browser), render.spec.ts (on the server).
 */
import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { BROTLI_MODULE } from '../../renderer/toolchain/ops/nginxMain.ts';
import { CLEARED_LAUNCH_COOKIE, SESSION_END_PATH } from '../../renderer/server/launchCookie.ts';
import { expect, test } from '../e2e/cspGuard.ts';
import { accessLogOf } from './accessLog.ts';
import { HSTS, deployment, headersFileFor, policyHeaders, staticIndex } from './policyHeaders.ts';

/** The headers nginx's own error pages must carry too. */
const SECURITY = [
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'content-security-policy',
  'permissions-policy',
];

/** A raw request nginx answers itself (a malformed one), as its status line and headers, lower-cased. */
function rawRequest(baseURL: string, request: string): Promise<{ status: number; headers: Record<string, string> }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).trim().toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
  });
}

test('a hashed asset is immutable for a year, compressed, and a missing one is a 404, not the app', async ({
  request,
}) => {
  // The built index.html's entry (the server's page loads the same one after its first paint:
  // renderer/server/pageLoader.ts).
  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(staticIndex())?.[1];
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
  expect((await request.get('/_headers')).status()).toBe(404);
});

test('a missing hashed file is a 404 that nobody keeps: never immutable, still with the security headers', async ({
  request,
}) => {
  const missing = await request.get('/assets/no-such-chunk-abc123.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-store');
  expect(missing.headers()['cache-control']).not.toContain('immutable');
  for (const name of SECURITY) expect(missing.headers()[name], name).toBeTruthy();
  // The static hosts' file says the same of a path the build did not write.
  expect(headersFileFor(deployment(), '/assets/no-such-chunk-abc123.js')['cache-control']).toBe('no-store');
});

test("nginx's own error pages (400, 414, 404) carry HSTS and the security headers", async ({ request, baseURL }) => {
  const bad = await rawRequest(baseURL!, 'NOT A REQUEST\r\n\r\n');
  expect(bad.status).toBe(400);
  const long = await rawRequest(
    baseURL!,
    `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
  );
  expect(long.status).toBe(414);
  const hidden = await request.get('/_headers');
  expect(hidden.status()).toBe(404);
  for (const [what, headers] of [
    ['400', bad.headers],
    ['414', long.headers],
    ['404', hidden.headers()],
  ] as const) {
    for (const name of SECURITY) expect(headers[name], `${what} ${name}`).toBeTruthy();
    expect(headers['strict-transport-security'], what).toBe(HSTS);
    expect(headers['cache-control'], what).toBe('no-store');
  }
});

test("a document shown in the app's frames may be framed by the app only", async ({ request }) => {
  const document = await request.get('/demo/legal/privacy-policy.html');
  expect(document.status()).toBe(200);
  expect(document.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(document.headers()['content-security-policy']).not.toContain('script-src');
  expect(policyHeaders(document)).toEqual(headersFileFor(deployment(), '/demo/legal/privacy-policy.html'));
});

test(`${SESSION_END_PATH} clears the server's launch cookie, whatever the method, with the security headers`, async ({
  request,
}) => {
  for (const method of ['GET', 'POST'] as const) {
    const ended = await request.fetch(SESSION_END_PATH, { method });
    expect(ended.status(), method).toBe(204);
    expect(ended.headers()['set-cookie']).toBe(CLEARED_LAUNCH_COOKIE);
    expect(ended.headers()['cache-control']).toBe('no-store');
    for (const name of SECURITY) expect(ended.headers()[name], `${method}: ${name}`).toBeTruthy();
  }
});

test('the gateway base is proxied to the demo gateway', async ({ request }) => {
  const reply = await request.post('/gateway/v3/loan-details/loan-details?token=serve-headers', {
    form: { orderId: '10174', productId: '3' },
  });
  expect(reply.status()).toBe(200);
  expect(reply.headers()['content-type']).toMatch(/^application\/json/);
  expect(reply.headers()['x-content-type-options']).toBe('nosniff');
  expect(reply.headers()['strict-transport-security']).toBe(HSTS);
  // Served under the app's origin, a gateway reply runs nothing, were it ever opened as a page.
  expect(reply.headers()['content-security-policy']).toBe("default-src 'none'; sandbox");
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

test('an uploaded picture comes back from the gateway under a policy that runs nothing, and the app still shows it', async ({
  page,
  request,
}) => {
  // The smallest PNG: one transparent pixel.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const upload = await request.post('/gateway/user-problem/upload-problem-img?token=serve-upload', {
    multipart: { problemImage: { name: 'pixel.png', mimeType: 'image/png', buffer: png } },
  });
  const { data } = (await upload.json()) as { data: { url: string } };
  const picture = await request.get(data.url);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-security-policy']).toBe("default-src 'none'; sandbox");
  await page.goto('/');
  const loaded = await page.evaluate(
    (src) =>
      new Promise<number>((resolve) => {
        const img = new Image();
        img.onload = () => resolve(img.naturalWidth);
        img.onerror = () => resolve(-1);
        img.src = src;
      }),
    data.url,
  );
  expect(loaded).toBe(1);
});

test('the access log keeps paths, never a query string: no token, session or id of a launch or a gateway call', async ({
  page,
  request,
}) => {
  const token = `serve-log-token-${Date.now().toString(36)}`;
  const session = `serve-log-session-${Date.now().toString(36)}`;
  await page.goto(
    `/loanDetails?productId=3&orderId=10174&token=${token}&session=${session}&userId=u-serve-log&deviceId=d-serve-log`,
  );
  await expect(page.getByText('Order details')).toBeVisible();
  await request.post(`/gateway/v3/loan-details/loan-details?token=${token}&session=${session}`, {
    form: { orderId: '10174', productId: '3' },
  });
  await request.get(`/no/such/page?token=${token}`, {
    headers: { referer: `https://host.example/back?token=${token}` },
  });
  const log = accessLogOf(test.info().project.name);
  await expect.poll(() => readFileSync(log, 'utf8')).toContain('/gateway/v3/loan-details/loan-details');
  // nginx writes a line once the request is finished on its side, which for a streamed, server-rendered page can
  // come just after the client has read it all.
  await expect.poll(() => readFileSync(log, 'utf8')).toContain('https://host.example/back');
  const kept = readFileSync(log, 'utf8');
  expect(kept).toContain('"GET /loanDetails HTTP/1.1" 200');
  expect(kept).toContain('https://host.example/back');
  for (const secret of [token, session, 'u-serve-log', 'd-serve-log', 'token=']) expect(kept).not.toContain(secret);
});
