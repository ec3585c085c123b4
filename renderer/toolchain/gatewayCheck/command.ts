/**
 * `npm run check-gateway`: its arguments, its environment and what it prints, writes and exits with
 * (0 nothing breaks a page, 1 something does, 2 it could not run). The borrower's credentials come
 * only from the environment (CREDENTIAL_ENV), never an argument, so no shell history or CI log holds
 * them, and none is ever printed or written (./report.ts). scripts/check-gateway.ts runs it.
 */
import { parseArgs } from 'node:util';
import { IDENTIFYING_KEYS, LAUNCH_KEYS, type LaunchParams } from '../../contract/launch.ts';
import type { IdentifyingKey } from '../../runtime/gateway/credentials.ts';
import { SCREEN_LOAD_TIMEOUT_MS } from '../../runtime/gateway/client.ts';
import { pageReads } from '../gatewayContract/pageReads.ts';
import { DEFAULT_DEPLOYMENT, type Project } from '../project/project.ts';
import { checkHar, harEntries } from './harCheck.ts';
import { checkLive, type CheckRun } from './liveCheck.ts';
import { parsePairs } from './paramPool.ts';
import { exitCodeOf, jsonReport, junitReport, scrub, textReport, type ReportMeta } from './report.ts';

/** The environment variable each identifying launch parameter is read from. */
export const CREDENTIAL_ENV: Record<IdentifyingKey, string> = {
  token: 'GATEWAY_TOKEN',
  session: 'GATEWAY_SESSION',
  userId: 'GATEWAY_USER_ID',
  deviceId: 'GATEWAY_DEVICE_ID',
  gid: 'GATEWAY_GID',
  deviceName: 'GATEWAY_DEVICE_NAME',
};

/** The whole run's cap: every read call at its own time would take longer than a CI step should. */
export const TOTAL_MS = 120_000;

export const USAGE = `usage: GATEWAY_TOKEN=… npm run check-gateway -- <gateway url> [options]
       npm run check-gateway -- --har <file> [options]
  --brand <id>           whose headers and credentials the requests follow (default ${DEFAULT_DEPLOYMENT})
  --param <name=value>   a call parameter no earlier reply gives (an order id, a template id); repeatable
  --launch <name=value>  a launch parameter that identifies no one (languageType, merchantNumber…); repeatable
  --timeout <ms>         each call's time (default ${SCREEN_LOAD_TIMEOUT_MS}, a screen load's)
  --total <ms>           the whole run's time (default ${TOTAL_MS})
  --report <file>        the findings as JSON (or JUnit XML when the name ends in .xml)
  --junit <file>         the findings as JUnit XML
  credentials from the environment only: ${Object.values(CREDENTIAL_ENV).join(', ')}`;

export interface CommandIo {
  out(line: string): void;
  err(line: string): void;
  readFile(path: string): string;
  writeFile(path: string, text: string): void;
}

interface Parsed {
  url?: string;
  har?: string;
  brand: string;
  params: Record<string, string>;
  launch: LaunchParams;
  timeoutMs: number;
  totalMs: number;
  reports: { path: string; as: 'json' | 'junit' }[];
}

const whole = (text: string | undefined, fallback: number, name: string, mistakes: string[]) => {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) mistakes.push(`--${name} ${text}: expected a whole number of ms`);
  return value;
};

function parse(argv: readonly string[], env: Record<string, string | undefined>): Parsed | string[] {
  let values;
  let positionals;
  try {
    ({ values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        har: { type: 'string' },
        brand: { type: 'string' },
        param: { type: 'string', multiple: true },
        launch: { type: 'string', multiple: true },
        timeout: { type: 'string' },
        total: { type: 'string' },
        report: { type: 'string' },
        junit: { type: 'string' },
      },
    }));
  } catch (error) {
    return [(error as Error).message];
  }
  const params = parsePairs(values.param ?? []);
  const launchPairs = parsePairs(values.launch ?? []);
  const mistakes = [...params.mistakes, ...launchPairs.mistakes.map((line) => line.replace('--param', '--launch'))];
  const launch: LaunchParams = {};
  for (const [name, value] of Object.entries(launchPairs.pairs)) {
    if ((IDENTIFYING_KEYS as readonly string[]).includes(name))
      mistakes.push(
        `--launch ${name}: identifies the borrower; expected ${CREDENTIAL_ENV[name as IdentifyingKey]} in the environment`,
      );
    else if (!(LAUNCH_KEYS as readonly string[]).includes(name))
      mistakes.push(`--launch ${name}: not a launch parameter; expected one of ${LAUNCH_KEYS.join(', ')}`);
    else launch[name as keyof LaunchParams] = value;
  }
  for (const key of IDENTIFYING_KEYS) if (env[CREDENTIAL_ENV[key]]) launch[key] = env[CREDENTIAL_ENV[key]];
  const [url, ...extra] = positionals;
  if (extra.length) mistakes.push(`expected one gateway url, got ${positionals.length} arguments`);
  if (!url && !values.har) mistakes.push('expected a gateway url, or --har <file>');
  if (url && values.har) mistakes.push('expected a gateway url or --har <file>, not both');
  if (url && !/^https?:\/\/[^/?#]+/.test(url))
    mistakes.push('the gateway url: expected http(s)://host[:port][/base], with no query');
  if (url && /[?#]|\/\/[^/]*@/.test(url))
    mistakes.push('the gateway url: expected no query, fragment or user name (credentials go in the environment)');
  if (url && !launch.token)
    mistakes.push(`${CREDENTIAL_ENV.token} is not set: expected the borrower's token in the environment`);
  const reports: Parsed['reports'] = [];
  if (values.report) reports.push({ path: values.report, as: values.report.endsWith('.xml') ? 'junit' : 'json' });
  if (values.junit) reports.push({ path: values.junit, as: 'junit' });
  const parsed: Parsed = {
    url: url?.replace(/\/$/, ''),
    har: values.har,
    brand: values.brand ?? DEFAULT_DEPLOYMENT,
    params: params.pairs,
    launch,
    timeoutMs: whole(values.timeout, SCREEN_LOAD_TIMEOUT_MS, 'timeout', mistakes),
    totalMs: whole(values.total, TOTAL_MS, 'total', mistakes),
    reports,
  };
  return mistakes.length ? mistakes : parsed;
}

export interface CommandOptions {
  env: Record<string, string | undefined>;
  io: CommandIo;
  project: () => Project;
}

/** Runs the command; resolves with its exit code. */
export async function checkGatewayCommand(
  argv: readonly string[],
  { env, io, project: load }: CommandOptions,
): Promise<number> {
  const secrets = IDENTIFYING_KEYS.map((key) => env[CREDENTIAL_ENV[key]] ?? '').filter(Boolean);
  const say = (line: string) => io.out(scrub(line, secrets));
  const parsed = parse(argv, env);
  if (Array.isArray(parsed)) {
    for (const line of parsed) io.err(scrub(line, secrets));
    io.err(USAGE);
    return 2;
  }
  const project = load();
  const deployment = project.deployments.get(parsed.brand);
  if (!deployment) {
    io.err(`--brand ${parsed.brand}: no such brand; expected one of ${[...project.deployments.keys()].join(', ')}`);
    return 2;
  }
  const reads = pageReads(project);
  let run: CheckRun;
  let meta: ReportMeta;
  if (parsed.har !== undefined) {
    meta = { mode: 'har', checked: parsed.har, brand: parsed.brand };
    let entries;
    try {
      entries = harEntries(JSON.parse(io.readFile(parsed.har)));
    } catch (error) {
      entries = `cannot be read as JSON (${(error as Error).message.split('\n')[0]})`;
    }
    run =
      typeof entries === 'string'
        ? { findings: [], exercised: [], notExercised: [], couldNotRun: `${parsed.har}: ${entries}` }
        : checkHar(entries, project.calls, reads);
  } else {
    const url = parsed.url!;
    meta = { mode: 'live', checked: url, brand: parsed.brand };
    run = await checkLive({
      url,
      calls: project.calls,
      reads,
      gateway: deployment.value.gateway,
      launch: parsed.launch,
      params: parsed.params,
      timeoutMs: parsed.timeoutMs,
      totalMs: parsed.totalMs,
    });
  }
  for (const line of textReport(run, meta)) say(line);
  for (const { path, as } of parsed.reports)
    io.writeFile(path, scrub(as === 'junit' ? junitReport(run, meta) : jsonReport(run, meta), secrets));
  return exitCodeOf(run);
}
