/**
 * The main nginx config `npm run serve` (and the bench) runs nginx with, around a brand's generated
 * server config (serverConfig.ts): nothing of it is deployed.
 */
import { LOG_FORMAT } from './nginxSite.ts';

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
    'events { worker_connections 256; }',
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
    ...options.listen.map((address) => `        listen ${address};`),
    '        server_name localhost;',
    `        root ${options.root};`,
    `        include ${options.serverConfig};`,
    '    }',
    '}',
    '',
  ].join('\n');
}
