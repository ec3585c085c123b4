// @vitest-environment happy-dom
/**
 * The gateway client against MSW in happy-dom: what goes on the wire (query, body, headers), with the launch
 * parameters in the query or as header credentials (which the demo gateway reads too).
 */
import { describe, expect, it, vi } from 'vitest';
import { createGateway } from '../../renderer/runtime/gateway/client.ts';
import { LAUNCH_KEYS, TRACKING_KEYS, type LaunchParams } from '../../renderer/contract/launch.ts';
import { compiled } from './compiledCall.ts';
import { PAGE, TRUSTED, launch, options, setUpRecordingServer } from './recordingGateway.ts';

const { seen, last } = setUpRecordingServer();

describe('what goes on the wire', () => {
  it('POST: every launch parameter in the query, call parameters form-encoded in the body', async () => {
    const gateway = createGateway(options());
    const reply = await gateway.send(compiled('loanDetails'), { productId: '3', orderId: '10174' });
    expect(reply).toMatchObject({ ok: true, data: { orderStatus: 174 } });
    const request = last();
    expect(request.method).toBe('POST');
    expect(request.url.origin + request.url.pathname).toBe(`${PAGE}/gateway/v3/loan-details/loan-details`);
    for (const key of LAUNCH_KEYS) expect(request.url.searchParams.get(key), key).toBe(launch[key]);
    expect(request.url.searchParams.has('productId')).toBe(false);
    expect(request.contentType).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request.text))).toEqual({ productId: '3', orderId: '10174' });
  });

  it('GET: launch parameters and call parameters all in the query, no body', async () => {
    const gateway = createGateway(options());
    await gateway.send(compiled('qaList'), { orderNo: '10174', pid: 0 });
    const request = last();
    expect(request.method).toBe('GET');
    for (const key of LAUNCH_KEYS) expect(request.url.searchParams.get(key), key).toBe(launch[key]);
    expect(request.url.searchParams.get('orderNo')).toBe('10174');
    expect(request.url.searchParams.get('pid')).toBe('0');
  });

  it('only the launch parameters that are present go in the query', async () => {
    const gateway = createGateway(options({ launch: () => ({ deviceId: 'd1', languageType: '1' }) }));
    await gateway.send(compiled('loanDetails'), { productId: '3', orderId: '1' });
    expect([...last().url.searchParams.keys()].sort()).toEqual(['deviceId', 'languageType']);
  });

  it('multipart upload: problemImage arrives as a file', async () => {
    const gateway = createGateway(options());
    const file = new File(['fake png bytes'], 'shot.png', { type: 'image/png' });
    const reply = await gateway.send(compiled('uploadProblemImage'), { problemImage: file });
    expect(reply.data).toEqual({ url: 'https://cdn.example/1.png' });
    const request = last();
    expect(request.contentType).toContain('multipart/form-data');
    const sent = request.form?.get('problemImage');
    expect(sent).toBeInstanceOf(Blob);
    expect((sent as File).name).toBe('shot.png');
    expect(await (sent as File).text()).toBe('fake png bytes');
    expect(request.url.searchParams.get('token')).toBe(launch.token);
  });

  it('marks every request with X-Requested-With: XMLHttpRequest', async () => {
    const gateway = createGateway(options());
    await gateway.send(compiled('qaList'), { pid: 0 });
    await gateway.send(compiled('loanDetails'), { productId: '1', orderId: '1' });
    expect(seen.map((request) => request.headers.get('x-requested-with'))).toEqual([
      'XMLHttpRequest',
      'XMLHttpRequest',
    ]);
  });

  it("is on the wire at once, not after the browser's cookie store answers (no XSRF cookie is read)", async () => {
    // axios reads an XSRF cookie through window.cookieStore before sending unless told not to: a
    // store that never answers would hold the request, and a slow one puts boot's request behind the page's code.
    const cookieStore = { get: vi.fn(() => new Promise<never>(() => undefined)) };
    Object.defineProperty(window, 'cookieStore', { value: cookieStore, configurable: true });
    try {
      await createGateway(options()).send(compiled('loanDetails'), { productId: '1', orderId: '1' });
      expect(cookieStore.get).not.toHaveBeenCalled();
      expect(last().url.pathname).toBe('/gateway/v3/loan-details/loan-details');
    } finally {
      Reflect.deleteProperty(window, 'cookieStore');
    }
  });

  it('sends the deployment header pairs to the page origin', async () => {
    await createGateway(options()).send(compiled('loanDetails'), { productId: '1', orderId: '1' });
    expect(last().headers.get('x-auth-token')).toBe(launch.token);
    expect(last().headers.get('x-session-id')).toBe(launch.session);
  });

  it('sends the deployment header pairs to a trusted origin', async () => {
    await createGateway(options({ base: `${TRUSTED}/gw` })).send(compiled('loanDetails'), {
      productId: '1',
      orderId: '1',
    });
    expect(last().url.origin).toBe(TRUSTED);
    expect(last().headers.get('x-auth-token')).toBe(launch.token);
    expect(last().headers.get('x-session-id')).toBe(launch.session);
  });

  it('never sends the header pairs to another origin', async () => {
    await createGateway(options({ base: 'https://gateway.other.example/gw' })).send(compiled('loanDetails'), {
      productId: '1',
      orderId: '1',
    });
    expect(last().url.origin).toBe('https://gateway.other.example');
    expect(last().headers.get('x-auth-token')).toBeNull();
    expect(last().headers.get('x-session-id')).toBeNull();
    expect(last().headers.get('x-requested-with')).toBe('XMLHttpRequest');
  });

  // CONTRACT §3: an origin that is neither the page's own nor trusted gets the tracking set alone.
  it.each([
    ['an absolute base', 'https://gateway.other.example/gw'],
    ['a protocol-relative base', '//gateway.other.example/gw'],
    ['a base whose backslash a browser reads as a slash', '/\\gateway.other.example/gw'],
  ])('to another origin (%s) the query carries the tracking set only, never token or session', async (_what, base) => {
    const gateway = createGateway(options({ base }));
    await gateway.send(compiled('loanDetails'), { productId: '1', orderId: '1' });
    await gateway.send(compiled('qaList'), { orderNo: '10174', pid: 0 });
    const [post, get] = seen;
    for (const request of [post!, get!]) {
      expect(request.url.host).toBe('gateway.other.example');
      expect(request.url.searchParams.has('token')).toBe(false);
      expect(request.url.searchParams.has('session')).toBe(false);
    }
    expect([...post!.url.searchParams.keys()].sort()).toEqual([...TRACKING_KEYS].sort());
    // The call's own query parameters still go.
    expect([...get!.url.searchParams.keys()].sort()).toEqual([...TRACKING_KEYS, 'orderNo', 'pid'].sort());
  });

  it('to a trusted origin the query carries every launch parameter', async () => {
    await createGateway(options({ base: `${TRUSTED}/gw` })).send(compiled('loanDetails'), {
      productId: '1',
      orderId: '1',
    });
    for (const key of LAUNCH_KEYS) expect(last().url.searchParams.get(key), key).toBe(launch[key]);
  });
});

describe('header credentials (gateway.credentials: "headers")', () => {
  const IDENTIFYING = ['token', 'session', 'userId', 'deviceId', 'gid', 'deviceName'] as const;
  const headerLaunch: LaunchParams = { ...launch, deviceName: 'Priya’s Galaxy' };

  it('no request address names anyone: the identifying parameters go only in headers', async () => {
    const gateway = createGateway(options({ credentials: 'headers', launch: () => headerLaunch }));
    await gateway.send(compiled('loanDetails'), { productId: '1', orderId: '1' });
    await gateway.send(compiled('qaList'), { orderNo: '10174', pid: 0 });
    for (const request of seen) {
      for (const key of IDENTIFYING) expect(request.url.searchParams.has(key), key).toBe(false);
      expect(request.url.href).not.toContain(launch.token!);
      expect(request.url.href).not.toContain(launch.session!);
      // The rest of the launch set still goes (the app, the brand, the language, the campaign).
      for (const key of ['appVersion', 'platform', 'languageType', 'merchantNumber', ...TRACKING_KEYS] as const)
        expect(request.url.searchParams.get(key), key).toBe(launch[key]);
      // The deployment's own pairs, then the default names for the rest; a phone's name percent-encoded.
      expect(request.headers.get('x-auth-token')).toBe(launch.token);
      expect(request.headers.get('x-session-id')).toBe(launch.session);
      expect(request.headers.get('x-user-id')).toBe(launch.userId);
      expect(request.headers.get('x-device-id')).toBe(launch.deviceId);
      expect(request.headers.get('x-gid')).toBe(launch.gid);
      expect(request.headers.get('x-device-name')).toBe(encodeURIComponent('Priya’s Galaxy'));
    }
    // A picture's address (what the browser loads itself) names no one either.
    expect(gateway.url(compiled('qaList'), { orderNo: '1', pid: 0 })).not.toContain(launch.token!);
  });

  it("a deployment's own header name for a credential is used instead of the default one", async () => {
    await createGateway(options({ credentials: 'headers', headers: { Authorization: 'token' } })).send(
      compiled('loanDetails'),
      { productId: '1', orderId: '1' },
    );
    expect(last().headers.get('authorization')).toBe(launch.token);
    expect(last().headers.get('x-auth-token')).toBeNull();
    expect(last().url.searchParams.has('token')).toBe(false);
  });

  it('another origin gets neither the credentials nor their headers', async () => {
    await createGateway(options({ credentials: 'headers', base: 'https://gateway.other.example/gw' })).send(
      compiled('loanDetails'),
      { productId: '1', orderId: '1' },
    );
    for (const name of ['x-auth-token', 'x-session-id', 'x-user-id', 'x-device-id', 'x-gid', 'x-device-name'])
      expect(last().headers.get(name), name).toBeNull();
    expect([...last().url.searchParams.keys()].sort()).toEqual([...TRACKING_KEYS].sort());
  });

  it('the default (query) still puts every launch parameter in the query, as CONTRACT §3 says', async () => {
    await createGateway(options({ credentials: 'query' })).send(compiled('loanDetails'), {
      productId: '1',
      orderId: '1',
    });
    for (const key of LAUNCH_KEYS) expect(last().url.searchParams.get(key), key).toBe(launch[key]);
  });
});

describe('the demo gateway reads header credentials too', () => {
  it('takes token, session and ids from their headers when the query has none, a percent-encoded name decoded', async () => {
    const { paramsOf } = await import('../../demo/gateway/handlers.ts');
    const request = new Request('http://demo.invalid/gateway/v3/loan-details/loan-details?languageType=1', {
      method: 'POST',
      headers: {
        'X-Auth-Token': 'tok-1',
        'X-Session-Id': 'ses-1',
        'X-User-Id': 'u-1',
        'X-Device-Id': 'd-1',
        'X-Gid': 'g-1',
        'X-Device-Name': encodeURIComponent('Priya’s Galaxy'),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'orderId=10174',
    });
    expect(await paramsOf(request)).toEqual({
      token: 'tok-1',
      session: 'ses-1',
      userId: 'u-1',
      deviceId: 'd-1',
      gid: 'g-1',
      deviceName: 'Priya’s Galaxy',
      languageType: '1',
      orderId: '10174',
    });
  });
});

describe('a call sent and forgotten (tracking before a step that leaves: issue 42)', () => {
  it('is handed to the browser before sendAndForget returns, with keepalive, whether the HTTP client has loaded or not', () => {
    // An HTTP client that never arrives: what goes must not wait for it.
    const never = () => new Promise<never>(() => undefined);
    const gateway = createGateway(options(), never);
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    gateway.sendAndForget(compiled('saveEvent'), { productId: '2', moduleId: '30', positionId: '0' });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [address, init] = fetch.mock.calls[0]!;
    // The same request the client sends otherwise: the launch in the query and the headers, the form body.
    const url = new URL(String(address));
    expect(url.origin + url.pathname).toBe(`${PAGE}/gateway/service/event/save`);
    for (const key of LAUNCH_KEYS) expect(url.searchParams.get(key), key).toBe(launch[key]);
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-Auth-Token': launch.token },
    });
    expect(Object.fromEntries(init!.body as URLSearchParams)).toEqual({
      productId: '2',
      moduleId: '30',
      positionId: '0',
    });
  });

  it('tells a transport fault, as a call sent otherwise does, and throws nothing', async () => {
    const onFailure = vi.fn();
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const gateway = createGateway(options({ onFailure }));
    expect(() => gateway.sendAndForget(compiled('saveEvent'), { productId: '2' })).not.toThrow();
    await vi.waitFor(() =>
      expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ id: 'saveEvent' }), 'network'),
    );
  });
});
