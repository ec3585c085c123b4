/**
 * The message catalogues (en, id, zh): a visit loads its language's shared part (the runtime's
 * words) and, with each page, that page's own words and those of its blocks
 * (renderer/toolchain/compile/messageSplit.ts); the page provides both to what it renders. Blocks use `useT()`
 * for their own words; pages use `{{t.some.key}}` in templates.
 */
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type en from './catalogues/en.json';
import type { Messages } from '../../contract/services.ts';
import { translate } from './translate.ts';
export { translate };

/** A whole catalogue, every group (renderer/runtime/i18n/catalogues/<language>.json): what the build splits. */
export type Catalogue = typeof en;

const MessagesContext = createContext<Messages | null>(null);

export function MessagesProvider({ messages, children }: { messages: Messages; children: ReactNode }) {
  return <MessagesContext.Provider value={messages}>{children}</MessagesContext.Provider>;
}

export function useMessages(): Messages {
  const messages = useContext(MessagesContext);
  if (!messages) throw new Error('useMessages outside MessagesProvider');
  return messages;
}

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

export function useT(): Translate {
  const messages = useMessages();
  return useCallback((key, vars) => translate(messages, key, vars), [messages]);
}
