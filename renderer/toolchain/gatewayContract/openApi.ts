/**
 * The gateway as these pages use it, as an OpenAPI 3.1 document (`npm run gateway-contract`): one
 * operation per call of the catalogue (schemas/calls.json), each with its method and path, its
 * parameters where the one client sends them (renderer/runtime/gateway/client.ts: a GET's in the
 * query, a POST's in a form or multipart body unless the call puts one in the query), the launch
 * parameters and credentials as every request carries them (CONTRACT §3 and §4, the deployments'
 * `gateway.headers` and `gateway.credentials`), the Idempotency-Key where a call moves money or makes
 * a record, the reply envelope with its success rule and the payload in the gateway's own names
 * (./rawNames.ts), and what the call does (`x-effect`).
 */
import { CALL_EFFECTS, type CallDef } from '../../contract/callSchema.ts';
import type { Deployment } from '../../contract/deployment/schema.ts';
import { IDENTIFYING_KEYS, LAUNCH_KEYS, TRACKING_KEYS } from '../../contract/launch.ts';
import { isObject, type Json } from '../../contract/json.ts';
import { CREDENTIAL_HEADERS } from '../../runtime/gateway/credentials.ts';
import { typesOf } from './fieldOutcome.ts';
import { envelopeOf, rawPayloadSchema } from './rawNames.ts';
import type { PageReads } from './pageReads.ts';

export const OPENAPI_VERSION = '3.1.0';

/** The names a launch parameter's and a header's component get. */
const launchParameter = (key: string) => `launch.${key}`;
const REQUESTED_WITH = 'requestedWith';
const IDEMPOTENCY_KEY = 'idempotencyKey';

interface Brand {
  id: string;
  gateway: Deployment['gateway'];
}

/** Each header a brand's gateway requests carry, with the launch parameter in it and the brands that send it. */
function credentialHeaders(brands: readonly Brand[]): Map<string, { param: string; brands: string[] }> {
  const headers = new Map<string, { param: string; brands: string[] }>();
  const add = (header: string, param: string, brand: string) => {
    const known = headers.get(header) ?? { param, brands: [] };
    if (!known.brands.includes(brand)) known.brands.push(brand);
    headers.set(header, known);
  };
  for (const { id, gateway } of brands) {
    for (const [header, param] of Object.entries(gateway?.headers ?? {})) add(header, param, id);
    if (gateway?.credentials === 'headers')
      for (const key of IDENTIFYING_KEYS)
        if (!Object.values(gateway.headers ?? {}).includes(key)) add(CREDENTIAL_HEADERS[key], key, id);
  }
  return headers;
}

const schemeName = (header: string) => `header.${header}`;
const QUERY_TOKEN = 'query.token';

function securitySchemes(brands: readonly Brand[]): Json {
  const schemes: Json = {};
  for (const [header, { param, brands: sentBy }] of credentialHeaders(brands))
    schemes[schemeName(header)] = {
      type: 'apiKey',
      in: 'header',
      name: header,
      description: `The launch parameter \`${param}\`, as the host app gave it (${sentBy.join(', ')}); printable ASCII as it is, anything else percent-encoded.`,
    };
  const inQuery = brands.filter(({ gateway }) => gateway?.credentials !== 'headers').map(({ id }) => id);
  if (inQuery.length)
    schemes[QUERY_TOKEN] = {
      type: 'apiKey',
      in: 'query',
      name: 'token',
      description: `The borrower's token in every query too, with the other launch parameters (CONTRACT §3; ${inQuery.join(', ')}: \`gateway.credentials\` "query", the default).`,
    };
  return schemes;
}

function sharedParameters(brands: readonly Brand[]): Json {
  const parameters: Json = {
    [REQUESTED_WITH]: {
      name: 'X-Requested-With',
      in: 'header',
      required: true,
      schema: { const: 'XMLHttpRequest' },
      description: 'Every request of the app carries it.',
    },
    [IDEMPOTENCY_KEY]: {
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
      schema: { type: 'string' },
      description:
        'One value per attempt the borrower makes (CONTRACT §4): a retry of the same attempt after a timeout or a lost reply carries the same key, and must not move money or make a record twice; a new attempt (another card, code or amount) a new one. `x-attempt` names the parameters that make an attempt.',
    },
  };
  const headerOnly = brands.filter(({ gateway }) => gateway?.credentials === 'headers').map(({ id }) => id);
  for (const key of LAUNCH_KEYS) {
    const identifying = (IDENTIFYING_KEYS as readonly string[]).includes(key);
    const tracking = (TRACKING_KEYS as readonly string[]).includes(key);
    parameters[launchParameter(key)] = {
      name: key,
      in: 'query',
      required: false,
      schema: { type: 'string' },
      description: `A launch parameter (CONTRACT §3), when the host app gave it: every request's query carries the launch parameters${identifying ? `; identifying, so left out of the query by a brand with \`gateway.credentials\` "headers"${headerOnly.length ? ` (${headerOnly.join(', ')})` : ''}, which sends it as a header` : ''}${tracking ? '; tracking' : ''}.`,
    };
  }
  return parameters;
}

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** A catalogue parameter's schema (form values travel as text; "integer" says what the text holds). */
function paramSchema(param: NonNullable<CallDef['params']>[string]): Json {
  if (param.type === 'file') return { type: 'string', contentMediaType: 'application/octet-stream' };
  return param.type === 'integer' ? { type: 'integer' } : { type: 'string' };
}

const inQuery = (call: CallDef, name: string) => call.method === 'GET' || call.params?.[name]?.in === 'query';

function parametersOf(call: CallDef): Json[] {
  const own = Object.entries(call.params ?? {})
    .filter(([name]) => inQuery(call, name))
    .map(([name, param]) => ({
      name,
      in: 'query',
      required: param.required === true,
      schema: paramSchema(param),
      ...(param.description ? { description: param.description } : {}),
    }));
  // A call's own parameter of a launch parameter's name replaces it in the query (the client sets it last).
  const launch = LAUNCH_KEYS.filter((key) => !own.some(({ name }) => name === key)).map((key) =>
    ref('parameters', launchParameter(key)),
  );
  return [
    ref('parameters', REQUESTED_WITH),
    ...(call.idempotent ? [ref('parameters', IDEMPOTENCY_KEY)] : []),
    ...own,
    ...launch,
  ];
}

function requestBodyOf(call: CallDef): Json | undefined {
  if (call.method === 'GET' || call.body === 'none') return undefined;
  const inBody = Object.entries(call.params ?? {}).filter(([name]) => !inQuery(call, name));
  const type = call.body === 'multipart' ? 'multipart/form-data' : 'application/x-www-form-urlencoded';
  const required = inBody.filter(([, param]) => param.required).map(([name]) => name);
  const schema: Json = {
    type: 'object',
    properties: Object.fromEntries(
      inBody.map(([name, param]) => [
        name,
        { ...paramSchema(param), ...(param.description ? { description: param.description } : {}) },
      ]),
    ),
    ...(required.length ? { required } : {}),
  };
  return { required: true, content: { [type]: { schema } } };
}

/** A reply schema's own $defs moved to the document's components (a $ref resolves against the document). */
function hoistDefs(id: string, schema: unknown, components: Json): unknown {
  if (!isObject(schema)) return schema;
  const { $defs, ...rest } = schema;
  const rename = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rename);
    if (!isObject(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        key === '$ref' && typeof item === 'string'
          ? item.replace(/^#\/\$defs\//, `#/components/schemas/${id}.`)
          : rename(item),
      ]),
    );
  };
  if (isObject($defs)) for (const [name, def] of Object.entries($defs)) components[`${id}.${name}`] = rename(def);
  return rename(rest);
}

function responsesOf(id: string, call: CallDef, schemas: Json): Json {
  const failed = {
    description:
      'Any other status is a failure: the page shows its error and a way to try again (SPEC §8, CONTRACT §4).',
  };
  if (call.image)
    return { '200': { description: 'The picture itself.', content: { 'image/*': { schema: {} } } }, default: failed };
  const { code, message, data } = envelopeOf(call);
  const payload = hoistDefs(id, rawPayloadSchema(call), schemas);
  const payloadRequired = typesOf((call.reply ?? true) as Json, (call.reply ?? true) as Json).length > 0;
  const equals = call.success.equals;
  const success = {
    title: 'success',
    type: 'object',
    required: [code, ...(payloadRequired ? [data] : [])],
    properties: {
      [code]: { const: equals, description: `Success: strictly ${JSON.stringify(equals)} (a ${typeof equals}).` },
      [message]: { type: 'string' },
      [data]: payload,
    },
  };
  const refused = {
    title: 'refused',
    type: 'object',
    required: [code],
    properties: {
      [code]: { not: { const: equals }, description: 'Anything else refuses the call.' },
      [message]: { type: 'string', description: "Shown to the borrower as it is: in the borrower's language." },
    },
  };
  return {
    '200': {
      description: `The envelope: \`${code}\` strictly equal to ${JSON.stringify(equals)} is a success, whose \`${data}\` must match the payload schema (else the page shows its error); any other \`${code}\` refuses the call with \`${message}\`.`,
      content: { 'application/json': { schema: { anyOf: [success, refused] } } },
    },
    default: failed,
  };
}

function operationOf(id: string, call: CallDef, reads: PageReads[string] | undefined, schemas: Json): Json {
  const pages = [...new Set((reads?.sentBy ?? []).map(({ page }) => page))];
  const body = requestBodyOf(call);
  return {
    operationId: id,
    summary: call.description ?? id,
    description: `${CALL_EFFECTS[call.effect]}${pages.length ? ` Sent by: ${pages.join(', ')}.` : ' No page sends it today.'}`,
    tags: [call.effect],
    parameters: parametersOf(call),
    ...(body ? { requestBody: body } : {}),
    responses: responsesOf(id, call, schemas),
    'x-effect': call.effect,
    'x-success': call.success,
    ...(call.idempotent ? { 'x-idempotent': true, ...(call.attempt ? { 'x-attempt': call.attempt } : {}) } : {}),
    ...(call.public ? { 'x-public': true } : {}),
    ...(call.image ? { 'x-image': true } : {}),
    'x-pages': pages,
  };
}

function securityOf(call: CallDef, schemes: Json): Json[] {
  // Every request carries them all together (the header pairs, and the query token unless a brand sends headers only).
  const all = Object.fromEntries(Object.keys(schemes).map((name) => [name, []]));
  // A public reply is the same for anyone: the credentials come as ever, but the gateway needs none.
  return call.public ? [{}, all] : [all];
}

export interface OpenApiInput {
  calls: Record<string, CallDef>;
  brands: readonly Brand[];
  reads: PageReads;
}

export function openApiDocument({ calls, brands, reads }: OpenApiInput): Json {
  const schemes = securitySchemes(brands);
  const schemas: Json = {};
  const paths: Record<string, Json> = {};
  for (const [id, call] of Object.entries(calls)) {
    const method = call.method.toLowerCase();
    const item = (paths[call.path] ??= {});
    if (item[method])
      throw new Error(
        `two calls are ${call.method} ${call.path}: ${String((item[method] as Json).operationId)} and ${id}`,
      );
    item[method] = { ...operationOf(id, call, reads[id], schemas), security: securityOf(call, schemes) };
  }
  const bases = [...new Set(brands.map(({ gateway }) => gateway?.base ?? '/gateway'))];
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'The loan pages’ gateway',
      version: '1',
      description:
        "What the loan pages send to a lender's gateway and what they read of its replies (generated by `npm run gateway-contract` from schemas/calls.json and every brand's pages: do not edit). Each operation's `x-effect` says what the call does (read, record, money, message); `docs/gateway/page-reads.json` says which page binds which reply field, and what it does when the field is missing, null or of another type.",
    },
    servers: bases.map((url) => ({
      url,
      description: "The deployment's gateway base (`gateway.base`), on the page's origin unless absolute.",
    })),
    tags: Object.entries(CALL_EFFECTS).map(([name, description]) => ({ name, description })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      securitySchemes: schemes,
      parameters: sharedParameters(brands),
      schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
    },
  };
}
