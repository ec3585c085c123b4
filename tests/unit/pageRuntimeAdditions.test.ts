// @vitest-environment happy-dom
/**
 * What the promotion and developer test pages added to the runtime: the matches/split/now
 * operators, a call's address for a picture (callUrl and Gateway.url), tracking sent in the
 * background, the launch action, the visitor's platform, and the build's checks of them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { evaluate } from '../../renderer/runtime/binding/logic.ts';
import { loadProject } from '../../renderer/toolchain/project/project.ts';
import { checkPageDocument } from '../../renderer/toolchain/project/checkPageDocument.ts';
import { formatProblem } from '../../renderer/toolchain/problems/problems.ts';
import type { CompiledCall } from '../../renderer/contract/gateway.ts';
import { createGateway } from '../../renderer/runtime/gateway/client.ts';
import { replaceLaunchParams } from '../../renderer/runtime/launch/launchParams.ts';
import { platformOf } from '../../renderer/runtime/launch/platform.ts';
import { reply, setup } from './actionHost.ts';
import { memoryStorage } from '../../renderer/runtime/storage/memoryStorage.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('operators', () => {
  const PHONE = '^1[3-9][0-9]{9}$';
  it('matches: SPEC §5 mobile pattern, whole text only; absent values are empty text', () => {
    for (const ok of ['13812345678', '19912345678']) expect(evaluate({ matches: [ok, PHONE] }, {})).toBe(true);
    for (const bad of ['12812345678', '1381234567', '138123456789', '23812345678', '1381234567a', '', null]) {
      expect(evaluate({ matches: [bad, PHONE] }, {}), String(bad)).toBe(false);
    }
    expect(evaluate({ matches: [{ var: 'state.phone' }, PHONE] }, { state: {} })).toBe(false);
  });

  it('split: server text into paragraphs, blank lines and surrounding blanks dropped', () => {
    expect(evaluate({ split: ['One.\n\n  Two. \n\nThree.', '\n'] }, {})).toEqual(['One.', 'Two.', 'Three.']);
    expect(evaluate({ split: [null, '\n'] }, {})).toEqual([]);
  });

  it('now: the time from the standard clock (a test clock drives it)', () => {
    vi.useFakeTimers({ now: 1_800_000_000_000 });
    expect(evaluate({ now: [] }, {})).toBe(1_800_000_000_000);
  });
});

describe('Gateway.url', () => {
  const captcha: CompiledCall = {
    id: 'getCaptcha',
    method: 'GET',
    effect: 'message',
    path: '/api/v2/youmi/promotion/get-captcha',
    success: { field: 'code', equals: '0' },
    image: true,
  };
  const launch = { token: 'tok', deviceId: 'dev', influence: 'inf' };

  it('the call on the gateway base with the launch parameters and its own', () => {
    const gateway = createGateway({
      base: '/gateway',
      headers: {},
      trustedOrigins: [],
      pageOrigin: 'https://app.example',
      launch: () => launch,
    });
    const url = new URL(gateway.url(captcha, { sid: 'S1', timestamp: 1700 }));
    expect(url.origin + url.pathname).toBe('https://app.example/gateway/api/v2/youmi/promotion/get-captcha');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: 'tok',
      deviceId: 'dev',
      influence: 'inf',
      sid: 'S1',
      timestamp: '1700',
    });
  });

  it('toward an untrusted gateway origin, the tracking set only: never the token', () => {
    const gateway = createGateway({
      base: 'https://elsewhere.example/gw',
      headers: {},
      trustedOrigins: [],
      pageOrigin: 'https://app.example',
      launch: () => launch,
    });
    const url = new URL(gateway.url(captcha, { sid: 'S1', timestamp: 1 }));
    expect(Object.fromEntries(url.searchParams)).toEqual({ influence: 'inf', sid: 'S1', timestamp: '1' });
  });
});

describe('actions', () => {
  it('callUrl puts the address into state; nothing is sent', async () => {
    const { run, store, send, host } = setup();
    host.calls.getCaptcha = {
      id: 'getCaptcha',
      method: 'GET',
      effect: 'message',
      path: '/captcha',
      success: { field: 'code', equals: '0' },
    };
    await run([
      { do: 'callUrl', call: 'getCaptcha', params: { sid: 'S9', timestamp: { $logic: { now: [] } } }, into: 'saved' },
    ]);
    expect(store.get().state.saved).toMatch(/^https:\/\/app\.example\/captcha\?sid=S9&timestamp=\d+$/);
    expect(send).not.toHaveBeenCalled();
  });

  it('a background call goes out and the chain goes on at once, whatever it answers', async () => {
    let answer: (value: ReturnType<typeof reply>) => void = () => undefined;
    const { run, send, store, toast } = setup(() => new Promise((resolve) => (answer = resolve)));
    await run([
      { do: 'call', call: 'googleScore', background: true, params: { score: 5 } },
      { do: 'setState', set: { stars: 1 } },
    ]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(store.get().state.stars).toBe(1);
    answer(reply(false, '500', 'refused'));
    await Promise.resolve();
    expect(toast.get()?.text).not.toBe('refused');
  });

  it("launch: replaces the session's parameters (empty fields dropped); with a route, a full load with them", async () => {
    const session = memoryStorage();
    session.setItem('launchParams', JSON.stringify({ token: 'old', userId: 'u-old' }));
    const { run, services, leave } = setup(undefined, { session });
    await run([{ do: 'launch', params: { token: 'new', userId: '', platform: 'ios', notALaunchKey: 'x' } }]);
    expect(JSON.parse(session.getItem('launchParams')!)).toEqual({ token: 'new', platform: 'ios' });
    expect(services.launch()).toMatchObject({ token: 'new', platform: 'ios' });
    expect(leave).not.toHaveBeenCalled();

    await run(
      [{ do: 'launch', params: { token: 'new' }, route: { $read: 'event.route' }, query: { orderId: '10174' } }],
      { event: { route: 'loanDetails' } },
    );
    expect(leave).toHaveBeenCalledWith('/loanDetails?token=new&orderId=10174');
  });

  it('launch to an unknown route key says the link cannot open and stops', async () => {
    const { run, leave, store, toast } = setup();
    const finished = await run([
      { do: 'launch', params: {}, route: 'nowhere' },
      { do: 'setState', set: { stars: 5 } },
    ]);
    expect(finished).toBe(false);
    expect(leave).not.toHaveBeenCalled();
    expect(store.get().state.stars).toBe(0);
    expect(toast.get()?.text).toBe('Tautan ini tidak dapat dibuka.');
  });
});

describe('replaceLaunchParams and platformOf', () => {
  it('keeps launch keys with non-empty text only', () => {
    const storage = memoryStorage();
    expect(
      replaceLaunchParams(storage, { deviceId: 'd', gid: '', languageType: 1, evil: 'x', token: { a: 1 } }),
    ).toEqual({ deviceId: 'd', languageType: '1' });
    expect(JSON.parse(storage.getItem('launchParams')!)).toEqual({ deviceId: 'd', languageType: '1' });
  });

  it('the launch platform wins; else an iPhone, iPad or touch Mac is ios; anything else android', () => {
    expect(platformOf('android', 'iPhone')).toBe('android');
    expect(platformOf('ios', 'Linux; Android 14')).toBe('ios');
    expect(platformOf(undefined, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)')).toBe('ios');
    expect(platformOf('', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('ios');
    expect(platformOf(undefined, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe('android');
    expect(platformOf(undefined, 'Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
  });
});

describe('the build checks them', () => {
  const project = loadProject();
  const check = (page: Record<string, unknown>) =>
    checkPageDocument(project, 'schemas/pages/x.json', {
      $schema: '../page.schema.json',
      route: 'promotionRegister',
      state: { url: '' },
      ...page,
    }).map(formatProblem);

  it('a pattern that does not compile, or is not a literal', () => {
    const lines = check({
      body: [
        { type: 'text', when: { $logic: { matches: [{ var: 'state.url' }, '^(1'] } }, props: { text: 'x' } },
        {
          type: 'text',
          when: { $logic: { matches: [{ var: 'state.url' }, { var: 'state.url' }] } },
          props: { text: 'y' },
        },
      ],
    });
    expect(lines[0]).toMatch(
      /^schemas\/pages\/x\.json: \/body\/0\/when\/\$logic\/matches\/1: the pattern "\^\(1" does not compile: .*; expected a valid regular expression \(Unicode mode\)$/,
    );
    expect(lines[1]).toBe(
      'schemas/pages/x.json: /body/1/when/$logic/matches/1: the pattern of "matches" is not a literal string; expected a regular expression as a string, e.g. "^1[3-9][0-9]{9}$"',
    );
  });

  it('loading.<id> must name a data source of the page', () => {
    const lines = check({
      data: { template: { call: 'channelTemplate', params: { templateId: '1' }, optional: true } },
      body: [
        { type: 'text', when: { $logic: { '!': { var: 'loading.template' } } }, props: { text: 'x' } },
        { type: 'text', when: { $logic: { var: 'loading.sid' } }, props: { text: 'y' } },
      ],
    });
    expect(lines).toEqual([
      'schemas/pages/x.json: /body/1/when/$logic/var: "loading.sid" names no data source the page loads; expected loading.<one of: template>',
    ]);
  });

  it('a picture call used as a request or as data; callUrl of a POST; a background call with branches; a literal unknown launch route', () => {
    const lines = check({
      data: { picture: { call: 'getCaptcha', params: { sid: '1', timestamp: '1' } } },
      onLoad: [
        { do: 'call', call: 'getCaptcha', params: { sid: '1', timestamp: '1' } },
        { do: 'callUrl', call: 'getSid', into: 'nope' },
        { do: 'callUrl', call: 'register', into: 'url', params: { phone: '1', capcode: '1', sid: '1', smsCode: '1' } },
        { do: 'call', call: 'trackVisit', background: true, onSuccess: [] },
        { do: 'launch', params: {}, route: 'nowhere' },
      ],
      body: [],
    });
    expect(lines).toEqual([
      'schemas/pages/x.json: /data/picture/call: call getCaptcha is a picture the browser loads, not data; expected callUrl into page state, shown by an image',
      'schemas/pages/x.json: /onLoad/0/call: call getCaptcha is a picture the browser loads, not a request; expected callUrl into page state, shown by an image',
      'schemas/pages/x.json: /onLoad/1/into: state "nope" is not declared; expected one of: url',
      'schemas/pages/x.json: /onLoad/2/call: call register is a POST, which an address cannot carry; expected a GET call',
      'schemas/pages/x.json: /onLoad/3/background: a background call has branches, which never run; expected no onSuccess, onFailure or onCode, or background left out',
      expect.stringMatching(
        /^schemas\/pages\/x\.json: \/onLoad\/4\/route: unknown route key "nowhere"; expected one of \d+ names: home, /,
      ),
    ]);
  });
});
