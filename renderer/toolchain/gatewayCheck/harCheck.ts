/**
 * `npm run check-gateway -- --har <file>`: the replies a tester recorded in a browser's HAR of a
 * staging session (a repayment, a complaint, a loan confirmed), judged as the app judges them
 * (./replyCheck.ts), without sending anything: the way to check the calls that record, move money or
 * send a message. A refusal the gateway recorded is its answer (the page shows its message), not a
 * fault; a code that can never be a success is one.
 */
import type { CallDef } from '../../contract/callSchema.ts';
import { isObject } from '../../contract/json.ts';
import type { PageReads } from '../gatewayContract/pageReads.ts';
import type { CheckRun } from './liveCheck.ts';
import { checkReply, type Exchange } from './replyCheck.ts';

interface HarEntry {
  request?: { method?: string; url?: string };
  response?: { status?: number; content?: { mimeType?: string; text?: string; encoding?: string } };
}

/** The catalogue call a recorded request is: its method, and the longest call path its address ends with. */
function callOf(calls: Record<string, CallDef>, entry: HarEntry): string | undefined {
  let path: string;
  try {
    path = new URL(entry.request?.url ?? '').pathname;
  } catch {
    return undefined;
  }
  const method = entry.request?.method?.toUpperCase();
  const matches = Object.entries(calls)
    .filter(([, call]) => call.method === method && path.endsWith(call.path))
    .sort(([, a], [, b]) => b.path.length - a.path.length);
  return matches[0]?.[0];
}

function exchangeOf(entry: HarEntry): Exchange {
  const status = entry.response?.status ?? 0;
  // A HAR's status 0: the browser got no reply (blocked, failed, cancelled).
  if (status === 0) return { failure: 'network' };
  const content = entry.response?.content ?? {};
  const text =
    content.encoding === 'base64' ? Buffer.from(content.text ?? '', 'base64').toString('utf8') : (content.text ?? '');
  try {
    return { status, body: JSON.parse(text) as unknown, bodyIsJson: true, contentType: content.mimeType };
  } catch {
    return { status, body: text, bodyIsJson: false, contentType: content.mimeType };
  }
}

/** The HAR's entries, or why the file is not a HAR. */
export function harEntries(har: unknown): HarEntry[] | string {
  const entries = isObject(har) && isObject(har.log) ? har.log.entries : undefined;
  return Array.isArray(entries) ? (entries as HarEntry[]) : 'not a HAR: expected {"log": {"entries": […]}}';
}

export function checkHar(entries: readonly HarEntry[], calls: Record<string, CallDef>, reads: PageReads): CheckRun {
  const run: CheckRun = { findings: [], exercised: [], notExercised: [] };
  for (const entry of entries) {
    const id = callOf(calls, entry);
    if (!id) continue;
    if (!run.exercised.includes(id)) run.exercised.push(id);
    run.findings.push(
      ...checkReply(id, calls[id]!, exchangeOf(entry), reads[id]!, { refusalIsFault: false, timeoutMs: 0 }),
    );
  }
  for (const [id, call] of Object.entries(calls))
    if (call.effect !== 'read' && !call.image && !run.exercised.includes(id))
      run.notExercised.push({ call: id, why: `${call.effect}: not in the HAR` });
  return run;
}
