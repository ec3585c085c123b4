// @vitest-environment happy-dom
/**
 * The server's page loader (renderer/server/pageLoader.ts): the template's script and the route's
 * chunks are fetched once the first frame is out, not before; a tap on a control before hydration
 * is kept (its default held back) and replayed by the client once the page works (renderer/browser/earlyTaps.ts).
 */
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TAP_MARK, EARLY_TAPS } from '../../renderer/contract/earlyTaps.ts';
import { replayEarlyTap, takeEarlyTap } from '../../renderer/browser/earlyTaps.ts';
import { pageLoaderScript, takeScripts } from '../../renderer/server/pageLoader.ts';

const TEMPLATE = `<head>
    <title>Kilat Dana</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
  </head>`;

function runLoader(script: string) {
  // The script is the page's own inline <script>: run as the browser would, in this window (happy-dom runs no inline
  // script).
  // eslint-disable-next-line no-restricted-syntax -- the loader is text the server writes, not a page schema
  new Function(script)();
}

/** What the loader put in <head> for the browser to fetch (happy-dom itself fetches no script). */
let appended: Element[] = [];
const fetched = () => ({
  scripts: appended
    .filter((el): el is HTMLScriptElement => el instanceof HTMLScriptElement && el.type === 'module')
    .map((el) => el.getAttribute('src')),
  preloads: appended
    .filter((el): el is HTMLLinkElement => el instanceof HTMLLinkElement && el.rel === 'modulepreload')
    .map((el) => el.getAttribute('href')),
  prefetch: appended
    .filter((el): el is HTMLLinkElement => el instanceof HTMLLinkElement && el.rel === 'prefetch')
    .map((el) => el.getAttribute('href')),
});

describe('the server page loader', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    // A frame every 16 ms, on the fake clock.
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => Number(setTimeout(() => frame(0), 16)));
    appended = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation(
      <T extends Node>(node: T) => (appended.push(node as unknown as Element), node),
    );
    document.body.innerHTML =
      '<form><button type="submit">Repay</button></form><a href="/help"><span role="link">Help</span></a><p>Order number</p><button type="button">Pay</button><div role="button" aria-disabled="true">Confirm</div>';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    // Each test's loader stops listening, as hydration would stop it.
    takeEarlyTap(window);
    delete (window as unknown as Record<string, unknown>)[EARLY_TAPS];
  });

  it("takes the template's module scripts and modulepreloads out of its head", () => {
    const { template, entries, preloads } = takeScripts(TEMPLATE);
    expect(entries).toEqual(['/assets/index-abc.js']);
    expect(preloads).toEqual(['/assets/vendor-1.js']);
    expect(template).not.toMatch(/<script|modulepreload/);
    expect(template).toContain('<title>Kilat Dana</title>');
  });

  it('fetches the script and the chunks once the first frame is out, not before', () => {
    runLoader(pageLoaderScript(['/assets/index-abc.js'], ['/assets/vendor-1.js', '/assets/loanDetails-1.js']));
    expect(fetched()).toEqual({ scripts: [], preloads: [], prefetch: [] });
    vi.advanceTimersByTime(15);
    expect(fetched()).toEqual({ scripts: [], preloads: [], prefetch: [] });
    // The frame, then the task after its paint (a 0 ms timeout, 1 ms on this clock).
    vi.advanceTimersByTime(2);
    expect(fetched()).toEqual({
      scripts: ['/assets/index-abc.js'],
      preloads: ['/assets/vendor-1.js', '/assets/loanDetails-1.js'],
      prefetch: [],
    });
    expect((appended[0] as HTMLScriptElement).crossOrigin).toBe('');
    // Once only, whatever fires next.
    vi.advanceTimersByTime(1000);
    expect(fetched().scripts).toHaveLength(1);
  });

  it('asks for the screens the page names ahead of a tap at the same moment, first, and not before', () => {
    runLoader(pageLoaderScript(['/assets/index-abc.js'], [], ['/repayChoose?productId=3&orderId=10174']));
    vi.advanceTimersByTime(15);
    expect(fetched().prefetch).toEqual([]);
    vi.advanceTimersByTime(2);
    expect(fetched().prefetch).toEqual(['/repayChoose?productId=3&orderId=10174']);
    expect(appended[0]).toBeInstanceOf(HTMLLinkElement);
    vi.advanceTimersByTime(1000);
    expect(fetched().prefetch).toHaveLength(1);
  });

  it('fetches them anyway when no frame comes (a WebView not yet shown)', () => {
    runLoader(pageLoaderScript(['/assets/index-abc.js'], []));
    vi.advanceTimersByTime(250);
    expect(fetched().scripts).toEqual(['/assets/index-abc.js']);
  });

  it('keeps the last tap on a control before hydration, holding back its default, and the client replays it once', () => {
    runLoader(pageLoaderScript([], []));
    const button = document.querySelector('button')!;
    // Whether each tap's default (submitting the form) went ahead.
    const defaults: boolean[] = [];
    button.addEventListener('click', (event) => {
      defaults.push(!event.defaultPrevented);
      event.preventDefault();
    });
    button.click();
    button.click();
    expect(defaults).toEqual([false, false]);

    const taken = takeEarlyTap(window);
    expect(taken).toBe(button);
    // Taken: the loader no longer holds taps back (React has them from here).
    button.click();
    replayEarlyTap(taken);
    expect(defaults).toEqual([false, false, true, true]);
    expect(takeEarlyTap(window)).toBeNull();
  });

  it('lets a link with an address go by itself, and keeps nothing for a tap on text', () => {
    runLoader(pageLoaderScript([], []));
    const link = document.querySelector('[role="link"]') as HTMLElement;
    const navigated = vi.fn((event: Event) => {
      expect(event.defaultPrevented).toBe(false);
      event.preventDefault();
    });
    document.querySelector('a')!.addEventListener('click', navigated);
    link.click();
    document.querySelector('p')!.click();
    expect(navigated).toHaveBeenCalledTimes(1);
    expect(takeEarlyTap(window)).toBeNull();
  });

  it('marks the kept control pressed and busy at once, and the client takes the mark off as it makes the tap', () => {
    runLoader(pageLoaderScript([], []));
    const pay = screen.getByRole('button', { name: 'Pay' });
    const made = vi.fn();
    pay.addEventListener('click', () => made(pay.hasAttribute(EARLY_TAP_MARK)));
    pay.click();
    made.mockClear();
    // Synchronously, in the tap's own task: the next frame shows it.
    expect(pay).toHaveAttribute(EARLY_TAP_MARK);
    expect(pay).toHaveAttribute('aria-busy', 'true');
    replayEarlyTap(takeEarlyTap(window));
    expect(made).toHaveBeenCalledWith(false);
    expect(pay).not.toHaveAttribute(EARLY_TAP_MARK);
    expect(pay).not.toHaveAttribute('aria-busy');
  });

  it('never two: a payment tapped twice before the script is made once, and a later tap elsewhere moves the mark', () => {
    runLoader(pageLoaderScript([], []));
    const pay = screen.getByRole('button', { name: 'Pay' });
    const repay = screen.getByRole('button', { name: 'Repay' });
    const payments = vi.fn();
    pay.addEventListener('click', payments);
    pay.click();
    pay.click();
    expect(payments).toHaveBeenCalledTimes(2);
    payments.mockClear();
    const taken = takeEarlyTap(window);
    replayEarlyTap(taken);
    replayEarlyTap(taken);
    expect(payments, 'made once').toHaveBeenCalledTimes(1);

    // Pay, then Repay: the last tap is the one made; only it shows as taken.
    delete (window as unknown as Record<string, unknown>)[EARLY_TAPS];
    runLoader(pageLoaderScript([], []));
    repay.addEventListener('click', (event) => event.preventDefault());
    pay.click();
    repay.click();
    expect(pay).not.toHaveAttribute(EARLY_TAP_MARK);
    expect(pay).not.toHaveAttribute('aria-busy');
    expect(repay).toHaveAttribute(EARLY_TAP_MARK);
    expect(takeEarlyTap(window)).toBe(repay);
  });

  it('keeps nothing, and marks nothing, for a control that says it cannot be used', () => {
    runLoader(pageLoaderScript([], []));
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    confirm.click();
    expect(confirm).not.toHaveAttribute(EARLY_TAP_MARK);
    expect(takeEarlyTap(window)).toBeNull();
  });

  it('drops a tap whose control is gone or disabled by the time the page works, and takes its mark off', () => {
    const button = document.querySelector('button')!;
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    button.setAttribute(EARLY_TAP_MARK, '');
    button.setAttribute('aria-busy', 'true');
    button.disabled = true;
    replayEarlyTap(button);
    expect(button).not.toHaveAttribute(EARLY_TAP_MARK);
    expect(button).not.toHaveAttribute('aria-busy');
    const detached = document.createElement('button');
    detached.setAttribute(EARLY_TAP_MARK, '');
    detached.addEventListener('click', clicked);
    replayEarlyTap(detached);
    replayEarlyTap(null);
    expect(clicked).not.toHaveBeenCalled();
  });
});
