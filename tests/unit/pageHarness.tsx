/**
 * Page tests on the real compiled pages: the app's providers, a memory router at the page's address
 * (any other route shows where the page moved to) and the one demo gateway in MSW, reset after each
 * test. Every request is logged with its parameters (query and form body) as the gateway saw it.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { AppProviders } from '../../renderer/runtime/app/App.tsx';
import type { PublicDeployment, Messages } from '../../renderer/contract/services.ts';
import type { Language, MarketKey } from '../../renderer/contract/language.ts';
import type { LaunchParams } from '../../renderer/contract/launch.ts';
import { Page } from '../../renderer/runtime/page/Page.tsx';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { createGatewayState, createHandlers, paramsOf, type GatewayState } from '../../demo/gateway/index.ts';
import { makeServices, memoryStorage } from './render.tsx';

export interface LoggedRequest {
  path: string;
  /** Filled in once the body was read: wait for the request before reading it. */
  params: Record<string, string>;
}

/** Starts the demo gateway for the file's tests; a fresh state (seeded complaints, no uploads) for each test. */
export function startFakeGateway() {
  let state: GatewayState = createGatewayState();
  const server = setupServer(...createHandlers(state, { base: '/gateway' }));
  const log: LoggedRequest[] = [];
  const pending: Promise<void>[] = [];

  beforeAll(() => {
    server.events.on('request:start', ({ request }) => {
      // Logged at once, so a request is never missed by a check that follows the screen.
      const entry: LoggedRequest = { path: new URL(request.url).pathname.replace('/gateway', ''), params: {} };
      log.push(entry);
      pending.push(paramsOf(request.clone()).then((params) => void Object.assign(entry.params, params)));
    });
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    state = createGatewayState();
    server.resetHandlers(...createHandlers(state, { base: '/gateway' }));
    log.length = 0;
    pending.length = 0;
    vi.useRealTimers();
    delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
  });
  afterAll(() => server.close());

  return {
    server,
    /** The gateway's memory for the running test. */
    state: () => state,
    /** The requests to one call path, their parameters read. */
    calls: async (path: string) => {
      await Promise.all(pending);
      return log.filter((entry) => entry.path === path);
    },
    paths: () => log.map((entry) => entry.path),
  };
}

function Moved() {
  const location = useLocation();
  // How the page got here (PUSH or REPLACE) is not on screen; the attribute lets a test check a replace.
  return <p data-navigation={useNavigationType()}>Moved to {location.pathname + location.search}</p>;
}

export interface OpenOptions {
  language?: Language;
  market?: MarketKey;
  launch?: LaunchParams;
  storage?: Storage;
  /** The session's store of launch parameters (default: a fresh one in memory). */
  session?: Storage;
  /** Another brand (default: the build's deployment, kilat). */
  deployment?: PublicDeployment;
  /** Where leaving the app for another site goes (default: nowhere). */
  leave?: (href: string, replace?: boolean) => void;
  /** The shared catalogue, as the app loads it (default: the whole catalogue). */
  messages?: Messages;
}

/** Renders a page module at an address such as `/complainPageNext?problemType=2`. */
export function openPage(module: PageModule, address: string, options: OpenOptions = {}) {
  const storage = options.storage ?? memoryStorage();
  const language = options.language ?? 'en';
  const services = makeServices({
    language,
    market: options.market,
    launch: options.launch,
    storage,
    session: options.session,
    origin: window.location.origin,
    deployment: options.deployment,
    leave: options.leave,
    messages: options.messages,
  });
  const path = address.split('?')[0]!;
  const result = render(
    <AppProviders services={services}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path={path} element={<Page module={module} />} />
          <Route path="*" element={<Moved />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, services, storage };
}

/** A pretend native host (React Native WebView) recording what the page asks of it. */
/**
 * A Testing Library matcher for an element whose whole text is `text`, figures and all: a block
 * keeps each amount and date in a span of its own (renderer/runtime/ui/KeepFigures.tsx), which the default
 * matcher, reading only an element's own text nodes, would not see through.
 */
export function wholeText(text: string) {
  return (_content: string, element: Element | null) =>
    element !== null &&
    element.textContent === text &&
    [...element.children].every((child) => child.textContent !== text);
}

export function nativeHost() {
  const postMessage = vi.fn<(message: string) => void>();
  (window as { ReactNativeWebView?: unknown }).ReactNativeWebView = { postMessage };
  return postMessage;
}

/** The toast (or another live region) says `text`. */
export async function expectStatus(text: string) {
  await vi.waitFor(() => expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(text), {
    timeout: 4000,
  });
}

/**
 * Types at a person's pace: each key once the field takes input again. (While the field's change
 * chain runs it is read-only; happy-dom has no window.event, so React renders the end of that at
 * default priority and a fast user-event key can land on a read-only field. Chromium does not.)
 */
/** Taps a button once it can be tapped (some wait for their page's data, as a borrower's finger would). */
export async function tapWhenEnabled(name: string | RegExp) {
  const button = await screen.findByRole('button', { name });
  await vi.waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

export async function typeInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  for (const key of text) {
    await vi.waitFor(() => expect(field).not.toHaveAttribute('readonly'));
    await userEvent.keyboard(key);
  }
}

/** Fake timers that still let the gateway, React and user-event run (a plain vi.useFakeTimers() stalls user-event). */
export function fakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
}

/**
 * The fake clock of the repayment tests: Date too (the SMS countdown reads the wall clock) and
 * intervals, still moving with real time so the gateway, React and user-event run.
 */
export function countdownClock() {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
}

/** A memory storage that also records every write (key, value), to show what never reaches it. */
export function recordingStorage(initial: Record<string, string> = {}) {
  const storage = memoryStorage(initial);
  const writes: [string, string][] = [];
  const setItem = storage.setItem.bind(storage);
  storage.setItem = (key, value) => {
    writes.push([key, String(value)]);
    setItem(key, value);
  };
  return Object.assign(storage, { writes });
}
