/**
 * The server renderer's entry (dist/<brand>/server/entry.js, renderer/toolchain/vite/serverBundle.ts): a
 * module worker's default export, `fetch(request, env)`, for a Node adapter or an edge runtime alike.
 */
import deployment from 'virtual:deployment';
import { early, pageMessages, pages } from 'virtual:pages';
import { chunks, headers, template } from 'virtual:render-build';
import content from 'virtual:content-build';
import { loadMessages } from '../runtime/i18n/loadMessages.ts';
import { createRenderer } from './handler.ts';

export type { RenderEnv } from './protocol.ts';

// The release is said in every answer's Server-Timing (protocol.ts): the one place a runner learns it from.
export default createRenderer({
  deployment,
  pages,
  pageMessages,
  early,
  loadMessages,
  template,
  chunks,
  headers,
  content,
  release: import.meta.env.LOAN_PAGES_RELEASE,
});
