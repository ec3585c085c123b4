/**
 * One exchange with the gateway (sent now, or recorded in a HAR) judged as the app judges it: the
 * runtime's own reading of a reply (renderer/runtime/gateway/reply.ts: the envelope, the success rule,
 * the aliases) and the call's payload schema, compiled as the build compiles it
 * (../compile/replyValidators.ts), here with every error kept for its pointer. A reply the client
 * refuses breaks the pages that send the call; one it takes but that leaves out a field a page binds,
 * or carries an order status SPEC §4 does not know, degrades the pages that bind it.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { CallDef } from '../../contract/callSchema.ts';
import { isObject } from '../../contract/json.ts';
import { isSuccess, readReply } from '../../runtime/gateway/reply.ts';
import { knownOrderStatuses, statusOf } from '../../runtime/domain/orderStatus.ts';
import { compileAlone } from '../project/ajv.ts';
import { envelopeOf, readableToRaw } from '../gatewayContract/rawNames.ts';
import type { CallReads, PagePlace } from '../gatewayContract/pageReads.ts';
import { describeValue, type Finding, type Severity } from './finding.ts';

/** What came back for one call. */
export interface Exchange {
  /** Nothing came: the per-call time passed, or the connection failed. */
  failure?: 'timeout' | 'network';
  status?: number;
  /** The body, parsed when it is JSON, else its text. */
  body?: unknown;
  bodyIsJson?: boolean;
  contentType?: string;
}

export interface CheckOptions {
  /** A read sent with good parameters that the gateway refuses breaks its pages (live); one recorded is an answer. */
  refusalIsFault: boolean;
  timeoutMs: number;
}

/** The call's payload check as the build compiles it (the same schema, the same ajv options), with its errors kept. */
export function validatorOf(call: CallDef): ValidateFunction | undefined {
  return call.reply ? compileAlone(call.reply as object) : undefined;
}

const unique = (list: string[]) => [...new Set(list)].sort();

/** The pages and brands of some places of pages. */
function affected(places: readonly PagePlace[]): { pages: string[]; brands: string[] } {
  return { pages: unique(places.map(({ page }) => page)), brands: unique(places.flatMap(({ brands }) => brands)) };
}

const typeName = (equals: unknown) => `${JSON.stringify(equals)} (a ${typeof equals})`;

/** What an ajv error expected, in validate's words. */
function expectedOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'type') return [params.type].flat().join(' or ');
  if (error.keyword === 'required') return `"${String(params.missingProperty)}" (required)`;
  return error.message ?? error.keyword;
}

/** The faults the payload check finds, each at the gateway's pointer. */
function schemaFindings(id: string, call: CallDef, data: unknown, breaks: PagePlace[]): Finding[] {
  const validate = validatorOf(call);
  if (!validate || validate(data)) return [];
  return (validate.errors ?? [])
    .filter((error) => error.keyword !== 'anyOf' && error.keyword !== 'oneOf')
    .map((error) => {
      const missing =
        error.keyword === 'required'
          ? String((error.params as { missingProperty: string }).missingProperty)
          : undefined;
      const pointer = readableToRaw(
        call,
        missing === undefined ? error.instancePath : `${error.instancePath}/${missing}`,
      );
      return {
        call: id,
        pointer,
        severity: 'breaks' as Severity,
        message:
          missing === undefined
            ? 'does not match the reply schema, so the reply is refused'
            : 'is missing, so the reply is refused',
        expected: expectedOf(error),
        got: missing === undefined ? describeValue(error.data) : describeValue(undefined),
        ...affected(breaks),
      };
    });
}

/** Every value at a pointer pattern ("*" each item), with its own pointer; a parent that is not there gives none. */
function valuesAt(
  value: unknown,
  steps: readonly string[],
  at = '',
): { pointer: string; value: unknown; present: boolean }[] {
  if (steps.length === 0) return [{ pointer: at, value, present: true }];
  const [step, ...rest] = steps as [string, ...string[]];
  if (step === '*') return Array.isArray(value) ? value.flatMap((item, i) => valuesAt(item, rest, `${at}/${i}`)) : [];
  if (!isObject(value)) return [];
  if (!Object.hasOwn(value, step))
    return rest.length ? [] : [{ pointer: `${at}/${step}`, value: undefined, present: false }];
  return valuesAt(value[step], rest, `${at}/${step}`);
}

const stepsOf = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((step) => step.replace(/~1/g, '/').replace(/~0/g, '~'));

/** The fields loan details' status table reads (a field, or an object whose orderStatus, passed to its operators). */
function statusPointers(reads: CallReads): string[] {
  const pointers = reads.fields
    .filter((field) => field.readBy.some(({ at }) => /\/(orderBanner|orderAllows)\//.test(at)))
    .map(({ pointer }) => (pointer.endsWith('/orderStatus') ? pointer : `${pointer}/orderStatus`));
  return [...new Set(pointers)];
}

/** Fields a page binds that the reply leaves out, and order statuses SPEC §4 does not know. */
function degradeFindings(id: string, raw: unknown, reads: CallReads): Finding[] {
  const found: Finding[] = [];
  for (const field of reads.fields) {
    if (field.missing !== 'blank' || field.pointer.endsWith('/*')) continue;
    for (const at of valuesAt(raw, stepsOf(field.pointer)))
      if (!at.present)
        found.push({
          call: id,
          pointer: at.pointer,
          severity: 'degrades',
          message: 'is missing, so the page renders a blank or its default there',
          expected: `the field (${field.types.join(' or ') || 'any value'}), which a page binds`,
          got: describeValue(undefined),
          ...affected(field.readBy),
        });
  }
  for (const pointer of statusPointers(reads)) {
    const readers = reads.fields.filter((field) => pointer.startsWith(field.pointer)).flatMap(({ readBy }) => readBy);
    for (const at of valuesAt(raw, stepsOf(pointer))) {
      const status = statusOf(at.value);
      if (!at.present || (status !== null && knownOrderStatuses().includes(status))) continue;
      found.push({
        call: id,
        pointer: at.pointer,
        severity: 'degrades',
        message: 'is an order status SPEC §4 does not know, so the page shows the default banner and offers nothing',
        expected: `one of ${knownOrderStatuses().join(', ')}`,
        got: describeValue(at.value),
        ...affected(readers),
      });
    }
  }
  return found;
}

/** The reply as a whole: no reply, a failing status, or a body that is not the envelope. */
function transportFinding(
  id: string,
  exchange: Exchange,
  options: CheckOptions,
  breaks: PagePlace[],
): Finding | undefined {
  const base = { call: id, pointer: '', severity: 'breaks' as Severity, ...affected(breaks) };
  if (exchange.failure === 'timeout')
    return {
      ...base,
      message: 'no reply in time, so the page shows its timeout message',
      expected: `a reply within ${options.timeoutMs} ms`,
      got: 'nothing',
    };
  if (exchange.failure === 'network')
    return {
      ...base,
      message: 'the connection failed, so the page shows its network message',
      expected: 'a reply',
      got: 'a broken connection',
    };
  if (exchange.status !== undefined && (exchange.status < 200 || exchange.status > 299))
    return {
      ...base,
      message: 'a failing status, so the page shows its error',
      expected: 'a 2xx status',
      got: `status ${exchange.status}`,
    };
  if (!exchange.bodyIsJson)
    return {
      ...base,
      message: 'a body that is not JSON, so the page shows its error',
      expected: 'a JSON object, the envelope',
      got: `${exchange.contentType || 'no content type'}, ${String(exchange.body ?? '').length} characters that are not JSON`,
    };
  if (!isObject(exchange.body))
    return {
      ...base,
      message: 'a body that is not the envelope, so the page shows its error',
      expected: 'a JSON object, the envelope',
      got: describeValue(exchange.body),
    };
  return undefined;
}

/** The success rule: a refusal (live), or a code that can never be a success (its type is not the rule's). */
function successFinding(
  id: string,
  call: CallDef,
  raw: Record<string, unknown>,
  options: CheckOptions,
  breaks: PagePlace[],
): Finding | undefined {
  if (isSuccess(raw, call.success)) return undefined;
  const { field, equals } = call.success;
  const value = raw[field];
  const neverSuccess = value === undefined || typeof value !== typeof equals;
  if (!neverSuccess && !options.refusalIsFault) return undefined;
  return {
    call: id,
    pointer: `/${field}`,
    severity: 'breaks',
    message: neverSuccess
      ? `never equals the success value, so every reply is refused and the page shows ${envelopeOf(call).message === 'message' ? 'its error or the message' : 'its error'}`
      : 'refuses the call, so the page shows its error',
    expected: `${typeName(equals)} for success`,
    got: describeValue(value),
    ...affected(breaks),
  };
}

/** The gateway answered, well formed, and refused (its code of the success value's type): other parameters may do. */
export function isRefusal(call: CallDef, exchange: Exchange): boolean {
  if (exchange.failure || !exchange.bodyIsJson || !isObject(exchange.body) || isSuccess(exchange.body, call.success))
    return false;
  const status = exchange.status ?? 200;
  return status >= 200 && status < 300 && typeof exchange.body[call.success.field] === typeof call.success.equals;
}

/** Each fault of one pointer pattern once (list items alike counted), in the order found. */
function once(findings: Finding[]): Finding[] {
  const byKey = new Map<string, Finding>();
  for (const finding of findings) {
    const key = `${finding.severity} ${finding.pointer.replace(/\/\d+(?=\/|$)/g, '/*')} ${finding.message} ${finding.expected}`;
    const known = byKey.get(key);
    if (known) known.count = (known.count ?? 1) + 1;
    else byKey.set(key, { ...finding });
  }
  return [...byKey.values()];
}

/** Every way this exchange would break or degrade a page. */
export function checkReply(
  id: string,
  call: CallDef,
  exchange: Exchange,
  reads: CallReads,
  options: CheckOptions,
): Finding[] {
  const breaks = reads.sentBy;
  const transport = transportFinding(id, exchange, options, breaks);
  if (transport) return [transport];
  const raw = exchange.body as Record<string, unknown>;
  const refused = successFinding(id, call, raw, options, breaks);
  if (refused) return [refused];
  if (!isSuccess(raw, call.success)) return [];
  const reply = readReply(raw, call);
  const wrong = schemaFindings(id, call, reply.data, breaks);
  return once(wrong.length ? wrong : degradeFindings(id, raw, reads));
}
