// @vitest-environment node
/**
 * Validation (CONTRACT §1 `npm run validate`): the real project is clean; the broken fixtures give
 * one exact line per mistake: file, JSON pointer, what is wrong, what was expected.
 */
import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { blockDefinitions } from '../../blocks/definitions.ts';
import { RENAMABLE_ROUTES, ROUTE_KEYS } from '../../renderer/contract/routeTable.ts';
import { ROOT, loadProject, type Project } from '../../renderer/toolchain/project/project.ts';
import { gatewayBaseProblems } from '../../renderer/toolchain/brand/gatewayBase.ts';
import { formatProblem } from '../../renderer/toolchain/problems/problems.ts';

const PAGE = 'tests/fixtures/broken-page.json';
const DEPLOYMENT = 'tests/fixtures/broken-deployment.json';
const PROTOCOL_RELATIVE = 'tests/fixtures/protocol-relative-gateway.json';
const UNTRUSTED = 'tests/fixtures/untrusted-gateway.json';
/** kilat's deployment sending its beacons to a path outside the gateway base, at a rate over 1 (issue 32). */
const STRAY_BEACONS = 'tests/fixtures/stray-beacons.json';
/** kilat's deployment with the Indonesian market's grievance redressal officer left out (issue 15). */
const NO_OFFICER = 'tests/fixtures/no-grievance-officer.json';
const NO_OFFICER_LINE = `${NO_OFFICER}:85:5: /markets/id: missing required property "grievanceOfficer"; expected "grievanceOfficer" to be present`;
const quoted = (names: readonly string[]) => names.map((name) => JSON.stringify(name)).join(', ');

// Every line at file:line:column (the property's, from the source text); in the file's order; a
// known name near the one written is offered, and a long list of names is shortened to its count.
const PAGE_LINES = [
  `${PAGE}:39:7: /body/0/type: unknown block type "statusBaner"; expected one of ${blockDefinitions.length} names: ${quoted(blockDefinitions.slice(0, 5).map((block) => block.type))}, …; did you mean "statusBanner"?`,
  `${PAGE}:64:7: /body/1/props: missing required property "rows"; expected "rows" to be present`,
  `${PAGE}:65:9: /body/1/props/heading: number 5 has the wrong type; expected string`,
  `${PAGE}:314:17: /body/3/children/2/on/press/2/route: unknown route key "loanDetail"; expected one of ${ROUTE_KEYS.length} names: ${quoted(ROUTE_KEYS.slice(0, 5))}, …; did you mean "loanDetails"?`,
  `${PAGE}:325:9: /body/4/props/label: unescaped tag for "data.loan.h5Url" ({{{…}}} or {{&…}}) is not allowed; expected only escaped {{name}} tags (server text is text, never HTML)`,
  `${PAGE}:325:9: /body/4/props/label: "data.lon.productName" names data source "lon" that the page never loads; expected one of: loan; did you mean "loan"?`,
  `${PAGE}:325:9: /body/4/props/label: "data.loan.productNam" names field "productNam", which the reply of loanDetails does not have; expected one of 14 names: orderStatus, noticeStatusText, noticeDesText, recProducts, productName, …; did you mean "productName"?`,
  `${PAGE}:325:9: /body/4/props/label: "t.loan.nope" is not a message in the en, id and zh catalogues; expected a key of renderer/runtime/i18n/catalogues/{en,id,zh}.json`,
  `${PAGE}:345:9: /dialogs/rating/props/title: "state.star" names state "star" that the page does not declare; expected one of: stars; did you mean "stars"?`,
  `${PAGE}:407:23: /dialogs/rating/children/1/children/0/on/press/1/set/starz: state "starz" is not declared; expected one of: stars; did you mean "stars"?`,
];

const PROTO_LINE = `${DEPLOYMENT}:89:5: /pages/__proto__: forbidden key "__proto__"; expected no __proto__, constructor or prototype keys`;
const renamable = Object.keys(RENAMABLE_ROUTES);
const DEPLOYMENT_LINES = [
  `${DEPLOYMENT}:1:1: /: missing required property "phone"; expected "phone" to be present`,
  `${DEPLOYMENT}:9:5: /colors/accent: string "orange" does not match the required form; expected a value matching ^#(?:[0-9a-fA-F]{3}){1,2}$ (A hex colour, #rgb or #rrggbb.)`,
  `${DEPLOYMENT}:86:5: /routes/loanDetail: property name "loanDetail" is not allowed; expected one of ${renamable.length} names: ${quoted(renamable.slice(0, 5))}, …; did you mean "loanDetails"?`,
  PROTO_LINE,
];

let broken: Project;
const linesOf = (file: string) => broken.problems.filter((problem) => problem.file === file).map(formatProblem);

beforeAll(() => {
  broken = loadProject({ files: [PAGE, DEPLOYMENT, PROTOCOL_RELATIVE, UNTRUSTED, NO_OFFICER, STRAY_BEACONS] });
});

describe('the real project', () => {
  it('has no problems and loads every page and deployment', () => {
    const project = loadProject();
    expect(project.problems.map(formatProblem)).toEqual([]);
    expect([...project.pages.keys()]).toContain('loanDetails');
    expect([...project.deployments.keys()].sort()).toEqual(['kilat', 'lumen']);
  });
});

describe('broken-page.json', () => {
  it('gives exactly one line per mistake', () => {
    expect(linesOf(PAGE)).toEqual(PAGE_LINES);
  });

  it('never becomes part of the project', () => {
    expect(broken.pages.get('loanDetails')?.file).toBe('schemas/pages/loanDetails.json');
    expect(broken.problems.filter((problem) => !problem.file.startsWith('tests/fixtures/'))).toEqual([]);
  });

  it('`validate` exits 1 and prints the lines on stderr', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/validate.ts', PAGE], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.split('\n').filter((line) => line.startsWith('tests/'));
    expect(lines).toEqual(PAGE_LINES);
    expect(run.stderr).toContain(`\n${PAGE_LINES.length} problems`);
    expect(run.stdout).not.toContain('valid:');
  }, 30_000);
});

describe('broken-deployment.json', () => {
  it('refuses the "__proto__" key under pages, with its pointer', () => {
    expect(linesOf(DEPLOYMENT)).toContain(PROTO_LINE);
    expect(({} as Record<string, unknown>).title).toBeUndefined();
    expect(broken.deployments.has('broken-deployment')).toBe(false);
  });

  it("reports every other mistake in the same file too, in the file's order", () => {
    expect(linesOf(DEPLOYMENT)).toEqual(DEPLOYMENT_LINES);
  });
});

// CONTRACT §3, §4: the gateway gets the token and session, so it must be the page's own origin or a trusted one.
describe('a gateway base on another origin', () => {
  it('refuses a protocol-relative base ("//host/…"), which leaves the page\'s origin', () => {
    const [line, ...more] = linesOf(PROTOCOL_RELATIVE);
    expect(more).toEqual([]);
    expect(line).toMatch(
      /^tests\/fixtures\/protocol-relative-gateway\.json:22:5: \/gateway\/base: string "\/\/gateway\.other\.example\/gw" does not match the required form; expected .*a path on the page's own origin/,
    );
    expect(broken.deployments.has('protocol-relative-gateway')).toBe(false);
  });

  it('refuses an absolute base on an origin trustedOrigins does not list', () => {
    expect(linesOf(STRAY_BEACONS)).toEqual([
      `${STRAY_BEACONS}:19:19: /monitoring/endpoint: "/beacons" is on the app's origin but not under the gateway base "/gateway": beacons would reach the renderer (or a file), not a collector; expected a path under /gateway/ (proxied, cookies taken out) or an https address`,
      `${STRAY_BEACONS}:19:43: /monitoring/sampleRate: number 1.5 is out of bounds; expected maximum 1`,
    ]);
    expect(linesOf(UNTRUSTED)).toEqual([
      `${UNTRUSTED}:22:5: /gateway/base: "https://gateway.other.example/gw" sends every request, token and session with it, to https://gateway.other.example, neither the page's own origin nor a trusted one; expected a path on the page's own origin (a single "/", as "/gateway") or an address on a trustedOrigins origin: "https://pay.kilatdana.example"`,
    ]);
  });

  it.each([
    ['/gateway', []],
    ['https://pay.kilatdana.example/gw', []],
    ['https://pay.kilatdana.example', []],
    ['//gateway.other.example/gw', ['https://gateway.other.example']],
    ['/\\gateway.other.example/gw', ['https://gateway.other.example']],
    ['/\t/gateway.other.example/gw', ['https://gateway.other.example']],
    ['https://pay.kilatdana.example.other.example/gw', ['https://pay.kilatdana.example.other.example']],
    ['https://pay.kilatdana.example@gateway.other.example/gw', ['https://gateway.other.example']],
  ])('base %j: foreign origin %j', (base, foreign) => {
    const problems = gatewayBaseProblems('d.json', { base }, ['https://pay.kilatdana.example']);
    expect(problems.map((problem) => problem.message.match(/ to (\S+),/)?.[1])).toEqual(foreign);
  });
});

describe('no-grievance-officer.json: every market must name its grievance redressal officer', () => {
  it("is reported with the market's pointer, and nothing else is", () => {
    expect(linesOf(NO_OFFICER)).toEqual([NO_OFFICER_LINE]);
    expect(broken.deployments.has('no-grievance-officer')).toBe(false);
  });

  it('`validate` exits 1 and prints the line', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/validate.ts', NO_OFFICER], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.split('\n').filter((line) => line.startsWith('tests/'))).toEqual([NO_OFFICER_LINE]);
  }, 30_000);
});
