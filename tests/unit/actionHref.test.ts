// @vitest-environment happy-dom
/**
 * The address an action list goes to by itself (renderer/runtime/actions/actionHref.ts): a real link the server writes,
 * so a tap works before the script (issue 33). Only where the first step only goes somewhere, by the same link rule the
 * action follows, and never with the visit's identity in it.
 */
import { describe, expect, it } from 'vitest';
import { actionHref, prefetchHref } from '../../renderer/runtime/actions/actionHref.ts';
import type { Action } from '../../renderer/contract/page/types.ts';
import type { LaunchParams } from '../../renderer/contract/launch.ts';
import { tpl } from './actionHost.ts';
import { makeServices } from './render.tsx';

const launch: LaunchParams = {
  token: 'tok-123',
  session: 'ses-9',
  userId: 'u-7',
  deviceId: 'dev-1',
  influence: 'inf',
  languageType: '1',
  appVersion: '3.2',
};
const services = makeServices({ launch, origin: 'https://loans.example' });
const query = { productId: '3', orderId: '10174' };
const scope = {
  query,
  launch,
  data: { loan: { h5Url: '' } },
  deployment: services.deployment,
  item: { orderId: '10180', productId: '4' },
};
const href = (actions: Action[], at: Record<string, unknown> = scope) => actionHref(actions, at, services);

describe('the address an action list goes to by itself', () => {
  it("loan details' Repay: the deployment's repay page with the order's query, without a launch parameter", () => {
    const repay: Action[] = [
      {
        do: 'openLink',
        url: { $logic: { or: [{ var: 'data.loan.h5Url' }, { var: 'deployment.links.repayPage' }] } },
        params: 'current',
      },
    ];
    expect(href(repay)).toBe('/repayChoose?productId=3&orderId=10174');
  });

  it('a route with its query (the repayment chooser, an order of the list), encoded; empty values left out', () => {
    expect(
      href([
        {
          do: 'navigate',
          route: 'repay',
          query: { productId: tpl('{{query.productId}}'), orderId: tpl('{{query.orderId}}') },
        },
      ]),
    ).toBe('/repay?productId=3&orderId=10174');
    expect(
      href([
        {
          do: 'navigate',
          route: 'loanDetails',
          query: { productId: tpl('{{item.productId}}'), orderId: tpl('{{item.orderId}}'), note: 'a b&c', none: '' },
        },
      ]),
    ).toBe('/loanDetails?productId=4&orderId=10180&note=a+b%26c');
    expect(href([{ do: 'navigate', route: 'about' }])).toBe('/About');
  });

  it('only the first step counts, and only when it goes somewhere', () => {
    expect(
      href([
        { do: 'navigate', route: 'repay' },
        { do: 'toast', text: 'x' },
      ]),
    ).toBe('/repay');
    expect(
      href([
        { do: 'call', call: 'googleScore' },
        { do: 'navigate', route: 'repay' },
      ]),
    ).toBeUndefined();
    expect(href([{ do: 'openDialog', dialog: 'rating' }])).toBeUndefined();
    expect(href([])).toBeUndefined();
    expect(href(undefined as unknown as Action[])).toBeUndefined();
  });

  it('none for a step that replaces the history entry, a route the deployment lacks, or one that reads the tap', () => {
    expect(href([{ do: 'navigate', route: 'home', replace: true }])).toBeUndefined();
    expect(href([{ do: 'openLink', url: '/repayChoose', replace: true }])).toBeUndefined();
    expect(href([{ do: 'navigate', route: 'noSuchRoute' as 'home' }])).toBeUndefined();
    expect(href([{ do: 'openLink', url: { $read: 'event.url' }, params: 'none' }])).toBeUndefined();
    expect(href([{ do: 'navigate', route: 'complaintForm', query: { type: tpl('{{event.value}}') } }])).toBeUndefined();
  });

  it('none for a refused link (javascript:, data:, a user name in the address, an unlisted scheme)', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JaVa\tScRiPt:alert(1)',
      'data:text/html,<p>x',
      'https://pay.kilatdana.example@evil.example/x',
      'intent://scan',
      '',
    ]) {
      expect(href([{ do: 'openLink', url, params: 'none' }]), url).toBeUndefined();
    }
  });

  it('none for what goes to the native host: a listed scheme, or a web page of an unlisted origin (in a host it opens outside)', () => {
    expect(href([{ do: 'openLink', url: 'tel:+622150931188' }])).toBeUndefined();
    expect(href([{ do: 'openLink', url: 'kilatdana://product/2' }])).toBeUndefined();
    expect(href([{ do: 'openLink', url: 'https://other.example/x', params: 'tracking' }])).toBeUndefined();
  });

  it("a partner lender's page loads in place in a host too: a link, with the tracking set only", () => {
    expect(href([{ do: 'openLink', url: 'https://apply.danaprima.example/apply', params: 'current' }])).toBe(
      'https://apply.danaprima.example/apply?influence=inf',
    );
  });

  it('none where the address would carry a secret: a trusted page with the current parameters (the token in its query)', () => {
    expect(
      href([{ do: 'openLink', url: 'https://pay.kilatdana.example/h5/repay', params: 'current' }]),
    ).toBeUndefined();
    // With the tracking set only, a trusted page has nothing secret: a link.
    expect(href([{ do: 'openLink', url: 'https://pay.kilatdana.example/h5/repay', params: 'tracking' }])).toBe(
      'https://pay.kilatdana.example/h5/repay?influence=inf',
    );
  });

  it('none where a step puts an identifying launch value in the address under any name, in the query, hash or path', () => {
    expect(href([{ do: 'navigate', route: 'repay', query: { t: tpl('{{launch.token}}') } }])).toBeUndefined();
    expect(href([{ do: 'navigate', route: 'repay', query: { session: 'x' } }])).toBeUndefined();
    expect(href([{ do: 'openLink', url: tpl('/repayChoose#u={{launch.userId}}'), params: 'none' }])).toBeUndefined();
    expect(
      href([{ do: 'openLink', url: tpl('https://apply.danaprima.example/d/{{launch.deviceId}}'), params: 'none' }]),
    ).toBeUndefined();
  });

  it("a static file of the app's own origin: its path, relative (the server's origin is not the browser's), without identifying parameters", () => {
    expect(href([{ do: 'openLink', url: '/demo/legal/privacy-policy.html', params: 'none' }])).toBe(
      '/demo/legal/privacy-policy.html',
    );
    const withCurrent = new URL(
      href([{ do: 'openLink', url: '/demo/legal/privacy-policy.html', params: 'current' }])!,
      'https://loans.example',
    );
    expect(withCurrent.pathname).toBe('/demo/legal/privacy-policy.html');
    expect(Object.fromEntries(withCurrent.searchParams)).toEqual({
      appVersion: '3.2',
      influence: 'inf',
      languageType: '1',
      ...query,
    });
  });

  it('is the same whatever the page holds of the launch: no launch parameter ever reaches an app route', () => {
    const bare = makeServices({ origin: 'https://loans.example' });
    const repay: Action[] = [{ do: 'openLink', url: '/repayChoose', params: 'current' }];
    expect(actionHref(repay, { ...scope, launch: {} }, bare)).toBe(href(repay));
  });
});

describe("the screen asked for before the tap (a step's prefetch, issue 42)", () => {
  const ahead = (actions: Action[]) => prefetchHref(actions, scope, services);

  it("is the address of the list's link, when its first step asks for it and goes to one of the app's screens", () => {
    expect(ahead([{ do: 'openLink', url: '/repayChoose', params: 'current', prefetch: true }])).toBe(
      '/repayChoose?productId=3&orderId=10174',
    );
    expect(
      ahead([{ do: 'navigate', route: 'repay', query: { orderId: tpl('{{query.orderId}}') }, prefetch: true }]),
    ).toBe('/repay?orderId=10174');
  });

  it('is nothing unasked, for a page of the origin that is not a screen, for the web, or where the list has no address', () => {
    expect(ahead([{ do: 'openLink', url: '/repayChoose', params: 'current' }])).toBeUndefined();
    expect(ahead([{ do: 'navigate', route: 'repay', prefetch: false }])).toBeUndefined();
    expect(
      ahead([{ do: 'openLink', url: '/demo/legal/privacy-policy.html', params: 'none', prefetch: true }]),
    ).toBeUndefined();
    expect(
      ahead([{ do: 'openLink', url: 'https://apply.danaprima.example/', params: 'none', prefetch: true }]),
    ).toBeUndefined();
    expect(ahead([{ do: 'navigate', route: 'repay', replace: true, prefetch: true }])).toBeUndefined();
    expect(ahead([{ do: 'navigate', route: 'repay', query: { session: 'x' }, prefetch: true }])).toBeUndefined();
    expect(
      ahead([
        { do: 'toast', text: 'x' },
        { do: 'navigate', route: 'repay', prefetch: true },
      ]),
    ).toBeUndefined();
  });
});
