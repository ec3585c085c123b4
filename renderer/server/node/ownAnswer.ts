/**
 * The adapter's own answer when it has no page to give (its 500, its 503 when busy, a probe, a request Node refuses):
 * plain text under the headers of a response that is no page, kept by nobody.
 */
import { NO_PAGE_HEADERS } from '../../contract/securityHeaders.ts';

export const OWN_ANSWER_HEADERS = {
  ...NO_PAGE_HEADERS,
  'Content-Type': 'text/plain; charset=utf-8',
  'Cache-Control': 'no-store',
};
