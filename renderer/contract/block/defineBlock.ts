/**
 * How a block is declared: its props as JSON Schema (checked against pages at build time, turned
 * into the component's TypeScript type here, and into Storybook controls), the events it raises,
 * and whether it takes child nodes. Each block folder has a definition.ts and an index.tsx.
 * A prop marked `twoWay: true` in the props schema may be bound to page state both ways
 * (`{"$bindState": path}`): the block gets its value and, in `set`, the setter it calls with what
 * the borrower chose (besides raising its event, for pages that do more than keep it).
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { ReactNode } from 'react';

export interface BlockDefinition<S extends JSONSchema = JSONSchema, E extends string = string> {
  type: string;
  description: string;
  props: S;
  events: readonly E[];
  /** The node may have children (rendered where the block puts `children`). */
  children?: boolean;
}

export function defineBlock<const S extends JSONSchema, const E extends string = never>(
  definition: BlockDefinition<S, E>,
): BlockDefinition<S, E> {
  return definition;
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

/** What the runtime adds to every block's own props. */
export interface RuntimeProps<E extends string> {
  /** Raises one of the block's declared events; the page decides what it does. */
  emit: (event: E, payload?: Record<string, unknown>) => void;
  /** An action chain this block started is still running: a second tap must send nothing. */
  busy?: boolean;
  /** The node's enabledWhen condition does not hold. */
  disabled?: boolean;
  /**
   * The address an event's actions go to by themselves (renderer/runtime/actions/actionHref.ts), when they do and the
   * control can be used: the block renders a real link to it (renderer/runtime/ui/PressControl.tsx), so a tap works
   * before the script, and raises the event as before once the page works.
   */
  hrefs?: Partial<Record<E, string>>;
  children?: ReactNode;
}

export type BlockProps<D> =
  D extends BlockDefinition<infer S, infer E> ? Own<S> & RuntimeProps<E> & { set?: Setters<S> } : never;
