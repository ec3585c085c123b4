/**
 * The real customer service page (virtual:page/kilat/customerService) on the demo gateway (SPEC §2, §7
 * contact-kf-info overall=30; CONTRACT §4): the telephone and e-mail from the server as tel: and mailto: links
 * built only from what a number or an address may hold, the market's phone (and e-mail) when the server gives
 * none or the call fails (with a note and Retry, never an error screen), and no number while the call is out.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { SCREEN_LOAD_TIMEOUT_MS } from '../../renderer/runtime/gateway/client.ts';
import { hang } from '../fixtures/gatewayFaults.ts';
import { fakeClock, openPage, startFakeGateway, type OpenOptions } from './pageHarness.tsx';

vi.setConfig({ testTimeout: 20_000 });

const gateway = startFakeGateway();
let service: PageModule;
beforeAll(async () => {
  service = (await import('virtual:page/kilat/customerService')) as PageModule;
});

const CONTACT = '/v3/personal-center/contact-kf-info';
/** deployments/kilat.json: the brand's e-mail; each market's own phone. */
const KILAT_EMAIL = 'care@kilatdana.example';
const MARKET = {
  in: { phone: '+91 22 4890 3100', tel: 'tel:+912248903100', options: {} as OpenOptions },
  id: {
    phone: '+62 21 5093 1188',
    tel: 'tel:+622150931188',
    options: { language: 'id', market: 'id', launch: { languageType: '1' } } as OpenOptions,
  },
} as const;
const FALLBACK = {
  in: 'We could not load the latest contact details. You can still reach us here:',
  id: 'Kontak terbaru tidak dapat dimuat. Anda tetap dapat menghubungi kami di sini:',
};

function contactReply(data: Record<string, unknown>) {
  gateway.server.use(http.post(`*/gateway${CONTACT}`, () => HttpResponse.json({ code: '00', message: 'ok', data })));
}

async function open(market: 'in' | 'id' = 'in') {
  const view = openPage(service, '/customerService', MARKET[market].options);
  await screen.findByRole('heading', { level: 1, name: market === 'in' ? 'Customer service' : 'Layanan pelanggan' });
  return view;
}

const link = (name: string) => screen.findByRole('link', { name });

describe('customer service: the server’s contacts', () => {
  it.each([
    ['in', 'Telephone', 'E-mail'],
    ['id', 'Telepon', 'E-mail'],
  ] as const)(
    'asks contact-kf-info with overall 30 and shows its phone and e-mail as dialer and mail links (%s)',
    async (market, phoneLabel, emailLabel) => {
      await open(market);
      expect(await link('+62 811 1234 5678')).toHaveAttribute('href', 'tel:+6281112345678');
      expect(screen.getByRole('link', { name: KILAT_EMAIL })).toHaveAttribute('href', `mailto:${KILAT_EMAIL}`);
      const paragraphOf = (name: string) => screen.getByRole('link', { name }).closest('p');
      expect(paragraphOf('+62 811 1234 5678')).toHaveTextContent(phoneLabel);
      expect(paragraphOf(KILAT_EMAIL)).toHaveTextContent(emailLabel);
      expect((await gateway.calls(CONTACT)).map((call) => call.params.overall)).toEqual(['30']);
    },
  );

  it("the server's own values are used, reduced to what a number or address may hold", async () => {
    contactReply({ email: 'help@server.example', smWa: '+62 (812) 555-0101 ext' });
    await open();
    expect(await link('+62 (812) 555-0101 ext')).toHaveAttribute('href', 'tel:+628125550101');
    expect(screen.getByRole('link', { name: 'help@server.example' })).toHaveAttribute(
      'href',
      'mailto:help@server.example',
    );
    // The server's two, then the grievance officer's two (from the deployment).
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });

  it('values that are no number or address are shown as text, never as links', async () => {
    contactReply({ email: 'x@y.example?bcc=all@corp.example', smWa: 'javascript:alert(1)' });
    await open();
    const main = screen.getByRole('main');
    await vi.waitFor(() => expect(main).toHaveTextContent('javascript:alert(1)'));
    expect(main).toHaveTextContent('x@y.example?bcc=all@corp.example');
    // Only the grievance officer's links remain: they come from the deployment, not from the server.
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(
      within(screen.getByRole('region', { name: 'Grievance redressal officer' })).getAllByRole('link'),
    ).toHaveLength(2);
  });

  it.each([
    ['an empty smWa', { email: 'help@server.example', smWa: '' }],
    ['no smWa at all', { email: 'help@server.example' }],
  ])("with %s the market's phone is shown", async (_what, data) => {
    contactReply(data);
    await open();
    expect(await link(MARKET.in.phone)).toHaveAttribute('href', MARKET.in.tel);
    expect(screen.getByRole('link', { name: 'help@server.example' })).toHaveAttribute(
      'href',
      'mailto:help@server.example',
    );
  });

  it.each(['in', 'id'] as const)(
    "with neither from the server, the market's own phone and the e-mail: never another market's number (%s)",
    async (market) => {
      contactReply({ email: null, smWa: null });
      await open(market);
      expect(await link(MARKET[market].phone)).toHaveAttribute('href', MARKET[market].tel);
      expect(screen.getByRole('link', { name: KILAT_EMAIL })).toHaveAttribute('href', `mailto:${KILAT_EMAIL}`);
      expect(screen.getByRole('main')).not.toHaveTextContent(MARKET[market === 'in' ? 'id' : 'in'].phone);
    },
  );
});

describe('customer service: a failed load', () => {
  it.each([
    ['HTTP 500', 'id', () => new HttpResponse('down', { status: 500 })],
    ['no connection', 'in', () => HttpResponse.error()],
    [
      'a refusal',
      'in',
      () => HttpResponse.json({ code: '01', message: 'Service is closed for maintenance.', data: null }),
    ],
  ] as const)(
    "(%s) is no error screen: the market's phone and e-mail with a note; Retry then shows the server's",
    async (_what, market, reply) => {
      let failures = 0;
      let failing = true;
      gateway.server.use(
        // Fails while `failing`; then the demo gateway answers.
        http.post(`*/gateway${CONTACT}`, () => {
          if (!failing) return undefined;
          failures += 1;
          return reply();
        }),
      );
      await open(market);
      expect(await screen.findByText(FALLBACK[market])).toBeInTheDocument();
      expect(screen.getByRole('link', { name: MARKET[market].phone })).toHaveAttribute('href', MARKET[market].tel);
      expect(screen.getByRole('link', { name: KILAT_EMAIL })).toHaveAttribute('href', `mailto:${KILAT_EMAIL}`);
      expect(
        screen.queryByRole('heading', {
          name: market === 'in' ? 'Could not load this page' : 'Halaman tidak dapat dimuat',
        }),
      ).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByRole('progressbar')).toBeNull();
      expect(failures).toBe(1);

      failing = false;
      await userEvent.click(screen.getByRole('button', { name: market === 'in' ? 'Retry' : 'Coba lagi' }));
      expect(await link('+62 811 1234 5678')).toHaveAttribute('href', 'tel:+6281112345678');
      expect(screen.queryByText(FALLBACK[market])).toBeNull();
      expect(screen.queryByRole('link', { name: MARKET[market].phone })).toBeNull();
    },
  );

  it("while contact-kf-info is on its way no number shows (none changes under a finger); then the server's", async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    gateway.server.use(
      http.post(`*/gateway${CONTACT}`, async () => {
        await answered;
        return HttpResponse.json({
          code: '00',
          message: 'ok',
          data: { email: 'help@server.example', smWa: '+62 812 555 0101' },
        });
      }),
    );
    await open();
    await vi.waitFor(async () => expect(await gateway.calls(CONTACT)).toHaveLength(1));
    // Only the grievance officer's two links (from the deployment) while the call is out.
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByText(FALLBACK.in)).toBeNull();
    answer();
    expect(await link('+62 812 555 0101')).toHaveAttribute('href', 'tel:+628125550101');
    expect(screen.queryByRole('link', { name: MARKET.in.phone })).toBeNull();
  });

  it("a contact-kf-info that never answers is a failed load at the screen's deadline: the market's phone with the note, no error screen; Retry shows the server's (issue 41)", async () => {
    let asked = 0;
    let hanging = true;
    gateway.server.use(
      http.post(`*/gateway${CONTACT}`, () => {
        asked += 1;
        return hanging ? hang() : undefined;
      }),
    );
    // Real time moves this clock too (fakeClock): what is checked just before the deadline keeps this much room.
    const room = 2_000;
    fakeClock();
    await open();
    await vi.waitFor(() => expect(asked).toBe(1));
    await vi.advanceTimersByTimeAsync(SCREEN_LOAD_TIMEOUT_MS - room);
    expect(screen.queryByText(FALLBACK.in)).toBeNull();
    await vi.advanceTimersByTimeAsync(room);
    expect(await screen.findByText(FALLBACK.in)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MARKET.in.phone })).toHaveAttribute('href', MARKET.in.tel);
    expect(screen.queryByRole('heading', { name: 'Could not load this page' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    hanging = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await link('+62 811 1234 5678')).toHaveAttribute('href', 'tel:+6281112345678');
    expect(screen.queryByText(FALLBACK.in)).toBeNull();
  });
});
