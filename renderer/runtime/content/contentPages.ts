/**
 * The build's page loaders with a content pack's routes laid over them (issue 43): the pack's compiled pages in place
 * of the build's, with the blocks, calls and models of the route's own chunk. A file of its own: the browser's entry
 * lays a page's pack with this alone (renderer/browser/content.ts), the rest of ./contentView.ts being the renderer's.
 */
import type { RouteContent } from '../../contract/content.ts';
import type { PageLoaders, PageModule } from '../../contract/page/pageModule.ts';

/** The route's page module with the pack's pages in place of the build's (its blocks, calls and models the chunk's). */
function withRoute(load: () => Promise<PageModule>, route: RouteContent): () => Promise<PageModule> {
  return () =>
    load().then(({ experiment: _experiment, ...module }) => ({
      ...module,
      page: route.page,
      ...(route.experiment ? { experiment: route.experiment } : {}),
    }));
}

/** The build's page loaders with the pack's routes laid over them (a stable loader per route and pack). */
export function contentPages(pages: PageLoaders, routes: Readonly<Record<string, RouteContent>>): PageLoaders {
  const out: PageLoaders = { ...pages };
  for (const [key, route] of Object.entries(routes)) {
    const load = pages[key];
    if (load) out[key] = withRoute(load, route);
  }
  return out;
}
