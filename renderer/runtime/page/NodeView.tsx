/**
 * Renders one node of a page: repeated per list item, shown when its condition holds, props bound,
 * events wired to its action chain, inside its own error boundary. While a chain it started runs,
 * the block is busy and further events from it are ignored (one request per tap). A prop bound both
 * ways (`{"$bindState": path}`) gets a setter in the block's `set`, which writes the page state there.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useServices } from '../app/services.tsx';
import { actionHref } from '../actions/actionHref.ts';
import type { Services } from '../../contract/services.ts';
import { boundStatePath, holds, resolveRecord, resolveValue, type Scope } from '../binding/resolve.ts';
import { BlockBoundary } from '../ui/BlockBoundary.tsx';
import { usePageRuntime } from './PageContext.tsx';
import type { Action, Node } from '../../contract/page/types.ts';

interface NodeProps {
  node: Node;
  scope: Scope;
  /** The scope additions of this node's position (item and index in a repeat). */
  locals?: Scope;
  /** Default handling of the dismiss event for a dialog node. */
  dialogId?: string;
}

export function NodeView({ node, scope, locals = {}, dialogId }: NodeProps) {
  const { blockFallback } = usePageRuntime();
  const { reports } = useServices();
  if (node.repeat) {
    const list = resolveValue(node.repeat, scope);
    if (!Array.isArray(list)) return null;
    const single: Node = { ...node, repeat: undefined };
    return (
      <>
        {list.map((item, index) => {
          const itemLocals = { ...locals, item, index };
          return <NodeView key={index} node={single} scope={{ ...scope, ...itemLocals }} locals={itemLocals} />;
        })}
      </>
    );
  }
  // The boundary wraps the condition and the bindings too: a bad value breaks only this node.
  return (
    <BlockBoundary
      type={node.type}
      fallback={blockFallback}
      onError={(error) => reports.failure({ kind: 'block', block: node.type, node: node.id, error })}
    >
      <BlockNode node={node} scope={scope} locals={locals} dialogId={dialogId} />
    </BlockBoundary>
  );
}

function BlockNode({ node, scope, locals = {}, dialogId }: NodeProps) {
  const runtime = usePageRuntime();
  const services = useServices();
  const { taps } = services;
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const shown = holds(node.when, scope);
  const enabled = shown && holds(node.enabledWhen, scope);
  const exposed = shown && node.expose === true;
  useEffect(() => {
    if (exposed) runtime.expose();
  }, [exposed, runtime]);
  const handlers = node.on;
  const emit = useCallback(
    (event: string, payload: Record<string, unknown> = {}) => {
      let actions: readonly Action[] | undefined = handlers?.[event];
      if (!actions && event === 'dismiss' && dialogId) actions = [{ do: 'closeDialog', dialog: dialogId }];
      if (!actions || running.current || !enabled) return;
      const waits = node.busy?.includes(event) === true;
      // The second tap of a double tap is the same tap. It can land after a fast chain has already finished, and on
      // something the first tap put there (the thank-you dialog's OK where Submit was): it runs nothing then.
      if (taps.isRepeat() && (waits || taps.landedElsewhere())) return;
      const run = runtime
        .run(actions, { ...locals, event: payload })
        .catch((error: unknown) => console.error(`actions of ${node.type}.${event} failed`, error));
      if (!waits) return;
      running.current = true;
      setBusy(true);
      void run.finally(() => {
        running.current = false;
        if (mounted.current) setBusy(false);
      });
    },
    [handlers, dialogId, enabled, runtime, taps, locals, node.type, node.busy],
  );
  // A setter per prop bound both ways; like an event, a write is ignored while the block is busy or disabled.
  const set = useMemo(() => {
    const bound = Object.entries(node.props ?? {}).flatMap(([prop, value]) => {
      const path = boundStatePath(value);
      return path === undefined ? [] : [[prop, path] as const];
    });
    if (!bound.length) return undefined;
    return Object.fromEntries(
      bound.map(([prop, path]) => [
        prop,
        (next: unknown) => {
          if (!running.current && enabled) runtime.setState({ [path]: next });
        },
      ]),
    );
  }, [node.props, enabled, runtime]);

  const Block = runtime.blocks[node.type];
  if (!shown || !Block) return null;
  const props = resolveRecord(node.props, scope);
  const hrefs = enabled ? hrefsOf(handlers, scope, services) : undefined;
  // On the server (as the page's document title): the screens this control's taps go to, asked for before the tap.
  if (hrefs) services.prefetchPages?.(handlers, scope);
  return (
    <Block {...props} emit={emit} set={set} busy={busy} disabled={!enabled} {...(hrefs && { hrefs })}>
      {node.children?.map((child, index) => (
        <NodeView key={index} node={child} scope={scope} locals={locals} />
      ))}
    </Block>
  );
}

/** The addresses the node's events go to by themselves (a real link each), or undefined when none does. */
function hrefsOf(handlers: Node['on'], scope: Scope, services: Services): Record<string, string> | undefined {
  const found = Object.entries(handlers ?? {}).flatMap(([event, actions]) => {
    const href = actionHref(actions, scope, services);
    return href === undefined ? [] : [[event, href] as const];
  });
  return found.length ? Object.fromEntries(found) : undefined;
}
