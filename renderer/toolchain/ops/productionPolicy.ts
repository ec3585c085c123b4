/**
 * The production security policy of one brand, derived from its deployment and its build (the
 * built index.html): the one source that the generated nginx config, the static hosts' `_headers`
 * file and `npm start`'s preview server all send (nginxSite.ts, headersFile.ts, policyPlugin.ts).
 *
 * Styles: emotion (the only styling) runs in "speedy" mode in a production build: it inserts empty
 * <style> elements and fills them through the CSSOM (insertRule), which CSP does not govern, and
 * React sets `style` props through the CSSOM too. So style-src needs no nonce and no
 * 'unsafe-inline': 'self', the hash of each inline <style> of index.html, and the hash of the empty
 * string (emotion's empty tags). A nonce would need a server that rewrites each response, which a
 * static `_headers` file cannot do; hashes fixed at build time can.
 */
import { NO_PAGE_HEADERS, SECURITY_HEADERS } from '../../contract/securityHeaders.ts';
import { createHash } from 'node:crypto';
import type { Deployment } from '../../contract/deployment/schema.ts';
import { ASSETS_PATH, deploymentDocuments, deploymentImages, originOf } from './policyOrigins.ts';

/** sha256 of the empty string: emotion's speedy-mode <style> elements, filled through insertRule. */
export const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/** What the policy needs to know of the build. */
export interface BuildFacts {
  /** The built index.html (its inline styles are hashed; inline scripts are refused). */
  indexHtml: string;
  /** Paths of the static HTML documents besides index.html (agreements, policies shown in frames). */
  documents: readonly string[];
  /** The build has the developer test page (features.testPreview): it checks geolocation. */
  testPreview: boolean;
  /** Paths of the content-hashed files under /assets/: only these are immutable (a `_headers` file names each). */
  assets?: readonly string[];
}

export type Headers = Record<string, string>;

/** The headers of each kind of response; Cache-Control included. */
export interface ProductionPolicy {
  /** index.html, every route of the app (the history fallback) and unhashed public files. */
  app: Headers;
  /** Content-hashed build output under /assets/, when the file is there. */
  assets: Headers;
  /** A path under /assets/ that holds no file (a chunk a rollout removed): a 404 nobody keeps. */
  missingAsset: Headers;
  /** What the server answers itself (its 400, 404, 414 pages): the security headers, kept by nobody. */
  error: Headers;
  /** The paths of the hashed files (for `_headers`, which matches paths, not files). */
  assetFiles: readonly string[];
  /** Same-origin documents the app shows in its sandboxed frames. */
  document: Headers;
  /** Replies of the proxied gateway (their caching is the gateway's own): under the app's origin, they run nothing. */
  gateway: Headers;
  /** Paths of the documents, each served with `document`. */
  documents: readonly string[];
  /** The gateway base when it is a path on the app's origin (proxied), else null. */
  gatewayPath: string | null;
  /** The largest request body the gateway gets (the picture upload), in bytes. */
  uploadLimit: number;
}

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
export const CACHE_NEVER = 'no-store';
/** The picture upload's limit when the deployment sets no limits.uploadMaxBytes (the demo gateway's). */
const DEFAULT_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Room for the multipart envelope and the launch parameters around the picture. */
const UPLOAD_ENVELOPE_BYTES = 64 * 1024;

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The text of each inline <style> element of a page, as the browser hashes it. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((match) => match[1]!.replace(/\r\n?/g, '\n'));
}

/**
 * What in a page would need 'unsafe-inline' for scripts (never allowed): an inline <script>, an
 * event-handler attribute, a javascript: address, or a style attribute. Empty when there is none.
 */
export function inlineCode(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>/gi))
    if (!/\ssrc\s*=/i.test(match[1]!)) found.push(`an inline script (${match[0]})`);
  for (const match of html.matchAll(/<[a-z][^>]*\s(on[a-z]+)\s*=/gi))
    found.push(`an event-handler attribute (${match[1]!})`);
  if (/javascript:/i.test(html)) found.push('a javascript: address');
  for (const match of html.matchAll(/<[a-z][^>]*\sstyle\s*=/gi)) found.push(`a style attribute (${match[0]})`);
  return found;
}

const unique = (values: (string | null | undefined)[]): string[] => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

function serialize(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The Content-Security-Policy of the app (index.html and everything it loads). */
export function appCsp(deployment: Deployment, build: BuildFacts): string {
  const problems = inlineCode(build.indexHtml);
  if (problems.length)
    throw new Error(
      `index.html has ${problems.join(', ')}; the production policy allows no inline code: move it to a module file`,
    );
  const gatewayOrigin = originOf(deployment.gateway.base);
  const deploymentImageOrigins = deploymentImages(deployment).map(([, address]) => originOf(address));
  const documentOrigins = deploymentDocuments(deployment).map(([, address]) => originOf(address));
  return serialize({
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': unique(["'self'", ...inlineStyles(build.indexHtml).map(sha256), EMPTY_STYLE_HASH]),
    // The captcha and uploaded pictures come from the gateway; product logos from its replies.
    'img-src': unique(["'self'", gatewayOrigin, ...deploymentImageOrigins, ...(deployment.imageOrigins ?? [])]),
    'font-src': ["'self'"],
    // The gateway, and the collector the borrowers' beacons go to (renderer/browser/monitoring/).
    'connect-src': unique([
      "'self'",
      gatewayOrigin,
      ...(deployment.monitoring && deployment.monitoring.enabled !== false
        ? [originOf(deployment.monitoring.endpoint)]
        : []),
    ]),
    'frame-src': unique(["'self'", ...documentOrigins, ...(deployment.documentOrigins ?? [])]),
    'form-action': unique(["'self'", ...(deployment.trustedOrigins ?? [])]),
    'frame-ancestors': deployment.frameAncestors?.length ? unique(deployment.frameAncestors) : ["'none'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
  });
}

/**
 * The policy of a static document on the app's origin: styles and pictures of its own, no code, framed only by the app.
 */
export function documentCsp(): string {
  return serialize({
    'default-src': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'none'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
  });
}

/**
 * Powerful features, each off unless the app uses it: the camera for the picture picker, geolocation for the test
 * page's check.
 */
export function permissionsPolicy(build: Pick<BuildFacts, 'testPreview'>): string {
  const features: Record<string, string> = {
    camera: '(self)',
    geolocation: build.testPreview ? '(self)' : '()',
    microphone: '()',
    payment: '()',
    usb: '()',
    serial: '()',
    hid: '()',
    midi: '()',
    'display-capture': '()',
    accelerometer: '()',
    gyroscope: '()',
    magnetometer: '()',
    'xr-spatial-tracking': '()',
    'browsing-topics': '()',
  };
  return Object.entries(features)
    .map(([name, allow]) => `${name}=${allow}`)
    .join(', ');
}

/** Every header of every kind of response, from the deployment and the build. */
export function productionPolicy(deployment: Deployment, build: BuildFacts): ProductionPolicy {
  const common: Headers = { ...SECURITY_HEADERS, 'Permissions-Policy': permissionsPolicy(build) };
  const csp = appCsp(deployment, build);
  const base = deployment.gateway.base;
  return {
    app: { ...common, 'Content-Security-Policy': csp, 'Cache-Control': CACHE_REVALIDATE },
    assets: { ...common, 'Content-Security-Policy': csp, 'Cache-Control': CACHE_IMMUTABLE },
    missingAsset: { ...common, 'Content-Security-Policy': csp, 'Cache-Control': CACHE_NEVER },
    error: { ...common, 'Content-Security-Policy': csp, 'Cache-Control': CACHE_NEVER },
    assetFiles: [...(build.assets ?? [])].sort(),
    document: { ...common, 'Content-Security-Policy': documentCsp(), 'Cache-Control': CACHE_REVALIDATE },
    gateway: { ...NO_PAGE_HEADERS },
    documents: [...build.documents].sort(),
    gatewayPath: base.startsWith('/') ? base.replace(/\/$/, '') : null,
    uploadLimit: (deployment.limits?.uploadMaxBytes ?? DEFAULT_UPLOAD_BYTES) + UPLOAD_ENVELOPE_BYTES,
  };
}

/** The headers a path of the site is served with (a found asset, a missing one, a document, or the app). */
export function headersForPath(policy: ProductionPolicy, path: string, found = true): Headers {
  if (path.startsWith(ASSETS_PATH)) return found ? policy.assets : policy.missingAsset;
  if (policy.documents.includes(path)) return policy.document;
  return policy.app;
}
