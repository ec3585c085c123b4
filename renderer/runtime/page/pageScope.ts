/**
 * Builds a page's scope at run time, typed by the one declaration of its names
 * (renderer/contract/page/scopeNames.ts): boot's part (what the early fetch reads) and the page-wide
 * part (Page.tsx). Apart from the names so their descriptions, which the build and docs/page-schema.md read,
 * never ship to the browser.
 */
import type { BootServices, Services } from '../../contract/services.ts';
import type { BootScope, PageScope } from '../../contract/page/scopeNames.ts';

/** The scope boot's early fetch reads: the address's query and what the services know. */
export function bootScope(services: BootServices, query: Record<string, string>): BootScope {
  return {
    query,
    launch: services.launch(),
    deployment: services.deployment,
    market: services.market,
    lang: services.language,
    platform: services.platform(),
  };
}

/**
 * The page-wide scope but for its data: boot's names, the page state, the visit's messages (the page's own added) and
 * the routes.
 */
export function pageScope(
  services: Services,
  query: Record<string, string>,
  state: unknown,
  messages: unknown,
): Omit<PageScope, 'data' | 'loading'> {
  return { ...bootScope(services, query), state, t: messages, routes: services.routes };
}
