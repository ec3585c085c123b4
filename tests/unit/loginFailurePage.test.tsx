/**
 * The real login-failure page on the demo gateway: the products stand/targeted lists, the requests a tap sends
 * (necessity, then joint) and where the safe link rule takes the borrower.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PINJAM_MUDAH_STORE } from '../../demo/gateway/productData.ts';
import { expectStatus, nativeHost, openPage } from './pageHarness.tsx';
import { BAD_LINKS, JOINT, NECESSITY, at, card, en, id, moved, names, setUpProductPages } from './productPagesSetup.ts';

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
    expect(card('Dana Kilat')).toHaveTextContent(
      '₹ 2,000 - ₹ 40,000Loan amountRate: 0.05%/dayMoney in your account within 2 hours.Apply',
    );
    // The brand's login-failure banner.
    expect(within(screen.getByRole('main')).getAllByRole('presentation')[0]).toHaveAttribute(
      'src',
      '/brands/kilat/banner-110.svg',
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
    // Both carry the tracking set of the launch.
    for (const call of [NECESSITY, JOINT])
      expect(await paramsOf(call, ['influence', 'seem'])).toEqual([{ influence: 'campaign-7', seem: 'seem-2' }]);
  });

  it('Indonesian: the server words in Indonesian, the title still the app name', async () => {
    openPage(page.loginFailure!, '/loginFailure', id());
    expect(await screen.findByRole('heading', { level: 2, name: 'Gagal masuk' })).toBeInTheDocument();
    expect(
      screen.getByText('Pengajuan Anda tidak dapat diselesaikan. Coba salah satu mitra kami di bawah ini.'),
    ).toBeInTheDocument();
    expect(document.title).toBe('Kilat Dana');
    expect(within(card('Dana Kilat')).getByRole('button', { name: 'Ajukan' })).toBeEnabled();
    expect(within(card('Dana Kilat')).getByText('Bunga: 0,05%/hari')).toBeInTheDocument();
    expect(within(card('Kredit Pintar')).getByRole('button', { name: 'Penuh hari ini' })).toBeDisabled();
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
    expect(await paramsOf(NECESSITY, ['approaches', 'additionally', 'movement'])).toEqual([
      { approaches: '3', additionally: '18', movement: '1' },
    ]);
    expect(await paramsOf(JOINT, ['allow'])).toEqual([{ allow: '3' }]);
  });

  it('an untrusted web link gets the tracking set only, never the token', async () => {
    const leave = vi.fn();
    reply(JOINT, {
      interconnected: '0',
      citizenship: 'success',
      competence: { continually: 'https://elsewhere.example/offer?ref=lf' },
    });
    open({ leave });
    await tap('Dana Kilat');
    await vi.waitFor(() => expect(leave).toHaveBeenCalledOnce());
    const url = new URL(leave.mock.calls[0]![0] as string);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ref: 'lf',
      influence: 'campaign-7',
      seem: 'seem-2',
      approaches: '3',
    });
  });

  it('a double tap records one necessity and one joint, and opens the link once', async () => {
    const host = nativeHost();
    open();
    await userEvent.dblClick(within(await screen.findByRole('article', { name: 'Pinjam Mudah' })).getByRole('button'));
    await vi.waitFor(() => expect(host).toHaveBeenCalledOnce());
    expect(await gateway.calls(NECESSITY)).toHaveLength(1);
    expect(await gateway.calls(JOINT)).toHaveLength(1);
  });

  it.each(BAD_LINKS)('a %s link from joint is refused with a toast: nothing opens', async (_what, link) => {
    const leave = vi.fn();
    const host = nativeHost();
    reply(JOINT, { interconnected: '0', citizenship: 'success', competence: { continually: link } });
    open({ leave });
    await tap('Dana Kilat');
    await expectStatus('This link cannot be opened.');
    expect(leave).not.toHaveBeenCalled();
    expect(host).not.toHaveBeenCalled();
    expect(screen.queryByText(/^Moved to/)).toBeNull();
  });

  it('the full product does nothing', async () => {
    open();
    await tap('Kredit Pintar');
    expect([...(await gateway.calls(NECESSITY)), ...(await gateway.calls(JOINT))]).toHaveLength(0);
  });

  it("a refused joint shows 'loading...' while it runs, then citizenship as a toast once the indicator is gone", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    gateway.server.use(
      http.post(at(JOINT), async () => {
        await held;
        return HttpResponse.json({
          interconnected: '1',
          citizenship: 'This partner is not taking applications now',
          competence: null,
        });
      }),
    );
    open();
    await tap('Dana Kilat');
    expect(await screen.findByRole('progressbar', { name: 'loading...' })).toBeInTheDocument();
    expect(screen.queryByText('This partner is not taking applications now')).toBeNull();
    release();
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

  it('a load lost on the network says so in Indonesian with Retry, which loads the screen', async () => {
    gateway.server.use(http.post(at('/indah/stand/targeted'), () => HttpResponse.error(), { once: true }));
    openPage(page.loginFailure!, '/loginFailure', id());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tidak ada koneksi. Periksa jaringan Anda dan coba lagi.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Halaman tidak dapat dimuat' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Gagal masuk' })).toBeInTheDocument();
  });

  it('joint failing with HTTP 500 says so; tapping again opens the product', async () => {
    gateway.server.use(http.post(at(JOINT), () => new HttpResponse(null, { status: 500 }), { once: true }));
    open();
    await tap('Dana Kilat');
    await expectStatus('The server had a problem. Please try again.');
    await vi.waitFor(() => expect(within(card('Dana Kilat')).getByRole('button')).toBeEnabled());
    await tap('Dana Kilat');
    await moved('/product?productId=1');
  });
});
