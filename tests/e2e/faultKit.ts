/**
 * The fault matrix's kit (issue 12; CONTRACT §4): the faults a gateway call meets, a hand on one
 * call of schemas/calls.json that answers it with each in turn (through Playwright's routing, so no
 * real wait), the catalogue's words in the visit's language, and the checks every screen owes the
 * borrower: a message in their language, a way on, no spinner left, nothing typed lost.
 */
import type { Locator, Page, Request, Route } from '@playwright/test';
import en from '../../renderer/runtime/i18n/catalogues/en.json' with { type: 'json' };
import id from '../../renderer/runtime/i18n/catalogues/id.json' with { type: 'json' };
import type { FailureKind } from '../../renderer/runtime/gateway/errors.ts';
import { callPath, type Fault, wrongShape } from '../fixtures/gatewayFaults.ts';
import { translate } from '../../renderer/runtime/i18n/translate.ts';
import { expect } from './cspGuard.ts';
import type { MarketId } from './borrowers.ts';

export { CALLS, FAULTS, KINDS, type Fault } from '../fixtures/gatewayFaults.ts';

/** The path a call is asked at (both shipped deployments name the gateway base /gateway). */
export function gatewayPath(callId: string): string {
  return `/gateway${callPath(callId)}`;
}

function answer(route: Route, fault: Fault, callId: string): Promise<void> {
  switch (fault) {
    case 'abort':
      return route.abort('failed');
    case 'timeout':
      return route.abort('timedout');
    case 'status':
      return route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' });
    case 'notJson':
      return route.fulfill({ status: 200, contentType: 'application/json', body: '<html>oops' });
    case 'wrongShape':
      return route.fulfill({ status: 200, json: wrongShape(callId) });
  }
}

/** 'pass' sends the call on to the demo gateway; 'hold' keeps it (a reply taking 10 s) until release. */
export type Mode = Fault | 'hold' | 'pass';

export interface CallUnderTest {
  /** Every request made to the call, in order. */
  readonly requests: Request[];
  /** How the next requests are answered. */
  set(mode: Mode): void;
  /** The held requests go on to the demo gateway. */
  release(): void;
  /** Waits until the call has been made `count` times in all. */
  made(count: number): Promise<void>;
}

export async function takeOver(page: Page, callId: string): Promise<CallUnderTest> {
  const path = gatewayPath(callId);
  const requests: Request[] = [];
  let mode: Mode = 'pass';
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      requests.push(route.request());
      const now = mode;
      if (now === 'pass') return route.fallback();
      if (now === 'hold') {
        await held;
        // The page may have moved on meanwhile: nothing is left to answer then.
        return route.fallback().catch(() => undefined);
      }
      return answer(route, now, callId);
    },
  );
  return {
    requests,
    set: (next) => void (mode = next),
    release: () => release(),
    made: (count) =>
      expect.poll(() => requests.length, { message: `${callId} made ${count} times` }).toBeGreaterThanOrEqual(count),
  };
}

const CATALOGUES = { en, id } as const;
type Lang = keyof typeof CATALOGUES;
export const langOf = (market: MarketId): Lang => (market === 'id' ? 'id' : 'en');

function lookUp(lang: Lang, key: string): string {
  const text = translate(CATALOGUES[lang], key);
  // translate shows an unknown key as itself: here that is a mistake in the matrix.
  if (text === key) throw new Error(`no message ${key} in the ${lang} catalogue`);
  return text;
}

/** Messages SPEC §8 quotes verbatim, the same in every language ('error': the card list's network failure). */
const VERBATIM = new Set(['payWay.networkError']);

/** What one matrix test knows: its page, market and borrower, and how the screen has been driven. */
export interface FaultContext {
  page: Page;
  market: MarketId;
  /** A new borrower (token) for this test. */
  token: string;
  /** The catalogue's words in the visit's language. */
  t(key: string): string;
  /**
   * A failure message in the visit's language, as an exact pattern over the keys given; in the
   * Indonesian market each must differ from the English one (nothing left untranslated).
   */
  said(keys: readonly string[]): RegExp;
  /** How many times the call under test has been made by the step: 1 the first time, then each retry. */
  round: number;
  /** How many requests another call has had so far (the step going on, the order asked). */
  made(callId: string): number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function createContext(page: Page, market: MarketId, token: string, requests: Request[]): FaultContext {
  const lang = langOf(market);
  return {
    page,
    market,
    token,
    round: 0,
    t: (key) => lookUp(lang, key),
    said(keys) {
      for (const key of keys) {
        if (lang === 'id' && !VERBATIM.has(key))
          expect(lookUp('id', key), `${key} in Indonesian`).not.toBe(lookUp('en', key));
      }
      return new RegExp(`^(?:${keys.map((key) => escape(lookUp(lang, key))).join('|')})$`);
    },
    made: (callId) => requests.filter((request) => new URL(request.url()).pathname === gatewayPath(callId)).length,
  };
}

/** The catalogue keys of the messages for these failure kinds. */
export const errorKeys = (kinds: readonly FailureKind[]) => kinds.map((kind) => `errors.${kind}`);

/** The title bar's Back (CONTRACT §6). */
export function back(ctx: FaultContext): Locator {
  return ctx.page.getByRole('banner').getByRole('button', { name: ctx.t('titleBar.back'), exact: true });
}

/** The way back can be tapped now (visible, enabled, nothing over it): the screen is not stuck. */
export async function expectBackUsable(ctx: FaultContext, way: Locator = back(ctx)): Promise<void> {
  await expect(way).toBeEnabled();
  await way.click({ trial: true, timeout: 5_000 });
}

export async function expectNoSpinner(page: Page): Promise<void> {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** The toast (or another live region) saying one of `keys`. */
export function toastSaying(ctx: FaultContext, keys: readonly string[]): Locator {
  return ctx.page.getByRole('status').filter({ hasText: ctx.said(keys) });
}

/** A screen that could not load (renderer/runtime/ui/LoadError.tsx): its heading, why, Retry. */
export async function expectLoadError(ctx: FaultContext, keys: readonly string[]): Promise<void> {
  await expect(ctx.page.getByRole('heading', { level: 2, name: ctx.t('errors.loadTitle') })).toBeVisible();
  await expect(ctx.page.getByRole('main').getByRole('alert')).toHaveText(ctx.said(keys));
}

export function loadRetry(ctx: FaultContext): Locator {
  return ctx.page.getByRole('main').getByRole('button', { name: ctx.t('common.retry'), exact: true });
}

/** The toast with the fault's message (SPEC §8: a failure the page has no branch for toasts why). */
export async function toasted(ctx: FaultContext, kinds: readonly FailureKind[]): Promise<void> {
  await expect(toastSaying(ctx, errorKeys(kinds))).toBeVisible();
}

/** `path?query&token=<this test's borrower>`, in the row's market (languageType=1 for Indonesian). */
export function at(ctx: FaultContext, path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams({ ...query, token: ctx.token });
  if (ctx.market === 'id') search.set('languageType', '1');
  return `${path}?${search}`;
}
