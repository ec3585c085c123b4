/**
 * The shape of one gateway call in the catalogue (schemas/calls.json). Authored here once: the
 * JSON Schema file is generated from it and the TypeScript type is inferred from it.
 */
import type { FromSchema } from 'json-schema-to-ts';

export const paramSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    required: { type: 'boolean', description: 'The call is refused without it.' },
    in: { enum: ['body', 'query'], description: 'Where a POST sends it (default body); GET always uses the query.' },
    type: { enum: ['string', 'integer', 'file'], description: 'file only for multipart bodies.' },
    description: { type: 'string' },
  },
} as const;

/**
 * What a call does, declared once: tools tell a safe call from one that is not by it (a call that binds the borrower
 * is sent on a page with locks only by a locked node: renderer/toolchain/brand/bindingLocks.ts).
 */
const EFFECT_NAMES = ['read', 'record', 'money', 'message'] as const;
export type CallEffect = (typeof EFFECT_NAMES)[number];
export const CALL_EFFECTS = {
  read: 'Reads: sending it again changes nothing the borrower or the lender would notice.',
  record: 'Records something: a complaint, a rating, a registration, a tracking event.',
  money: 'Binds the borrower: makes a loan or a payment.',
  message: 'Sends the borrower a message: an SMS code, a picture code.',
} as const satisfies Record<CallEffect, string>;

export const callSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['method', 'path', 'effect', 'success'],
  properties: {
    description: { type: 'string' },
    method: { enum: ['GET', 'POST'] },
    effect: {
      enum: EFFECT_NAMES,
      description: `What the call does. ${Object.entries(CALL_EFFECTS)
        .map(([name, what]) => `${name}: ${what}`)
        .join(' ')}`,
    },
    path: { type: 'string', pattern: '^/[^?#]*$', description: 'SPEC §7 path, appended to the gateway base.' },
    body: { enum: ['form', 'multipart', 'none'], description: 'POST body encoding (default form).' },
    idempotent: {
      type: 'boolean',
      description:
        'Moves money or creates a record (CONTRACT §4): each request carries an Idempotency-Key, one per borrower attempt (as "attempt" says), the same when a lost reply is retried (renderer/runtime/storage/attempts.ts).',
    },
    attempt: {
      type: 'object',
      additionalProperties: false,
      required: ['of', 'by'],
      description:
        'What one borrower attempt of an idempotent call is (CONTRACT §4): the parameters whose values make it. "of" names the order or product it is for (a screen asks on load whether an attempt of it is still open), "by" the rest (amount, card, code…). Any other parameter (a token the gateway hands out on each visit, the names shown beside a card) never changes the key.',
      properties: {
        of: {
          type: 'string',
          description: 'The parameter that names what the attempt is for: the order, the product, the phone.',
        },
        by: {
          type: 'array',
          items: { type: 'string' },
          uniqueItems: true,
          description: 'The other parameters that make the attempt.',
        },
      },
    },
    public: {
      type: 'boolean',
      description:
        "The reply is the same for anyone (a channel's landing config), never the borrower's: the server renderer asks for it even for a visit that names no borrower. Default false: a call's reply is the borrower's, and the server never asks for it without the borrower's identity (CONTRACT §1).",
    },
    image: {
      type: 'boolean',
      description:
        'Not a JSON call: the browser loads its address as a picture (a captcha). Pages take its address with callUrl and never send it.',
    },
    params: { type: 'object', additionalProperties: paramSchema, description: 'Every parameter the call accepts.' },
    success: {
      type: 'object',
      additionalProperties: false,
      required: ['field', 'equals'],
      description: 'SPEC §8: the reply succeeded when this top-level field strictly equals the value.',
      properties: { field: { type: 'string' }, equals: { type: ['string', 'integer', 'boolean'] } },
    },
    envelope: {
      type: 'object',
      additionalProperties: false,
      description: 'Where the code, message and payload are in the raw reply (default code, message, data).',
      properties: { code: { type: 'string' }, message: { type: 'string' }, data: { type: 'string' } },
    },
    aliases: {
      type: 'object',
      description:
        'Scrambled names to readable ones, by location in the payload: "" is the payload itself, "/list/*" each item of its list field (named after renaming).',
      additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
    },
    reply: {
      type: 'object',
      description: 'JSON Schema of the readable payload on success; a reply that does not match is a bad reply.',
    },
  },
} as const;

export const catalogueSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'calls.schema.json',
  title: 'Gateway call catalogue',
  type: 'object',
  additionalProperties: false,
  required: ['calls'],
  properties: {
    $schema: { type: 'string' },
    calls: { type: 'object', propertyNames: { pattern: '^[a-z][A-Za-z0-9]*$' }, additionalProperties: callSchema },
  },
} as const;

export type CallDef = FromSchema<typeof callSchema>;
export type Catalogue = FromSchema<typeof catalogueSchema>;
