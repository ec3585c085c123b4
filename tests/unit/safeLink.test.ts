// @vitest-environment node
/** The safe link rule (CONTRACT §3, SPEC §5): who gets which parameters, and what is refused. */
import { describe, expect, it } from 'vitest';
import { IDENTIFYING_KEYS, LAUNCH_KEYS, TRACKING_KEYS, type LaunchParams } from '../../renderer/contract/launch.ts';
import { appPath, decideLink, type LinkContext } from '../../renderer/runtime/links/safeLink.ts';

const launch: LaunchParams = Object.fromEntries(LAUNCH_KEYS.map((key) => [key, `${key}-v`]));
const ctx: LinkContext = {
  pageOrigin: 'http://localhost:3000',
  appPaths: ['/', '/repayChoose', '/loanDetails', '/product'],
  trustedOrigins: ['https://pay.kilatdana.example'],
  partnerOrigins: ['https://apply.partner.example'],
  hostSchemes: ['tel:', 'mailto:', 'market:', 'kilatdana:'],
  inHost: false,
  launch,
  pageQuery: { productId: '3', orderId: '10174' },
};

function webHref(raw: string, params: 'current' | 'tracking' | 'none'): URL {
  const decision = decideLink(raw, params, ctx);
  if (decision.kind !== 'web') throw new Error(`expected a web link, got ${JSON.stringify(decision)}`);
  return new URL(decision.href);
}
const keysOf = (url: URL) => [...url.searchParams.keys()].sort();

describe("'current' parameters", () => {
  it('same origin (relative path) gets every launch parameter and the page query', () => {
    const url = webHref('/repayChoose', 'current');
    expect(url.origin).toBe(ctx.pageOrigin);
    expect(url.pathname).toBe('/repayChoose');
    for (const key of LAUNCH_KEYS) expect(url.searchParams.get(key), key).toBe(launch[key]);
    expect(url.searchParams.get('productId')).toBe('3');
    expect(url.searchParams.get('orderId')).toBe('10174');
    expect(decideLink('/repayChoose', 'current', ctx)).toMatchObject({ kind: 'web', sameOrigin: true, appRoute: true });
  });

  it('another path of the same origin (a static document) gets them without the identifying ones', () => {
    for (const raw of [
      '/demo/legal/privacy-policy.html',
      'http://localhost:3000/brands/kilat/offer.html#top',
      '/repayChoose/extra',
      '/gateway/v3/x',
    ]) {
      const url = webHref(raw, 'current');
      for (const key of IDENTIFYING_KEYS) expect(url.searchParams.has(key), `${raw} ${key}`).toBe(false);
      for (const key of LAUNCH_KEYS.filter((name) => !(IDENTIFYING_KEYS as readonly string[]).includes(name)))
        expect(url.searchParams.get(key), `${raw} ${key}`).toBe(launch[key]);
      expect(url.searchParams.get('orderId')).toBe('10174');
      expect(decideLink(raw, 'current', ctx)).toMatchObject({ kind: 'web', sameOrigin: true, appRoute: false });
    }
  });

  it('a trusted origin gets the same full set', () => {
    const url = webHref('https://pay.kilatdana.example/h5/repay', 'current');
    expect(url.searchParams.get('token')).toBe('token-v');
    expect(url.searchParams.get('session')).toBe('session-v');
    expect(url.searchParams.get('orderId')).toBe('10174');
    expect(decideLink('https://pay.kilatdana.example/h5/repay', 'current', ctx)).toMatchObject({
      sameOrigin: false,
      appRoute: false,
    });
  });

  it('an untrusted origin gets only the tracking set, never token or session', () => {
    const url = webHref('https://evil.example/landing', 'current');
    expect(keysOf(url)).toEqual([...TRACKING_KEYS].sort());
    expect(url.searchParams.has('token')).toBe(false);
    expect(url.searchParams.has('session')).toBe(false);
    expect(url.searchParams.has('orderId')).toBe(false);
  });

  it('a look-alike of a trusted origin is not trusted', () => {
    for (const raw of [
      'http://pay.kilatdana.example/x',
      'https://pay.kilatdana.example.evil.example/x',
      'https://pay.kilatdana.example:8443/x',
    ]) {
      expect(webHref(raw, 'current').searchParams.has('token'), raw).toBe(false);
    }
  });

  it('keeps the values a link already has', () => {
    const url = webHref('https://pay.kilatdana.example/h5?orderId=999&from=app', 'current');
    expect(url.searchParams.getAll('orderId')).toEqual(['999']);
    expect(url.searchParams.get('from')).toBe('app');
    expect(url.searchParams.get('token')).toBe('token-v');
  });
});

describe("'tracking' and 'none'", () => {
  it("'tracking' gives the tracking set even to the page's own origin", () => {
    expect(keysOf(webHref('/product?productId=2', 'tracking'))).toEqual([...TRACKING_KEYS, 'productId'].sort());
    expect(keysOf(webHref('https://pay.kilatdana.example/x', 'tracking'))).toEqual([...TRACKING_KEYS].sort());
    expect(keysOf(webHref('https://evil.example/x', 'tracking'))).toEqual([...TRACKING_KEYS].sort());
  });

  it("'none' adds nothing", () => {
    expect(webHref('https://evil.example/x?a=1', 'none').search).toBe('?a=1');
  });
});

describe('refused links', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:http://localhost:3000/abc',
    'file:///etc/passwd',
  ])('%j', (raw) => {
    expect(decideLink(raw, 'current', ctx)).toMatchObject({ kind: 'refused', reason: 'unsafe-scheme' });
  });

  it('refuses empty and unparseable links', () => {
    expect(decideLink('', 'current', ctx)).toMatchObject({ kind: 'refused', reason: 'empty' });
    expect(decideLink('   ', 'current', ctx)).toMatchObject({ kind: 'refused', reason: 'empty' });
    expect(decideLink(undefined, 'current', ctx)).toMatchObject({ kind: 'refused', reason: 'empty' });
    expect(decideLink(42, 'current', ctx)).toMatchObject({ kind: 'refused', reason: 'empty' });
    expect(decideLink('http://[::1', 'current', ctx)).toMatchObject({ kind: 'refused', reason: 'unparseable' });
    expect(decideLink('https://exa mple.com/', 'current', ctx)).toMatchObject({
      kind: 'refused',
      reason: 'unparseable',
    });
  });
});

describe('non-web links go to the host, untouched, only when the deployment lists their scheme', () => {
  it.each([
    ['tel:+6221509311', 'tel:+6221509311'],
    ['mailto:care@kilatdana.example', 'mailto:care@kilatdana.example'],
    ['KilatDana://product/2', 'kilatdana://product/2'],
    ['market://details?id=com.example.app', 'market://details?id=com.example.app'],
  ])('%s', (raw, url) => {
    expect(decideLink(raw, 'current', ctx)).toEqual({ kind: 'host', url });
    expect(decideLink(raw, 'current', { ...ctx, inHost: true })).toEqual({ kind: 'host', url });
  });

  it.each([
    'intent://scan/#Intent;scheme=zxing;end',
    'sms:+6221509311',
    'otherapp://steal?x=1',
    'facetime:+6221509311',
  ])('refuses %s, listed nowhere', (raw) => {
    expect(decideLink(raw, 'current', { ...ctx, inHost: true })).toEqual({
      kind: 'refused',
      reason: 'unlisted-scheme',
    });
    expect(decideLink(raw, 'current', ctx)).toEqual({ kind: 'refused', reason: 'unlisted-scheme' });
  });

  it('an intent: link goes to the host once the deployment lists intent:', () => {
    const raw = 'intent://scan/#Intent;scheme=zxing;end';
    expect(decideLink(raw, 'current', { ...ctx, inHost: true, hostSchemes: [...ctx.hostSchemes, 'intent:'] })).toEqual({
      kind: 'host',
      url: raw,
    });
  });

  it('a listed scheme never unlocks javascript: or data:', () => {
    const loose = { ...ctx, hostSchemes: ['javascript:', 'data:'] };
    expect(decideLink('javascript:alert(1)', 'current', loose)).toMatchObject({
      kind: 'refused',
      reason: 'unsafe-scheme',
    });
    expect(decideLink('data:text/html,x', 'current', loose)).toMatchObject({
      kind: 'refused',
      reason: 'unsafe-scheme',
    });
  });
});

describe('a user name or password in a web link', () => {
  it.each([
    'https://a@b.example/',
    'https://pay.kilatdana.example@evil.example/x',
    'https://user:pass@pay.kilatdana.example/x',
    'http://localhost:3000@evil.example/',
    '//a@evil.example/',
  ])('refuses %s', (raw) => {
    expect(decideLink(raw, 'current', ctx)).toEqual({ kind: 'refused', reason: 'credentials' });
    expect(decideLink(raw, 'current', { ...ctx, inHost: true })).toEqual({ kind: 'refused', reason: 'credentials' });
  });
});

describe('inside a native host (CONTRACT §5)', () => {
  const host = { ...ctx, inHost: true };

  it("the app's own pages and trusted origins load in place, with the full set", () => {
    expect(decideLink('/repayChoose', 'current', host)).toMatchObject({ kind: 'web', sameOrigin: true });
    const trusted = decideLink('https://pay.kilatdana.example/h5/repay', 'current', host);
    expect(trusted).toMatchObject({ kind: 'web', sameOrigin: false });
    expect(trusted.kind === 'web' && new URL(trusted.href).searchParams.get('token')).toBe('token-v');
  });

  it("a partner lender's page loads in place with the tracking set only", () => {
    const partner = decideLink('https://apply.partner.example/form?ref=kd', 'current', host);
    expect(partner).toMatchObject({ kind: 'web', sameOrigin: false });
    const url = new URL(partner.kind === 'web' ? partner.href : '');
    expect(keysOf(url)).toEqual([...TRACKING_KEYS, 'ref'].sort());
  });

  it.each([
    'https://evil.example/landing',
    'http://localhost:3001/x',
    'https://apply.partner.example.evil.example/',
    'https://pay.kilatdana.example:8443/',
  ])('%s goes to the host to open outside the WebView, with the tracking set only', (raw) => {
    const decision = decideLink(raw, 'current', host);
    expect(decision.kind).toBe('host');
    const url = new URL(decision.kind === 'host' ? decision.url : '');
    expect(url.origin + url.pathname).toBe(new URL(raw).origin + new URL(raw).pathname);
    expect(keysOf(url)).toEqual([...TRACKING_KEYS].sort());
  });

  it("'none' hands the host the link as it is", () => {
    expect(decideLink('https://evil.example/x?a=1', 'none', host)).toEqual({
      kind: 'host',
      url: 'https://evil.example/x?a=1',
    });
  });

  it('in a plain browser the same links load in the window', () => {
    expect(decideLink('https://evil.example/landing', 'current', ctx)).toMatchObject({
      kind: 'web',
      sameOrigin: false,
    });
    expect(decideLink('https://apply.partner.example/form', 'current', ctx)).toMatchObject({
      kind: 'web',
      sameOrigin: false,
    });
  });
});

describe('appPath (a query value that may only lead back inside the app)', () => {
  it.each(['/aboutUs', '/loanDetails?productId=1&orderId=10174', '/aboutUs#why', '/'])('keeps the path %s', (path) => {
    expect(appPath(path)).toBe(path);
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash a browser reads as //', '/\\evil.example'],
    ['a tab the URL parser drops', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a script link', 'javascript:alert(1)'],
    ['a relative path', 'aboutUs'],
    ['nothing', undefined],
    ['a number', 42],
  ])('refuses %s', (_what, value) => {
    expect(appPath(value)).toBe('');
  });
});
