// @vitest-environment node
/**
 * The nginx config of a brand rendered on the server (issue 24): HTML from the renderer with its own
 * headers passed through, the static index.html with the static policy when the renderer fails, the
 * assets and the gateway as when rendered in the browser, the renderer's probes kept from the internet
 * and a request id for each request (issue 32); when nginx sent each request, each fallback counted at the renderer
 * and `npm run serve`'s main config sized for a burst (issue 41). The Node adapter the build writes beside it:
 * adapterBundle.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderTarget, renderUpstream } from '../../renderer/toolchain/ops/deployFiles.ts';
import { productionPolicy, type BuildFacts } from '../../renderer/toolchain/ops/productionPolicy.ts';
import {
  CACHE_PERSONAL,
  DEFAULT_RENDER_URL,
  nginxServerConfig,
  renderProxyTarget,
} from '../../renderer/toolchain/ops/nginxSite.ts';
import { LOG_FORMAT_CONF } from '../../renderer/toolchain/ops/nginxLogs.ts';
import { FALLBACK_COUNT_TIMEOUT } from '../../renderer/toolchain/ops/nginxFallbackCount.ts';
import {
  LISTEN_BACKLOG,
  WORKER_CONNECTIONS,
  WORKER_OPEN_FILES,
  nginxMainConfig,
} from '../../renderer/toolchain/ops/nginxMain.ts';
import { MAX_IN_FLIGHT } from '../../renderer/server/node/limits.ts';
import {
  NGINX_FALLBACK_PATH,
  NGINX_UPSTREAM_HEADER,
  REQUEST_START_HEADER,
} from '../../renderer/server/observability.ts';
import { ROOT } from '../../renderer/toolchain/project/project.ts';
import { SCREEN_LOAD_TIMEOUT_MS, TIMEOUT_MS } from '../../renderer/runtime/gateway/client.ts';
import type { Deployment } from '../../renderer/contract/deployment/schema.ts';

const kilat = JSON.parse(readFileSync(join(ROOT, 'deployments/kilat.json'), 'utf8')) as Deployment;
const BUILD: BuildFacts = {
  indexHtml:
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body></body></html>',
  documents: [],
  testPreview: false,
  assets: ['/assets/index-abc.js'],
};
const policy = productionPolicy(kilat, BUILD);
const options = { deployment: 'kilat', gatewayUrl: 'http://127.0.0.1:4181', errorLog: 'stderr' };
const client = nginxServerConfig(policy, options);
const server = nginxServerConfig(policy, { ...options, render: { url: 'http://127.0.0.1:4182', timeoutMs: 1200 } });

/** The body of one location block. */
function location(config: string, at: string): string {
  const block = new RegExp(`^location ${at.replace(/[$^~.*?/]/g, '\\$&')} \\{\\n([\\s\\S]*?)^\\}`, 'm').exec(config);
  expect(block, `location ${at}`).not.toBeNull();
  return block![1]!;
}

const addedHeaders = (body: string) =>
  Object.fromEntries([...body.matchAll(/add_header (\S+) "([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));

describe('rendered on the server', () => {
  it('sends every route and "/" to the renderer, a public file as it is', () => {
    expect(location(server, '/')).toContain('try_files $uri @render;');
    expect(location(server, '@render')).toContain('proxy_pass http://127.0.0.1:4182;');
  });

  it("passes the renderer's headers through: nginx adds none of its own to its page (nor the server-level ones)", () => {
    const render = location(server, '@render');
    expect(addedHeaders(render)).toEqual({ 'X-Loan-Pages-None': '' });
    expect(render).not.toMatch(/proxy_hide_header|Content-Security-Policy|Cache-Control/);
  });

  it('gives the address the borrower asked for, streams, and waits a short time only', () => {
    const render = location(server, '@render');
    for (const line of [
      'proxy_set_header Host $http_host;',
      'proxy_set_header X-Forwarded-Host $http_host;',
      'proxy_set_header X-Forwarded-Proto $scheme;',
      'proxy_buffering off;',
      'proxy_connect_timeout 1200ms;',
      'proxy_read_timeout 1200ms;',
    ])
      expect(render).toContain(line);
  });

  it("waits the renderer's gateway budget plus room for the render: 1.5 s by default, longer when the budget is raised", () => {
    expect(renderUpstream(kilat, {})).toEqual({ url: DEFAULT_RENDER_URL, timeoutMs: 1500 });
    expect(renderUpstream(kilat, { RENDER_BUDGET_MS: '2000' }).timeoutMs).toBe(2700);
    expect(renderUpstream(kilat, { RENDER_BUDGET_MS: 'soon' }).timeoutMs, 'not a number: the default budget').toBe(
      1500,
    );
    expect(
      location(
        nginxServerConfig(policy, { ...options, render: renderUpstream(kilat, { RENDER_BUDGET_MS: '2000' }) }),
        '@render',
      ),
    ).toContain('proxy_read_timeout 2700ms;');
  });

  it('falls back to the static index.html with the static policy when the renderer errs, is down or is late, kept by nobody', () => {
    expect(location(server, '@render')).toContain('proxy_intercept_errors on;');
    // Any error of the renderer's, 4xx included (a head or method Node refuses), is the static page.
    expect(location(server, '@render')).toContain(
      'error_page 400 404 405 408 413 414 431 500 501 502 503 504 505 = @shell;',
    );
    const shell = location(server, '@shell');
    expect(shell).toContain('rewrite ^ /index.html break;');
    expect(addedHeaders(shell)).toEqual({ ...policy.app, 'Cache-Control': CACHE_PERSONAL });
  });

  it("counts each fallback at the renderer (issue 41): a bodiless POST nginx mirrors there, carrying what the renderer had answered and nothing of the borrower's, internal to nginx", () => {
    const shell = location(server, '@shell');
    // Taken before the rewrite's break (which ends the rewrite directives), in the page's own request: the mirror's
    // has no upstream of its own to say.
    expect(
      shell.indexOf('set $loan_pages_upstream "status=$upstream_status; connect=$upstream_connect_time";'),
    ).toBeLessThan(shell.indexOf('rewrite ^ /index.html break;'));
    expect(shell).toContain(`mirror ${NGINX_FALLBACK_PATH};`);
    // nginx writes a mirror's errors (a renderer down, the page's query in them) with the page's location's log.
    expect(shell).toContain('error_log stderr crit;');
    const count = location(server, `= ${NGINX_FALLBACK_PATH}`);
    for (const line of [
      'internal;',
      'set $args "";',
      'proxy_pass http://127.0.0.1:4182;',
      'proxy_method POST;',
      'proxy_pass_request_headers off;',
      'proxy_pass_request_body off;',
      `proxy_set_header ${NGINX_UPSTREAM_HEADER} $loan_pages_upstream;`,
      `proxy_read_timeout ${FALLBACK_COUNT_TIMEOUT};`,
    ])
      expect(count).toContain(line);
    expect(count).not.toMatch(/\$request_uri|\$uri|\$http_|\$cookie|X-Request-Id/);
  });

  it('tells the renderer when it sent each page request, so one that waited unread too long is turned away at once (issue 41)', () => {
    expect(location(server, '@render')).toContain(`proxy_set_header ${REQUEST_START_HEADER} "t=$msec";`);
  });

  it('keeps a token out of the error log: nginx quotes the query in its upstream errors, so the proxied locations log critical ones only', () => {
    expect(location(server, '@render')).toContain('error_log stderr crit;');
    expect(location(server, '^~ /gateway/')).toContain('error_log stderr crit;');
  });

  it("serves the assets and the gateway as rendered in the browser, and never the renderer's bundle", () => {
    for (const at of ['^~ /assets/', '@missing_asset', '^~ /gateway/'])
      expect(location(server, at)).toBe(location(client, at));
    for (const config of [server, client]) expect(config).toContain('location ^~ /server/ { return 404; }');
  });

  it('says in its head how to run the renderer, and which file serves without one', () => {
    expect(server).toContain('node --max-old-space-size=128 dist/server/node.mjs dist/kilat/server/entry.js');
    expect(server).toContain('deploy kilat.client.conf instead');
    expect(client).toContain('kilat.conf is the same site with its HTML rendered on the server');
  });

  it("answers 404 itself for the renderer's health, readiness and metrics: they are scraped at the renderer's own address, never from the internet", () => {
    for (const path of ['/healthz', '/readyz', '/metrics'])
      expect(server).toContain(`location = ${path} { return 404; }`);
  });

  it("gives every request an id: sent to the renderer and the gateway as X-Request-Id (a client's own replaced), kept last in the access log", () => {
    for (const at of ['@render', '^~ /gateway/'])
      expect(location(server, at)).toContain('proxy_set_header X-Request-Id $request_id;');
    expect(LOG_FORMAT_CONF).toMatch(
      /\$request_time \$upstream_status '\n {4}'\$upstream_response_time \$request_id';\n$/,
    );
  });

  it("waits on the gateway longer than the client's own deadlines: a hung gateway is the app's timeout (a screen's at 15 s, with Retry; a payment's at SPEC's 60 s, its outcome then asked), never nginx's 504 first (issue 41)", () => {
    const wait = /proxy_read_timeout (\d+)s;/.exec(location(client, '^~ /gateway/'));
    expect(wait, 'the gateway location waits a number of seconds').not.toBeNull();
    expect(SCREEN_LOAD_TIMEOUT_MS * 2).toBeLessThanOrEqual(Number(wait![1]) * 1000);
    expect(Number(wait![1]) * 1000).toBeGreaterThan(TIMEOUT_MS);
  });

  it('refuses a renderer address with a path, a query or credentials, or not http', () => {
    expect(renderProxyTarget('http://10.0.0.5:4182/')).toBe('http://10.0.0.5:4182');
    for (const bad of [
      'http://10.0.0.5:4182/render',
      'http://10.0.0.5:4182/?a=1',
      'http://u:p@10.0.0.5:4182',
      'https://render.example',
    ])
      expect(() => renderProxyTarget(bad), bad).toThrow(/RENDER_URL/);
  });

  it('takes RENDER_URL for the one brand being built, else the adapter on the same machine', () => {
    expect(renderTarget({ id: 'kilat' }, { RENDER_URL: 'http://10.0.0.5:4182', DEPLOYMENT: 'kilat' })).toBe(
      'http://10.0.0.5:4182',
    );
    expect(renderTarget({ id: 'lumen' }, { RENDER_URL: 'http://10.0.0.5:4182', DEPLOYMENT: 'kilat' })).toBe(
      DEFAULT_RENDER_URL,
    );
  });
});

describe('rendered in the browser only (RENDER=client, the .client.conf)', () => {
  it('is the history fallback to index.html, with no renderer anywhere', () => {
    expect(location(client, '/')).toContain('try_files $uri /index.html;');
    expect(client).not.toMatch(/@render|@shell|4182/);
  });
});

describe("`npm run serve`'s main config (issue 41)", () => {
  const main = nginxMainConfig({
    prefix: '/tmp/p',
    root: '/srv/kilat',
    serverConfig: '/tmp/p/server.conf',
    brotliModule: null,
    brotliConfig: '/tmp/p/brotli.conf',
    logFormatConfig: '/tmp/p/log-format.conf',
    listen: ['127.0.0.1:4180', '[::1]:4180'],
  });

  it('holds every render the renderer takes and as many turned away, two connections each, and 300 borrowers at once many times over', () => {
    expect(main).toContain(`events { worker_connections ${WORKER_CONNECTIONS}; }`);
    expect(WORKER_CONNECTIONS).toBeGreaterThanOrEqual(2 * 2 * MAX_IN_FLIGHT);
    expect(WORKER_CONNECTIONS).toBeGreaterThanOrEqual(2 * 300);
    expect(main).toContain(`worker_rlimit_nofile ${WORKER_OPEN_FILES};`);
    expect(WORKER_OPEN_FILES).toBeGreaterThanOrEqual(WORKER_CONNECTIONS);
  });

  it('lets the kernel hold a burst before nginx accepts it, on every address', () => {
    for (const address of ['127.0.0.1:4180', '[::1]:4180'])
      expect(main).toContain(`listen ${address} backlog=${LISTEN_BACKLOG};`);
  });
});
