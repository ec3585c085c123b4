/**
 * The production policy (productionPolicy.ts) written out as the nginx server config a brand deploys
 * (included in the operator's `server {}`), with its log format and brotli settings. The same
 * headers go out as a `_headers` file for static hosts and CDNs (headersFile.ts), from the same
 * ProductionPolicy, so they cannot drift apart; `npm run serve` wraps the config in nginxMain.ts.
 */
import { TIMEOUT_MS } from '../../runtime/gateway/client.ts';
import { DEFAULT_ACCESS_LOG, DEFAULT_ERROR_LOG, LOG_FORMAT, checkLogPaths, proxiedErrorLog } from './nginxLogs.ts';
import { renderTimeoutFor } from '../../server/budget.ts';
import { RENDER_NODE_FLAGS } from '../../server/node/limits.ts';
import { CLEARED_LAUNCH_COOKIE, SESSION_END_PATH } from '../../server/launchCookie.ts';
import { PROBES, REQUEST_START_HEADER } from '../../server/observability.ts';
import { countedFallback, fallbackCountLocation } from './nginxFallbackCount.ts';
import { GZIP } from './nginxCompression.ts';
import { ASSETS_PATH } from './policyOrigins.ts';
import type { Headers, ProductionPolicy } from './productionPolicy.ts';

/** What nginx takes of the renderer's response head (proxy_buffer_size): its default is a 4 KB memory page. */
export const RENDER_HEAD_BUFFER = '16k';

/** The HTML of a route when a server renders it (personal: the borrower's loan in it), and nginx's fallback for it. */
export const CACHE_PERSONAL = 'private, no-store';

function quoted(value: string): string {
  if (/[$"\\\n]/.test(value)) throw new Error(`a header value cannot go into the nginx config as it is: ${value}`);
  return `"${value}"`;
}

function addHeaders(headers: Headers, indent = '    '): string[] {
  return Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`);
}

/**
 * `npm run serve`'s location for the demo gateway's own files (the product pictures and agreements its replies
 * name, under `path`), served from `folder` with a document's headers: a lender's gateway serves its own, so they
 * are not in a brand's production build (renderer/toolchain/vite/brandFiles.ts). Never in a config the build writes.
 */
export function demoFilesLocation(policy: ProductionPolicy, path: string, folder: string): string {
  if (/[\s;'"{}$]/.test(folder) || !/^\/[\w/-]+\/$/.test(path))
    throw new Error(
      `the demo files' location: expected a path like /demo/ and a folder with no spaces, quotes, braces, $ or ; (${path} ${folder})`,
    );
  return [
    '',
    "# npm run serve only: the demo gateway's pictures and agreements (a lender's gateway serves its own).",
    `location ^~ ${path} {`,
    `    root ${folder};`,
    '    try_files $uri =404;',
    ...addHeaders(policy.document),
    '}',
    '',
  ].join('\n');
}

/**
 * The proxy_pass target for the gateway base: GATEWAY_URL with the path ending in "/", so /gateway/x reaches <url>/x.
 */
export function proxyTarget(gatewayUrl: string): string {
  const url = new URL(gatewayUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`GATEWAY_URL=${gatewayUrl}: expected an http(s) address of the lender's gateway`);
  if (url.search || url.hash || url.username)
    throw new Error(`GATEWAY_URL=${gatewayUrl}: expected an address with no query, fragment or credentials`);
  return `${url.origin}${url.pathname.replace(/\/?$/, '/')}`;
}

/**
 * Where the generated server-rendered config sends HTML unless the build is told otherwise (RENDER_URL): the Node
 * adapter's default PORT on the same machine.
 */
export const DEFAULT_RENDER_URL = 'http://127.0.0.1:4182';

/**
 * How long nginx waits for the renderer before it sends the static shell instead: the renderer's own
 * budget for the gateway (after which it sends the client-rendered page itself) plus room for its
 * render. Reached only by a renderer that hangs or is overloaded.
 */
export const DEFAULT_RENDER_TIMEOUT_MS = renderTimeoutFor();

/** The server renderer nginx sends HTML requests to (the Node adapter, renderer/server/node/). */
export interface RenderUpstream {
  /** Its address: http://host:port, no path. */
  url: string;
  /** How long nginx waits for it (connect, and each read) before serving the static shell. */
  timeoutMs?: number;
}

/**
 * The proxy_pass target of the renderer: an http address with no path, query or credentials (the request's own URI
 * passes as is).
 */
export function renderProxyTarget(renderUrl: string): string {
  const url = new URL(renderUrl);
  if (url.protocol !== 'http:' || url.pathname !== '/' || url.search || url.hash || url.username)
    throw new Error(
      `RENDER_URL=${renderUrl}: expected the http://host:port address of the server renderer (the Node adapter), no path, query or credentials`,
    );
  return url.origin;
}

export interface ServerConfigOptions {
  deployment: string;
  /** The lender's gateway the base is proxied to. */
  gatewayUrl: string;
  /** Where the access log goes (written in LOG_FORMAT); default DEFAULT_ACCESS_LOG. */
  accessLog?: string;
  /** Where the proxied locations' errors go (crit only: see proxiedErrors); default DEFAULT_ERROR_LOG. */
  errorLog?: string;
  /**
   * HTML rendered on the server by this renderer, the static shell its fallback; absent: the app rendered in the
   * browser only.
   */
  render?: RenderUpstream;
}

/**
 * Every error status the renderer (or Node under it) may answer: nginx serves the static page instead, so no bare
 * error of the renderer's reaches the borrower, whatever nginx let through (a method or head Node refuses).
 */
export const RENDERER_ERRORS = [400, 404, 405, 408, 413, 414, 431, 500, 501, 502, 503, 504, 505] as const;

/** The config's head: where it comes from, where it goes, and how its HTML is rendered (the renderer's command). */
function configHead(deployment: string, render: RenderUpstream | undefined): string[] {
  const mode = render
    ? [
        `# Rendered on the server: every HTML request goes to the server renderer at ${renderProxyTarget(render.url)} (RENDER_URL at build`,
        `# time), the Node adapter running dist/${deployment}/server/entry.js:`,
        `#   PORT=${new URL(render.url).port || 80} GATEWAY_URL=<what the gateway base is proxied to> node ${RENDER_NODE_FLAGS.join(' ')} dist/server/node.mjs dist/${deployment}/server/entry.js`,
        '# When it errs, is down or is late, nginx serves the static index.html (rendered in the browser) instead.',
        `# Without a renderer, deploy ${deployment}.client.conf instead: the same site, rendered in the browser only.`,
      ]
    : [
        '# Rendered in the browser only: every route is the static index.html (what a static host or CDN serves).',
        `# ${deployment}.conf is the same site with its HTML rendered on the server (the Node adapter beside nginx).`,
      ];
  return [
    `# Generated by the build from deployments/${deployment}.json and dist/${deployment}/index.html. Do not edit: change the`,
    '# deployment (or GATEWAY_URL, RENDER_URL) and build again. Include it in a server {} block that sets listen, TLS,',
    `# server_name and \`root /path/to/dist/${deployment};\`, and log-format.conf in http {} (docs/deploying.md).`,
    ...mode,
  ];
}

/**
 * What holds for the whole server {}: no version said, the access log without queries, the headers of nginx's own
 * answers, compression.
 */
function serverWide(policy: ProductionPolicy, accessLog: string): string[] {
  return [
    'server_tokens off;',
    '',
    '# No query string in the log: a launch address and the gateway requests carry the token in theirs.',
    `access_log ${accessLog} ${LOG_FORMAT};`,
    '',
    '# What nginx answers itself before any location (a 400, a 414) and the 404s below: the security',
    '# headers too, and nobody keeps them. Every location below sets its own (nginx inherits none then).',
    ...addHeaders(policy.error, ''),
    'charset utf-8;',
    'index index.html;',
    ...GZIP,
  ];
}

/** Files of the build that are not part of the site. */
const HIDDEN_FILES: readonly string[] = [
  '',
  "# The static hosts' copy of these headers and the build manifest are not part of the site.",
  'location = /_headers { return 404; }',
  'location ^~ /.vite/ { return 404; }',
  "# The server renderer's bundle is run by the Node adapter (or an edge runtime), never sent.",
  'location ^~ /server/ { return 404; }',
];

/** The content-hashed build output, and a 404 for a file of it that is gone. */
function assetLocations(policy: ProductionPolicy): string[] {
  return [
    '',
    '# Content-hashed build output: cached for a year when the file is there. A missing one (a chunk a',
    '# rollout removed) is a 404 that no cache keeps, never the app, so the next release can fill it.',
    `location ^~ ${ASSETS_PATH} {`,
    '    try_files $uri @missing_asset;',
    ...addHeaders(policy.assets),
    '}',
    'location @missing_asset {',
    ...addHeaders(policy.missingAsset),
    '    return 404;',
    '}',
  ];
}

/** Each document the app shows in a sandboxed frame, with a document's headers. */
function documentLocations(policy: ProductionPolicy): string[] {
  return policy.documents.flatMap((path) => [
    '',
    `# A document the app shows in a sandboxed frame: framed by the app only, no code.`,
    `location = ${path} {`,
    ...addHeaders(policy.document),
    '}',
  ]);
}

/**
 * How long nginx waits on the gateway: past the client's own deadline (SPEC §7's 60 s, TIMEOUT_MS), so that the app
 * decides when a call has taken too long (a payment's unknown outcome then asked of the gateway as CONTRACT §4 says, a
 * screen's load given up at its own SCREEN_LOAD_TIMEOUT_MS) and nginx's 504, read as a server fault, never comes first.
 */
export const GATEWAY_READ_TIMEOUT_S = TIMEOUT_MS / 1000 + 5;

/** The gateway base proxied to the lender's gateway, when it is a path on the app's origin. */
function gatewayLocation(policy: ProductionPolicy, gatewayUrl: string, proxiedErrors: string[]): string[] {
  if (!policy.gatewayPath)
    return ['', '# The gateway base is an address of its own: the browser calls it directly (connect-src).'];
  return [
    '',
    `# The gateway base, proxied to the lender's gateway (GATEWAY_URL at build time).`,
    `location ^~ ${policy.gatewayPath}/ {`,
    `    proxy_pass ${proxyTarget(gatewayUrl)};`,
    '    proxy_http_version 1.1;',
    '    proxy_ssl_server_name on;',
    '    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '    proxy_set_header X-Forwarded-Proto $scheme;',
    '    proxy_set_header X-Forwarded-Host $host;',
    "    # The gateway's calls carry their credentials in headers or the query: no cookie of the app's (the server",
    "    # renderer's launch cookie holds the token) reaches the gateway or its logs.",
    '    proxy_set_header Cookie "";',
    "    # This request's id (the access log's last field): the gateway's log can name it too.",
    '    proxy_set_header X-Request-Id $request_id;',
    `    proxy_read_timeout ${GATEWAY_READ_TIMEOUT_S}s;`,
    ...proxiedErrors,
    `    client_max_body_size ${policy.uploadLimit};`,
    ...addHeaders(policy.gateway),
    '}',
  ];
}

/**
 * The session's end (CONTRACT §1), answered by nginx itself whether the app is rendered on the server or not: the
 * launch cookie the server renderer keeps is cleared, whatever the method.
 */
function sessionEndLocation(policy: ProductionPolicy): string[] {
  return [
    '',
    '# Forgets the borrower the server renderer kept for this browser (CONTRACT §1): its launch cookie cleared.',
    `location = ${SESSION_END_PATH} {`,
    ...addHeaders({ ...policy.error, 'Set-Cookie': CLEARED_LAUNCH_COOKIE }),
    '    return 204;',
    '}',
  ];
}

/** The app rendered in the browser only: index.html for every route. */
function browserAppLocation(policy: ProductionPolicy): string[] {
  return [
    '',
    '# The app: index.html for every route (CONTRACT §2) and any unknown path (the app shows its not-found page);',
    '# legacy /#/… links reach the server as "/" and the app reads the hash.',
    'location / {',
    '    try_files $uri /index.html;',
    ...addHeaders(policy.app),
    '}',
    '',
  ];
}

/**
 * The app rendered on the server: the renderer's probes kept from the internet, every route sent to the renderer, and
 * the static index.html when it fails.
 */
function renderedAppLocations(policy: ProductionPolicy, render: RenderUpstream, proxiedErrors: string[]): string[] {
  const timeout = `${render.timeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS}ms`;
  return [
    '',
    "# The renderer's health, readiness and metrics are for the operator, scraped at its own address (RENDER_URL), never",
    '# from the internet: without these, location / would send them to the renderer like any path that is no file.',
    ...Object.values(PROBES).map((path) => `location = ${path} { return 404; }`),
    '',
    '# The app: a public file as it is; every route (CONTRACT §2) and any unknown path rendered on the server',
    '# ("/" too: try_files looks for a file, and "/" is a folder). Legacy /#/… links reach the server as "/".',
    'location / {',
    '    try_files $uri @render;',
    ...addHeaders(policy.app),
    '}',
    '',
    '# The server renderer: its page is personal (private, no-store) and carries its own Content-Security-Policy',
    '# (a nonce per response) and security headers, passed through as they are: nginx adds none of its own.',
    "# It streams: nothing is buffered. An error of the renderer's (4xx included), a renderer that is down or later than the timeout:",
    '# the static page instead (@shell), never an error page.',
    'location @render {',
    `    proxy_pass ${renderProxyTarget(render.url)};`,
    '    proxy_http_version 1.1;',
    '    proxy_set_header Connection "";',
    '    proxy_set_header Host $http_host;',
    '    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '    proxy_set_header X-Forwarded-Proto $scheme;',
    '    proxy_set_header X-Forwarded-Host $http_host;',
    "    # This request's id (the access log's last field): the renderer logs it, passes it to the gateway with its",
    "    # calls and says it back in Server-Timing. A client's own X-Request-Id is replaced, never passed on.",
    '    proxy_set_header X-Request-Id $request_id;',
    '    # When it was sent: the renderer turns away one that waited unread too long to answer within the timeout.',
    `    proxy_set_header ${REQUEST_START_HEADER} "t=$msec";`,
    `    proxy_connect_timeout ${timeout};`,
    `    proxy_send_timeout ${timeout};`,
    `    proxy_read_timeout ${timeout};`,
    '    proxy_buffering off;',
    "    # The renderer's response head: its policy, the launch cookie (at most 2,048 characters) and the rest fit well",
    "    # within this; nginx's default (one 4 KB page) turned a head with a token of JWT size into a silent fallback.",
    `    proxy_buffer_size ${RENDER_HEAD_BUFFER};`,
    '    # (Unused while nothing is buffered; nginx checks them against the above all the same.)',
    `    proxy_buffers 4 ${RENDER_HEAD_BUFFER};`,
    '    proxy_intercept_errors on;',
    ...proxiedErrors,
    `    error_page ${RENDERER_ERRORS.join(' ')} = @shell;`,
    "    # An add_header of its own stops nginx adding the server-level headers above to the renderer's; its value",
    '    # is empty, so nothing is sent.',
    '    add_header X-Loan-Pages-None "";',
    '}',
    '',
    '# The renderer failed: the static index.html, rendered in the browser (its data fetched there as without a',
    '# renderer), with the static policy; personal address, so kept by nobody. Counted by the renderer (below).',
    'location @shell {',
    ...countedFallback(proxiedErrors),
    '    rewrite ^ /index.html break;',
    ...addHeaders({ ...policy.app, 'Cache-Control': CACHE_PERSONAL }),
    '}',
    ...fallbackCountLocation(renderProxyTarget(render.url)),
    '',
  ];
}

/** The nginx config of one deployment, to include in a `server {}` that sets listen, TLS, server_name and root. */
export function nginxServerConfig(
  policy: ProductionPolicy,
  { deployment, gatewayUrl, accessLog = DEFAULT_ACCESS_LOG, errorLog = DEFAULT_ERROR_LOG, render }: ServerConfigOptions,
): string {
  checkLogPaths(accessLog, errorLog);
  const proxiedErrors = proxiedErrorLog(errorLog);
  return [
    ...configHead(deployment, render),
    ...serverWide(policy, accessLog),
    ...HIDDEN_FILES,
    ...assetLocations(policy),
    ...documentLocations(policy),
    ...gatewayLocation(policy, gatewayUrl, proxiedErrors),
    ...sessionEndLocation(policy),
    ...(render ? renderedAppLocations(policy, render, proxiedErrors) : browserAppLocation(policy)),
  ].join('\n');
}
