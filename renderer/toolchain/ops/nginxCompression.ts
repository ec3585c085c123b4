/** How every nginx site of ours compresses (the brand's config, `npm run serve`'s, and the bench's reference). */

/** Text worth compressing (gzip, and brotli where nginx has it). */
export const COMPRESSED_TYPES = [
  'text/css',
  'text/plain',
  'text/xml',
  'application/javascript',
  'application/json',
  'image/svg+xml',
];

/** The compression every site of ours is served with: the brand's config, and the bench's reference beside it. */
export const GZIP: readonly string[] = [
  'gzip on;',
  'gzip_vary on;',
  'gzip_proxied any;',
  'gzip_comp_level 5;',
  'gzip_min_length 256;',
  `gzip_types ${COMPRESSED_TYPES.join(' ')};`,
];

/**
 * Brotli's directives: only for an nginx that loads the brotli filter module (Debian: libnginx-mod-http-brotli-filter).
 */
export const BROTLI_CONF = `# Include in http {} where nginx loads ngx_http_brotli_filter_module.\nbrotli on;\nbrotli_comp_level 5;\nbrotli_min_length 256;\nbrotli_types ${COMPRESSED_TYPES.join(' ')};\n`;
