/**
 * Where the gateway gets who is asking (the identifying launch parameters: token, session, userId,
 * the device's ids). By default they travel in every request's query as CONTRACT §3 says, on top of
 * the deployment's header pairs; a deployment may choose `gateway.credentials: "headers"` to send
 * them only as request headers, so no address (and no access log line) ever holds them. The header
 * each one goes in is the deployment's own pair for it, else the name below: the demo gateway reads
 * the same names (demo/gateway/handlers.ts).
 */
import { IDENTIFYING_KEYS } from '../../contract/launch.ts';

export type IdentifyingKey = (typeof IDENTIFYING_KEYS)[number];

/** The header an identifying parameter goes in when the deployment names none for it. */
export const CREDENTIAL_HEADERS: Record<IdentifyingKey, string> = {
  token: 'X-Auth-Token',
  session: 'X-Session-Id',
  userId: 'X-User-Id',
  deviceId: 'X-Device-Id',
  gid: 'X-Gid',
  deviceName: 'X-Device-Name',
};

/**
 * A launch value as a header value: as it is when it is printable ASCII (tokens, ids), else
 * percent-encoded (a phone's name, "Priya’s Galaxy"), as a browser refuses other bytes in a header.
 */
export function headerValue(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : encodeURIComponent(value);
}

/** The identifying parameters a request's headers carry (the demo gateway's reading; names are case-insensitive). */
export function credentialsFromHeaders(get: (name: string) => string | null): Partial<Record<IdentifyingKey, string>> {
  const found: Partial<Record<IdentifyingKey, string>> = {};
  for (const key of IDENTIFYING_KEYS) {
    const raw = get(CREDENTIAL_HEADERS[key]);
    if (raw === null || raw === '') continue;
    try {
      found[key] = /%[0-9a-f]{2}/i.test(raw) ? decodeURIComponent(raw) : raw;
    } catch {
      found[key] = raw;
    }
  }
  return found;
}
