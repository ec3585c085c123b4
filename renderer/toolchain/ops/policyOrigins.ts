/**
 * The addresses a deployment puts into the production security policy (productionPolicy.ts): the
 * origin lists, the gateway base and the pictures and documents it names. `npm run validate`
 * rejects any that would make the policy unsafe: a wildcard, plain http:, another scheme, a
 * protocol-relative "//host" path, or an origin written with a path. The JSON Schema checks the
 * rough shape; this says what is wrong in the policy's terms.
 */
import type { Deployment } from '../../contract/deployment/schema.ts';
import { routePaths } from '../../contract/routeTable.ts';
import { REFUSED_SCHEMES } from '../../runtime/links/safeLink.ts';
import type { Problem } from '../problems/problems.ts';

/** Where the build puts its content-hashed files (Vite's assetsDir): served immutable, never the app's fallback. */
export const ASSETS_PATH = '/assets/';

/** The origin lists of a deployment, by key, with what each allows. */
export const ORIGIN_LISTS = {
  trustedOrigins: 'receive the full launch parameters on a link and a form (form-action)',
  partnerOrigins: "load in place inside the app's WebView (with the tracking set only)",
  documentOrigins: 'be shown in a sandboxed frame (frame-src)',
  imageOrigins: "serve pictures the gateway's replies name (img-src)",
  frameAncestors: 'show this app in a frame of their own (frame-ancestors)',
} as const;

export type OriginListKey = keyof typeof ORIGIN_LISTS;

const HTTPS_ORIGIN = 'an https origin such as "https://pay.example.com" (no wildcard, path or other scheme)';

const WILDCARD = 'a wildcard lets any matching site in';

/** The address parsed when it is https, else why it cannot stand in a security policy. */
function httpsUrl(value: string): URL | string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not an address';
  }
  if (url.protocol === 'http:') return 'plain http: can be read and changed on the way (production is https only)';
  if (url.protocol !== 'https:') return `the ${url.protocol} scheme has no place in a security policy`;
  return url;
}

/** Why an origin would weaken the policy, or null when it is a plain https origin. */
export function originFault(value: string): string | null {
  if (value.includes('*')) return WILDCARD;
  const url = httpsUrl(value);
  if (typeof url === 'string') return url;
  if (url.username || url.password) return 'a user name or password in it';
  if (url.origin !== value) return `not an origin as a browser writes it (that is "${url.origin}")`;
  return null;
}

/**
 * Why a picture or document address would weaken the policy, or null: a path on the app's own
 * origin (not "//host", which is another origin) or an https address.
 */
export function addressFault(value: string): string | null {
  if (value.startsWith('/'))
    return value.startsWith('//') || value.includes('\\') ? 'a "//" or "\\" path is another origin in disguise' : null;
  const url = httpsUrl(value);
  if (typeof url === 'string') return url;
  if (url.hostname.includes('*')) return WILDCARD;
  return null;
}

/** The origin of an absolute https address, or null for a path on the app's own origin. */
export function originOf(address: string): string | null {
  return /^https:\/\//i.test(address) ? new URL(address).origin : null;
}

/** Every picture the deployment itself names: banners by status, the service and login-failure banners. */
export function deploymentImages(deployment: Deployment): [pointer: string, address: string][] {
  const images: [string, string][] = Object.entries(deployment.banners ?? {}).map(([key, value]) => [
    `/banners/${key}`,
    String(value),
  ]);
  if (deployment.serviceBanner) images.push(['/serviceBanner', deployment.serviceBanner]);
  if (deployment.loginFailureBanner) images.push(['/loginFailureBanner', deployment.loginFailureBanner]);
  return images;
}

/** The documents the deployment shows in frames. */
export function deploymentDocuments(deployment: Deployment): [pointer: string, address: string][] {
  return Object.entries(deployment.documents ?? {}).map(([key, value]) => [`/documents/${key}`, String(value)]);
}

/** Every problem that would make the production policy of this deployment unsafe. */
export function checkPolicyOrigins(file: string, deployment: Deployment): Problem[] {
  const problems: Problem[] = [];
  for (const key of Object.keys(ORIGIN_LISTS) as OriginListKey[]) {
    (deployment[key] ?? []).forEach((origin, index) => {
      const fault = originFault(origin);
      if (fault)
        problems.push({
          file,
          pointer: `/${key}/${index}`,
          message: `${JSON.stringify(origin)} would weaken the security policy: ${fault}`,
          expected: `${HTTPS_ORIGIN}; these origins may ${ORIGIN_LISTS[key]}`,
        });
    });
  }
  problems.push(...linkListProblems(file, deployment));
  const base = deployment.gateway.base;
  const baseFault = base.includes('*') ? 'a wildcard lets any matching site in' : addressFault(base);
  if (baseFault)
    problems.push({
      file,
      pointer: '/gateway/base',
      message: `${JSON.stringify(base)} would weaken the security policy (connect-src): ${baseFault}`,
      expected: 'a path on the app\'s origin ("/gateway") or an https address',
    });
  for (const [pointer, address] of [...deploymentImages(deployment), ...deploymentDocuments(deployment)]) {
    const fault = addressFault(address);
    if (fault)
      problems.push({
        file,
        pointer,
        message: `${JSON.stringify(address)} would weaken the security policy: ${fault}`,
        expected: 'a path on the app\'s origin ("/brands/…") or an https address',
      });
  }
  // The server sends these prefixes elsewhere (hashed files, the gateway), so a screen there could never load.
  const reserved = [ASSETS_PATH, base.startsWith('/') ? `${base.replace(/\/$/, '')}/` : null].filter(
    (prefix): prefix is string => prefix !== null,
  );
  for (const [key, path] of Object.entries(routePaths(deployment.routes))) {
    const clash = reserved.find((prefix) => `${path}/`.startsWith(prefix));
    if (clash)
      problems.push({
        file,
        pointer: `/routes/${key}`,
        message: `path "${path}" lies under ${clash}, which the server does not fall back to the app for`,
        expected: `a path outside ${reserved.join(' and ')}`,
      });
  }
  return problems;
}

/**
 * Schemes an Android host would open inside itself with the WebView's rights: `intent:` starts any
 * activity of any app with extras the link chooses, `content:` reads another app's files.
 */
export const HOST_ONLY_INSIDE_SCHEMES: ReadonlySet<string> = new Set(['intent:', 'content:']);

/** The links a deployment names (where Repay, the delay link, the bind-card page and the app downloads go). */
function deploymentLinks(deployment: Deployment): [pointer: string, address: string][] {
  const links: [string, string][] = Object.entries(deployment.links ?? {}).map(([key, value]) => [
    `/links/${key}`,
    String(value),
  ]);
  for (const [key, value] of Object.entries(deployment.appDownloads ?? {}))
    links.push([`/appDownloads/${key}`, String(value)]);
  return links;
}

/**
 * The lists the safe link rule reads (renderer/runtime/links/safeLink.ts): a partner origin that is trusted
 * too gets the token after all, and a host scheme may be neither a web scheme (web links have
 * their own rule), nor one that runs code, nor one a host opens with its own rights (intent:,
 * content:). The deployment's own links are paths of the app or https addresses (a "//host" path
 * is another origin, plain http: is changed on the way), and a renamed route is a plain path.
 */
function linkListProblems(file: string, deployment: Deployment): Problem[] {
  const problems: Problem[] = [];
  const trusted = new Set(deployment.trustedOrigins ?? []);
  (deployment.partnerOrigins ?? []).forEach((origin, index) => {
    if (trusted.has(origin))
      problems.push({
        file,
        pointer: `/partnerOrigins/${index}`,
        message: `${JSON.stringify(origin)} is in trustedOrigins too, so its pages would get the token and session`,
        expected: 'a partner origin that trustedOrigins does not list',
      });
  });
  (deployment.hostSchemes ?? []).forEach((scheme, index) => {
    const fault =
      scheme === 'http:' || scheme === 'https:'
        ? 'web links follow the origin rule, not a scheme list'
        : REFUSED_SCHEMES.has(scheme)
          ? 'it runs code or reads local data, and is never followed'
          : HOST_ONLY_INSIDE_SCHEMES.has(scheme)
            ? "an Android host opens it with its own rights (any app's activity, another app's files)"
            : null;
    if (fault)
      problems.push({
        file,
        pointer: `/hostSchemes/${index}`,
        message: `${JSON.stringify(scheme)} cannot be handed to the host: ${fault}`,
        expected: 'a scheme of another app such as "tel:", "mailto:", "market:" or the brand\'s own',
      });
  });
  for (const [pointer, address] of deploymentLinks(deployment)) {
    const fault = addressFault(address);
    if (fault)
      problems.push({
        file,
        pointer,
        message: `${JSON.stringify(address)} is no safe link: ${fault}`,
        expected: 'a path of the app ("/repayChoose") or an https address',
      });
  }
  for (const [key, path] of Object.entries(deployment.routes ?? {})) {
    if (/^\/[/\\]/.test(path) || path.includes('\\'))
      problems.push({
        file,
        pointer: `/routes/${key}`,
        message: `path ${JSON.stringify(path)} is read by a browser as another host`,
        expected: 'a path that starts with a single "/" and holds no "\\"',
      });
  }
  return problems;
}
