/**
 * The content a page view renders with in the browser (issue 43): the server's page names the pack it was made with
 * (a JSON block, renderer/server/content/contentTag.ts) and the browser takes exactly that, never deciding again, so
 * the page it hydrates is the page the server drew: no flicker, no mismatch. Read once, before the visit is decided.
 * A static host's page names none: the pack the phone kept (fetched and verified at idle by ./contentUpdate.ts) is
 * laid over instead, from the page view after it was kept, never under the borrower's eyes.
 */
import { CONTENT_KEPT_KEY, CONTENT_STATE_ID, type KeptContent, type PageContent } from '../contract/pageContent.ts';
import { isObject } from '../contract/json.ts';
import type { PageLoaders } from '../contract/page/pageModule.ts';
import type { PublicDeployment } from '../contract/services.ts';
import { contentPages } from '../runtime/content/contentPages.ts';
import { readStored, removeStored } from '../runtime/storage/stored.ts';

const isPageContent = (value: unknown): value is PageContent => isObject(value) && typeof value.version === 'number';

/** What the page says of its pack, when it says anything readable. */
export function pageContent(document: Document): PageContent | undefined {
  const text = document.getElementById(CONTENT_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const content = JSON.parse(text) as unknown;
    return isPageContent(content) ? content : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The pack the phone keeps, when it is this brand's and was kept by this very entry script (so for this build); any
 * other kept value is dropped (another brand's, an earlier build's, or not a kept pack's shape).
 */
export function keptContent(storage: Storage | undefined, brand: string, script: string): PageContent | undefined {
  const kept = readStored(storage, CONTENT_KEPT_KEY) as Partial<KeptContent> | undefined;
  if (kept === undefined) return undefined;
  if (isObject(kept) && kept.brand === brand && kept.script === script && isPageContent(kept.content))
    return kept.content;
  removeStored(storage, CONTENT_KEPT_KEY);
  return undefined;
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
