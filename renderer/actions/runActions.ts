/**
 * Runs a page's declared action chain: one step after another, each call awaited, its outcome
 * choosing the branch (onCode, then onSuccess / onFailure). Nothing in a chain is code: every
 * value is resolved from the scope by binding/resolve.
 */
import { holds } from '../binding/logic.ts';
import { resolveRecord, resolveValue, type Scope } from '../binding/resolve.ts';
import type { Services } from '../app/services.tsx';
import type { RouteKey } from '../app/routeTable.ts';
import type { CompiledCall } from '../gateway/client.ts';
import { GatewayError, failureMessageKey } from '../gateway/errors.ts';
import type { Reply } from '../gateway/reply.ts';
import { translate } from '../i18n/messages.tsx';
import { decideLink } from '../links/safeLink.ts';
import type { ModelDefinition, ModelEvent } from '../block/defineModel.ts';
import type { Action } from '../page/types.ts';
import { startLoading } from '../ui/loading.ts';
import { showToast } from '../ui/toast.ts';
import { openLink } from './openLink.ts';
import { readStored, removeStored, writeStored } from './storage.ts';

export interface ActionHost {
  services: Services;
  calls: Record<string, CompiledCall>;
  /** The scope as it is now (state changes made earlier in the chain included). */
  scope(locals: Scope): Scope;
  setState(values: Record<string, unknown>): void;
  openDialog(id: string): void;
  closeDialog(id: string): void;
  refetch(sources?: string[]): Promise<void>;
  /** In-app navigation to a path with its query. */
  navigate(to: string, replace: boolean): void;
  /** Back one entry of this visit's history; false when the visit started on this screen. */
  back(): boolean;
  /** The block models the page's dispatch actions use. */
  models: Record<string, ModelDefinition>;
  /** Forget the page's draft and stop saving it. */
  clearDraft(): void;
  /** The page's named chains. */
  chains: Record<string, readonly Action[]>;
  /** Drop every page's cached gateway data. */
  forgetData(): void;
  /** False once the page is gone: a chain stops there. */
  alive(): boolean;
}

/** What a call's branches see as `result`. */
interface CallResult {
  ok: boolean;
  code: unknown;
  /** The server's own message ('' when it gave none, or there was no reply). */
  message: string;
  data: unknown;
  /** On failure: why, 'refused' (the server said no) or the transport fault (network, timeout, status, shape). */
  kind?: string;
  /** On failure: what to tell the borrower — the server's message, else the reason in their language. */
  error?: string;
}

async function runCall(action: Extract<Action, { do: 'call' }>, host: ActionHost, locals: Scope): Promise<boolean> {
  const { services } = host;
  const call = host.calls[action.call];
  if (!call) throw new Error(`unknown call "${action.call}"`);
  const params = resolveRecord(action.params, host.scope(locals));
  if (action.background) {
    // Tracking: sent, not waited for; neither a refusal nor a fault concerns the visitor.
    services.gateway.send(call, params).catch(() => undefined);
    return true;
  }
  const stop = action.loading ? startLoading() : undefined;
  let reply: Reply | undefined;
  let fault: GatewayError | undefined;
  try {
    reply = await services.gateway.send(call, params);
  } catch (error) {
    fault = error instanceof GatewayError ? error : new GatewayError('network');
  } finally {
    stop?.();
  }
  if (!host.alive()) return false;
  if (reply?.ok) {
    const result: CallResult = { ok: true, code: reply.code, message: reply.message, data: reply.data };
    return runActions(action.onSuccess ?? [], host, { ...locals, result });
  }
  const kind = fault?.kind ?? 'refused';
  const error = reply?.message || translate(services.messages, failureMessageKey(kind));
  const result: CallResult = { ok: false, code: reply?.code, message: reply?.message ?? '', data: reply?.data, kind, error };
  const byCode = reply && action.onCode ? action.onCode[String(reply.code)] : undefined;
  const branch = byCode ?? action.onFailure;
  // SPEC §8: any other code shows the server message; a transport fault says what happened.
  if (!branch) {
    showToast(error);
    return true;
  }
  return runActions(branch, host, { ...locals, result });
}

/** A link with extra query values, encoded (a relative link stays relative); an unparseable one is left to the link rule. */
function withQuery(url: unknown, query: Record<string, unknown>): unknown {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== '');
  if (typeof url !== 'string' || entries.length === 0) return url;
  const [path, hash = ''] = url.split('#', 2);
  const search = new URLSearchParams(entries.map(([name, value]) => [name, String(value)]));
  return `${path}${path!.includes('?') ? '&' : '?'}${search.toString()}${hash ? `#${hash}` : ''}`;
}

function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Runs one step; false when the chain must stop there (a guard failed, the page is gone). */
async function runOne(action: Action, host: ActionHost, locals: Scope): Promise<boolean | void> {
  const { services } = host;
  const scope = () => host.scope(locals);
  switch (action.do) {
    case 'call':
      return runCall(action, host, locals);
    case 'callUrl': {
      const call = host.calls[action.call];
      if (!call) throw new Error(`unknown call "${action.call}"`);
      host.setState({ [action.into]: services.gateway.url(call, resolveRecord(action.params, scope())) });
      return;
    }
    case 'launch': {
      const current = scope();
      const params = services.saveLaunch(resolveValue(action.params, current));
      if (action.route === undefined) return;
      const route = String(resolveValue(action.route, current) ?? '');
      const path = Object.hasOwn(services.paths, route) ? services.paths[route as RouteKey] : undefined;
      if (!path) {
        showToast(translate(services.messages, 'errors.link'));
        return false;
      }
      // A full load, as a native shell opens a screen: the new page reads its launch parameters afresh.
      services.leave(path + queryString({ ...params, ...resolveRecord(action.query, current) }));
      return;
    }
    case 'toast':
      showToast(String(resolveValue(action.text, scope()) ?? ''), action.duration);
      return;
    case 'openDialog':
      host.openDialog(action.dialog);
      return;
    case 'closeDialog':
      host.closeDialog(action.dialog);
      return;
    case 'setState':
      host.setState(resolveRecord(action.set, scope()));
      return;
    case 'readStorage':
      host.setState({ [action.into]: readStored(services.storage, action.key) });
      return;
    case 'writeStorage':
      writeStored(services.storage, action.key, resolveValue(action.value, scope()));
      return;
    case 'removeStorage':
      removeStored(services.storage, action.key);
      return;
    case 'navigate': {
      const path = services.paths[action.route as RouteKey];
      host.navigate(path + queryString(resolveRecord(action.query, scope())), action.replace ?? false);
      return;
    }
    case 'bridge':
      services.bridge.send(action.action, resolveRecord(action.data, scope()));
      return;
    case 'back': {
      if (!host.back()) host.navigate(services.paths[action.fallback as RouteKey] ?? '/', true);
      return;
    }
    case 'openLink': {
      const current = scope();
      const pageQuery = (current.query ?? {}) as Record<string, string>;
      const decision = decideLink(withQuery(resolveValue(action.url, current), resolveRecord(action.query, current)), action.params ?? 'current', {
        pageOrigin: services.pageOrigin,
        trustedOrigins: services.deployment.trustedOrigins ?? [],
        launch: services.launch(),
        pageQuery,
      });
      openLink(decision, { services, pageQuery, navigate: host.navigate, replace: action.replace ?? false });
      return;
    }
    case 'if':
      return runActions(holds(action.cond, scope()) ? action.then : (action.else ?? []), host, locals);
    case 'guard': {
      const current = scope();
      const failed = action.rules.find((rule) => holds(rule.fails, current));
      if (!failed) return;
      showToast(String(resolveValue(failed.message, current) ?? ''));
      return false;
    }
    case 'wait':
      await new Promise((resolve) => setTimeout(resolve, action.ms));
      return;
    case 'refetch':
      await host.refetch(action.sources);
      return;
    case 'dispatch': {
      const model = host.models[action.model];
      if (!model) throw new Error(`unknown model "${action.model}"`);
      const current = scope();
      const state = (current.state ?? {}) as Record<string, unknown>;
      const event = { ...resolveRecord(action.event, current) } as ModelEvent;
      host.setState({ [action.state]: model.reduce(state[action.state], event) });
      return;
    }
    case 'clearDraft':
      host.clearDraft();
      return;
    case 'forgetData':
      host.forgetData();
      return;
    case 'run': {
      const chain = host.chains[action.chain];
      if (!chain) throw new Error(`unknown chain "${action.chain}"`);
      // A chain sees its arguments, not the caller's event or result.
      return runActions(chain, host, { args: resolveRecord(action.args, scope()) });
    }
  }
}

/** Resolves false when the chain stopped early (a guard failed, the page went away), else true. */
export async function runActions(actions: readonly Action[], host: ActionHost, locals: Scope = {}): Promise<boolean> {
  for (const action of actions) {
    if (!host.alive()) return false;
    if ((await runOne(action, host, locals)) === false) return false;
  }
  return true;
}
