/**
 * The main nginx config `npm run serve` (and the bench) runs nginx with, around a brand's generated
 * server config (serverConfig.ts): nothing of it is deployed.
 */
import { MAX_IN_FLIGHT } from '../../server/node/limits.ts';
import { LOG_FORMAT } from './nginxLogs.ts';

/**
 * Connections one nginx worker holds at once (events { worker_connections }): a page rendered on the server holds two
 * (the borrower's and the renderer's), a gateway call two, a fallback's count one, and a phone keeps its connection
 * open, idle, for keepalive_timeout (75 s) after. With 256 (issue 41), 300 borrowers at once were 181 connections
 * reset by nginx, and the renderer, reached by the rest alone, never had MAX_IN_FLIGHT requests to shed past. Room for
 * every render the renderer takes and as many again turned away, two connections each, and for the phones' idle ones
 * several times over. docs/deploying.md says what production sets.
 */
export const WORKER_CONNECTIONS = 16 * MAX_IN_FLIGHT;

/** Files one worker may have open (worker_rlimit_nofile): every connection is one, a static file being sent another. */
export const WORKER_OPEN_FILES = 2 * WORKER_CONNECTIONS;

/**
 * Connections the kernel holds for nginx before it accepts them (listen … backlog=): nginx's default is 511, which a
 * burst of 300 fits; a larger one arriving while the worker is busy would be refused. Linux caps it at
 * net.core.somaxconn (4096 since kernel 5.4).
 */
export const LISTEN_BACKLOG = 4096;

/** Where Debian's nginx keeps the brotli filter module (libnginx-mod-http-brotli-filter). */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

/** The file types the build holds, so nosniff never meets a wrong type (the serve config's own map). */
const MIME_TYPES: Record<string, string[]> = {
  'text/html': ['html'],
  'text/css': ['css'],
  'application/javascript': ['js', 'mjs'],
  'application/json': ['json', 'map'],
  'image/svg+xml': ['svg'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'image/x-icon': ['ico'],
  'font/woff2': ['woff2'],
  'text/plain': ['txt'],
};

export interface MainConfigOptions {
  /** nginx's own folder: pid, logs and temp files (never the system's). */
  prefix: string;
  /** Absolute path of dist/<deployment>. */
  root: string;
  /** Absolute path of the deployment's generated server config. */
  serverConfig: string;
  /** Absolute path of the brotli module, when nginx has it. */
  brotliModule: string | null;
  /** Absolute path of brotli.conf beside the server config. */
  brotliConfig: string;
  /** Absolute path of log-format.conf beside the server config. */
  logFormatConfig: string;
  listen: string[];
}

/** The main config `npm run serve` runs nginx with: its own prefix, in the foreground, no system config read. */
export function nginxMainConfig(options: MainConfigOptions): string {
  const types = Object.entries(MIME_TYPES).map(([type, extensions]) => `        ${type} ${extensions.join(' ')};`);
  return [
    '# Written by `npm run serve` for this run only.',
    ...(options.brotliModule ? [`load_module ${options.brotliModule};`] : []),
    'worker_processes 1;',
    `pid ${options.prefix}/nginx.pid;`,
    'error_log stderr warn;',
    `worker_rlimit_nofile ${WORKER_OPEN_FILES};`,
    `events { worker_connections ${WORKER_CONNECTIONS}; }`,
    'http {',
    '    types {',
    ...types,
    '    }',
    '    default_type application/octet-stream;',
    `    include ${options.logFormatConfig};`,
    `    access_log ${options.prefix}/access.log ${LOG_FORMAT};`,
    '    sendfile on;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `    ${kind}_temp_path ${options.prefix}/${kind}_temp;`,
    ),
    ...(options.brotliModule ? [`    include ${options.brotliConfig};`] : []),
    '    server {',
    ...options.listen.map((address) => `        listen ${address} backlog=${LISTEN_BACKLOG};`),
    '        server_name localhost;',
    `        root ${options.root};`,
    `        include ${options.serverConfig};`,
    '    }',
    '}',
    '',
  ].join('\n');
}
