/**
 * The content a page view renders with in the browser (issue 43): the server's page names the pack it was made with
 * (a JSON block, renderer/server/content/contentTag.ts) and the browser takes exactly that, never deciding again, so
 * the page it hydrates is the page the server drew: no flicker, no mismatch. Read once, before the visit is decided.
 */
import { CONTENT_STATE_ID, type PageContent } from '../contract/content.ts';
import { isObject } from '../contract/json.ts';
import type { PageLoaders } from '../contract/page/pageModule.ts';
import type { PublicDeployment } from '../contract/services.ts';
import { contentPages } from '../runtime/content/contentView.ts';

/** What the page says of its pack, when it says anything readable. */
export function pageContent(document: Document): PageContent | undefined {
  const text = document.getElementById(CONTENT_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const content = JSON.parse(text) as unknown;
    return isObject(content) && typeof content.version === 'number' ? (content as unknown as PageContent) : undefined;
  } catch {
    return undefined;
  }
}

/** The build's deployment and pages with the page's pack laid over them. */
export function withPageContent(
  content: PageContent | undefined,
  deployment: PublicDeployment,
  pages: PageLoaders,
): { deployment: PublicDeployment; pages: PageLoaders } {
  if (!content) return { deployment, pages };
  return {
    deployment: content.deployment ? ({ ...deployment, ...content.deployment } as PublicDeployment) : deployment,
    pages: content.routes ? contentPages(pages, content.routes) : pages,
  };
}
