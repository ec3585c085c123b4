/**
 * Launch parameters (CONTRACT §3): read from the address on first load, kept for the browsing
 * session so in-app navigation and reloads keep them, with `token`, `session` and whatever else
 * identifies the borrower or the device taken out of the visible address so they cannot leak
 * through a copied link, a screenshot or a Referer.
 */

import {
  IDENTIFYING_KEYS,
  LAUNCH_KEYS,
  TRACKING_KEYS,
  type LaunchKey,
  type LaunchParams,
} from '../../contract/launch.ts';

const STORAGE_KEY = 'launchParams';
const launchKeySet = new Set<string>(LAUNCH_KEYS);

export function isLaunchKey(key: string): key is LaunchKey {
  return launchKeySet.has(key);
}

/** The launch parameters present in a query string (empty values count as absent). */
export function launchParamsFrom(search: URLSearchParams): LaunchParams {
  const found: LaunchParams = {};
  for (const key of LAUNCH_KEYS) {
    const value = search.get(key);
    if (value !== null && value !== '') found[key] = value;
  }
  return found;
}

function readStored(storage: Storage | undefined): LaunchParams {
  if (!storage) return {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const out: LaunchParams = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (isLaunchKey(key) && typeof value === 'string') out[key] = value;
    }
    return out;
  } catch {
    return {};
  }
}

/** Launch parameters from any record: launch keys only, non-empty strings only. */
export function launchParamsOf(values: unknown): LaunchParams {
  const out: LaunchParams = {};
  if (!values || typeof values !== 'object') return out;
  for (const [key, value] of Object.entries(values)) {
    if (isLaunchKey(key) && (typeof value === 'string' || typeof value === 'number') && String(value) !== '')
      out[key] = String(value);
  }
  return out;
}

/**
 * Replaces the session's launch parameters outright (the developer test page's device fields): a
 * field left empty is gone, unlike a load's query, which only adds and replaces.
 */
export function replaceLaunchParams(storage: Storage | undefined, values: unknown): LaunchParams {
  const params = launchParamsOf(values);
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(params));
  } catch {
    // As in captureLaunchParams: nothing to keep them in.
  }
  return params;
}

export interface LaunchInput {
  /** The current address (after any legacy hash link was turned into a path). */
  url: URL;
  storage: Storage | undefined;
  /** The deployment's merchant number, used when the launch carries none. */
  merchantNumberFallback: string;
  /**
   * A one-market brand's languageType ("1" Indonesia, "0" India), used when the launch carries none: the gateway
   * answers in its market.
   */
  languageTypeFallback?: string;
}

export interface LaunchResult {
  params: LaunchParams;
  /** The address to show instead, without what identifies anyone; null when nothing needs to change. */
  cleanedUrl: string | null;
  /**
   * The address named someone the session did not hold (another token, session, user or device): a new launch, perhaps
   * of another borrower.
   */
  newLaunch: boolean;
}

/**
 * Takes the address's launch parameters, stores them and says what the address should become. A
 * launch that names anyone the session does not hold (any identifying parameter with another value:
 * a token, a session, a userId, a device) is a new launch, perhaps another borrower on a shared
 * phone: its parameters replace the stored ones as a whole, so nothing of the previous launch (A's
 * token beside B's userId and session) outlives it. Otherwise they merge over the stored ones key by
 * key, so a reload whose address no longer carries the token keeps it.
 */
export function captureLaunchParams({
  url,
  storage,
  merchantNumberFallback,
  languageTypeFallback,
}: LaunchInput): LaunchResult {
  const fromUrl = launchParamsFrom(url.searchParams);
  const stored = readStored(storage);
  const newLaunch = IDENTIFYING_KEYS.some((key) => fromUrl[key] !== undefined && fromUrl[key] !== stored[key]);
  const params: LaunchParams = newLaunch ? { ...fromUrl } : { ...stored, ...fromUrl };
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(params));
  } catch {
    // Private mode or a full quota: the parameters still live for this page's lifetime.
  }
  if (!params.merchantNumber) params.merchantNumber = merchantNumberFallback;
  if (!params.languageType && languageTypeFallback) params.languageType = languageTypeFallback;

  let cleanedUrl: string | null = null;
  if (IDENTIFYING_KEYS.some((key) => url.searchParams.has(key))) {
    const clean = new URL(url.href);
    for (const key of IDENTIFYING_KEYS) clean.searchParams.delete(key);
    cleanedUrl = clean.pathname + clean.search + clean.hash;
  }
  return { params, cleanedUrl, newLaunch };
}

/** The tracking subset, the only part an untrusted origin receives. */
export function trackingParams(params: LaunchParams): LaunchParams {
  const out: LaunchParams = {};
  for (const key of TRACKING_KEYS) if (params[key] !== undefined) out[key] = params[key];
  return out;
}
