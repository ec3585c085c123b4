/**
 * What the browser's boot reads of a content pack (issue 43; renderer/contract/content.ts declares the rest): the JSON
 * block a page names its pack in, and what a static host's phone keeps. A file of their own, so the entry takes these
 * few names and not the whole of what a pack is (the renderer's checks, which a static host's browser runs in a lazy
 * chunk).
 */
import type { RouteContent } from './content.ts';

/** The id of the JSON block in which the server's page (and its static shell) names the pack it was made with. */
export const CONTENT_STATE_ID = 'loan-pages-content';

/** What the server's page tells the browser of the pack it rendered with (CONTENT_STATE_ID). */
export interface PageContent {
  version: number;
  /** The deployment's fields the pack changes. */
  deployment?: Record<string, unknown>;
  /** The routes whose pages the pack changes, each as the pack has it: the browser never decides again. */
  routes?: Record<string, RouteContent>;
}

/**
 * Where the browser of a static host (no renderer: nothing names a pack in the page) keeps the pack it fetched and
 * verified at idle (renderer/browser/contentUpdate.ts), for the next page view's boot to lay over the build's content
 * (renderer/browser/content.ts keptContent): local storage, one pack per phone and origin.
 */
export const CONTENT_KEPT_KEY = 'contentPack';

/** What the phone keeps under CONTENT_KEPT_KEY: the pack as a page would name it, and whose it is. */
export interface KeptContent {
  brand: string;
  /** The build it was checked against (ContentBuild.build). */
  build: string;
  /**
   * The address of the entry script that kept it. Boot lays a kept pack only under the same script: the entry names
   * its lazy chunks by content hash, the updater's chunk holds the ContentBuild, so another build is another script.
   */
  script: string;
  /** The pointer's sequence it came with: a pointer below it is a replay. */
  sequence: number;
  content: PageContent;
}
