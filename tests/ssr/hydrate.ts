/**
 * A server-rendered page opened as a borrower's browser opens it, with what the server sent kept aside: the markup and
 * text #root had before any script ran, whether the server rendered it or sent a screen's shell, then the hydration's
 * errors and whether the markup was kept rather than redrawn.
 */
import { expect, type Page } from '@playwright/test';

export const text = (value: string) => value.replace(/\s+/g, ' ').trim();
/** #root's text once the page's data is there (a screen's shell asks for it after hydrating). */
export async function rootText(page: Page): Promise<string> {
  await expect(page.locator('#root main [role="progressbar"]')).toHaveCount(0);
  return text(await page.locator('#root').innerText());
}

export interface Served {
  /** #root's first element as the server sent it (before any script ran). */
  markup?: Element | null;
  /** #root's text then. */
  text?: string;
  /** The server rendered the page (its data script is there), rather than sending the shell. */
  rendered?: boolean;
  /** What it rendered is a screen's shell (its data needs state or a tap): a loading indicator in the page. */
  shell?: boolean;
}

/** What a page opened by openHydrated carries from one opening to the next: its listeners, init script and route. */
interface Instrumented {
  /** The opening now: its errors, and whether its scripts are held (and until when). */
  errors: string[];
  held: Promise<void> | null;
  /** The route that holds the scripts is in (put in at the first opening that holds them). */
  holding: boolean;
}
const instrumented = new WeakMap<Page, Instrumented>();

/**
 * The page's listeners and init script, put in once for every opening of it (a page opened again keeps its renderer,
 * and with it axe and the app's scripts already compiled: a test that reuses one page pays for them once).
 */
async function instrument(page: Page): Promise<Instrumented> {
  const known = instrumented.get(page);
  if (known) return known;
  const state: Instrumented = { errors: [], held: null, holding: false };
  instrumented.set(page, state);
  // This test's own init script (below) is refused by a framed document's sandbox, as it should be; Chromium says so.
  const ownScriptRefused = (text: string) =>
    /^Blocked script execution in '.*' because the document's frame is sandboxed/.test(text);
  page.on(
    'console',
    (message) =>
      void (message.type() === 'error' && !ownScriptRefused(message.text()) && state.errors.push(message.text())),
  );
  page.on('pageerror', (error) => void state.errors.push(error.message));
  await page.addInitScript(() => {
    // What moved on screen, summed as Lighthouse's CLS sums it (no tap here, so every shift counts).
    const seen = window as { shifts?: number };
    seen.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.shifts! += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const root = document.querySelector<HTMLElement>('#root')!;
      (window as { served?: Served }).served = {
        markup: root.firstElementChild,
        text: root.innerText,
        rendered: document.getElementById('loan-pages-state') !== null,
        shell: root.querySelector('main [role="progressbar"]') !== null,
      };
    });
  });
  return state;
}

/** Holds the page's scripts while `state.held` is pending, from now on. */
async function holdScripts(page: Page, state: Instrumented): Promise<void> {
  if (state.holding) return;
  state.holding = true;
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      if (state.held) await state.held;
      await route.fallback();
    },
  );
}

/**
 * Opens the address with scripts on. The server's HTML is read once parsed, before the app's module
 * runs (readyState "interactive" comes before deferred scripts); then the hydration's errors and
 * whether the server's markup was kept (hydrated) rather than redrawn.
 *
 * `whileServed` runs on the server's HTML as a borrower has it before the script works: the page's scripts (which its
 * inline boot script asks for after the first paint) are held until it is done, then hydrate it in the same page.
 *
 * `by`: who opens the address. 'outside' (the default) as a typed address, a new tab or the native host does
 * (`Sec-Fetch-Site: none`); 'app' as the app's own page does, a link it follows or a reload of such a page
 * (`same-origin`): the only navigation the server renders with the launch cookie (CONTRACT §3).
 *
 * The same page may be opened again (a test's next step, or the next test of a worker that keeps one page): the errors
 * are this opening's.
 */
export async function openHydrated(
  page: Page,
  address: string,
  { whileServed, by = 'outside' }: { whileServed?: () => Promise<void>; by?: 'outside' | 'app' } = {},
) {
  const state = await instrument(page);
  const errors: string[] = [];
  state.errors = errors;
  let release = () => {};
  if (whileServed) await holdScripts(page, state);
  state.held = whileServed ? new Promise<void>((resolve) => (release = resolve)) : null;
  // Not until load: the held scripts keep the load event back.
  if (by === 'outside') await page.goto(address, { waitUntil: 'domcontentloaded' });
  else {
    const committed = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
    await page.evaluate((href) => void setTimeout(() => location.assign(href)), address);
    await committed;
    await page.waitForLoadState('domcontentloaded');
  }
  if (whileServed) {
    const working = () => page.evaluate(() => performance.getEntriesByName('loan-pages:interactive').length > 0);
    expect(await working(), 'the page works before its scripts came').toBe(false);
    await whileServed();
    expect(await working(), 'the page works before its scripts came').toBe(false);
    release();
    state.held = null;
  }
  await page.waitForFunction(() => performance.getEntriesByName('loan-pages:interactive').length === 1);
  const served = await page.evaluate(() => {
    const { markup, ...rest } = (window as { served?: Served }).served ?? {};
    return { ...rest, kept: markup?.isConnected === true };
  });
  const shifted = () => page.evaluate(() => (window as { shifts?: number }).shifts ?? 0);
  return { errors, served: { ...served, text: text(served.text ?? '') }, shifted };
}

/**
 * Whether every word of the server's text is in the page's, in order (what onLoad adds after, a dialog or a choice, may
 * come between).
 */
export function inOrder(served: string, shown: string): boolean {
  let at = 0;
  for (const word of served.split(' ')) {
    const found = shown.indexOf(word, at);
    if (found < 0) return false;
    at = found + word.length;
  }
  return true;
}
