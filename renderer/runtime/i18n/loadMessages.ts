/** Loading a language's catalogue (no React here: boot asks for it before the app's code has loaded). */
import type { Language } from '../../contract/language.ts';
import type { Messages } from '../../contract/services.ts';

/** The shared part of a language's catalogue; a page brings its own groups (PageModule.messages). */
export async function loadMessages(language: Language): Promise<Messages> {
  const loaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
    en: () => import('virtual:messages/en'),
    id: () => import('virtual:messages/id'),
    zh: () => import('virtual:messages/zh'),
  };
  // Some groups of the catalogue: what a page names beyond them comes with the page.
  return (await loaders[language]()).default;
}
