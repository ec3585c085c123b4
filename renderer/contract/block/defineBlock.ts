/**
 * How a block is declared: its props as JSON Schema (checked against pages at build time, turned
 * into the component's TypeScript type here, and into Storybook controls), the events it raises,
 * each with its payload as JSON Schema too (what the page reads as `event.<field>` in the event's
 * actions: checked by validate, and typed in the component's `emit`), and whether it takes child
 * nodes. Each block folder has a definition.ts and an index.tsx.
 * A prop marked `twoWay: true` in the props schema may be bound to page state both ways
 * (`{"$bindState": path}`): the block gets its value and, in `set`, the setter it calls with what
 * the borrower chose (besides raising its event, for pages that do more than keep it).
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { ReactNode } from 'react';

/** An event's payload: an object (`{ type: 'object', additionalProperties: false }` when it carries nothing). */
export type EventSchema = Exclude<JSONSchema, boolean> & { type: 'object' };

/** A block's events by name, each with the schema of its payload. */
export type EventSchemas = Readonly<Record<string, EventSchema>>;

export interface BlockDefinition<S extends JSONSchema = JSONSchema, E extends EventSchemas = EventSchemas> {
  type: string;
  description: string;
  props: S;
  events: E;
  /** The node may have children (rendered where the block puts `children`). */
  children?: boolean;
}

export function defineBlock<const S extends JSONSchema, const E extends EventSchemas = Record<never, never>>(
  definition: BlockDefinition<S, E>,
): BlockDefinition<S, E> {
  return definition;
}

/** The fields an event's payload has, as a page reads them (`event.<field>`). */
export function payloadFields(schema: EventSchema): string[] {
  return Object.keys(typeof schema.properties === 'object' ? schema.properties : {});
}

/** An event as the docs name it: `toggle {index, checked}`, `press {}`. */
export function eventSignature(name: string, schema: EventSchema): string {
  return `${name} {${payloadFields(schema).join(', ')}}`;
}

/** The setters of the props a block's schema marks `twoWay: true`: each takes a value of its prop's type. */
export type Setters<S> = S extends { properties: infer P }
  ? {
      [K in keyof P as P[K] extends { twoWay: true } ? K : never]?: (
        value: P[K] extends JSONSchema ? FromSchema<P[K]> : never,
      ) => void;
    }
  : Record<never, never>;

type Own<S extends JSONSchema> = FromSchema<S, { keepDefaultedPropertiesOptional: true }>;

/**
 * What follows an event's name when it is raised: its payload, typed from its schema. A payload with no fields may be
 * left out (`emit('press')`) or written `{}`; an object with a field is refused there.
 */
export type EventArgs<S> = S extends JSONSchema
  ? [keyof FromSchema<S>] extends [never]
    ? [payload?: Record<string, never>]
    : [payload: FromSchema<S>]
  : never;

/** The names of a block's events. */
export type EventName<E> = keyof E & string;

/**
 * One event as a block raises it, its name and then its payload: a union over the events, so a wrapper that takes
 * `(...raised)` narrows the payload by the name (`const [event, payload] = raised; if (event === 'rate') …`).
 */
export type Raised<E extends EventSchemas> = { [K in EventName<E>]: [event: K, ...EventArgs<E[K]>] }[EventName<E>];

/** What the runtime adds to every block's own props. */
export interface RuntimeProps<E extends EventSchemas> {
  /** Raises one of the block's declared events with its payload; the page decides what it does. */
  emit: (...raised: Raised<E>) => void;
  /** An action chain this block started is still running: a second tap must send nothing. */
  busy?: boolean;
  /** The node's enabledWhen condition does not hold. */
  disabled?: boolean;
  /**
   * The address an event's actions go to by themselves (renderer/runtime/actions/actionHref.ts), when they do and the
   * control can be used: the block renders a real link to it (renderer/runtime/ui/PressControl.tsx), so a tap works
   * before the script, and raises the event as before once the page works.
   */
  hrefs?: Partial<Record<EventName<E>, string>>;
  children?: ReactNode;
}

export type BlockProps<D> =
  D extends BlockDefinition<infer S, infer E> ? Own<S> & RuntimeProps<E> & { set?: Setters<S> } : never;
