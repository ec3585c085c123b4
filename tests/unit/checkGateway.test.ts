/**
 * Issue 44: `npm run check-gateway` (renderer/toolchain/gatewayCheck/) against the demo gateway, against a gateway
 * that plants the faults a first integration meets, and from a recorded HAR. Servers listen on port 0 in this
 * process; the command runs in-process, its lines and report files captured. Across every test, no call that records,
 * moves money or sends a message reaches a checked gateway, and the borrower's token is never printed or written.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoGateway, type DemoGatewayServer } from '../../demo/gateway/server.ts';
import type { CallDef } from '../../renderer/contract/callSchema.ts';
import { checkGatewayCommand } from '../../renderer/toolchain/gatewayCheck/command.ts';
import type { Finding } from '../../renderer/toolchain/gatewayCheck/finding.ts';
import { isSendable } from '../../renderer/toolchain/gatewayCheck/sendable.ts';
import { loadProject, ROOT, type Project } from '../../renderer/toolchain/project/project.ts';

const TOKEN = 'tok-7c1f0e5b9a';
/** What the demo's data needs beyond what its replies give (docs/gateway/README.md's command for the demo). */
const DEMO_PARAMS = [
  'orderId=10174',
  'productId=1',
  'position=0',
  'templateId=2',
  'pay_type=1',
  'allow=2',
  'problemId=501',
].flatMap((pair) => ['--param', pair]);

let project: Project;
let demo: DemoGatewayServer;
/** Every request any checked gateway received: method and path. */
const received: { method: string; path: string }[] = [];
const servers: Server[] = [];

beforeAll(async () => {
  project = loadProject();
  demo = await startDemoGateway({ publicBase: '', onRequest: (method, path) => void received.push({ method, path }) });
}, 60_000);

afterAll(async () => {
  // What no test may have sent: a call that records, moves money or sends a message.
  const unsafe = received.filter(({ method, path }) =>
    Object.values(project.calls).some(
      (call) => call.effect !== 'read' && call.method === method && path.endsWith(call.path),
    ),
  );
  expect(unsafe).toEqual([]);
  await demo.close();
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

interface Run {
  code: number;
  out: string;
  err: string;
  files: Record<string, string>;
}

async function run(argv: string[], env: Record<string, string> = { GATEWAY_TOKEN: TOKEN }): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const files: Record<string, string> = {};
  const code = await checkGatewayCommand(argv, {
    env,
    project: () => project,
    io: {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      readFile: (path) => files[path] ?? readFileSync(path, 'utf8'),
      writeFile: (path, text) => void (files[path] = text),
    },
  });
  const result = { code, out: out.join('\n'), err: err.join('\n'), files };
  // The token, raw or as a query carries it, in nothing the command printed or wrote.
  for (const text of [result.out, result.err, ...Object.values(files)]) expect(text).not.toContain(TOKEN.slice(4));
  return result;
}

const sendable = () =>
  Object.entries(project.calls)
    .filter(([, call]) => isSendable(call))
    .map(([id]) => id)
    .sort();

/** A gateway in front of the demo's, planting a fault in some replies; it records what reaches it. */
async function faultyGateway(
  plant: (path: string, reply: { code?: unknown; success?: unknown; data?: unknown }) => 'hang' | 'html' | 401 | void,
) {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    received.push({ method: req.method ?? 'GET', path });
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name]) => name !== 'host' && name !== 'content-length'),
      ) as Record<string, string>;
      const upstream = await fetch(`${demo.url}${req.url}`, {
        method: req.method,
        headers,
        body: req.method === 'GET' ? undefined : Buffer.concat(chunks),
      });
      const reply = (await upstream.json()) as Record<string, unknown>;
      const fault = plant(path, reply);
      if (fault === 'hang') return;
      if (fault === 'html')
        return void res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>Bad gateway</html>');
      if (fault === 401) return void res.writeHead(401, { 'Content-Type': 'application/json' }).end('{}');
      res.writeHead(upstream.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const pathOf = (id: string) => project.calls[id]!.path;
const reportOf = (result: Run) =>
  JSON.parse(result.files['report.json']!) as { findings: Finding[]; exercised: string[] };

describe('check-gateway against the demo gateway', () => {
  it('sends every read call and nothing else, and finds nothing that breaks a page', async () => {
    const before = received.length;
    const result = await run([demo.url, ...DEMO_PARAMS, '--report', 'report.json', '--junit', 'junit.xml']);
    expect(result.err).toBe('');
    expect(result.code, result.out).toBe(0);
    const report = reportOf(result);
    expect([...report.exercised].sort()).toEqual(sendable());
    expect(report.findings.filter((finding) => finding.severity === 'breaks')).toEqual([]);
    // Each read call reached the gateway, and one at a time never more than its few parameter sets.
    const sent = received.slice(before);
    for (const id of sendable())
      expect(
        sent.some(({ path }) => path === pathOf(id)),
        id,
      ).toBe(true);
    expect(result.files['junit.xml']).toMatch(/<testsuites name="check-gateway" tests="22" failures="0"/);
  });

  it('says which read calls it could not ask, and why, when no page or reply gives their parameters', async () => {
    const result = await run([demo.url]);
    expect(result.out).toMatch(/^channelTemplate: not checked: needs templateId, .*--param templateId=…$/m);
  });
});

describe('check-gateway against a gateway with the faults of a first integration', () => {
  it('reports each fault once, at its pointer, with the pages it breaks, and exits 1', async () => {
    const url = await faultyGateway((path, reply) => {
      const data = reply.data as Record<string, unknown>;
      if (path === pathOf('loanDetails')) delete data.orderStatus;
      if (path === pathOf('loanPlayDetail'))
        (data.repayPlanDetail as { repayWaitDetail: Record<string, unknown>[] }).repayWaitDetail[0]!.totalAmount =
          '1,500.00';
      if (path === pathOf('recommendProductList')) reply.code = 0;
      if (path === pathOf('contactInfo')) return 'html';
      if (path === pathOf('getSid')) return 'hang';
    });
    // The 30 s hang meets a per-call time of 2.5 s: well over any of the demo's replies on a busy machine.
    const started = Date.now();
    const result = await run([
      url,
      ...DEMO_PARAMS,
      '--timeout',
      '2500',
      '--report',
      'report.json',
      '--junit',
      'junit.xml',
    ]);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(result.code, result.out).toBe(1);
    const breaks = reportOf(result).findings.filter((finding) => finding.severity === 'breaks');
    const at = (call: string) => breaks.filter((finding) => finding.call === call);
    expect(at('loanDetails')).toEqual([
      expect.objectContaining({
        pointer: '/data/orderStatus',
        expected: '"orderStatus" (required)',
        got: 'nothing (the field is missing)',
      }),
    ]);
    expect(at('loanDetails')[0]!.pages).toEqual(expect.arrayContaining(['loanDetails', 'repayChoose']));
    expect(at('loanDetails')[0]!.brands).toEqual(['kilat', 'lumen']);
    expect(at('loanPlayDetail')).toEqual([
      expect.objectContaining({
        pointer: '/data/repayPlanDetail/repayWaitDetail/0/totalAmount',
        expected: 'integer',
        got: '"1,500.00" (a string)',
      }),
    ]);
    expect(at('recommendProductList')).toEqual([
      expect.objectContaining({ pointer: '/code', expected: '"00" (a string) for success', got: '0 (a number)' }),
    ]);
    expect(at('contactInfo')).toEqual([
      expect.objectContaining({ pointer: '', expected: 'a JSON object, the envelope', pages: ['customerService'] }),
    ]);
    expect(at('getSid')).toEqual([
      expect.objectContaining({ pointer: '', got: 'nothing', expected: 'a reply within 2500 ms' }),
    ]);
    // Nothing else breaks: the other calls' replies are the demo's own.
    expect(new Set(breaks.map((finding) => finding.call))).toEqual(
      new Set(['loanDetails', 'loanPlayDetail', 'recommendProductList', 'contactInfo', 'getSid']),
    );
    // For a CI: one test case per call, the five failing with their lines.
    expect(result.files['junit.xml']).toMatch(/<testsuites name="check-gateway" tests="22" failures="5" errors="0">/);
    expect(result.files['junit.xml']).toContain('<failure message="loanDetails: /data/orderStatus: is missing');
    // In validate's words: call: pointer: what; expected …; got …; breaks pages (brands).
    expect(result.out).toMatch(
      /^loanPlayDetail: \/data\/repayPlanDetail\/repayWaitDetail\/0\/totalAmount: does not match the reply schema, so the reply is refused; expected integer; got "1,500\.00" \(a string\); breaks .*repay.* \(kilat, lumen\)$/m,
    );
  }, 30_000);

  it('reports an order status SPEC §4 does not know where loan details shows it, as degrading the page', async () => {
    const url = await faultyGateway((path, reply) => {
      if (path === pathOf('loanDetails')) (reply.data as Record<string, unknown>).orderStatus = 999;
    });
    const result = await run([url, ...DEMO_PARAMS, '--report', 'report.json']);
    const findings = reportOf(result).findings.filter((finding) => finding.call === 'loanDetails');
    expect(findings).toEqual([
      expect.objectContaining({
        pointer: '/data/orderStatus',
        severity: 'degrades',
        got: '999 (a number)',
        expected: 'one of 3, 4, 5, 21, 110, 151, 170, 174, 180, 200',
      }),
    ]);
    // The pages that show the status or decide by it: the banner, and what the order allows.
    expect(findings[0]!.pages).toEqual(expect.arrayContaining(['loanDetails', 'payWay']));
    expect(findings[0]!.count).toBeUndefined();
    // It degrades a page, it breaks none.
    expect(result.code).toBe(0);
  });

  it('could not run (exit 2) when the gateway refuses the credentials or cannot be reached', async () => {
    const refusing = await faultyGateway(() => 401);
    const refused = await run([refusing, '--report', 'report.xml']);
    expect(refused.code).toBe(2);
    expect(refused.out).toMatch(/the gateway refused the credentials \(\w+: status 401\)/);
    expect(refused.files['report.xml']).toContain('<error message="the gateway refused the credentials');

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await run([`http://127.0.0.1:${port}`]);
    expect(unreachable.code).toBe(2);
    expect(unreachable.out).toMatch(/could not be reached/);
  });

  it('takes the token from the environment only', async () => {
    const missing = await run([demo.url], {});
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/GATEWAY_TOKEN is not set/);
    const asArgument = await run([demo.url, '--launch', `token=${TOKEN}`]);
    expect(asArgument.code).toBe(2);
    expect(asArgument.err).toMatch(
      /--launch token: identifies the borrower; expected GATEWAY_TOKEN in the environment/,
    );
  });
});

describe('check-gateway --har', () => {
  const har = readFileSync(join(ROOT, 'tests/fixtures/gateway/repayment.har'), 'utf8');
  /** The recorded session, pointed at the demo gateway: were anything sent, the demo would see it. */
  const atDemo = (text: string) => text.replaceAll('https://staging.lender.example/gateway', demo.url);

  it('checks a recorded repayment without sending a request', async () => {
    const before = received.length;
    const checked = await runWith({ 'session.har': atDemo(har) });
    expect(checked.code, checked.out).toBe(0);
    expect(reportOf(checked).exercised).toEqual(['repaymentWay', 'repaymentCommit', 'repaymentConfirm', 'loanDetails']);
    expect(received.length).toBe(before);
  });

  it('finds a recorded payment whose code can never be a success', async () => {
    const broken = JSON.parse(atDemo(har)) as {
      log: { entries: { request: { url: string }; response: { content: { text: string } } }[] };
    };
    const commit = broken.log.entries.find((entry) => entry.request.url.includes(pathOf('repaymentCommit')))!;
    const body = JSON.parse(commit.response.content.text) as Record<string, unknown>;
    commit.response.content.text = JSON.stringify({ ...body, code: 0 });
    const before = received.length;
    const checked = await runWith({ 'session.har': JSON.stringify(broken) });
    expect(checked.code).toBe(1);
    expect(reportOf(checked).findings).toEqual([
      expect.objectContaining({ call: 'repaymentCommit', pointer: '/code', severity: 'breaks', got: '0 (a number)' }),
    ]);
    expect(received.length).toBe(before);
  });

  async function runWith(files: Record<string, string>): Promise<Run> {
    const out: string[] = [];
    const written: Record<string, string> = {};
    const code = await checkGatewayCommand(['--har', 'session.har', '--report', 'report.json'], {
      env: {},
      project: () => project,
      io: {
        out: (line) => out.push(line),
        err: (line) => out.push(line),
        readFile: (path) => files[path]!,
        writeFile: (path, text) => void (written[path] = text),
      },
    });
    // The recorded token (in the HAR's addresses and headers) is never repeated.
    for (const text of [...out, ...Object.values(written)]) expect(text).not.toContain('har-token-5f1e9c2a');
    return { code, out: out.join('\n'), err: '', files: written };
  }
});

describe('which calls check-gateway may send', () => {
  it('is the reads, by their effect, and never a call that records, moves money or sends a message', () => {
    for (const [id, call] of Object.entries(project.calls) as [string, CallDef][])
      expect(isSendable(call), id).toBe(call.effect === 'read' && call.image !== true);
  });
});
