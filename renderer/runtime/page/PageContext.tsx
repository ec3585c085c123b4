/** What every node of a page needs: its blocks, its scope and a way to run its actions. */
import { createContext, useContext, type ComponentType } from 'react';
import type { Scope } from '../binding/resolve.ts';
import type { Action } from '../../contract/page/types.ts';

export interface PageRuntime {
  blocks: Record<string, ComponentType<Record<string, unknown>>>;
  run(actions: readonly Action[], locals: Scope): Promise<unknown>;
  /** Writes page state by dotted path (the one state writer: a block's prop bound with $bindState). */
  setState(values: Record<string, unknown>): void;
  blockFallback: string;
  /**
   * Tells the page view's exposure to its experiment, once (./experiment.ts): a node the variants differ in is shown.
   */
  expose(): void;
}

export const PageRuntimeContext = createContext<PageRuntime | null>(null);

export function usePageRuntime(): PageRuntime {
  const runtime = useContext(PageRuntimeContext);
  if (!runtime) throw new Error('usePageRuntime outside a page');
  return runtime;
}
