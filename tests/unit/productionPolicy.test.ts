// @vitest-environment node
/**
 * The production policy (issue 14): what the CSP and the other headers allow, derived from a
 * deployment and its build, and the nginx config and `_headers` file written from it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../renderer/toolchain/project/project.ts';
import {
  EMPTY_STYLE_HASH,
  appCsp,
  headersForPath,
  inlineCode,
  productionPolicy,
  type BuildFacts,
} from '../../renderer/toolchain/ops/productionPolicy.ts';
import { headersFile, resolveHeadersFile } from '../../renderer/toolchain/ops/headersFile.ts';
import { nginxServerConfig, proxyTarget } from '../../renderer/toolchain/ops/nginxSite.ts';
import { LOG_FORMAT_CONF } from '../../renderer/toolchain/ops/nginxLogs.ts';
import { devCsp } from '../../renderer/toolchain/vite/policyPlugin.ts';
import type { Deployment } from '../../renderer/contract/deployment/schema.ts';

const kilat = JSON.parse(readFileSync(join(ROOT, 'deployments/kilat.json'), 'utf8')) as Deployment;
const INDEX =
  '<!doctype html><html><head><style>html{margin:0}</style>\n<style>\r\nbody{color:red}</style><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body></body></html>';
const BUILD: BuildFacts = {
  indexHtml: INDEX,
  documents: ['/demo/legal/privacy-policy.html'],
  testPreview: false,
  assets: ['/assets/index-abc.js', '/assets/page-def.css'],
};
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The add_header lines of the location nginx picks for a path (exact, then ^~ prefix, then /). */
function nginxHeadersFor(config: string, path: string): Record<string, string> {
  const blocks = [...config.matchAll(/^location (= |\^~ )?(\S+) \{\n([\s\S]*?)^\}/gm)].map(([, kind, at, body]) => ({
    kind: kind?.trim() ?? '',
    at: at!,
    body: body!,
  }));
  const block =
    blocks.find((b) => (b.kind === '=' || b.at.startsWith('@')) && b.at === path) ??
    blocks.find((b) => b.kind === '^~' && path.startsWith(b.at)) ??
    blocks.find((b) => b.kind === '' && b.at === '/');
  return Object.fromEntries(
    [...block!.body.matchAll(/add_header (\S+) "([^"]*)" always;/g)].map((match) => [match[1]!, match[2]!]),
  );
}

/** The directives of a policy, by name. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(csp.split('; ').map((part) => [part.split(' ')[0]!, part.split(' ').slice(1)]));
}

describe('the app policy', () => {
  const csp = directives(appCsp(kilat, BUILD));

  it("runs only the build's own scripts: no inline code, no eval, no plugins, no <base>", () => {
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(
      Object.values(csp)
        .flat()
        .filter((source) => /unsafe|\*|^data:|^http:/.test(source)),
    ).toEqual([]);
  });

  it("allows styles by hash: each inline <style> of index.html (line ends as the parser reads them) and emotion's empty tags", () => {
    expect(EMPTY_STYLE_HASH).toBe(hash(''));
    expect(csp['style-src']).toEqual(["'self'", hash('html{margin:0}'), hash('\nbody{color:red}'), EMPTY_STYLE_HASH]);
  });

  it('lets no site frame the app by default, and only the listed ones when the deployment names them', () => {
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(
      directives(appCsp({ ...kilat, frameAncestors: ['https://partner.example'] }, BUILD))['frame-ancestors'],
    ).toEqual(['https://partner.example']);
  });

  it('talks to the gateway and shows pictures and documents only from the origins the deployment names', () => {
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'", 'https://pay.kilatdana.example']);
    const wide = directives(
      appCsp(
        {
          ...kilat,
          gateway: { base: 'https://gw.kilat.example/api' },
          imageOrigins: ['https://cdn.kilat.example'],
          documentOrigins: ['https://docs.kilat.example'],
          banners: { default: 'https://img.kilat.example/banner.svg' },
          documents: { policy: 'https://legal.kilat.example/policy.html', loanAgreement: '/agreement.html' },
          monitoring: {
            endpoint: 'https://rum.kilat.example/v1/beacons',
            enabled: true,
            sampleRate: 0.1,
            errorSampleRate: 1,
            hostEvents: false,
          },
        },
        BUILD,
      ),
    );
    // The beacons' collector too (issue 32), and not once it is switched off.
    expect(wide['connect-src']).toEqual(["'self'", 'https://gw.kilat.example', 'https://rum.kilat.example']);
    expect(
      directives(
        appCsp(
          {
            ...kilat,
            monitoring: {
              endpoint: 'https://rum.kilat.example/v1',
              enabled: false,
              sampleRate: 0.1,
              errorSampleRate: 1,
              hostEvents: false,
            },
          },
          BUILD,
        ),
      )['connect-src'],
    ).toEqual(["'self'"]);
    expect(wide['img-src']).toEqual([
      "'self'",
      'https://gw.kilat.example',
      'https://img.kilat.example',
      'https://cdn.kilat.example',
    ]);
    expect(wide['frame-src']).toEqual(["'self'", 'https://legal.kilat.example', 'https://docs.kilat.example']);
  });

  it('refuses an index.html with inline code, so no inline script ever needs allowing', () => {
    expect(inlineCode(INDEX)).toEqual([]);
    expect(
      inlineCode('<link rel="modulepreload" href="/assets/a.js"><script type="module" src="/assets/boot.js"></script>'),
    ).toEqual([]);
    expect(() => appCsp(kilat, { ...BUILD, indexHtml: '<script>boot()</script>' })).toThrow(/inline script/);
    expect(() => appCsp(kilat, { ...BUILD, indexHtml: '<body onload="go()">' })).toThrow(
      /event-handler attribute \(onload\)/,
    );
    expect(() => appCsp(kilat, { ...BUILD, indexHtml: '<div style="color:red">' })).toThrow(/style attribute/);
  });
});

describe('the headers of each response', () => {
  const policy = productionPolicy(kilat, BUILD);

  it('caches hashed assets for a year and revalidates everything else', () => {
    expect(headersForPath(policy, '/assets/index-abc.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    for (const path of [
      '/',
      '/index.html',
      '/loanDetails',
      '/brands/kilat/service.svg',
      '/demo/legal/privacy-policy.html',
    ]) {
      expect(headersForPath(policy, path)['Cache-Control']).toBe('no-cache');
    }
  });

  it('sends nosniff, no referrer and a Permissions-Policy with only the camera (and geolocation where the test page is built)', () => {
    const app = headersForPath(policy, '/loanDetails');
    expect(app['X-Content-Type-Options']).toBe('nosniff');
    expect(app['Referrer-Policy']).toBe('no-referrer');
    expect(app['Permissions-Policy']).toMatch(/^camera=\(self\), geolocation=\(\), microphone=\(\)/);
    expect(productionPolicy(kilat, { ...BUILD, testPreview: true }).app['Permissions-Policy']).toContain(
      'geolocation=(self)',
    );
  });

  it('lets the app frame its own documents, which run no code', () => {
    const document = directives(headersForPath(policy, '/demo/legal/privacy-policy.html')['Content-Security-Policy']!);
    expect(document['frame-ancestors']).toEqual(["'self'"]);
    expect(document['script-src']).toBeUndefined();
    expect(document['default-src']).toEqual(["'none'"]);
  });
});

describe('the server files', () => {
  const policy = productionPolicy(kilat, BUILD);
  const nginx = nginxServerConfig(policy, { deployment: 'kilat', gatewayUrl: 'https://gw.lender.example/api' });
  const file = headersFile(policy, 'kilat');

  it('nginx: history fallback, immutable assets that never fall back, the gateway base proxied to GATEWAY_URL, uploads fit', () => {
    expect(nginx).toContain('location / {\n    try_files $uri /index.html;');
    expect(nginx).toContain('location ^~ /assets/ {\n    try_files $uri @missing_asset;');
    expect(nginx).toContain('location @missing_asset {');
    expect(nginx).toMatch(
      /location @missing_asset \{\n[^}]*add_header Cache-Control "no-store" always;\n {4}return 404;\n\}/,
    );
    expect(nginx).toContain('location ^~ /gateway/ {\n    proxy_pass https://gw.lender.example/api/;');
    expect(nginx).toContain(`client_max_body_size ${5242880 + 65536};`);
    expect(nginx).toContain('location = /demo/legal/privacy-policy.html {');
    expect(
      nginxServerConfig(productionPolicy({ ...kilat, gateway: { base: 'https://gw.kilat.example' } }, BUILD), {
        deployment: 'kilat',
        gatewayUrl: 'http://x',
      }),
    ).not.toContain('proxy_pass');
  });

  it('nginx and the `_headers` file send the same headers for every kind of path', () => {
    for (const path of [
      '/',
      '/loanDetails',
      '/assets/index-abc.js',
      '/demo/legal/privacy-policy.html',
      '/brands/kilat/service.svg',
    ]) {
      expect(nginxHeadersFor(nginx, path)).toEqual(headersForPath(policy, path));
      expect(resolveHeadersFile(file, path)).toEqual(headersForPath(policy, path));
    }
  });

  it('only a hashed file the build wrote is immutable: a missing one is a 404 nobody keeps, in nginx and in `_headers`', () => {
    expect(resolveHeadersFile(file, '/assets/page-def.css')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(resolveHeadersFile(file, '/assets/gone-123.js')).toEqual(
      headersForPath(policy, '/assets/gone-123.js', false),
    );
    expect(headersForPath(policy, '/assets/gone-123.js', false)['Cache-Control']).toBe('no-store');
    expect(nginxHeadersFor(nginx, '@missing_asset')['Cache-Control']).toBe('no-store');
    expect(nginxHeadersFor(nginx, '@missing_asset')['Content-Security-Policy']).toBe(
      policy.app['Content-Security-Policy'],
    );
  });

  it("HSTS on every response, nginx's own error pages included; gateway replies run nothing", () => {
    for (const headers of [
      policy.app,
      policy.assets,
      policy.missingAsset,
      policy.document,
      policy.gateway,
      policy.error,
    ]) {
      expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    }
    // Outside every location (what nginx answers before one is chosen: 400, 414), with `always`.
    const serverLevel = nginx.split('\nlocation ')[0]!;
    for (const [name, value] of Object.entries(policy.error))
      expect(serverLevel).toContain(`add_header ${name} "${value}" always;`);
    expect(nginxHeadersFor(nginx, '/gateway/v3/x')['Content-Security-Policy']).toBe("default-src 'none'; sandbox");
    expect(resolveHeadersFile(file, '/gateway/v3/x')['Content-Security-Policy']).toBe("default-src 'none'; sandbox");
  });

  it('the access log keeps no query string: its format is defined for http {} and the server config writes with it', () => {
    expect(nginx).toContain('access_log /var/log/nginx/access.log loan_pages;');
    expect(
      nginxServerConfig(policy, { deployment: 'kilat', gatewayUrl: 'http://x', accessLog: '/srv/log/kilat.log' }),
    ).toContain('access_log /srv/log/kilat.log loan_pages;');
    expect(() =>
      nginxServerConfig(policy, { deployment: 'kilat', gatewayUrl: 'http://x', accessLog: '/x; evil' }),
    ).toThrow(/NGINX_ACCESS_LOG/);
    expect(LOG_FORMAT_CONF).toContain('log_format loan_pages ');
    const format = LOG_FORMAT_CONF.slice(LOG_FORMAT_CONF.indexOf('log_format'));
    for (const variable of ['$request ', '$request_uri', '$args', '$query_string', '$http_referer', '$uri'])
      expect(format).not.toContain(variable);
  });

  it('proxies only to an http(s) gateway address without query or credentials', () => {
    expect(proxyTarget('http://127.0.0.1:4181')).toBe('http://127.0.0.1:4181/');
    expect(() => proxyTarget('ftp://gw.example')).toThrow(/GATEWAY_URL/);
    expect(() => proxyTarget('https://user:pw@gw.example')).toThrow(/credentials/);
  });
});

describe("npm run dev's policy (devCsp)", () => {
  const csp = appCsp(kilat, BUILD);
  const directives = (policy: string) =>
    Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

  it("relaxes only what Vite's dev server needs: a nonce for its scripts, inline styles, the HMR socket", () => {
    const dev = directives(devCsp(csp, 'abc'));
    const production = directives(csp);
    expect(dev['script-src']).toEqual(["'self'", "'nonce-abc'"]);
    expect(dev['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(dev['connect-src']).toEqual([...production['connect-src']!, 'ws:', 'wss:']);
    for (const name of [
      'default-src',
      'img-src',
      'frame-src',
      'form-action',
      'frame-ancestors',
      'base-uri',
      'object-src',
    ])
      expect(dev[name]).toEqual(production[name]);
    expect(dev['script-src']).not.toContain("'unsafe-inline'");
  });
});
