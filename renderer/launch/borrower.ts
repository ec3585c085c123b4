/**
 * Who a launch is for, as a short hash that is safe to keep in local storage beside what the
 * borrower typed: the user id when the launch has one (the same person after a fresh login), else
 * the token. Never the value itself: a token in local storage would outlive the session. The hash
 * only tells borrowers apart on one phone, so a small synchronous one (cyrb53) does; SubtleCrypto
 * would be async and is missing outside secure contexts.
 */
import type { LaunchParams } from './launchParams.ts';

/** cyrb53 (public domain, bryc): a fast 53-bit string hash, as 14 hex digits. */
function cyrb53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** The borrower's hash; '' for a launch that names no one (the public pages). */
export function borrowerKey(launch: LaunchParams): string {
  if (launch.userId) return cyrb53(`user:${launch.userId}`);
  if (launch.token) return cyrb53(`token:${launch.token}`);
  return '';
}
