/**
 * check-gateway's findings as a person reads them (one line each, as validate words a problem), as
 * JSON (`--report <file>.json`) and as JUnit XML for a CI (`--junit <file>`, or `--report <file>.xml`):
 * one test case per call checked, failing with each fault that breaks a page. No address, token or
 * value that could be anyone's is in any of them (./finding.ts), and every secret the command was
 * given is scrubbed from the text once more before it is written.
 */
import type { CheckRun } from './liveCheck.ts';
import { formatFinding, type Finding } from './finding.ts';

export interface ReportMeta {
  mode: 'live' | 'har';
  /** The gateway's origin and path (never its query), or the HAR file's name. */
  checked: string;
  brand: string;
}

export const exitCodeOf = (run: CheckRun): 0 | 1 | 2 =>
  run.couldNotRun ? 2 : run.findings.some((finding) => finding.severity === 'breaks') ? 1 : 0;

export function textReport(run: CheckRun, meta: ReportMeta): string[] {
  if (run.couldNotRun) return [`could not check ${meta.checked}: ${run.couldNotRun}`];
  const breaks = run.findings.filter((finding) => finding.severity === 'breaks').length;
  return [
    ...run.findings.map(formatFinding),
    ...run.notExercised.map(({ call, why }) => `${call}: not checked: ${why}`),
    `${meta.mode === 'har' ? 'checked from the HAR' : 'sent'}: ${run.exercised.length} call${run.exercised.length === 1 ? '' : 's'} (${run.exercised.join(', ') || 'none'}); ${breaks} break${breaks === 1 ? 's' : ''} a page, ${run.findings.length - breaks} degrade${run.findings.length - breaks === 1 ? 's' : ''} one; ${run.notExercised.length} not checked`,
  ];
}

export function jsonReport(run: CheckRun, meta: ReportMeta): string {
  return `${JSON.stringify({ ...meta, exitCode: exitCodeOf(run), ...run }, null, 2)}\n`;
}

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function testCase(call: string, findings: Finding[], skipped?: string): string {
  const breaks = findings.filter((finding) => finding.severity === 'breaks');
  const degrades = findings.filter((finding) => finding.severity === 'degrades');
  const body = [
    ...breaks.map((finding) => `<failure message="${xml(formatFinding(finding))}" type="${finding.severity}"/>`),
    ...(skipped !== undefined ? [`<skipped message="${xml(skipped)}"/>`] : []),
    ...(degrades.length ? [`<system-out>${xml(degrades.map(formatFinding).join('\n'))}</system-out>`] : []),
  ];
  return `    <testcase classname="check-gateway" name="${xml(call)}"${body.length ? `>\n      ${body.join('\n      ')}\n    </testcase>` : '/>'}`;
}

export function junitReport(run: CheckRun, meta: ReportMeta): string {
  const cases = [
    ...run.exercised.map((call) =>
      testCase(
        call,
        run.findings.filter((finding) => finding.call === call),
      ),
    ),
    ...run.notExercised.map(({ call, why }) => testCase(call, [], why)),
  ];
  if (run.couldNotRun)
    cases.push(
      `    <testcase classname="check-gateway" name="reach the gateway">\n      <error message="${xml(run.couldNotRun)}"/>\n    </testcase>`,
    );
  const failures = run.exercised.filter((call) =>
    run.findings.some((f) => f.call === call && f.severity === 'breaks'),
  ).length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="check-gateway" tests="${cases.length}" failures="${failures}" errors="${run.couldNotRun ? 1 : 0}">`,
    `  <testsuite name="${xml(`check-gateway ${meta.mode} ${meta.checked} (${meta.brand})`)}" tests="${cases.length}" failures="${failures}" errors="${run.couldNotRun ? 1 : 0}" skipped="${run.notExercised.length}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

/** Every secret replaced, wherever it could have slipped in (raw, or percent-encoded as a query carries it). */
export function scrub(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets.filter((value) => value.length >= 4))
    for (const form of new Set([secret, encodeURIComponent(secret)])) out = out.split(form).join('[secret]');
  return out;
}
