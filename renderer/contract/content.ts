/**
 * Content packs (issue 43, docs/operators.md "Publishing content"): the part of a brand file that is content, not code
 * or policy, published without a rebuild as one immutable, signed, versioned JSON document per brand, and a small
 * signed pointer that names the live one. Declared once here: what a pack holds, which fields of a brand are content,
 * what the build says it can serve (the pack is checked against that, never against the source tree), the store's
 * layout, the envelope's types and the renderer's settings and reasons for refusing one.
 */
import type { PageExperiment } from './experiment.ts';
import type { MarketKey } from './language.ts';
import type { PageModel } from './page/types.ts';
import type { RuleName } from './page/compliance.ts';

/**
 * The deployment's fields a pack may change: words, pictures, colours, contacts and links (each still within the
 * build's policy: validate checks every address against the origins the build allows). Every other field (the gateway,
 * the origins, schemes and frame ancestors, monitoring, features, routes, limits, the keys) is the build's: a brand
 * file that changes one needs a rebuild.
 */
export const CONTENT_FIELDS = [
  'appName',
  'productName',
  'colors',
  'phone',
  'email',
  'company',
  'links',
  'banners',
  'serviceBanner',
  'loginFailureBanner',
  'documents',
  'appDownloads',
] as const;
export type ContentField = (typeof CONTENT_FIELDS)[number];

/**
 * A market's fields a pack may change. Its currency, language, lending range, penalty and what the law requires of it
 * (the grievance officer, the cooling-off period, the daily cost cap, the recovery-agent note) are the build's.
 */
export const MARKET_CONTENT_FIELDS = ['labels', 'messages', 'phone', 'email'] as const;
export type MarketContentField = (typeof MARKET_CONTENT_FIELDS)[number];

/** A route's pages as a pack ships them: compiled as the build compiles them, for the blocks its chunk already has. */
export interface RouteContent {
  page: PageModel;
  experiment?: PageExperiment;
}

/** The content of a brand: the pack's signed payload. */
export interface ContentPack {
  brand: string;
  /** 1, 2, …: a pack by version never changes once published. */
  version: number;
  /** The build it was checked against (ContentBuild.build): a renderer of another build serves its own content. */
  build: string;
  publishedAt: string;
  /** The operator's one line. */
  message: string;
  /** The content fields (complete: a pack alone says the brand's content). */
  deployment: Partial<Record<ContentField, unknown>>;
  /** Each market's content fields. */
  markets: Partial<Record<MarketKey, Partial<Record<MarketContentField, unknown>>>>;
  /** The routes whose pages differ from the build's, each compiled whole (page patches and experiments applied). */
  routes: Record<string, RouteContent>;
}

/** The pointer: which pack is live. Every publish and rollback signs a new one, with the next sequence. */
export interface ContentPointer {
  brand: string;
  /** Grows by one on every publish and rollback: a renderer refuses one below what it has served (a replay). */
  sequence: number;
  /** The live pack's version. */
  version: number;
  build: string;
  /** SHA-256 (hex) of the pack's file as stored: the pointer names one pack, byte for byte. */
  pack: string;
  kind: 'publish' | 'rollback';
  publishedAt: string;
  message: string;
  /** What changed from the pack live before, one line each (`npm run content -- log`). */
  changes: string[];
}

/** A route as the build serves it: what its chunks hold and what a pack may not change of it. */
export interface RouteBuild {
  blocks: string[];
  calls: string[];
  models: string[];
  messageGroups: string[];
  /** SHA-256 of the data its page asks for before its code (the early plan: the entry's, so the build's). */
  early: string;
  /** SHA-256 of the route's compiled pages (page and experiment): a pack carries a route only where it differs. */
  pages: string;
  /** The locked nodes the brand's page keeps (rules binding its markets), in page order, each with its fingerprint. */
  locks: { id: string; rule: RuleName; print: string }[];
}

/**
 * What a build can serve (dist/<brand>/content-build.json, and inside the server entry): a pack is checked against it
 * at publish and again by the renderer when it loads one.
 */
export interface ContentBuild {
  brand: string;
  /** SHA-256 of the rest of this document: the build's identity for packs. */
  build: string;
  /** The public keys (base64url, raw Ed25519) the brand file lists: a pack signed by another is refused. */
  keys: string[];
  /** The build's own fields (every deployment field but the content ones), as a pack must find them. */
  fields: Record<string, unknown>;
  /** Each market's build fields. */
  markets: Record<string, Record<string, unknown>>;
  routes: Record<string, RouteBuild>;
}

/** The envelope's payload types (DSSE, https://github.com/secure-systems-lab/dsse). */
export const PACK_TYPE = 'application/vnd.loan-pages.content-pack+json';
export const POINTER_TYPE = 'application/vnd.loan-pages.content-pointer+json';

/** The store's layout under its base (CONTENT_URL, or `/content/` on the app's own origin). */
export const contentPaths = (brand: string) => ({
  pointer: `${brand}/pointer.json`,
  pack: (version: number) => `${brand}/packs/${version}.json`,
  /** Every pointer signed, by sequence: the log, and what a rollback goes back to. */
  history: (sequence: number) => `${brand}/pointers/${sequence}.json`,
});

/** Where `npm run serve` and a static host serve the store on the app's own origin. */
export const CONTENT_PATH = '/content/';
/** The renderer's settings (CONTRACT §1): the store's base address and how often the pointer is asked. */
export const CONTENT_URL_ENV = 'CONTENT_URL';
export const CONTENT_POLL_ENV = 'CONTENT_POLL_S';
export const CONTENT_POLL_DEFAULT_S = 30;
/** The largest pack or pointer the renderer reads (a pack of every page is ~200 KB). */
export const CONTENT_MAX_BYTES = 1_048_576;
/** How long the renderer waits on the store for one file. */
export const CONTENT_FETCH_TIMEOUT_MS = 5_000;

/**
 * Why the renderer refused a pointer or pack, or could not read one
 * (`loan_pages_render_content_rejections_total{reason}`).
 */
export const CONTENT_REJECTIONS = [
  'unreachable',
  'status',
  'not-json',
  'too-large',
  'shape',
  'signature',
  'unknown-key',
  'replay',
  'brand',
  'build',
  'needs-rebuild',
  'locks',
] as const;
export type ContentRejection = (typeof CONTENT_REJECTIONS)[number];

/** What a page and a static host's phone say of a pack (boot's entry reads them: a file of their own). */
export { CONTENT_KEPT_KEY, CONTENT_STATE_ID, type KeptContent, type PageContent } from './pageContent.ts';
