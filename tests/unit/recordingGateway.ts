/**
 * What the gateway client's tests share (gateway.test.ts, gatewayFailures.test.ts): the client's options (the page's
 * origin, a trusted one, every launch parameter), and a server on MSW that answers a few calls and records each request
 * it gets.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { GatewayOptions } from '../../renderer/runtime/gateway/client.ts';
import { LAUNCH_KEYS, type LaunchParams } from '../../renderer/contract/launch.ts';

export const PAGE = 'http://localhost:3000';
export const TRUSTED = 'https://pay.kilatdana.example';
export const launch: LaunchParams = Object.fromEntries(LAUNCH_KEYS.map((key) => [key, `${key}-value`]));
launch.platform = 'android';

export function options(overrides: Partial<GatewayOptions> = {}): GatewayOptions {
  return {
    base: '/gateway',
    headers: { 'X-Auth-Token': 'token', 'X-Session-Id': 'session' },
    trustedOrigins: [TRUSTED],
    pageOrigin: PAGE,
    launch: () => launch,
    ...overrides,
  };
}

export interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  contentType: string;
  form?: FormData;
  text?: string;
}

export const ok = (data: unknown) => ({ success: true, code: '00', message: 'success', data });

/**
 * Starts the recording server for the file's tests: `server` to answer otherwise, `seen` the requests of the running
 * test, `last` the latest of them.
 */
export function setUpRecordingServer() {
  const seen: Seen[] = [];
  async function record(request: Request): Promise<void> {
    const contentType = request.headers.get('content-type') ?? '';
    const entry: Seen = { method: request.method, url: new URL(request.url), headers: request.headers, contentType };
    if (contentType.includes('multipart/form-data')) entry.form = await request.formData();
    else if (request.method !== 'GET') entry.text = await request.text();
    seen.push(entry);
  }
  const server = setupServer(
    http.all('*/v3/loan-details/loan-details', async ({ request }) => {
      await record(request);
      return HttpResponse.json(ok({ orderStatus: 174 }));
    }),
    http.get('*/h5-api/v3/user-problem/get-qa-list', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ code: '00', message: '', data: { answerList: [], question: null } });
    }),
    http.post('*/user-problem/upload-problem-img', async ({ request }) => {
      await record(request);
      return HttpResponse.json({
        code: '00',
        message: 'Upload succeeded!',
        data: { url: 'https://cdn.example/1.png' },
      });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    seen.length = 0;
  });
  afterAll(() => server.close());
  const last = (): Seen => {
    const entry = seen.at(-1);
    if (!entry) throw new Error('the server saw no request');
    return entry;
  };
  return { server, seen, last };
}
