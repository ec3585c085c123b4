/**
 * The real compiled loan-details page (virtual:page/kilat/loanDetails) in the real providers and a
 * memory router, against the one demo gateway in MSW. Requests are recorded from MSW's events.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../renderer/runtime/app/App.tsx';
import { Page } from '../../renderer/runtime/page/Page.tsx';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { createGatewayState, createHandlers, paramsOf, type GatewayState } from '../../demo/gateway/index.ts';
import { SCREEN_LOAD_TIMEOUT_MS } from '../../renderer/runtime/gateway/client.ts';
import { callPath, hang } from '../fixtures/gatewayFaults.ts';
import { fakeClock } from './pageHarness.tsx';
import { makeServices } from './render.tsx';

// Each test makes several gateway round trips; leave room for a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

const TOKEN = 'tok-1';
const launch = {
  token: TOKEN,
  session: 'ses-1',
  deviceId: 'dev-1',
  languageType: '1',
  platform: 'android',
  influence: 'inf-1',
};

let state: GatewayState = createGatewayState();
const server = setupServer(...createHandlers(state, { base: '/gateway' }));
/** Every request the gateway saw, with its parameters (query and form body), in order. */
let log: { path: string; params: Record<string, string> }[] = [];
/** Requests and bridge messages together, to check their order. */
let timeline: string[] = [];
let module: PageModule;

beforeAll(async () => {
  module = (await import('virtual:page/kilat/loanDetails')) as PageModule;
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname.replace('/gateway', '');
    timeline.push(`request ${path}`);
    void paramsOf(request.clone()).then((params) => log.push({ path, params }));
  });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers(...createHandlers((state = createGatewayState()), { base: '/gateway' }));
  log = [];
  timeline = [];
  vi.useRealTimers();
  delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
});
afterAll(() => server.close());

function Location() {
  const location = useLocation();
  return <p>Moved to {location.pathname + location.search}</p>;
}

function open(orderId: string, productId: string) {
  const leave = vi.fn<(href: string) => void>();
  const services = makeServices({ language: 'id', market: 'id', launch, leave, origin: window.location.origin });
  render(
    <AppProviders services={services}>
      <MemoryRouter initialEntries={[`/loanDetails?productId=${productId}&orderId=${orderId}`]}>
        <Routes>
          <Route path="/loanDetails" element={<Page module={module} />} />
          <Route path="*" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { leave };
}

function hostChannel() {
  const postMessage = vi.fn((message: string) => void timeline.push(`bridge ${message}`));
  (window as { ReactNativeWebView?: unknown }).ReactNativeWebView = { postMessage };
  return postMessage;
}

/** vi.waitFor's own default (1 s) is tight for a gateway round trip on a busy machine. */
const SLOW = { timeout: 4000 };
const calls = (path: string) => log.filter((entry) => entry.path === path);
// The page's own buttons (the title bar's Back is the frame's, not the page's).
const buttonNames = () =>
  within(screen.getByRole('main'))
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('loan details by order status', () => {
  it('174: banner, title, rows, Repay and the delay link; the load request carries the launch parameters', async () => {
    open('10174', '3');
    expect(await screen.findByRole('heading', { level: 2, name: 'Menunggu pembayaran' })).toBeInTheDocument();
    expect(screen.getByText(/Pembayaran Anda segera jatuh tempo/)).toBeInTheDocument();
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/brands/kilat/banner-174.svg');
    const rows = screen.getByRole('region', { name: 'Detail pesanan' });
    expect(within(rows).getByText('Jumlah pinjaman')).toBeInTheDocument();
    expect(within(rows).getByText('Rp 2.000.000,00')).toBeInTheDocument();
    expect(within(rows).getByText('10174')).toBeInTheDocument();
    expect(buttonNames()).toEqual(['Bayar']);
    expect(screen.getByRole('link', { name: 'Perpanjangan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+62 21 5093 1188' })).toHaveAttribute('href', 'tel:+622150931188');
    expect(document.title).toBe('Pinjam Mudah');
    // Recommended products are in the reply but stay hidden (SPEC §4).
    expect(screen.queryByRole('region', { name: 'Rekomendasi untuk Anda' })).toBeNull();

    const [load] = calls('/v3/loan-details/loan-details');
    expect(load?.params).toEqual({ ...launch, productId: '3', orderId: '10174' });
  });

  it.each([
    ['10170', '3', 'Sudah dicairkan', ['Bayar'], false],
    ['10180', '4', 'Terlambat', ['Bayar'], true],
    ['10003', '4', 'Menunggu pelunasan', ['Bayar'], true],
    ['10021', '1', 'Sedang ditinjau', [], false],
    ['10110', '1', 'Pengajuan ditolak', [], false],
  ])(
    'order %s (product %s): "%s" with buttons %j, delay link %s',
    async (orderId, productId, heading, buttons, delay) => {
      open(orderId, productId);
      expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
      expect(buttonNames()).toEqual(buttons);
      expect(screen.queryByRole('link', { name: 'Perpanjangan' }) !== null).toBe(delay);
    },
  );

  it('21: the default banner', async () => {
    open('10021', '1');
    await screen.findByRole('heading', { level: 2, name: 'Sedang ditinjau' });
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/brands/kilat/banner-default.svg');
  });

  it("a reply without a product name: the page is titled with the brand's product name (deployments/kilat.json productName)", async () => {
    state.orders.get('10021')!.productName = '';
    open('10021', '1');
    await screen.findByRole('heading', { level: 2, name: 'Sedang ditinjau' });
    await vi.waitFor(() => expect(document.title).toBe('Kilat Dana'), SLOW);
  });

  it("151: the order's own phone number replaces the brand's", async () => {
    open('10151', '2');
    await screen.findByRole('heading', { level: 2, name: 'Sedang dicairkan' });
    expect(screen.getByRole('link', { name: '+62 21 5093 2000' })).toHaveAttribute('href', 'tel:+622150932000');
  });
});

describe('leaving for repayment', () => {
  it('Repay without h5Url opens the repay page in the app, without the launch parameters', async () => {
    open('10174', '3');
    await userEvent.click(await screen.findByRole('button', { name: 'Bayar' }));
    expect(await screen.findByText('Moved to /repayChoose?productId=3&orderId=10174')).toBeInTheDocument();
  });

  it('Repay with a trusted h5Url leaves with the current parameters', async () => {
    const { leave } = open('10180', '4');
    await userEvent.click(await screen.findByRole('button', { name: 'Bayar' }));
    const url = new URL(leave.mock.calls[0]![0]);
    expect(url.origin + url.pathname).toBe('https://pay.kilatdana.example/h5/repay');
    expect(Object.fromEntries(url.searchParams)).toEqual({ ...launch, productId: '4', orderId: '10180' });
  });

  it('the delay link opens the delay page', async () => {
    open('10005', '2');
    await userEvent.click(await screen.findByRole('link', { name: 'Perpanjangan' }));
    expect(await screen.findByText('Moved to /repayDelay?productId=2&orderId=10005')).toBeInTheDocument();
  });
});

describe('the rating dialog (isScore 1)', () => {
  it('opens by itself; Submit with no star toasts "Silakan pilih" and sends nothing', async () => {
    open('10200', '2');
    const dialog = await screen.findByRole('dialog', { name: 'Beri penilaian' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    expect(screen.getByRole('status')).toHaveTextContent('Silakan pilih');
    expect(calls('/v3/loan-details/google-score')).toEqual([]);
    expect(state.events).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Beri penilaian' })).toBeInTheDocument();
  });

  it('3 stars: the score (always 5) is sent and the thank-you dialog opens', async () => {
    open('10200', '2');
    const dialog = await screen.findByRole('dialog', { name: 'Beri penilaian' });
    await userEvent.click(within(dialog).getByRole('button', { name: '3 bintang' }));
    expect(within(dialog).getByRole('button', { name: '3 bintang', pressed: true })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '4 bintang', pressed: false })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    const thanks = await screen.findByRole('dialog', { name: 'Terima kasih!' });
    expect(screen.queryByRole('dialog', { name: 'Beri penilaian' })).toBeNull();
    expect(calls('/v3/loan-details/google-score').map((entry) => entry.params.score)).toEqual(['5']);
    expect(state.events.map((event) => [event.call, event.params.score, event.params.token])).toEqual([
      ['googleScore', '5', TOKEN],
    ]);
    await userEvent.click(within(thanks).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("a double tap on Submit answered before its second click: that click lands on the thank-you dialog's OK, which stays open", async () => {
    open('10200', '2');
    const dialog = await screen.findByRole('dialog', { name: 'Beri penilaian' });
    await userEvent.click(within(dialog).getByRole('button', { name: '2 bintang' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }), { detail: 1 });
    const thanks = await screen.findByRole('dialog', { name: 'Terima kasih!' });
    // The browser counts the clicks of a double tap: the second one has detail 2, wherever it lands.
    fireEvent.click(within(thanks).getByRole('button', { name: 'OK' }), { detail: 2 });
    expect(screen.getByRole('dialog', { name: 'Terima kasih!' })).toBeInTheDocument();
    await userEvent.click(within(thanks).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('/v3/loan-details/google-score')).toHaveLength(1);
  });

  it('5 stars: the dialog closes and the host is asked for the store rating', async () => {
    const postMessage = hostChannel();
    open('10200', '2');
    const dialog = await screen.findByRole('dialog', { name: 'Beri penilaian' });
    await userEvent.click(within(dialog).getByRole('button', { name: '5 bintang' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledWith('{"action":"goRate","data":{}}'), SLOW);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('/v3/loan-details/google-score')).toHaveLength(1);
  });

  it('Cancel closes it and forgets the stars', async () => {
    open('10004', '1');
    const dialog = await screen.findByRole('dialog', { name: 'Beri penilaian' });
    await userEvent.click(within(dialog).getByRole('button', { name: '2 bintang' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('/v3/loan-details/google-score')).toEqual([]);
  });
});

describe('Loan more', () => {
  it('sends the event with moduleId 30 and asks the host to open the product', async () => {
    state.rated.add(TOKEN);
    const postMessage = hostChannel();
    open('10200', '2');
    await userEvent.click(await screen.findByRole('button', { name: 'Pinjam lagi' }));
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledTimes(1), SLOW);
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(
      () =>
        expect(state.events).toEqual([
          { call: 'saveEvent', params: { ...launch, productId: '2', moduleId: '30', positionId: '0' } },
        ]),
      SLOW,
    );
    expect(timeline).toContain('request /service/event/save');
    expect(timeline).toContain('bridge {"action":"goProduct","data":{"productId":"2"}}');
  });

  it("does not wait for the event's reply: with event/save hanging, the host still opens the product", async () => {
    state.rated.add(TOKEN);
    const postMessage = hostChannel();
    // Tracking that never answers (SPEC §7: its result is ignored).
    server.use(http.post('*/gateway/service/event/save', () => new Promise<never>(() => undefined)));
    open('10200', '2');
    await userEvent.click(await screen.findByRole('button', { name: 'Pinjam lagi' }));
    await vi.waitFor(
      () => expect(postMessage).toHaveBeenCalledExactlyOnceWith('{"action":"goProduct","data":{"productId":"2"}}'),
      SLOW,
    );
    expect(timeline).toContain('request /service/event/save');
    // The button is free again at once: nothing holds the tap.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Pinjam lagi' })).toBeEnabled(), SLOW);
  });

  it('a double tap runs the chain once', async () => {
    state.rated.add(TOKEN);
    const postMessage = hostChannel();
    open('10004', '1');
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Pinjam lagi' }));
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalled(), SLOW);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Pinjam lagi' })).toBeEnabled(), SLOW);
    expect(state.events.map((event) => event.call)).toEqual(['saveEvent']);
    expect(postMessage).toHaveBeenCalledTimes(1);
  });

  it("a double tap's second click that lands after a fast chain finished is the same tap; a new tap runs again", async () => {
    state.rated.add(TOKEN);
    const postMessage = hostChannel();
    open('10004', '1');
    const button = await screen.findByRole('button', { name: 'Pinjam lagi' });
    fireEvent.click(button, { detail: 1 });
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledTimes(1), SLOW);
    await vi.waitFor(() => expect(button).toBeEnabled(), SLOW);
    // The browser counts the clicks of a double tap: the second one has detail 2.
    fireEvent.click(button, { detail: 2 });
    fireEvent.click(button, { detail: 1 });
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledTimes(2), SLOW);
    expect(state.events.map((event) => event.call)).toEqual(['saveEvent', 'saveEvent']);
  });
});

describe('when loading fails', () => {
  it('a 500 shows the message in Indonesian, and Retry recovers', async () => {
    server.use(
      http.post('*/gateway/v3/loan-details/loan-details', () => new HttpResponse(null, { status: 500 }), {
        once: true,
      }),
    );
    open('10174', '3');
    expect(await screen.findByRole('heading', { name: 'Halaman tidak dapat dimuat' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Server sedang bermasalah. Silakan coba lagi.');
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Menunggu pembayaran' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls('/v3/loan-details/loan-details')).toHaveLength(2);
  });

  it("a refused reply shows the server's own message", async () => {
    open('10999', '1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Pesanan tidak ditemukan');
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });

  it("a gateway that never answers: at the screen's load deadline the timeout message and Retry, each Retry on a fresh deadline, until the gateway answers (issue 41)", async () => {
    let asked = 0;
    let hanging = true;
    server.use(
      http.post(`*/gateway${callPath('loanDetails')}`, () => {
        asked += 1;
        return hanging ? hang() : undefined;
      }),
    );
    // Real time moves this clock too (fakeClock): what is checked just before the deadline keeps this much room.
    const room = 2_000;
    const timesOut = async (tries: number) => {
      // The gateway has the request (the clock is not run before it has left): from here on it does not answer.
      await vi.waitFor(() => expect(asked).toBe(tries));
      expect(screen.getByRole('progressbar')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(SCREEN_LOAD_TIMEOUT_MS - room);
      expect(screen.getByRole('progressbar')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
      await vi.advanceTimersByTimeAsync(room);
      expect(await screen.findByRole('alert')).toHaveTextContent('Server terlalu lama menjawab. Silakan coba lagi.');
      expect(screen.getByRole('heading', { name: 'Halaman tidak dapat dimuat' })).toBeInTheDocument();
      expect(screen.queryByRole('progressbar')).toBeNull();
    };
    fakeClock();
    open('10174', '3');
    await timesOut(1);
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await timesOut(2);
    hanging = false;
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Menunggu pembayaran' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(asked).toBe(3);
  });
});
