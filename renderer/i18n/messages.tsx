/**
 * The message catalogues (en, id, zh): a visit loads its language's shared part (the runtime's and
 * the blocks' words) and, with each page, that page's own words (renderer/compile/messageSplit.ts).
 * Blocks use `useT()` for their own words; pages use `{{t.some.key}}` in templates.
 */
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { Language } from './language.ts';
import type en from './catalogues/en.json';
import { translate } from './translate.ts';

export { translate };

export type Messages = typeof en;

/** The shared part of a language's catalogue; a page brings its own groups (PageModule.messages). */
export async function loadMessages(language: Language): Promise<Messages> {
  const loaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
    en: () => import('virtual:messages/en'),
    id: () => import('virtual:messages/id'),
    zh: () => import('virtual:messages/zh'),
  };
  // Typed as the whole catalogue: what a page names beyond it comes with the page.
  return (await loaders[language]()).default as Messages;
}

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
