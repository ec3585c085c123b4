// @vitest-environment happy-dom
/**
 * The openLink action through a fake host: where each link goes, in a native host and in a plain browser (CONTRACT §3,
 * §5).
 */
import { describe, expect, it } from 'vitest';
import { launch, query, setup } from './actionHost.ts';
import { catalogues } from './render.tsx';

const id = catalogues.id;

describe('openLink', () => {
  it('an in-app path navigates in place, without launch parameters', async () => {
    const { run, host, leave } = setup();
    await run([
      {
        do: 'openLink',
        url: { $logic: { or: [{ var: 'data.loan.h5Url' }, { var: 'deployment.links.repayPage' }] } },
        params: 'current',
      },
    ]);
    expect(host.navigate).toHaveBeenCalledWith('/repayChoose?productId=3&orderId=10174', false);
    expect(leave).not.toHaveBeenCalled();
  });

  it('a trusted origin is left for with the current parameters', async () => {
    const { run, leave } = setup();
    await run([{ do: 'openLink', url: 'https://pay.kilatdana.example/h5/repay' }]);
    const url = new URL(leave.mock.calls[0]![0]);
    expect(url.origin + url.pathname).toBe('https://pay.kilatdana.example/h5/repay');
    expect(Object.fromEntries(url.searchParams)).toEqual({ ...launch, ...query });
  });

  it('in a plain browser an untrusted origin is left for with the tracking set only', async () => {
    const { run, leave, host } = setup(undefined, { plainBrowser: true });
    await run([{ do: 'openLink', url: 'https://other.example/x', params: 'current' }]);
    expect(leave).toHaveBeenCalledWith('https://other.example/x?influence=inf', false);
    expect(host.navigate).not.toHaveBeenCalled();
  });

  it('inside a host an untrusted origin goes to the host, with the tracking set only, and is not loaded in place', async () => {
    const { run, leave, host, messages } = setup();
    await run([{ do: 'openLink', url: 'https://other.example/x', params: 'current' }]);
    expect(messages()).toEqual([{ action: 'openLink', data: { url: 'https://other.example/x?influence=inf' } }]);
    expect(leave).not.toHaveBeenCalled();
    expect(host.navigate).not.toHaveBeenCalled();
  });

  it('a scheme the deployment does not list is refused with a message, in a host or not', async () => {
    for (const plainBrowser of [false, true]) {
      const { run, leave, messages, toast } = setup(undefined, { plainBrowser });
      await run([{ do: 'openLink', url: 'intent://scan/#Intent;scheme=zxing;end' }]);
      expect(toast.get()?.text).toBe(id.errors.link);
      expect(messages()).toEqual([]);
      expect(leave).not.toHaveBeenCalled();
    }
  });

  it('a refused link shows a toast and goes nowhere', async () => {
    const { run, leave, host, messages, toast } = setup();
    await run([{ do: 'openLink', url: 'JaVaScRiPt:alert(1)' }]);
    expect(toast.get()?.text).toBe(id.errors.link);
    expect(leave).not.toHaveBeenCalled();
    expect(host.navigate).not.toHaveBeenCalled();
    expect(messages()).toEqual([]);
  });

  it('a non-web link of a scheme the deployment lists goes to the host', async () => {
    const { run, messages, leave } = setup();
    await run([{ do: 'openLink', url: 'kilatdana://product/2' }]);
    expect(messages()).toEqual([{ action: 'openLink', data: { url: 'kilatdana://product/2' } }]);
    expect(leave).not.toHaveBeenCalled();
  });

  it("a static document on the app's own origin is left for without the identifying parameters", async () => {
    const { run, leave, host } = setup();
    await run([{ do: 'openLink', url: '/demo/legal/privacy-policy.html', params: 'current' }]);
    const url = new URL(leave.mock.calls[0]![0]);
    expect(url.pathname).toBe('/demo/legal/privacy-policy.html');
    expect(Object.fromEntries(url.searchParams)).toEqual({ influence: 'inf', languageType: '1', ...query });
    expect(host.navigate).not.toHaveBeenCalled();
  });
});
