/**
 * One row of the fault matrix and how it is played (issue 12; CONTRACT §4). A row is a gateway
 * call, the screen that makes it and the borrower's step; the runner makes the call fail each way
 * it is given in turn (two neighbours of FAULTS a row, tests/fixtures/gatewayFaults.ts' faultsOfRow), retrying through
 * the screen's own way on, then holds a reply as a 10 s delay would, and lets it through to the demo gateway: the
 * screen must then complete.
 */
import type { Locator, Page } from '@playwright/test';
import type { FailureKind } from '../../renderer/runtime/gateway/errors.ts';
import { expect, test } from './cspGuard.ts';
import {
  CALLS,
  KINDS,
  createContext,
  errorKeys,
  expectBackUsable,
  expectLoadError,
  expectNoSpinner,
  loadRetry,
  takeOver,
  type Fault,
  type FaultContext,
} from './faultKit.ts';
import { uniqueToken, type MarketId } from './borrowers.ts';
import { recordGateway } from './gatewayRequests.ts';
import { installHost } from './nativeHost.ts';
import { collectPageErrors } from './pageWatchers.ts';

export interface MatrixEntry {
  /** The call (an id of schemas/calls.json) and the screen (its route key) that makes it. */
  call: string;
  route: string;
  /** The borrower's step that makes the call, in words. */
  step: string;
  /** The market (and so the language) the row runs in. */
  market: MarketId;
  /** The brand whose build shows the step (default kilat). */
  brand?: 'kilat' | 'lumen';
  /** A native host records what the page asks of it (a step whose outcome is a host message). */
  host?: boolean;
  /** The page's clock is installed before it opens (a step behind a timer). */
  clock?: boolean;
  /** The screen's address with the demo data that shows the step (demo/gateway/fixtures.ts). */
  url(ctx: FaultContext): string | Promise<string>;
  /** The call is made as the screen opens (a data source, an onLoad call): the faults are armed first. */
  onOpen?: boolean;
  /** Once the screen is up: reach the step, typing what must survive every fault. */
  prepare?(ctx: FaultContext): Promise<void>;
  /** The control whose tap makes the call in this round (ctx.round). Default: the load error's Retry. */
  control?(ctx: FaultContext): Locator;
  /** Makes the call again when that is no tap on a control (a new visit, a picked file). */
  again?(ctx: FaultContext): Promise<void>;
  /** How the failure shows. Default: the load error, with the fault's message. */
  failed?(ctx: FaultContext, kinds: readonly FailureKind[]): Promise<void>;
  /** The way back from the step, when it is not the title bar's Back (a dialog's Cancel: a modal covers the bar). */
  wayBack?(ctx: FaultContext): Locator;
  /** What the borrower typed or chose is still there. */
  kept?(ctx: FaultContext): Promise<void>;
  /** While the reply is held (Back is checked too). Default: the loading indicator. */
  waiting?(ctx: FaultContext): Promise<void>;
  /** Once the held reply arrives from the demo gateway: the screen completes. */
  done(ctx: FaultContext): Promise<void>;
}

const defaultFailed = (ctx: FaultContext, kinds: readonly FailureKind[]) => expectLoadError(ctx, errorKeys(kinds));
const defaultWaiting = (ctx: FaultContext) => expect(ctx.page.getByRole('progressbar').first()).toBeVisible();

/** Plays the row's step under each of `faults` in turn, then a held reply. */
export async function playEntry(page: Page, entry: MatrixEntry, faults: readonly Fault[]): Promise<void> {
  const errors = collectPageErrors(page);
  const requests = recordGateway(page);
  const ctx = createContext(page, entry.market, uniqueToken('fault'), requests);
  if (entry.host) await installHost(page, 'android');
  if (entry.clock) await page.clock.install();
  const call = await takeOver(page, entry.call);
  const url = await entry.url(ctx);
  // The way on after a failure: the row's control (a Retry, the step's own button), else the load error's Retry.
  const wayOn = entry.control ?? (entry.again ? undefined : loadRetry);
  const makeAgain = () => (entry.again ? entry.again(ctx) : (entry.control ?? loadRetry)(ctx).click());

  if (entry.onOpen) call.set(faults[0]!);
  await page.goto(url);
  await entry.prepare?.(ctx);
  const before = entry.onOpen ? 0 : call.requests.length;

  for (const fault of faults) {
    ctx.round += 1;
    call.set(fault);
    if (!entry.onOpen || ctx.round > 1) await makeAgain();
    await call.made(before + ctx.round);
    await test.step(`${fault}: a message in the borrower's language`, () =>
      (entry.failed ?? defaultFailed)(ctx, KINDS[fault]));
    await test.step(`${fault}: no spinner left, a way on`, async () => {
      await expectNoSpinner(page);
      if (wayOn) await expect(wayOn({ ...ctx, round: ctx.round + 1 })).toBeEnabled();
      await expectBackUsable(ctx, entry.wayBack?.(ctx));
    });
    if (entry.kept) await test.step(`${fault}: nothing typed lost`, () => entry.kept!(ctx));
  }

  // A reply taking 10 s: held (never a real wait), then let through.
  ctx.round += 1;
  call.set('hold');
  await makeAgain();
  await call.made(before + ctx.round);
  await test.step('delay: the screen waits, not stuck', async () => {
    await (entry.waiting ?? defaultWaiting)(ctx);
    await expectBackUsable(ctx, entry.wayBack?.(ctx));
  });
  const idempotent = CALLS[entry.call]!.idempotent === true;
  if (idempotent && entry.control) {
    // Another tap while the payment is on its way (on the control that started it, or on the one
    // that starts it afresh) sends nothing: the request count below says so.
    for (const round of new Set([1, ctx.round])) {
      const tap = entry.control({ ...ctx, round });
      if (await tap.isVisible()) await tap.click({ force: true });
    }
  }
  call.release();
  await test.step('delay: the screen completes', () => entry.done(ctx));
  await expectNoSpinner(page);

  expect(call.requests, `${entry.call}: one request per try`).toHaveLength(before + ctx.round);
  if (idempotent) {
    // Every try was the same attempt after a lost reply: one Idempotency-Key for all (CONTRACT §4).
    const keys = call.requests.map((request) => request.headers()['idempotency-key']);
    expect(keys[0], 'an Idempotency-Key').toMatch(/^[\w-]{16,}$/);
    expect(new Set(keys), `${entry.call}: the same key on every try`).toEqual(new Set([keys[0]]));
  }
  expect(errors, 'uncaught errors in the page').toEqual([]);
}
