/**
 * The built Storybook catalogue (storybook-static/) as the browser checks see it: its stories from
 * index.json, and one story opened in iframe.html the way Storybook's own test runner does, with
 * what went wrong in it (Storybook's error display, an empty render, a page still loading).
 */
import { readFileSync } from 'node:fs';
import { test as base, type ConsoleMessage, type Page } from '@playwright/test';

export const CATALOGUE = process.env.STORYBOOK_DIR ?? 'storybook-static';

/**
 * The clock the catalogue's pages run on (the demo data's dates are fixed; "now" is too), so renders and screenshots
 * repeat.
 */
export const NOW = new Date('2026-11-20T10:00:00+05:30');

/**
 * Tests with one page per worker (`catalogue`, Storybook's highlight overlay off: withoutHighlight): stories are
 * switched inside it (renderStory). With `frozenClock` (the screenshots), the page's clock is installed at NOW. (Not
 * for the render check: Playwright's clock runs a script in every frame, which a sandboxed document frame reports as
 * a console error.)
 */
export const test = base.extend<object, { catalogue: Page; frozenClock: boolean }>({
  frozenClock: [false, { scope: 'worker', option: true }],
  catalogue: [
    async ({ browser, frozenClock }, use) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await withoutHighlight(page);
      if (frozenClock) await page.clock.install({ time: NOW });
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  importPath: string;
  tags?: string[];
}

/** Every story of the built catalogue (docs pages left out). */
export function catalogueStories(): StoryEntry[] {
  let index: { entries: Record<string, StoryEntry & { type: string }> };
  try {
    index = JSON.parse(readFileSync(`${CATALOGUE}/index.json`, 'utf8'));
  } catch {
    throw new Error(`${CATALOGUE}/index.json is missing: build the catalogue first (npm run build-storybook)`);
  }
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/** Toolbar choices (stories/runtime.tsx globalTypes) as Storybook's `globals` query: `deployment:lumen;market:id`. */
export type Globals = Partial<Record<'deployment' | 'market' | 'language' | 'titleBar' | 'variant', string>>;

export function storyAddress(id: string, globals: Globals = {}): string {
  // a11y.manual: the accessibility panel's axe run after each story is left to the Storybook UI.
  const pairs = [...Object.entries(globals).map(([key, value]) => `${key}:${value}`), 'a11y.manual:!true'];
  return `iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=${pairs.join(';')}`;
}

/**
 * A console message that is no error of the story's: the browser reporting a gateway reply the story's fault made fail
 * on purpose.
 */
function expectedNoise(text: string, url: string): boolean {
  return text.startsWith('Failed to load resource') && new URL(url, 'http://x').pathname.startsWith('/gateway/');
}

/** What the browser says from now on: console errors and uncaught exceptions (stop() detaches). */
export function collectErrors(page: Page): { errors: string[]; stop: () => void } {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' && !expectedNoise(message.text(), message.location().url))
      errors.push(`console.error: ${message.text()}`);
  };
  const onPageError = (error: Error) => errors.push(`uncaught: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    errors,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}

/**
 * What a story shows on purpose that would otherwise fail the render check, declared in its
 * parameters: `renderCheck: { loading: true }` (a page left waiting for a held reply),
 * `{ empty: true }` (a block given nothing shows nothing), `{ failedLoads: true }` (a broken
 * picture address: the browser's "Failed to load resource" is the point).
 */
export interface RenderCheck {
  loading?: boolean;
  empty?: boolean;
  failedLoads?: boolean;
}

export interface Rendered {
  /** Storybook's error display (a story that threw, a loader or play function that failed), with its message. */
  errorDisplay: string | null;
  /** The story's root holds nothing a person would see. */
  empty: boolean;
  /** The page runtime's loading indicator is still up. */
  stillLoading: boolean;
  /** What the story says it shows on purpose. */
  onPurpose: RenderCheck;
}

/** The page a worker renders stories in, and the toolbar choice it was opened with. */
const opened = new WeakMap<Page, string>();

/**
 * Storybook's highlight overlay (FEATURES.highlight: the accessibility panel's "highlight results" in the catalogue
 * UI) rescans the computed style of every element of the page on each change in a story's DOM, a third of the
 * catalogue's CPU in these tests, which never highlight anything. Switched off here, by Storybook's own flag in the
 * iframe.html the tests are served (the built catalogue keeps it); nothing of a story's render depends on it. The
 * built catalogue's file is read from disk, with no request: Playwright's route.fetch keeps its connection as long as
 * the worker, and sirv's server closes one idle for 5 s, which a request can meet as it closes ("socket hang up").
 */
export async function withoutHighlight(page: Page): Promise<void> {
  const highlightOff = (html: string) => html.replace('"highlight":true', '"highlight":false');
  const built = process.env.STORYBOOK_URL ? undefined : highlightOff(readFileSync(`${CATALOGUE}/iframe.html`, 'utf8'));
  await page.route(/\/iframe\.html(\?|$)/, async (route) => {
    if (built !== undefined) return route.fulfill({ contentType: 'text/html; charset=utf-8', body: built });
    const response = await route.fetch();
    await route.fulfill({ response, body: highlightOff(await response.text()) });
  });
}

/**
 * Renders a story in `page` and waits until Storybook has finished with it (loaders, render, play
 * function: the preview's render phase "finished", or its error display), then until the page's
 * own loading indicator is gone (a page story fetches its data after rendering) or `settle` ms
 * have passed. The preview is loaded once per page and toolbar choice; later stories are switched
 * to through Storybook's channel, as its test runner does (the same loaders, decorators and
 * per-story reset as a fresh load, without parsing the catalogue's code again), after the
 * browser's storage is cleared (a draft saved by one story is not another's). The switch, the waits
 * and the findings are one call into the page. A story Storybook has not finished within 30 s throws
 * (and the next story loads the preview afresh).
 */
export async function renderStory(
  page: Page,
  id: string,
  globals: Globals = {},
  { settle = 10_000, fresh = false } = {},
): Promise<Rendered> {
  const toolbar = JSON.stringify(globals);
  const load = fresh || opened.get(page) !== toolbar;
  if (load) {
    await page.goto(storyAddress(id, globals));
    opened.set(page, toolbar);
  }
  const rendered = await page.evaluate(inPage, { storyId: id, switchTo: !load, settle, finishWithin: 30_000 });
  if ('unfinished' in rendered) {
    opened.delete(page);
    throw new Error(`${id}: Storybook had not finished rendering it after 30 s (render phase ${rendered.unfinished})`);
  }
  return rendered;
}

/** renderStory's part in the page (serialised by Playwright: self-contained). */
async function inPage({
  storyId,
  switchTo,
  settle,
  finishWithin,
}: {
  storyId: string;
  switchTo: boolean;
  settle: number;
  finishWithin: number;
}): Promise<Rendered | { unfinished: string }> {
  interface PreviewWindow {
    __STORYBOOK_PREVIEW__?: {
      currentRender?: { id?: string; phase?: string; story?: { parameters?: Record<string, unknown> } };
    };
    __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
  }
  const preview = window as unknown as PreviewWindow;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  // Asked every 5 ms: at 50 a worker sat idle about 25 ms a wait, two waits a story, some 900 stories a run.
  const poll = () => sleep(5);
  const shown = document.body.classList;
  const failed = () => shown.contains('sb-show-errordisplay') || shown.contains('sb-show-nopreview');
  if (switchTo) {
    localStorage.clear();
    sessionStorage.clear();
    window.scrollTo(0, 0);
    preview.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }
  // Loaders, render and play function done, or Storybook's error display.
  for (const until = Date.now() + finishWithin; ; await poll()) {
    const render = preview.__STORYBOOK_PREVIEW__?.currentRender;
    if (render?.id === storyId && (render.phase === 'finished' || failed())) break;
    if (Date.now() > until) return { unfinished: render?.id === storyId ? String(render.phase) : 'none' };
  }
  const onPurpose = (preview.__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters?.renderCheck ?? {}) as RenderCheck;
  const root = document.querySelector<HTMLElement>('#storybook-root');
  const loading = () => !!root?.querySelector('[role="progressbar"]');
  // A page story fetches its data after rendering: its loading indicator goes, unless the story holds it on purpose.
  if (!onPurpose.loading) for (const until = Date.now() + settle; loading() && Date.now() < until;) await poll();
  const errorDisplay = failed()
    ? [document.querySelector('#error-message'), document.querySelector('#error-stack')]
        .map((node) => (node as HTMLElement | null)?.innerText.trim() ?? '')
        .filter(Boolean)
        .join('\n') || 'Storybook shows its error display'
    : null;
  // Something a person sees: text, or a picture, frame or control that takes room.
  const seen =
    !!root &&
    (root.innerText.trim() !== '' ||
      [...root.querySelectorAll('img, svg, iframe, canvas, input, button')].some(
        (node) => node.getBoundingClientRect().width > 0,
      ));
  return { errorDisplay, empty: !seen, stillLoading: loading(), onPurpose };
}
