/**
 * The real login-failure page on the demo gateway: the products stand/targeted lists, the requests a tap sends
 * (necessity, then joint) and where the safe link rule takes the borrower.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PINJAM_MUDAH_STORE } from '../../demo/gateway/productData.ts';
import { expectStatus, nativeHost, openPage } from './pageHarness.tsx';
import { JOINT, NECESSITY, card, en, moved, names, setUpProductPages } from './productPagesSetup.ts';

const { gateway, page, reply, paramsOf } = setUpProductPages('loginFailure');

describe('login failure', () => {
  const launch = { approaches: '3', seem: 'seem-2' };
  const open = (options: Record<string, unknown> = {}) =>
    openPage(page.loginFailure!, '/loginFailure', { ...en(launch), ...options });
  const tap = async (name: string) =>
    userEvent.click(within(await screen.findByRole('article', { name })).getByRole('button'));

  it('stand/targeted with allow = approaches and the tracking set; the title, notice and products, the full one greyed', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Login failed' })).toBeInTheDocument();
    expect(document.title).toBe('Kilat Dana');
    expect(
      screen.getByText('Your application could not be completed. Try one of our partners below.'),
    ).toBeInTheDocument();
    const products = screen.getByRole('region', { name: 'Recommended for you' });
    expect(names(within(products).getAllByRole('heading', { level: 3 }))).toEqual([
      'Dana Kilat',
      'Pinjam Mudah',
      'Dana Prima',
      'Kredit Pintar',
    ]);
    expect(card('Dana Prima')).toHaveTextContent(
      '₹ 10,000 - ₹ 60,000Loan amountRate: 0.045%/dayFlexible terms for repeat borrowers.Apply',
    );
    expect(
      within(products)
        .getAllByRole('button')
        .map((button) => [button.textContent, (button as HTMLButtonElement).disabled]),
    ).toEqual([
      ['Apply', false],
      ['Apply', false],
      ['Apply', false],
      ['Full today', true],
    ]);
    expect(await paramsOf('/indah/stand/targeted', ['allow', 'approaches', 'influence', 'seem'])).toEqual([
      { allow: '3', approaches: '3', influence: 'campaign-7', seem: 'seem-2' },
    ]);
  });

  it('an enabled product: necessity (approaches = id, additionally 18, movement = index), then joint, then its page in the app', async () => {
    open();
    await tap('Dana Kilat');
    await moved('/product?productId=1');
    expect(await paramsOf(NECESSITY, ['approaches', 'additionally', 'movement'])).toEqual([
      { approaches: '1', additionally: '18', movement: '0' },
    ]);
    expect(await paramsOf(JOINT, ['allow'])).toEqual([{ allow: '1' }]);
    expect(gateway.paths().filter((path) => path === NECESSITY || path === JOINT)).toEqual([NECESSITY, JOINT]);
  });

  it("a partner's web page opens in the same window with the tracking set only, never the token", async () => {
    const leave = vi.fn();
    open({ leave });
    await tap('Dana Prima');
    await vi.waitFor(() => expect(leave).toHaveBeenCalledOnce());
    const [href, replace] = leave.mock.calls[0]!;
    const url = new URL(href as string);
    expect(url.origin + url.pathname).toBe('https://pay.kilatdana.example/partner/apply');
    expect(Object.fromEntries(url.searchParams)).toEqual({ influence: 'campaign-7', seem: 'seem-2', approaches: '3' });
    expect(replace).toBe(false);
    expect((await gateway.calls(NECESSITY))[0]?.params.movement).toBe('2');
  });

  it('a store link goes to the host as openLink', async () => {
    const host = nativeHost();
    open();
    await tap('Pinjam Mudah');
    await vi.waitFor(() =>
      expect(host).toHaveBeenCalledWith(JSON.stringify({ action: 'openLink', data: { url: PINJAM_MUDAH_STORE } })),
    );
  });

  it('a data: link from joint is refused with a toast', async () => {
    const leave = vi.fn();
    reply(JOINT, {
      interconnected: '0',
      citizenship: 'success',
      competence: { continually: 'data:text/html,<script>alert(1)</script>' },
    });
    open({ leave });
    await tap('Dana Kilat');
    await expectStatus('This link cannot be opened.');
    expect(leave).not.toHaveBeenCalled();
  });

  it('the full product does nothing', async () => {
    open();
    await tap('Kredit Pintar');
    expect([...(await gateway.calls(NECESSITY)), ...(await gateway.calls(JOINT))]).toHaveLength(0);
  });

  it('a refused joint shows citizenship as a toast, once the loading indicator is gone', async () => {
    reply(JOINT, { interconnected: '1', citizenship: 'This partner is not taking applications now', competence: null });
    open();
    await tap('Dana Kilat');
    await expectStatus('This partner is not taking applications now');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(/^Moved to/)).toBeNull();
  });

  it("a double tap's second click after a fast refusal is the same tap: one request; a new tap tries again", async () => {
    reply(JOINT, { interconnected: '1', citizenship: 'Try again later', competence: null });
    open();
    await tap('Dana Kilat');
    await expectStatus('Try again later');
    const button = within(card('Dana Kilat')).getByRole('button');
    await vi.waitFor(() => expect(button).toBeEnabled());
    // The browser counts the clicks of a double tap: the second one has detail 2.
    fireEvent.click(button, { detail: 2 });
    // A run would have made the button busy at once.
    expect(button).toBeEnabled();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(await gateway.calls(JOINT)).toHaveLength(1);
    await tap('Dana Kilat');
    await vi.waitFor(async () => expect(await gateway.calls(JOINT)).toHaveLength(2));
  });

  it('a refused load shows citizenship in the error view with Retry, which loads the screen', async () => {
    reply(
      '/indah/stand/targeted',
      { interconnected: '1', citizenship: 'Your account cannot be checked right now', competence: null },
      { once: true },
    );
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account cannot be checked right now');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Login failed' })).toBeInTheDocument();
  });
});
