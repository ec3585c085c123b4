/**
 * Who a launch is for, as a short hash that is safe to keep in local storage beside what the
 * borrower typed: the user id when the launch has one (the same person after a fresh login), else
 * the token. Never the value itself: a token in local storage would outlive the session. The hash
 * only tells borrowers apart on one phone, so a small synchronous one (cyrb53) does; SubtleCrypto
 * would be async and is missing outside secure contexts.
 */
import { shortHash as cyrb53 } from './hash.ts';
import type { LaunchParams } from '../../contract/launch.ts';

/** The borrower's hash; '' for a launch that names no one (the public pages). */
export function borrowerKey(launch: LaunchParams): string {
  if (launch.userId) return cyrb53(`user:${launch.userId}`);
  if (launch.token) return cyrb53(`token:${launch.token}`);
  return '';
}
