/** What the build makes of one page schema (virtual:page/… in renderer/build/vite/vitePlugin.ts). */
import type { ComponentType } from 'react';
import type { ModelDefinition } from '../block/defineModel.ts';
import type { CompiledCall } from '../../runtime/gateway/client.ts';
import type { PageModel } from './types.ts';

export interface PageModule {
  page: PageModel;
  calls: Record<string, CompiledCall>;
  blocks: Record<string, ComponentType<Record<string, unknown>>>;
  /** The block models its dispatch actions use (absent when none). */
  models?: Record<string, ModelDefinition>;
  /** The page's own message groups in the visit's language (added when the app loads it; absent where the whole catalogue is loaded). */
  messages?: Record<string, unknown>;
}
