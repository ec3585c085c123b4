/**
 * The host a page's action chains run against: its services, calls, state, dialogs, data and
 * models, the router for navigation and Back, and whether the page is still there.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ActionHost } from '../actions/host.ts';
import type { Services } from '../../contract/services.ts';
import type { Scope } from '../binding/resolve.ts';
import type { ModelDefinition } from '../../contract/block/defineModel.ts';
import type { CompiledCall } from '../../contract/gateway.ts';
import { ALL_SOURCES_KEY } from './dataSource.ts';
import type { PageData } from './usePageData.ts';
import type { PageStoreHandle } from './usePageStore.ts';
import type { PageModel } from '../../contract/page/types.ts';

interface HostInput {
  page: PageModel;
  calls: Record<string, CompiledCall>;
  models: Record<string, ModelDefinition>;
  services: Services;
  handle: PageStoreHandle;
  /** The page-wide scope and data as last rendered. */
  base: Scope;
  data: PageData;
}

export function useActionHost({ page, calls, models, services, handle, base, data }: HostInput): ActionHost {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Action chains run after render; they read the latest scope from here.
  const latest = useRef({ base, data });
  useEffect(() => {
    latest.current = { base, data };
  });
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const { store } = handle;
  return useMemo<ActionHost>(
    () => ({
      services,
      calls,
      scope: (locals) => ({
        ...latest.current.base,
        state: store.get().state,
        data: latest.current.data.data,
        loading: latest.current.data.loading,
        ...locals,
      }),
      setState: store.setState,
      openDialog: store.openDialog,
      closeDialog: store.closeDialog,
      refetch: (ids) => latest.current.data.refetch(ids),
      navigate: (to, replace) => void navigate(to, { replace }),
      // The router numbers this visit's entries (history.state.idx): 0 is where the visit started.
      back: () => {
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index < 1) return false;
        void navigate(-1);
        return true;
      },
      alive: () => alive.current,
      models,
      chains: page.actions ?? {},
      // Other pages' data is dropped, so the next screen loads afresh rather than flashing what it
      // showed before; this page's own data stays on screen (a dialog may still be showing over it).
      forgetData: () => queryClient.removeQueries({ queryKey: ALL_SOURCES_KEY, type: 'inactive' }),
      clearDraft: handle.clearDraft,
    }),
    [services, calls, store, handle, queryClient, navigate, page.actions, models],
  );
}
