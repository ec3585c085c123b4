/**
 * Render-as-you-fetch (issue 13): the build says which of a page's data sources can start before
 * its code (only what the query, the launch, the deployment, the market, the language and the
 * platform decide), boot sends them into the cache the page reads, and the page neither asks again
 * nor loses its own error handling.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../renderer/runtime/app/App.tsx';
import { startEarlyFetch } from '../../renderer/browser/earlyFetch.ts';
import { earlyFetchPlan } from '../../renderer/toolchain/compile/earlyPlan.ts';
import { loadProject, pageForDeployment } from '../../renderer/toolchain/project/project.ts';
import { Page } from '../../renderer/runtime/page/Page.tsx';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { SCREEN_LOAD_TIMEOUT_MS } from '../../renderer/runtime/gateway/client.ts';
import { callPath, hang } from '../fixtures/gatewayFaults.ts';
import { fakeClock, startFakeGateway } from './pageHarness.tsx';
import { makeServices } from './render.tsx';

const gateway = startFakeGateway();
const project = loadProject();
const loanDetails = (await import('virtual:page/kilat/loanDetails')) as PageModule;
const ADDRESS = '/loanDetails?productId=3&orderId=10174';

/** Boot's half: the early fetch sent, as boot sends it while the page's code loads. */
function boot(module: PageModule) {
  const services = makeServices({ language: 'en', origin: window.location.origin });
  const queryClient = createQueryClient();
  const plan = earlyFetchPlan(pageForDeployment(project, 'kilat', 'loanDetails'), project.calls)!;
  const query = Object.fromEntries(new URL(ADDRESS, 'https://app.example').searchParams);
  startEarlyFetch({
    plan,
    scope: {
      query,
      launch: services.launch(),
      deployment: services.deployment,
      market: services.market,
      lang: 'en',
      platform: 'android',
    },
    services,
    queryClient,
    pageModule: () => Promise.resolve(module),
  });
  return { services, queryClient };
}

/** The page, once its code has come, on boot's cache. */
function renderPage(module: PageModule, { services, queryClient }: ReturnType<typeof boot>) {
  render(
    <AppProviders services={services} queryClient={queryClient}>
      <MemoryRouter initialEntries={[ADDRESS]}>
        <Routes>
          <Route path="/loanDetails" element={<Page module={module} />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

async function bootAndRender(module: PageModule) {
  const booted = boot(module);
  // As in the app, the data may well be there before the page mounts (boot waits for the page's code).
  await vi.waitFor(() => expect(booted.queryClient.isFetching()).toBe(0));
  renderPage(module, booted);
}

describe('the build: which sources can start at boot', () => {
  it("loan details' order is early: its parameters come from the address", () => {
    const plan = earlyFetchPlan(pageForDeployment(project, 'kilat', 'loanDetails'), project.calls);
    expect(plan?.route).toBe('loanDetails');
    expect(plan?.sources.map((source) => source.id)).toEqual(['loan']);
    expect(plan?.calls.loanDetails).toMatchObject({ id: 'loanDetails', path: '/v3/loan-details/loan-details' });
    expect(plan?.calls.loanDetails).not.toHaveProperty('reply');
  });

  it('a source whose parameters read page state is not (nor is a page without early sources)', () => {
    const page = {
      route: 'complaintForm',
      state: { order: '10174' },
      data: {
        early: { call: 'problemInit', params: { orderNo: { $template: '{{query.orderNo}}' } } },
        late: { call: 'problemInit', params: { orderNo: { $template: '{{state.order}}' } } },
      },
      body: [],
    };
    expect(earlyFetchPlan(page, project.calls)?.sources.map((source) => source.id)).toEqual(['early']);
    expect(earlyFetchPlan({ route: 'home', body: [] }, project.calls)).toBeNull();
  });
});

describe('the boot and the page share one request', () => {
  it('the order is asked once, at boot, and the page shows it', async () => {
    await bootAndRender(loanDetails);
    expect(await screen.findByRole('heading', { level: 2, name: 'Repayment due' })).toBeInTheDocument();
    expect(await gateway.calls('/v3/loan-details/loan-details')).toHaveLength(1);
  });

  it("a failure at boot is the page's own error view, with Retry asking again", async () => {
    let failing = true;
    gateway.server.use(
      http.post('*/gateway/v3/loan-details/loan-details', () =>
        failing ? new HttpResponse(null, { status: 500 }) : undefined,
      ),
    );
    await bootAndRender(loanDetails);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem. Please try again.');
    expect(await gateway.calls('/v3/loan-details/loan-details')).toHaveLength(1);
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Repayment due' })).toBeInTheDocument();
  });

  it("a reply of the wrong shape is refused by the page's own validator, as if the page had asked", async () => {
    gateway.server.use(
      http.post('*/gateway/v3/loan-details/loan-details', () =>
        HttpResponse.json({
          success: true,
          code: '00',
          message: '',
          data: { orderStatus: 'not a status', userOrderDetail: 5 },
        }),
      ),
    );
    await bootAndRender(loanDetails);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server sent an answer we could not read. Please try again.',
    );
  });

  it("a gateway that never answers boot's request: the page adopts its deadline, counted from boot, and shows the timeout with Retry, which asks again (issue 41)", async () => {
    let asked = 0;
    let hanging = true;
    gateway.server.use(
      http.post(`*/gateway${callPath('loanDetails')}`, () => {
        asked += 1;
        return hanging ? hang() : undefined;
      }),
    );
    // Real time moves this clock too (fakeClock): what is checked just before the deadline keeps this much room.
    const room = 2_000;
    const codeComing = 5_000;
    fakeClock();
    const booted = boot(loanDetails);
    await vi.waitFor(() => expect(asked).toBe(1));
    // The page's code takes a while on a slow network; boot's request is already on its clock.
    await vi.advanceTimersByTimeAsync(codeComing);
    renderPage(loanDetails, booted);
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(SCREEN_LOAD_TIMEOUT_MS - codeComing - room);
    expect(screen.queryByRole('alert')).toBeNull();
    await vi.advanceTimersByTimeAsync(room);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server took too long to answer. Please try again.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(asked, "the page waited on boot's request rather than asking again").toBe(1);
    hanging = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Repayment due' })).toBeInTheDocument();
    expect(asked).toBe(2);
  });
});
