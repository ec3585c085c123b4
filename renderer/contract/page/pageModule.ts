/** What the build makes of one page schema (virtual:page/… in renderer/toolchain/vite/virtualModules.ts). */
import type { ComponentType } from 'react';
import type { ModelDefinition } from '../block/defineModel.ts';
import type { PageExperiment } from '../experiment.ts';
import type { CompiledCall } from '../gateway.ts';
import type { Language } from '../language.ts';
import type { PageModel } from './types.ts';

export interface PageModule {
  page: PageModel;
  calls: Record<string, CompiledCall>;
  blocks: Record<string, ComponentType<Record<string, unknown>>>;
  /** The block models its dispatch actions use (absent when none). */
  models?: Record<string, ModelDefinition>;
  /** The deployment's experiment on this route, its variants' pages compiled beside the page (absent: none running). */
  experiment?: PageExperiment;
  /**
   * The page's own message groups in the visit's language (added when the app loads it; absent where the whole
   * catalogue is loaded).
   */
  messages?: Record<string, unknown>;
}

/** A page module's loader (one per brand and route: the build's virtual:pages). */
export type PageLoader = () => Promise<PageModule>;
/** The page's own messages in the visit's language (renderer/toolchain/compile/messageSplit.ts). */
export type MessagesLoader = () => Promise<{ default: Record<string, unknown> }>;

/** Route key → its page module's loader. */
export type PageLoaders = Partial<Record<string, PageLoader>>;
/** Route key → language → the page's own messages (absent: the page needs none beyond the shared catalogue). */
export type PageMessageLoaders = Partial<Record<string, Partial<Record<Language, MessagesLoader>>>>;
