/**
 * What one page view renders with: the build's deployment and pages with a verified content pack laid over them
 * (renderer/contract/content.ts), made once per pack and then only read, so a render that took a view keeps it whole
 * however many packs arrive meanwhile. The browser gets the same from the server's page (PageContent): it never decides
 * again.
 */
import type { ContentPack, PageContent } from '../../contract/content.ts';
import { isObject, type Json } from '../../contract/json.ts';
import type { PageLoaders } from '../../contract/page/pageModule.ts';
import type { PublicDeployment } from '../../contract/services.ts';
import { contentPages } from './contentPages.ts';

/** Boot's entry lays a page's pack with it alone (./contentPages.ts): the rest of this file is the renderer's. */
export { contentPages };

export interface ContentView {
  /** The pack's version; absent: the build's own content. */
  version?: number;
  deployment: PublicDeployment;
  pages: PageLoaders;
  /** What the server's page tells the browser (absent: the build's own content). */
  page?: PageContent;
}

/** The deployment with the pack's content fields in place, each market's too. */
export function contentDeployment(
  deployment: PublicDeployment,
  content: Pick<ContentPack, 'deployment' | 'markets'>,
): PublicDeployment {
  const markets: Json = { ...deployment.markets };
  for (const [key, fields] of Object.entries(content.markets))
    if (isObject(markets[key]) && isObject(fields)) markets[key] = { ...markets[key], ...fields };
  return { ...deployment, ...content.deployment, markets } as PublicDeployment;
}

/** The deployment's top-level fields that differ from the build's (what the server's page carries). */
function changedFields(build: PublicDeployment, now: PublicDeployment): Record<string, unknown> {
  const was = build as unknown as Json;
  const is = now as unknown as Json;
  return Object.fromEntries(
    Object.keys(is)
      .filter((key) => JSON.stringify(is[key]) !== JSON.stringify(was[key]))
      .map((key) => [key, is[key]]),
  );
}

/** The build's own content, as a view. */
export function buildView(deployment: PublicDeployment, pages: PageLoaders): ContentView {
  return { deployment, pages };
}

/** The build's content with a verified pack laid over it. */
export function packView(deployment: PublicDeployment, pages: PageLoaders, pack: ContentPack): ContentView {
  const laid = contentDeployment(deployment, pack);
  const fields = changedFields(deployment, laid);
  return {
    version: pack.version,
    deployment: laid,
    pages: contentPages(pages, pack.routes),
    page: {
      version: pack.version,
      ...(Object.keys(fields).length ? { deployment: fields } : {}),
      ...(Object.keys(pack.routes).length ? { routes: pack.routes } : {}),
    },
  };
}
