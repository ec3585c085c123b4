/**
 * A model: the state rules a block needs that are more than data binding (a conversation's turns,
 * installment selection), as a pure, typed, unit-tested reducer. Pages drive it with the
 * `dispatch` action; the block only renders the state it produces. A block's model lives in
 * blocks/<type>/model.ts and is registered in blocks/definitions.ts.
 */
export interface ModelEvent {
  type: string;
  [field: string]: unknown;
}

export interface ModelDefinition<S = unknown> {
  description: string;
  /** The event types the reducer understands (validated in page schemas). */
  events: readonly string[];
  reduce(state: S, event: ModelEvent): S;
}

export function defineModel<S>(definition: ModelDefinition<S>): ModelDefinition<S> {
  return definition;
}
