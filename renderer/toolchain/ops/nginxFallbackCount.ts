/**
 * Every static page nginx serves in place of the renderer's answer, counted where an operator looks (issue 41): the
 * fallback location (@shell, nginxSite.ts) mirrors the request, as a bodiless POST that carries nothing of the
 * borrower's, to an internal location that sends it to the renderer's NGINX_FALLBACK_PATH with what the renderer had
 * answered; the renderer counts it by reason on its /metrics (nginx_fallbacks_total, observability.ts).
 */
import { NGINX_FALLBACK_PATH, NGINX_UPSTREAM_HEADER } from '../../server/observability.ts';

/**
 * How long nginx gives the renderer to take the count of one fallback. The borrower has the page and nginx reads their
 * next request meanwhile, but the fallback's own request is finished, and its access log line written (its
 * $request_time counting the wait), only once its mirror is done (nginx 1.22, measured): short. A count the renderer
 * cannot take in time (its loop that late, or it is down) is lost, never the page; the access log keeps every fallback.
 */
export const FALLBACK_COUNT_TIMEOUT = '500ms';

/**
 * The fallback location's lines that count it: what the renderer had answered, taken in the page's own request (the
 * mirror's has no upstream of its own to say) and before the location's rewrite, whose break ends the rewrite
 * directives; then the mirror. nginx writes a subrequest's errors with the page's location's error_log, not the
 * mirror location's: `proxiedErrors` keeps the page's query (the token) out of them.
 */
export function countedFallback(proxiedErrors: readonly string[]): string[] {
  return [
    '    set $loan_pages_upstream "status=$upstream_status; connect=$upstream_connect_time";',
    `    mirror ${NGINX_FALLBACK_PATH};`,
    "    # The mirror's errors (its renderer down) are written with this location's error_log, not its own.",
    ...proxiedErrors,
  ];
}

/** The mirror's location: internal (a 404 from outside), to the renderer at `renderTarget` (http://host:port). */
export function fallbackCountLocation(renderTarget: string): string[] {
  return [
    '',
    '# Each fallback counted where the operator looks: a bodiless POST to the renderer, which counts it by reason on its',
    '# /metrics (nginx_fallbacks_total), from the status and connect time above alone. Internal: a 404 from outside.',
    "# Nothing of the borrower's: no query (a mirror gets the page's, token and all), header, cookie or body. The",
    '# borrower has the page already; a count that fails or is late (a renderer down) is dropped.',
    `location = ${NGINX_FALLBACK_PATH} {`,
    '    internal;',
    '    set $args "";',
    `    proxy_pass ${renderTarget};`,
    '    proxy_method POST;',
    '    proxy_pass_request_headers off;',
    '    proxy_pass_request_body off;',
    `    proxy_set_header ${NGINX_UPSTREAM_HEADER} $loan_pages_upstream;`,
    `    proxy_connect_timeout ${FALLBACK_COUNT_TIMEOUT};`,
    `    proxy_send_timeout ${FALLBACK_COUNT_TIMEOUT};`,
    `    proxy_read_timeout ${FALLBACK_COUNT_TIMEOUT};`,
    '}',
  ];
}
