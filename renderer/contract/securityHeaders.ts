/**
 * The security headers every response carries, whoever answers: nginx, the server renderer's page, or the Node
 * adapter's own answer when there is no page to give (ops/productionPolicy.ts builds each kind of response's set on
 * these).
 */

/** HTTPS only for a year, subdomains too: a WebView's first plain-http request is the one to lose. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The policy of a response that is no page (a gateway reply served under the app's origin, the renderer's own error):
 * were one ever opened as a page (an HTML or SVG upload), it runs nothing and reaches nothing. A picture shown by the
 * app's <img> still displays: an image's own policy does not govern how a page shows it.
 */
export const NO_PAGE_CSP = "default-src 'none'; sandbox";

/**
 * The base set: what every response carries, page or not. A page adds its own policy and permissions to it
 * (ops/productionPolicy.ts), a response that is no page NO_PAGE_CSP.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': HSTS,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/** Every header of a response that is no page. */
export const NO_PAGE_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  'Content-Security-Policy': NO_PAGE_CSP,
};
