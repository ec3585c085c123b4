/**
 * A fake ActionHost around a real page store, with a demo gateway, host channel (none with plainBrowser) and leave().
 */
import { vi } from 'vitest';
import { runActions, type ActionHost } from '../../renderer/runtime/actions/runActions.ts';
import type { Services } from '../../renderer/contract/services.ts';
import { createBridge } from '../../renderer/runtime/bridge/bridge.ts';
import { compileTemplate } from '../../renderer/toolchain/compile/templates.ts';
import type { CompiledCall, Gateway, Reply } from '../../renderer/contract/gateway.ts';
import type { LaunchParams } from '../../renderer/contract/launch.ts';
import { createPageStore } from '../../renderer/runtime/page/pageStore.ts';
import type { Action } from '../../renderer/contract/page/types.ts';
import type { ModelDefinition } from '../../renderer/contract/block/defineModel.ts';
import { makeServices, memoryStorage, type RuntimeOptions } from './render.tsx';

/** A template as the build gives it to the browser (renderer/toolchain/compile/compilePage.ts). */
export const tpl = (text: string) => ({ $template: compileTemplate(text) });
export const launch: LaunchParams = {
  token: 'tok',
  session: 'ses',
  deviceId: 'dev',
  influence: 'inf',
  languageType: '1',
};
export const query = { productId: '3', orderId: '10174' };
export const calls: Record<string, CompiledCall> = {
  googleScore: {
    id: 'googleScore',
    method: 'POST',
    effect: 'record',
    path: '/v3/loan-details/google-score',
    success: { field: 'success', equals: true },
  },
  define: {
    id: 'define',
    method: 'POST',
    effect: 'read',
    path: '/gopia/goya/define',
    success: { field: 'quietly', equals: '00' },
  },
};
export const reply = (ok: boolean, code: unknown, message = '', data: unknown = null): Reply => ({
  ok,
  code,
  message,
  data,
  raw: {},
});

export function setup(
  answer: (call: CompiledCall, params: Record<string, unknown>) => Promise<Reply> = async () => reply(true, '00'),
  options: RuntimeOptions & {
    models?: Record<string, ModelDefinition>;
    chains?: Record<string, Action[]>;
    plainBrowser?: boolean;
  } = {},
) {
  const store = createPageStore({ stars: 0, form: { name: '' }, saved: null });
  const host_ = { postMessage: vi.fn<(message: string) => void>() };
  const send = vi.fn(answer);
  const gateway: Gateway = {
    send,
    // Recorded with the calls awaited: the one fake gateway answers both.
    sendAndForget: (call, params) => void send(call, params).catch(() => undefined),
    load: send,
    url: (call, params) =>
      `https://app.example${call.path}?${new URLSearchParams(params as Record<string, string>).toString()}`,
  };
  const leave = vi.fn<(href: string) => void>();
  const base = makeServices({ language: 'id', launch, storage: memoryStorage(), ...options });
  const services: Services = {
    ...base,
    gateway,
    leave,
    bridge: createBridge(
      { ...(options.plainBrowser ? {} : { ReactNativeWebView: host_ }), location: { assign: vi.fn() } },
      () => 'android',
    ),
  };
  let alive = true;
  const host: ActionHost = {
    services,
    calls,
    scope: (locals) => ({
      query,
      launch,
      state: store.get().state,
      data: { loan: { h5Url: '' } },
      deployment: services.deployment,
      t: services.messages,
      ...locals,
    }),
    setState: store.setState,
    openDialog: store.openDialog,
    closeDialog: store.closeDialog,
    refetch: vi.fn(async () => undefined),
    navigate: vi.fn<(to: string, replace: boolean) => void>(),
    back: vi.fn<() => boolean>(() => false),
    alive: () => alive,
    models: options.models ?? {},
    chains: options.chains ?? {},
    forgetData: vi.fn(),
    clearDraft: vi.fn(),
  };
  const messages = (): unknown[] => host_.postMessage.mock.calls.map(([message]) => JSON.parse(message) as unknown);
  return {
    store,
    send,
    leave,
    services,
    toast: services.toast,
    loading: services.loading,
    host,
    messages,
    kill: () => (alive = false),
    run: (actions: Action[], locals = {}) => runActions(actions, host, locals),
  };
}
