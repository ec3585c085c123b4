// @vitest-environment node
/**
 * Issue 22: `npm run validate` reports every mistake of every kind in one run, each at
 * file:line:column with the name probably meant; a file that is not JSON does not hide the others;
 * one brand's problems never stop another brand's build; a new brand scaffolds valid.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandsToBuild, problemsOfBrand } from '../../renderer/toolchain/brand/buildPlan.ts';
import { assetProblems, brandProblems, contrastProblems } from '../../renderer/toolchain/brand/filesAndColours.ts';
import { gatewayTarget, DEMO_GATEWAY_URL } from '../../renderer/toolchain/ops/deployFiles.ts';
import { literalLinkProblems } from '../../renderer/toolchain/compile/literalLinks.ts';
import { formatProblem, type Problem } from '../../renderer/toolchain/problems/problems.ts';
import { scaffoldBrand, templateProblem } from '../../renderer/toolchain/brand/scaffold.ts';
import {
  TO_FILL,
  ownPointers,
  setOwnValue,
  sharedOwnValueProblems,
  valueAt,
} from '../../renderer/toolchain/brand/ownValues.ts';
import { ROOT, loadProject, type Project } from '../../renderer/toolchain/project/project.ts';
import type { Deployment } from '../../renderer/contract/deployment/schema.ts';

const PAGE = 'tests/fixtures/planted/planted-page.json';
const BRAND = 'tests/fixtures/planted/planted-brand.json';
const COMMA = 'tests/fixtures/planted/trailing-comma.json';
const NOT_JSON = 'tests/fixtures/planted/not-json.json';
const kilat = JSON.parse(readFileSync(join(ROOT, 'deployments/kilat.json'), 'utf8')) as Deployment;
const lumen = JSON.parse(readFileSync(join(ROOT, 'deployments/lumen.json'), 'utf8')) as Deployment;

/** The eleven planted mistakes, each with its line and column, and the name meant where one is near. */
const PLANTED = [
  // a property typo
  `${BRAND}:22:3: /serviceBaner: unknown property "serviceBaner"; expected one of 30 names: id, appName, productName, colors, phone, …; did you mean "serviceBanner"?`,
  // a bad colour
  `${BRAND}:12:5: /colors/muted: string "#gg5555" does not match the required form; expected a value matching ^#(?:[0-9a-fA-F]{3}){1,2}$ (A hex colour, #rgb or #rrggbb.)`,
  // a number as text
  `${BRAND}:15:3: /merchantNumber: number 1001 has the wrong type; expected string`,
  // a javascript: host scheme
  `${BRAND}:18:27: /hostSchemes/1: "javascript:" cannot be handed to the host: it runs code or reads local data, and is never followed; expected a scheme of another app such as "tel:", "mailto:", "market:" or the brand's own`,
  // two routes on one path
  `${BRAND}:23:15: /routes/aboutUs: path "/about" is already the path of customerService; expected a path no other route uses`,
  // an unknown block type
  `${PAGE}:10:7: /body/0/type: unknown block type "statusBaner"; expected one of 36 names: "button", "captcha", "checkbox", "chatLog", "choiceList", …; did you mean "statusBanner"?`,
  // an unknown reply field
  `${PAGE}:11:34: /body/1/props/text: "data.loan.productNam" names field "productNam", which the reply of loanDetails does not have; expected one of 14 names: orderStatus, noticeStatusText, noticeDesText, recProducts, productName, …; did you mean "productName"?`,
  // an unknown message key
  `${PAGE}:5:3: /title: "t.loan.titel" is not a message in the en, id and zh catalogues; expected a key of renderer/runtime/i18n/catalogues/{en,id,zh}.json; did you mean "t.loan.title"?`,
  // a misspelled action kind
  `${PAGE}:17:13: /body/2/on/press/0/do: unknown action "navgate"; expected one of 24 names: "back", "bridge", "call", "callUrl", "clearDraft", …; did you mean "navigate"?`,
  // a literal javascript: link
  `${PAGE}:18:31: /body/2/on/press/1/url: the link "javascript:alert(document.cookie)" runs code in the page; expected a route, a path on the app's own origin or an https address (trusted or partner origins load in place; hostSchemes such as tel: go to the host)`,
  // an unknown call
  `${PAGE}:19:27: /body/2/on/press/2/call: unknown gateway call "loanDetail"; expected one of 41 names: "problemInit", "problemInitV3", "uploadProblemImage", "problemSave", "problemList", …; did you mean "loanDetails"?`,
];

let run: Project;
const linesOf = (file: string) => run.problems.filter((problem) => problem.file === file).map(formatProblem);

beforeAll(() => {
  run = loadProject({ files: [NOT_JSON, PAGE, BRAND, COMMA] });
}, 60_000);

describe('the eleven planted mistakes', () => {
  it('are all reported in one run, at their line and column, with the name meant where one is near', () => {
    expect([...linesOf(PAGE), ...linesOf(BRAND)].sort()).toEqual([...PLANTED].sort());
  });

  it('are listed in each file from top to bottom', () => {
    const lines = linesOf(BRAND).map((line) => Number(line.split(':')[1]));
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
  });

  it('`validate` prints them all and exits 1, and a file that is not JSON hides none of them', () => {
    const cli = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/validate.ts', NOT_JSON, PAGE, BRAND], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(cli.status).toBe(1);
    const lines = cli.stderr.split('\n').filter((line) => line.startsWith('tests/'));
    expect(lines).toEqual([
      `${NOT_JSON}:3:3: /: is not JSON: a comma is missing; expected "," between two values or properties`,
      ...PLANTED.filter((line) => line.startsWith(PAGE)).sort(byPosition),
      ...PLANTED.filter((line) => line.startsWith(BRAND)).sort(byPosition),
    ]);
    expect(cli.stderr).toContain('\n12 problems');
  }, 30_000);
});

function byPosition(a: string, b: string): number {
  const [, al = 0, ac = 0] = a.split(':').map(Number);
  const [, bl = 0, bc = 0] = b.split(':').map(Number);
  return al - bl || ac - bc;
}

describe('a trailing comma', () => {
  it('is placed at the comma, and the rest of the file is still checked', () => {
    expect(linesOf(COMMA)).toEqual([
      `${COMMA}:6:34: /body/0/props/text: "t.loan.titel" is not a message in the en, id and zh catalogues; expected a key of renderer/runtime/i18n/catalogues/{en,id,zh}.json; did you mean "t.loan.title"?`,
      `${COMMA}:6:68: /: is not JSON: a comma before "]"; expected no comma after the last item`,
    ]);
  });

  it('leaves the project as it was: fixtures never become part of it', () => {
    expect(run.problems.filter((problem) => !problem.file.startsWith('tests/fixtures/'))).toEqual([]);
    expect([...run.deployments.keys()].sort()).toEqual(['kilat', 'lumen']);
  });
});

describe("a brand's own checks", () => {
  const FILE = 'deployments/cepat.json';

  it('refuses onAccent on accent and text on its backgrounds under WCAG AA (4.5:1)', () => {
    const invisible = { ...kilat, colors: { ...kilat.colors, onAccent: kilat.colors.accent, muted: '#4a3327' } };
    expect(contrastProblems(FILE, invisible).map(formatProblem)).toEqual([
      `${FILE}: /colors/muted: muted #4a3327 on background #2b1a12 has a contrast of 1.42:1, next to invisible; expected at least 4.5:1 (WCAG AA for text)`,
      `${FILE}: /colors/muted: muted #4a3327 on surface #3d271b has a contrast of 1.19:1, next to invisible; expected at least 4.5:1 (WCAG AA for text)`,
      `${FILE}: /colors/onAccent: onAccent #ff8a1f on accent #ff8a1f has a contrast of 1.00:1, next to invisible; expected at least 4.5:1 (WCAG AA for text)`,
    ]);
    expect(contrastProblems(FILE, kilat)).toEqual([]);
  });

  it("refuses a banner or document under public/ that does not exist; another server's address is its own affair", () => {
    const missing = {
      ...kilat,
      banners: { default: '/brands/cepat/banner-default.svg', '151': 'https://cdn.cepat.example/151.svg' },
      serviceBanner: '/brands/kilat/service.svg',
    };
    expect(assetProblems(ROOT, FILE, missing).map(formatProblem)).toEqual([
      `${FILE}: /banners/default: "/brands/cepat/banner-default.svg" names public/brands/cepat/banner-default.svg, which does not exist; expected a file under public/ (the build serves public/ at the site's root), such as public/brands/cepat/banner-default.svg`,
    ]);
    expect(brandProblems(ROOT, 'deployments/kilat.json', kilat)).toEqual([]);
  });

  it('refuses a literal link that runs code or leaves the rules, in a page or a page patch, whatever blanks hide it', () => {
    const patch = {
      body: [{ type: 'button', on: { press: [{ do: 'openLink', url: ' java\tscript:alert(1)' }] } }],
      links: ['data:text/html,x', '//evil.example/x', 'http://plain.example', 'file:///etc/passwd', 'VBScript:x'],
    };
    expect(literalLinkProblems(FILE, patch, '/pages/loanDetails').map((problem) => problem.pointer)).toEqual([
      '/pages/loanDetails/body/0/on/press/0/url',
      '/pages/loanDetails/links/0',
      '/pages/loanDetails/links/1',
      '/pages/loanDetails/links/2',
      '/pages/loanDetails/links/3',
      '/pages/loanDetails/links/4',
    ]);
    const fine = {
      body: [{ type: 'text', props: { text: 'see https://kilat.example or /repay, tel:123, {{data.loan.h5Url}}' } }],
      links: ['https://a.example', '/repay', 'tel:+62', 'mailto:a@b.example'],
    };
    expect(literalLinkProblems(FILE, fine)).toEqual([]);
  });
});

describe("one brand's problems never stop another's build", () => {
  const problem = (file: string): Problem => ({ file, pointer: '', message: 'm', expected: 'e' });
  const sources = (problems: Problem[]) => ({
    problems,
    texts: new Map([['deployments/cepat.json', undefined as never]]),
    deployments: new Map([
      ['kilat', {} as never],
      ['lumen', {} as never],
    ]),
  });

  it('builds every good brand and names the broken one', () => {
    const plan = brandsToBuild(sources([problem('deployments/cepat.json')]));
    expect(plan.good).toEqual(['kilat', 'lumen']);
    expect(plan.broken.map((brand) => brand.id)).toEqual(['cepat']);
    expect(problemsOfBrand([problem('deployments/cepat.json')], 'kilat')).toEqual([]);
  });

  it('builds none when a file every brand uses has a problem', () => {
    const plan = brandsToBuild(sources([problem('schemas/pages/loanDetails.json')]));
    expect(plan.good).toEqual([]);
    expect(plan.shared).toHaveLength(1);
    expect(problemsOfBrand([problem('schemas/pages/loanDetails.json')], 'kilat')).toHaveLength(1);
  });

  it("GATEWAY_URL overrides the production gateway of the brand DEPLOYMENT names only; else the deployment's own", () => {
    const cepat = { id: 'cepat', gateway: { base: '/gateway', upstream: 'https://gw.cepat.example' } };
    const lumen = { id: 'lumen', gateway: { base: '/gateway' } };
    const env = { GATEWAY_URL: 'https://override.example', DEPLOYMENT: 'cepat' };
    expect(gatewayTarget(cepat, env)).toBe('https://override.example');
    expect(gatewayTarget(lumen, env)).toBe(DEMO_GATEWAY_URL);
    expect(gatewayTarget(cepat, {})).toBe('https://gw.cepat.example');
    expect(gatewayTarget({ ...cepat, id: 'kilat' }, { GATEWAY_URL: 'https://override.example' })).toBe(
      'https://override.example',
    );
  });
});

describe('a new brand (npm run new-brand)', () => {
  it('from kilat, lending in Indonesia only: its own names, addresses and pictures, production-safe', () => {
    const { deployment, assets, toFill } = scaffoldBrand({ template: kilat, id: 'cepat', markets: ['id'] });
    expect(Object.keys(deployment.markets)).toEqual(['id']);
    expect(deployment).toMatchObject({
      id: 'cepat',
      appName: 'Cepat',
      productName: 'Cepat',
      trustedOrigins: ['https://pay.cepat.example'],
    });
    expect(deployment.hostSchemes).toContain('cepat:');
    expect(deployment.banners.default).toBe('/brands/cepat/banner-default.svg');
    expect(deployment).not.toHaveProperty('features');
    expect(deployment).not.toHaveProperty('pages');
    expect(JSON.stringify(deployment)).not.toMatch(/Kilat Dana|kilatdana\.example|\/brands\/kilat\//);
    expect(assets).toContainEqual({ from: '/brands/kilat/banner-default.svg', to: '/brands/cepat/banner-default.svg' });
    expect(toFill.map((item) => item.pointer)).toContain('/gateway/upstream');
    expect(toFill.map((item) => item.pointer)).toContain('/markets/id');
  });

  it("keeps none of the template's identity: each value a brand must give itself is left to fill", () => {
    for (const template of [kilat, lumen]) {
      const { deployment } = scaffoldBrand({ template, id: 'cepat', markets: ['in', 'id'] });
      for (const { pointer, what } of ownPointers(['in', 'id'])) {
        const theirs = valueAt(template, pointer);
        if (theirs === undefined) continue;
        expect(valueAt(deployment, pointer), `${template.id} ${pointer}`).toBe(`${TO_FILL}${what}`);
        expect(JSON.stringify(deployment), `${template.id} ${pointer}`).not.toContain(JSON.stringify(theirs));
      }
    }
  });

  it("of one market has only that market: none of the other market's fields, numbers or currency", () => {
    const india = scaffoldBrand({ template: kilat, id: 'cepat', markets: ['in'] }).deployment;
    expect(Object.keys(india.markets)).toEqual(['in']);
    expect(JSON.stringify(india)).not.toMatch(/\+62|IDR|"id":\s*\{|Rp|dailyCostCap/);
    const indonesia = scaffoldBrand({ template: kilat, id: 'cepat', markets: ['id'] }).deployment;
    expect(Object.keys(indonesia.markets)).toEqual(['id']);
    expect(JSON.stringify(indonesia)).not.toMatch(/\+91|INR|₹|"in":\s*\{/);
  });

  it('names each value still to fill at its line and column (said, not failed: CONTRACT §1), and none once given', () => {
    const dir = mkdtempSync(join(tmpdir(), 'new-brand-'));
    try {
      const file = join(dir, 'cepat.json');
      const scaffolded = scaffoldBrand({ template: kilat, id: 'cepat', markets: ['id'] }).deployment;
      // The pictures as kilat's (new-brand copies them into public/brands/cepat/; this test writes nothing there).
      const deployment = {
        ...scaffolded,
        banners: kilat.banners,
        serviceBanner: kilat.serviceBanner,
        loginFailureBanner: kilat.loginFailureBanner,
      };
      writeFileSync(file, `${JSON.stringify(deployment, null, 2)}\n`);
      const name = relative(ROOT, file);
      const lines = loadProject({ files: [file] }).problems.filter((problem) => problem.file === name);
      expect(lines.map((problem) => problem.pointer).sort()).toEqual(
        ownPointers(['id'])
          .map((own) => own.pointer)
          .filter((pointer) => valueAt(kilat, pointer) !== undefined)
          .sort(),
      );
      expect(lines.every((problem) => problem.unfilled && problem.line! > 1 && problem.column! > 1)).toBe(true);
      expect(formatProblem(lines.find((problem) => problem.pointer === '/merchantNumber')!)).toBe(
        `${name}:16:3: /merchantNumber: is left for you to fill (new-brand never copies another brand's); expected the merchant number the gateway knows this brand by`,
      );
      // The documents as files the demo serves (the test writes none of its own under public/).
      for (const { pointer } of lines)
        setOwnValue(
          deployment,
          pointer,
          pointer.startsWith('/documents/')
            ? String(valueAt(kilat, pointer))
            : pointer.endsWith('phone')
              ? '+62 21 5550 0100'
              : pointer.endsWith('email')
                ? 'care@cepat.example'
                : pointer.startsWith('/appDownloads') || pointer.endsWith('Url')
                  ? `https://cepat.example${pointer}`
                  : 'Cepat',
        );
      writeFileSync(file, `${JSON.stringify(deployment, null, 2)}\n`);
      expect(
        loadProject({ files: [file] })
          .problems.filter((problem) => problem.file === name)
          .map(formatProblem),
      ).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('a misspelled field that holds a value still to fill is the mistake, said with the name meant, not a value to fill', () => {
    const dir = mkdtempSync(join(tmpdir(), 'new-brand-'));
    try {
      const file = join(dir, 'cepat.json');
      const { merchantNumber, ...scaffolded } = scaffoldBrand({ template: kilat, id: 'cepat', markets: ['id'] })
        .deployment as typeof kilat;
      writeFileSync(file, `${JSON.stringify({ ...scaffolded, merchantNumer: merchantNumber }, null, 2)}\n`);
      const name = relative(ROOT, file);
      const lines = loadProject({ files: [file] }).problems.filter(
        (problem) => problem.file === name && problem.pointer === '/merchantNumer',
      );
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ message: 'unknown property "merchantNumer"', didYouMean: 'merchantNumber' });
      expect(lines[0]!.unfilled, 'a mistake, which fails validate').toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("refuses a merchant number or store page another brand has, in each brand's file", () => {
    const copy = {
      ...lumen,
      merchantNumber: kilat.merchantNumber,
      appDownloads: { ...lumen.appDownloads, ios: kilat.appDownloads!.ios },
    };
    const lines = sharedOwnValueProblems([
      { file: 'deployments/kilat.json', value: kilat },
      { file: 'deployments/cepat.json', value: copy },
    ]).map(formatProblem);
    expect(lines).toEqual([
      `deployments/kilat.json: /merchantNumber: "${kilat.merchantNumber}" is also the value of deployments/cepat.json; expected the merchant number the gateway knows this brand by: this brand's own`,
      `deployments/kilat.json: /appDownloads/ios: "${kilat.appDownloads!.ios}" is also the value of deployments/cepat.json; expected the brand's app on the App Store (https://apps.apple.com/app/id…): this brand's own`,
      `deployments/cepat.json: /merchantNumber: "${kilat.merchantNumber}" is also the value of deployments/kilat.json; expected the merchant number the gateway knows this brand by: this brand's own`,
      `deployments/cepat.json: /appDownloads/ios: "${kilat.appDownloads!.ios}" is also the value of deployments/kilat.json; expected the brand's app on the App Store (https://apps.apple.com/app/id…): this brand's own`,
    ]);
    expect(
      sharedOwnValueProblems([
        { file: 'deployments/kilat.json', value: kilat },
        { file: 'deployments/lumen.json', value: lumen },
      ]),
    ).toEqual([]);
  });

  it('starts only from a shipped brand, named by its id: never a path', () => {
    expect(templateProblem('lumen', ['kilat', 'lumen'])).toBeUndefined();
    for (const from of ['../../etc/passwd', '/etc/hosts', 'deployments/kilat', 'kilat.json', 'nosuch'])
      expect(templateProblem(from, ['kilat', 'lumen']), from).toMatch(
        /expected the id of a shipped brand \(kilat, lumen\)/,
      );
  });

  it('refuses an id that cannot be a file name, and no market', () => {
    expect(() => scaffoldBrand({ template: kilat, id: 'Cepat Dana', markets: ['id'] })).toThrow(/lower-case/);
    expect(() => scaffoldBrand({ template: kilat, id: 'cepat', markets: [] })).toThrow(/at least one market/);
  });
});

describe('the demo gateway (npm start)', () => {
  it("answers the deployment's own gateway base", async () => {
    const { demoGatewayBase } = await import('../../demo/gateway/previewPlugin.ts');
    expect(demoGatewayBase('kilat')).toBe(kilat.gateway.base);
    expect(demoGatewayBase('no-such-brand')).toBe('/gateway');
  });
});
