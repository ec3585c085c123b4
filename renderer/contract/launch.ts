/**
 * The launch parameters' names (CONTRACT §3), the one list every layer reads: the runtime captures
 * them (renderer/runtime/launch/launchParams.ts), the deployment's schema names them, the gateway's
 * credentials and the safe link rule sort them.
 */
/** Tracking parameters: the only ones an untrusted origin may ever receive. */
export const TRACKING_KEYS = [
  'influence',
  'ii',
  'limitless',
  'seem',
  'space',
  'biotechnology',
  'cultural',
  'approaches',
] as const;

export const LAUNCH_KEYS = [
  'deviceId',
  'appMarket',
  'appVersion',
  'token',
  'appType',
  'deviceName',
  'osVersion',
  'gid',
  'platform',
  'session',
  'userId',
  'merchantNumber',
  'languageType',
  ...TRACKING_KEYS,
] as const;

/**
 * Never shown in the address bar once read (they stay in the session and go to the gateway): the
 * credentials (token, session), the person (userId) and the device (deviceId; gid, the device's
 * advertising id; deviceName, which phones make of their owner's name, "Priya's Galaxy"). The
 * rest describes the app, the brand, the language or the campaign, shared by many borrowers; the
 * tracking set even goes to untrusted origins by CONTRACT §3.
 */
export const IDENTIFYING_KEYS = ['token', 'session', 'userId', 'deviceId', 'gid', 'deviceName'] as const;

/** The credentials among them: never shown in full on a screen (the developer test page masks them). */
export const CREDENTIAL_KEYS = ['token', 'session'] as const;

export type LaunchKey = (typeof LAUNCH_KEYS)[number];
export type LaunchParams = Partial<Record<LaunchKey, string>>;

/** Which phone system the visitor is on (renderer/runtime/launch/platform.ts decides it). */
export type Platform = 'ios' | 'android';
