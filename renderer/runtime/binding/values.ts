/**
 * The value family, declared once: how a page says "this comes from data". A bare JSON value (a
 * string too, whatever it holds) is always a literal; a value from data is an object with one tag,
 * one of the members below (json-render's `$state` / `$template` / `$cond`, core/src/props.ts).
 * A prop, an action's field, a condition (`when`, `enabledWhen`, `if`'s `cond`, a guard's `fails`)
 * and a node's `repeat` all take the same family. The page schema (renderer/toolchain/generate/pageSchema.ts),
 * the page visitor, compiler and checker (renderer/toolchain/compile/), the runtime (./resolve.ts) and the
 * grammar list of docs/page-schema.md read the members from here.
 *
 * The tags are plain exports the browser's bundle keeps; the descriptions and schemas (below them)
 * are read by the build only and left out of the bundle.
 */
import { isObject } from '../../contract/json.ts';

/** `{"$read": "data.loan.amount"}`: the value at a dotted path, keeping its type (a number stays a number). */
export const READ = '$read';
/** `{"$template": "Order {{data.loan.orderId}}"}`: text; the build parses it, the browser only fills it in. */
export const TEMPLATE = '$template';
/** `{"$logic": <JSON Logic>}`: what the expression gives (renderer/runtime/binding/operators.ts). */
export const LOGIC = '$logic';
/**
 * `{"$t": "common.cancel"}`: a message of the catalogues by its key, in the visit's language with the market's
 * overrides; the build says it as a `$read` of `t.<key>`, so the browser has nothing more to know.
 */
export const MESSAGE = '$t';
/**
 * `{"$bindState": "<state path>"}`: two-way, a block's prop showing page state and writing the borrower's changes back
 * (renderer/runtime/page/NodeView.tsx).
 */
export const BIND_STATE = '$bindState';

export const VALUE_TAGS = [READ, TEMPLATE, LOGIC, MESSAGE, BIND_STATE] as const;
export type ValueTag = (typeof VALUE_TAGS)[number];

/** One step of a computed path: a literal part, or a part read from data. */
export type ReadStep = string | { [READ]: string };

/** The members as a page file writes them. */
export interface ReadValue {
  [READ]: string | ReadStep[];
}
export interface TemplateValue {
  [TEMPLATE]: string;
}
export interface MessageValue {
  [MESSAGE]: string;
}
export interface LogicValue {
  [LOGIC]: unknown;
}
export interface BindStateValue {
  [BIND_STATE]: string;
}

/** The one tag of a family member, or undefined for anything else (a literal, or an object of values). */
export function tagOf(value: unknown): ValueTag | undefined {
  if (!isObject(value)) return undefined;
  const keys = Object.keys(value);
  return keys.length === 1 && (VALUE_TAGS as readonly string[]).includes(keys[0]!) ? (keys[0] as ValueTag) : undefined;
}

type Schema = Record<string, unknown>;

/**
 * Build-only: what each member is (the grammar list of docs/page-schema.md lists these), its JSON Schema in a
 * page file (`$ref`s name the page schema's definitions: `logic` a JSON Logic expression) and an
 * example. The forms a value had before the family are the migration's alone
 * (renderer/toolchain/migrate/version2/oldValues.ts, `npm run migrate`).
 */
export const VALUE_MEMBERS: Record<
  ValueTag,
  { description: string; example: string; schema: Schema; wholePropOnly?: true }
> = {
  [READ]: {
    description:
      'the value at a dotted path, keeping its type (a number stays a number, a list a list). A path computed from data is a list of steps, each a literal part or a `$read`: `{"$read": ["t.paymentCheck", {"$read": "state.paymentCheck"}]}`; a `$read` may also be an operand inside `$logic`.',
    example: '{"$read": "data.loan.amount"}',
    schema: {
      anyOf: [
        { type: 'string', minLength: 1, description: 'A dotted path in the scope.' },
        {
          type: 'array',
          minItems: 2,
          description: 'A path computed from data: its steps joined by dots, each a literal part or a $read.',
          items: {
            anyOf: [
              { type: 'string', minLength: 1 },
              {
                type: 'object',
                additionalProperties: false,
                required: [READ],
                properties: { [READ]: { type: 'string', minLength: 1 } },
              },
            ],
          },
        },
      ],
    },
  },
  [TEMPLATE]: {
    description:
      'text with `{{name}}` tags (mustache, escaped tags and sections only), filled in from the scope; always text.',
    example: '{"$template": "Order {{data.loan.orderId}}"}',
    schema: { type: 'string' },
  },
  [LOGIC]: {
    description:
      'what a JSON Logic expression over the scope gives (the operators below): a condition, a sum, a choice.',
    example: '{"$logic": {"==": [{"var": "state.stars"}, 5]}}',
    schema: { $ref: 'jsonLogic' },
  },
  [MESSAGE]: {
    description:
      "a message of the catalogues (renderer/runtime/i18n/catalogues/) by its key, `group.key`, in the visit's language with the market's overrides: the one way a page reads a message alone (a message inside a text is a `{{t.group.key}}` tag of a `$template`).",
    example: '{"$t": "common.cancel"}',
    schema: {
      type: 'string',
      pattern: '^[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)+$',
      description: "A message's key in the catalogues: its group and name, dotted.",
    },
  },
  [BIND_STATE]: {
    description:
      "two-way: a block's prop that its props schema marks `twoWay` shows the page state at this path (a key declared under `state`, written without `state.`) and writes what the borrower changes back to it; it stands only as a whole prop.",
    example: '{"$bindState": "selection"}',
    schema: { type: 'string', minLength: 1 },
    // Not a value anywhere: the page schema offers it only on the props marked twoWay
    // (renderer/toolchain/generate/pageSchema.ts).
    wholePropOnly: true,
  },
};
