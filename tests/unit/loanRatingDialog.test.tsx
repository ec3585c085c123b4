/**
 * The loan-details rating dialog on an order with isScore '1' (SPEC §4, §7, §8), on the real page
 * (virtual:page/kilat/loanDetails) and the demo gateway: the stars, Cancel, the backdrop, the toast's 2 s, the
 * score (always 5) and what follows it, a failed send, and a borrower who has rated. tests/unit/loanDetailsPage
 * .test.tsx has 'Silakan pilih', 3 stars and the thanks, the double tap, 5 stars with a host, and Cancel in
 * Indonesian; focus on opening and after Escape is in tests/e2e/rating.spec.ts.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, delay, http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { fakeClock, nativeHost, openPage, startFakeGateway, type OpenOptions } from './pageHarness.tsx';

vi.setConfig({ testTimeout: 20_000 });

const gateway = startFakeGateway();
let details: PageModule;
beforeAll(async () => {
  details = (await import('virtual:page/kilat/loanDetails')) as PageModule;
});

const SCORE = '/v3/loan-details/google-score';
const TOKEN = 'tok-rating';
const EN: OpenOptions = { launch: { token: TOKEN } };
const ID: OpenOptions = { language: 'id', market: 'id', launch: { token: TOKEN, languageType: '1' } };
const star = (lang: 'en' | 'id', n: number) => (lang === 'id' ? `${n} bintang` : n === 1 ? '1 star' : `${n} stars`);

async function openRating(orderId: string, productId: string, options: OpenOptions = EN) {
  const view = openPage(details, `/loanDetails?productId=${productId}&orderId=${orderId}`, options);
  const dialog = await screen.findByRole('dialog', {
    name: options.language === 'id' ? 'Beri penilaian' : 'Rate your experience',
  });
  return { ...view, dialog };
}

/** Stars 1 to `filled` are pressed, the rest not. */
function expectPressed(dialog: HTMLElement, lang: 'en' | 'id', filled: number) {
  for (let n = 1; n <= 5; n += 1)
    expect(within(dialog).getByRole('button', { name: star(lang, n) })).toHaveAttribute(
      'aria-pressed',
      String(n <= filled),
    );
}

describe('the loan rating dialog: choosing', () => {
  it('opens by itself, described, with no star chosen', async () => {
    const { dialog } = await openRating('10200', '2');
    expect(dialog).toHaveAccessibleDescription('How would you rate our service?');
    expectPressed(dialog, 'en', 0);
  });

  it('tapping star n presses stars 1 to n', async () => {
    const { dialog } = await openRating('10004', '1', ID);
    for (const n of [3, 1, 5, 2, 4]) {
      await userEvent.click(within(dialog).getByRole('button', { name: star('id', n) }));
      expectPressed(dialog, 'id', n);
    }
  });

  it('Cancel closes it without sending, and the next visit asks again with no star chosen', async () => {
    const first = await openRating('10200', '2');
    await userEvent.click(within(first.dialog).getByRole('button', { name: '4 stars' }));
    expectPressed(first.dialog, 'en', 4);
    await userEvent.click(within(first.dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Loan more' })).toBeInTheDocument();
    expect(await gateway.calls(SCORE)).toEqual([]);
    first.unmount();

    const again = await openRating('10200', '2', { ...EN, storage: first.storage });
    expectPressed(again.dialog, 'en', 0);
  });

  it('a tap outside (on the backdrop) closes it without sending', async () => {
    const { dialog } = await openRating('10004', '1');
    await userEvent.click(within(dialog).getByRole('button', { name: '5 stars' }));
    await userEvent.click(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await gateway.calls(SCORE)).toEqual([]);
  });

  it("the 'Silakan pilih' toast goes away after the shared helper's 2 s", async () => {
    fakeClock();
    const { dialog } = await openRating('10004', '1', ID);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Silakan pilih');
    // Real time also moves this clock: a margin short of 2 s, then past it.
    await vi.advanceTimersByTimeAsync(1_500);
    expect(toast).toHaveTextContent('Silakan pilih');
    await vi.advanceTimersByTimeAsync(600);
    await vi.waitFor(() => expect(toast).toHaveTextContent(''));
  });
});

describe('the loan rating dialog: sending', () => {
  it('3 stars sends score 5 with the token, then thanks; OK closes it; the borrower is not asked again', async () => {
    const first = await openRating('10200', '2');
    await userEvent.click(within(first.dialog).getByRole('button', { name: '3 stars' }));
    await userEvent.click(within(first.dialog).getByRole('button', { name: 'Submit' }));
    const thanks = await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(screen.queryByRole('dialog', { name: 'Rate your experience' })).toBeNull();
    expect((await gateway.calls(SCORE)).map((call) => [call.params.score, call.params.token])).toEqual([['5', TOKEN]]);
    await userEvent.click(within(thanks).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    openPage(details, '/loanDetails?productId=2&orderId=10200', { ...EN, storage: first.storage });
    expect(await screen.findByRole('heading', { level: 2, name: 'Repaid' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([4, 5])('%i stars: the host is asked for the store rating only once the score is answered', async (n) => {
    const host = nativeHost();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    gateway.server.use(
      http.post(`*/gateway${SCORE}`, async () => {
        await held;
        // Then the demo gateway answers.
        return undefined;
      }),
    );
    const { dialog } = await openRating('10004', '1');
    await userEvent.click(within(dialog).getByRole('button', { name: star('en', n) }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await vi.waitFor(async () => expect(await gateway.calls(SCORE)).toHaveLength(1));
    expect((await gateway.calls(SCORE))[0]!.params.score).toBe('5');
    await delay(100);
    expect(host).not.toHaveBeenCalled();

    release();
    await vi.waitFor(() => expect(host).toHaveBeenCalledWith('{"action":"goRate","data":{}}'));
    expect(host).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('5 stars with no host closes the dialog and the page stays', async () => {
    const { dialog } = await openRating('10200', '2', ID);
    await userEvent.click(within(dialog).getByRole('button', { name: '5 bintang' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 2, name: 'Lunas' })).toBeInTheDocument();
  });

  it('a failed send keeps the dialog and says why', async () => {
    gateway.server.use(http.post(`*/gateway${SCORE}`, () => new HttpResponse('down', { status: 500 })));
    const { dialog } = await openRating('10200', '2');
    await userEvent.click(within(dialog).getByRole('button', { name: '2 stars' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('The server had a problem. Please try again.'),
    );
    expect(screen.getByRole('dialog', { name: 'Rate your experience' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Thank you!' })).toBeNull();
  });
});
