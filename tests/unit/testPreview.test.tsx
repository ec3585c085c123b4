/**
 * The developer test page (virtual:page/kilat/testPreview) on the page runtime: the device fields
 * start from the session's launch parameters and Save replaces them; every route key and every
 * demo scenario leaves for `<path>?<launch params>&<query>` (a full load, as a native shell opens a
 * screen); the feature switch leaves the page out of a deployment's build.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import deployment from 'virtual:deployment';
import { pages } from 'virtual:pages';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders, AppRoutes } from '../../renderer/runtime/app/App.tsx';
import { ROUTE_KEYS } from '../../renderer/contract/routeTable.ts';
import { loadProject } from '../../renderer/toolchain/project/project.ts';
import { deploymentsModule, pagesModule } from '../../renderer/toolchain/vite/virtualModules.ts';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { expectStatus, openPage, startFakeGateway, type OpenOptions } from './pageHarness.tsx';
import { makeServices, memoryStorage } from './render.tsx';

vi.setConfig({ testTimeout: 20_000 });

const gateway = startFakeGateway();
let preview: PageModule;
beforeAll(async () => {
  preview = (await import('virtual:page/kilat/testPreview')) as PageModule;
});
const SESSION = { token: 'tok-1', deviceId: 'dev-9', platform: 'ios', merchantNumber: 'KD0001' };

/**
 * The test page with this launch (and the same in the session's store), leaving the app through a
 * spy: a jump is a full load, so leaving is where it ends here.
 */
function open(options: OpenOptions = {}) {
  const leave = vi.fn<(href: string, replace?: boolean) => void>();
  const launch = options.launch ?? SESSION;
  const session = memoryStorage({ launchParams: JSON.stringify(launch) });
  const result = openPage(preview, '/testPreview', { ...options, launch, session, leave });
  /** What the session keeps now. */
  const stored = () => JSON.parse(session.getItem('launchParams') ?? 'null') as unknown;
  return { ...result, leave, stored };
}

const field = (name: string) => screen.getByLabelText(name, { exact: true, selector: 'input, select' });

/** The address a jump left for, as path and query. */
function left(leave: ReturnType<typeof open>['leave']) {
  expect(leave).toHaveBeenCalledTimes(1);
  const url = new URL(leave.mock.calls[0]![0], 'https://app.example');
  return { path: url.pathname, query: [...url.searchParams] };
}

describe('developer test page', () => {
  it('one page of four sections, a link to each at the top; Demo data first with its groups; nothing asked of the gateway', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Developer test page' })).toBeInTheDocument();
    expect(document.title).toBe('Developer test page | Kilat Dana');
    const links = within(screen.getByRole('navigation', { name: 'Test page sections' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Demo data', '#demo'],
      ['Device', '#device'],
      ['Screens', '#screens'],
      ['Checks', '#checks'],
    ]);
    expect(
      screen.getAllByRole('region', { name: /^(Demo data|Device|Screens|Checks)$/ }).map((region) => region.id),
    ).toEqual(['demo', 'device', 'screens', 'checks']);
    const groups = within(screen.getByRole('region', { name: 'Demo data' }))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(groups).toEqual([
      'Demo data',
      'Loan details by status',
      'Repayment',
      'Loans and products',
      'Complaints and help',
      'Public and legal pages',
      'Promotion',
    ]);
    expect(screen.getByRole('button', { name: 'Under review (21)' })).toHaveAccessibleDescription('loanDetails');
    expect(gateway.paths()).toEqual([]);
  });

  it("Device: a field per launch parameter, filled from the session's parameters", async () => {
    open();
    // Credentials are masked (blocks/launchFields): a short one gives nothing away.
    expect(field('token')).toHaveValue('••••');
    expect(field('deviceId')).toHaveValue('dev-9');
    expect(field('merchantNumber')).toHaveValue('KD0001');
    expect(field('platform')).toHaveValue('ios');
    expect(field('userId')).toHaveValue('');
    expect(field('userId')).toHaveAttribute('placeholder', 'demo-user');
    expect(field('merchantNumber')).toHaveAttribute('placeholder', deployment.merchantNumber);
  });

  it("the launch's token and session are shown masked, never in full on the page", () => {
    open({ launch: { token: 'borrower-token-1a2b', session: 'sess-abcdef123456', deviceId: 'dev-mask' } });
    expect(field('token')).toHaveValue('••••1a2b');
    expect(field('session')).toHaveValue('••••3456');
    expect(field('deviceId')).toHaveValue('dev-mask');
    expect(document.body.innerHTML).not.toContain('borrower-token-1a2b');
    expect(document.body.innerHTML).not.toContain('sess-abcdef123456');
  });

  it("Save replaces the session's launch parameters: edits kept, a cleared field gone; a toast says so; nothing leaves", async () => {
    const { leave, services, stored } = open();
    await userEvent.clear(field('deviceId'));
    await userEvent.type(field('userId'), 'u-77');
    await userEvent.selectOptions(field('languageType'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Save for this session' }));
    await expectStatus('Saved for this session');
    const saved = { token: 'tok-1', platform: 'ios', userId: 'u-77', merchantNumber: 'KD0001', languageType: '1' };
    expect(stored()).toEqual(saved);
    // What later gateway calls carry.
    expect(services.launch()).toEqual(saved);
    expect(leave).not.toHaveBeenCalled();
  });

  it('Fill in demo values, then a route button leaves for <path>?<the device fields> and saves them', async () => {
    const { leave, stored } = open({ launch: {} });
    expect(stored()).toEqual({});
    await userEvent.click(screen.getByRole('button', { name: 'Fill in demo values' }));
    expect(field('token')).toHaveValue('••••oken');
    await userEvent.click(screen.getByRole('button', { name: 'customerService' }));
    const { path, query } = left(leave);
    expect(path).toBe('/customerService');
    const demo = Object.fromEntries(query);
    expect(demo).toMatchObject({
      token: 'demo-borrower-token',
      session: 'demo-session',
      deviceId: 'demo-device-1',
      platform: 'android',
      approaches: '77',
      merchantNumber: 'KD0001',
    });
    expect(demo).not.toHaveProperty('languageType');
    // The screen opens inside the demo's pretend native host (host=demo is an option, not a launch parameter).
    const { host, ...launchValues } = demo;
    expect(host).toBe('demo');
    expect(stored()).toEqual(launchValues);
  });

  it('All screens: a button per route key in route table order, named by the key, its path beside it (not in its name)', async () => {
    open();
    const panel = screen.getByRole('region', { name: 'Screens' });
    const buttons = within(panel).getAllByRole('button');
    expect(buttons).toHaveLength(ROUTE_KEYS.length);
    // Each name is exactly its key (the path is the description), in route table order.
    expect(ROUTE_KEYS.map((key) => within(panel).getByRole('button', { name: key }))).toEqual(buttons);
    expect(screen.getByRole('button', { name: 'loanDetails' })).toHaveAccessibleDescription('/loanDetails');
    expect(screen.getByRole('button', { name: 'testPreview' })).toHaveAccessibleDescription('/testPreview');
  });

  it("a deployment's renamed route: the button shows and opens its own path", async () => {
    const { leave } = open({ deployment: { ...deployment, routes: { loanDetails: '/pinjaman' } } });
    const button = screen.getByRole('button', { name: 'loanDetails' });
    expect(button).toHaveAccessibleDescription('/pinjaman');
    await userEvent.click(button);
    expect(left(leave).path).toBe('/pinjaman');
  });

  it('a demo scenario opens its screen with the launch parameters first, then its own query', async () => {
    const { leave } = open();
    await userEvent.click(
      await screen.findByRole('button', { name: "Overdue: Repay on the partner's page, Delay repayment (180)" }),
    );
    expect(left(leave)).toEqual({
      path: '/loanDetails',
      query: [
        ['token', 'tok-1'],
        ['deviceId', 'dev-9'],
        ['platform', 'ios'],
        ['merchantNumber', 'KD0001'],
        ['productId', '4'],
        ['orderId', '10180'],
        ['host', 'demo'],
      ],
    });
  });

  it('an amount is in the currency of the market the screen opens in: rupees, rupiah with languageType 1, rupiah with lang=id', async () => {
    const card = 'Bank card: BCA asks for the SMS code 123456';
    const amountOf = (leave: ReturnType<typeof open>['leave']) =>
      new URL(leave.mock.calls.at(-1)![0], 'https://app.example').searchParams;
    const india = open();
    await userEvent.click(await screen.findByRole('button', { name: card }));
    expect(amountOf(india.leave).get('withholdingAmount')).toBe('10455');
    india.unmount();

    const indonesia = open({ launch: { ...SESSION, languageType: '1' } });
    await userEvent.click(await screen.findByRole('button', { name: card }));
    expect(amountOf(indonesia.leave).get('withholdingAmount')).toBe('2091000');
    indonesia.unmount();

    const chosen = open();
    await userEvent.click(screen.getByRole('radio', { name: 'Bahasa Indonesia' }));
    await userEvent.click(screen.getByRole('button', { name: 'Virtual account and how to pay there' }));
    const query = amountOf(chosen.leave);
    expect(query.get('lang')).toBe('id');
    expect(query.get('amount')).toBe('2091000');
    expect(query.get('display')).toBe('1');
    expect(chosen.leave.mock.calls[0]![0]).toMatch(/^\/that\?/);
  });

  it('Device checks: the file picker and the geolocation button, each with its live region', async () => {
    open();
    const panel = screen.getByRole('region', { name: 'Checks' });
    expect(within(panel).getByRole('region', { name: 'File picker' })).toContainElement(
      within(panel).getByLabelText('Choose a file'),
    );
    expect(within(panel).getByRole('region', { name: 'Geolocation' })).toContainElement(
      within(panel).getByRole('button', { name: 'Get my location' }),
    );
    expect(within(panel).getAllByRole('status')).toHaveLength(2);
  });

  it('Indonesian: every text from the id catalogue', async () => {
    open({ language: 'id', market: 'id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Halaman uji pengembang' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Terlambat: Bayar dan Perpanjangan (5)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simpan untuk sesi ini' })).toBeInTheDocument();
  });
});

describe('feature switch (features.testPreview)', () => {
  it('a deployment with it off builds no test page: its page loaders and catalogue leave it out', () => {
    const project = loadProject();
    const kilat = project.deployments.get('kilat')!;
    expect(pagesModule(project, 'kilat')).toContain('"testPreview": () => import("virtual:page/kilat/testPreview")');
    project.deployments.set('kilat', {
      ...kilat,
      value: { ...kilat.value, features: { loanDetailsProducts: false, testPreview: false } },
    });
    const off = pagesModule(project, 'kilat');
    expect(off).not.toContain('testPreview');
    expect(off).toContain('"home": () => import("virtual:page/kilat/home")');
    project.deployments.set('kilat', { ...kilat, value: { ...kilat.value, features: undefined } });
    expect(pagesModule(project, 'kilat')).not.toContain('testPreview');
    expect(deploymentsModule(project)).not.toContain('virtual:page/kilat/testPreview');
    expect(deploymentsModule(project)).toContain('virtual:page/lumen/testPreview');
  });

  it('without its page, /testPreview shows the not-found page', async () => {
    const { testPreview: _left, ...withoutIt } = pages;
    const services = makeServices();
    render(
      <AppProviders services={services}>
        <MemoryRouter initialEntries={['/testPreview']}>
          <AppRoutes services={services} pages={withoutIt} />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'This page does not exist.' })).toBeInTheDocument();
  });
});
