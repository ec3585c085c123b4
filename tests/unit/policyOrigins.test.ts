// @vitest-environment node
/**
 * `npm run validate` refuses a deployment whose addresses would make the production policy unsafe
 * (issue 14): one line per address, with file, JSON pointer and what was expected.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPolicyOrigins, originFault } from '../../renderer/toolchain/ops/policyOrigins.ts';
import { ROOT, loadProject } from '../../renderer/toolchain/project/project.ts';
import { formatProblem } from '../../renderer/toolchain/problems/problems.ts';
import type { Deployment } from '../../renderer/contract/deployment/schema.ts';

const FILE = 'tests/fixtures/unsafe-policy-deployment.json';
const kilat = JSON.parse(readFileSync(join(ROOT, 'deployments/kilat.json'), 'utf8')) as Deployment;
const ORIGIN = 'an https origin such as "https://pay.example.com" (no wildcard, path or other scheme)';
const ADDRESS = 'a path on the app\'s origin ("/brands/…") or an https address';

describe('an unsafe deployment', () => {
  it('gets one line per address that would weaken the policy', () => {
    const lines = loadProject({ files: [FILE] })
      .problems.filter((problem) => problem.file === FILE)
      .map(formatProblem);
    // In the file's order, each at its property's line and column.
    expect(lines).toEqual([
      `${FILE}:22:5: /gateway/base: "https://*.gw.example" would weaken the security policy (connect-src): a wildcard lets any matching site in; expected a path on the app's origin ("/gateway") or an https address`,
      `${FILE}:33:5: /trustedOrigins/1: "https://*.kilatdana.example" would weaken the security policy: a wildcard lets any matching site in; expected ${ORIGIN}; these origins may receive the full launch parameters on a link and a form (form-action)`,
      `${FILE}:49:5: /banners/default: "http://cdn.kilatdana.example/banner.svg" would weaken the security policy: plain http: can be read and changed on the way (production is https only); expected ${ADDRESS}`,
      `${FILE}:56:3: /serviceBanner: "//evil.example/service.svg" would weaken the security policy: a "//" or "\\" path is another origin in disguise; expected ${ADDRESS}`,
      `${FILE}:112:5: /documentOrigins/0: "https://docs.kilatdana.example:443" would weaken the security policy: not an origin as a browser writes it (that is "https://docs.kilatdana.example"); expected ${ORIGIN}; these origins may be shown in a sandboxed frame (frame-src)`,
      `${FILE}:118:5: /frameAncestors/0: "https://*" would weaken the security policy: a wildcard lets any matching site in; expected ${ORIGIN}; these origins may show this app in a frame of their own (frame-ancestors)`,
      `${FILE}:121:5: /routes/order: path "/assets/orders" lies under /assets/, which the server does not fall back to the app for; expected a path outside /assets/`,
    ]);
  });

  it('http:, javascript: and data: origins are refused too (the schema already refuses most of them in files)', () => {
    expect(originFault('http://pay.example.com')).toMatch(/plain http:/);
    expect(originFault('javascript:alert(1)')).toMatch(/javascript: scheme/);
    expect(originFault('data:text/html,x')).toMatch(/data: scheme/);
    expect(originFault('https://pay.example.com/path')).toMatch(/not an origin/);
    expect(originFault('https://user@pay.example.com')).toMatch(/user name/);
    expect(originFault('https://pay.example.com')).toBeNull();
    const problems = checkPolicyOrigins('d.json', {
      ...kilat,
      documents: { policy: 'javascript:alert(1)', loanAgreement: '/ok.html' },
      routes: { order: '/gateway/orders' },
    });
    expect(problems.map((problem) => problem.pointer)).toEqual(['/documents/policy', '/routes/order']);
    expect(problems[0]!.message).toMatch(/javascript: scheme/);
  });

  it('the shipped deployments are safe', () => {
    for (const id of ['kilat', 'lumen']) {
      const deployment = JSON.parse(readFileSync(join(ROOT, `deployments/${id}.json`), 'utf8')) as Deployment;
      expect(checkPolicyOrigins(`deployments/${id}.json`, deployment)).toEqual([]);
    }
  });

  it('partner origins are https origins like the others, and never trusted too; host schemes are neither web nor code', () => {
    const problems = checkPolicyOrigins('d.json', {
      ...kilat,
      partnerOrigins: ['https://apply.partner.example', 'http://plain.partner.example', kilat.trustedOrigins![0]!],
      hostSchemes: ['tel:', 'https:', 'javascript:', 'market:'],
    });
    expect(problems.map(formatProblem)).toEqual([
      `d.json: /partnerOrigins/1: "http://plain.partner.example" would weaken the security policy: plain http: can be read and changed on the way (production is https only); expected ${ORIGIN}; these origins may load in place inside the app's WebView (with the tracking set only)`,
      `d.json: /partnerOrigins/2: "https://pay.kilatdana.example" is in trustedOrigins too, so its pages would get the token and session; expected a partner origin that trustedOrigins does not list`,
      `d.json: /hostSchemes/1: "https:" cannot be handed to the host: web links follow the origin rule, not a scheme list; expected a scheme of another app such as "tel:", "mailto:", "market:" or the brand's own`,
      `d.json: /hostSchemes/2: "javascript:" cannot be handed to the host: it runs code or reads local data, and is never followed; expected a scheme of another app such as "tel:", "mailto:", "market:" or the brand's own`,
    ]);
  });
});
