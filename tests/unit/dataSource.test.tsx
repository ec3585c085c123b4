/**
 * A data source is one query (renderer/runtime/page/dataSource.ts): boot's early fetch, the page and its
 * refetch use the same key and query function; its params and its condition both follow the page
 * state; and a refetch a state change causes keeps the page on screen with what it showed.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../renderer/runtime/app/App.tsx';
import { startEarlyFetch } from '../../renderer/browser/earlyFetch.ts';
import type { Services } from '../../renderer/contract/services.ts';
import type { CompiledCall, Gateway, Reply } from '../../renderer/contract/gateway.ts';
import { pageSourcesKey, sourceQuery } from '../../renderer/runtime/page/dataSource.ts';
import { Page } from '../../renderer/runtime/page/Page.tsx';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { bootScope, pageScope } from '../../renderer/runtime/page/pageScope.ts';
import { makeServices } from './render.tsx';

const detail: CompiledCall = {
  id: 'detail',
  method: 'POST',
  effect: 'read',
  path: '/detail',
  success: { field: 'code', equals: '00' },
};
const ok = (data: unknown): Reply => ({ ok: true, code: '00', message: '', data, raw: {} });

function Probe({ emit, text }: { emit: (event: string, payload?: Record<string, unknown>) => void; text?: unknown }) {
  return (
    <div>
      <p>{String(text)}</p>
      <button type="button" onClick={() => emit('next')}>
        Next order
      </button>
      <button type="button" onClick={() => emit('extra')}>
        Show extra
      </button>
    </div>
  );
}

const probePage: PageModule = {
  page: {
    route: 'probe',
    state: { order: '1', wanted: false },
    data: {
      order: { call: 'detail', params: { orderId: { $read: 'state.order' } } },
      extra: { call: 'detail', params: { orderId: 'extra' }, when: { $logic: { var: 'state.wanted' } } },
    },
    body: [
      {
        type: 'Probe',
        props: {
          text: {
            $logic: { cat: ['order ', { var: 'data.order.name' }, ', extra ', { var: 'data.extra.name' }, '.'] },
          },
        },
        on: { next: [{ do: 'setState', set: { order: '2' } }], extra: [{ do: 'setState', set: { wanted: true } }] },
      },
    ],
  },
  calls: { detail },
  blocks: { Probe: Probe as never },
};

/** A gateway that answers each order when the test says so. */
function heldGateway() {
  const waiting = new Map<string, (reply: Reply) => void>();
  const fetch = vi.fn(
    (_call: CompiledCall, params: Record<string, unknown>) =>
      new Promise<Reply>((resolve) => waiting.set(String(params.orderId), resolve)),
  );
  const answer = (orderId: string) => act(() => waiting.get(orderId)!(ok({ name: `#${orderId}` })));
  return {
    gateway: { send: fetch, sendAndForget: () => undefined, load: fetch, url: () => '' } satisfies Gateway,
    fetch,
    answer,
  };
}

function openProbe(services: Services) {
  return render(
    <AppProviders services={services}>
      <MemoryRouter initialEntries={['/probe']}>
        <Routes>
          <Route path="/probe" element={<Page module={probePage} />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('one query per data source', () => {
  it('gives one key and one query function, whoever asks: boot, the page and refetch', async () => {
    const services = makeServices({ language: 'en' });
    const fetch = vi.fn(async () => ok({ name: 'x' }));
    const source = { call: 'detail', params: { orderId: { $read: 'query.orderId' } } };
    const boot = sourceQuery({
      route: 'probe',
      id: 'order',
      source,
      scope: bootScope(services, { orderId: '7' }),
      call: detail,
      gateway: { load: fetch },
    });
    const page = sourceQuery({
      route: 'probe',
      id: 'order',
      source,
      scope: pageScope(services, { orderId: '7' }, {}, services.messages),
      call: detail,
      gateway: { load: fetch },
    });
    expect(page.queryKey).toEqual(boot.queryKey);
    expect(boot.queryKey).toEqual(['source', 'probe', 'order', 'detail', { orderId: '7' }]);
    expect(boot.queryKey.slice(0, 3)).toEqual(pageSourcesKey('probe', 'order'));
    expect(await boot.queryFn!({ signal: new AbortController().signal } as never)).toEqual({ name: 'x' });
    expect(fetch).toHaveBeenCalledWith(detail, { orderId: '7' }, expect.any(AbortSignal));
  });

  it('is not asked for while its condition fails, at boot or in the page', () => {
    const services = makeServices({ language: 'en' });
    const source = { call: 'detail', when: { $logic: { '==': [{ var: 'query.id' }, '1'] } } };
    expect(
      sourceQuery({
        route: 'p',
        id: 's',
        source,
        scope: bootScope(services, { id: '2' }),
        call: detail,
        gateway: services.gateway,
      }).enabled,
    ).toBe(false);
    expect(
      sourceQuery({
        route: 'p',
        id: 's',
        source,
        scope: bootScope(services, { id: '1' }),
        call: detail,
        gateway: services.gateway,
      }).enabled,
    ).toBe(true);
    const queryClient = createQueryClient();
    const fetch = vi.fn();
    const plan = { route: 'p', sources: [{ id: 's', ...source }], calls: { detail: detail as never } };
    startEarlyFetch({
      plan,
      scope: bootScope({ ...services, gateway: { ...services.gateway, load: fetch } }, { id: '2' }),
      services: { ...services, gateway: { ...services.gateway, load: fetch } },
      queryClient,
      pageModule: () => Promise.resolve(probePage),
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(services.earlyQueries.size).toBe(0);
  });
});

describe("a page's data follows its state", () => {
  it('new params: asked again, and the page keeps showing the previous data (no whole-body spinner) until the answer', async () => {
    const { gateway, fetch, answer } = heldGateway();
    const services: Services = { ...makeServices({ language: 'en' }), gateway };
    openProbe(services);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    answer('1');
    expect(await screen.findByText('order #1, extra .')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next order' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenLastCalledWith(detail, { orderId: '2' }, expect.any(AbortSignal)));
    expect(screen.getByText('order #1, extra .')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    answer('2');
    expect(await screen.findByText('order #2, extra .')).toBeInTheDocument();
  });

  it('a condition that comes to hold asks for the source then (its data null until the answer), the page staying on screen', async () => {
    const { gateway, fetch, answer } = heldGateway();
    const services: Services = { ...makeServices({ language: 'en' }), gateway };
    openProbe(services);
    answer('1');
    expect(await screen.findByText('order #1, extra .')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Show extra' }));
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenLastCalledWith(detail, { orderId: 'extra' }, expect.any(AbortSignal)),
    );
    expect(screen.getByText('order #1, extra .')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    answer('extra');
    expect(await screen.findByText('order #1, extra #extra.')).toBeInTheDocument();
  });
});
