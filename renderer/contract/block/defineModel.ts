/**
 * A model: the state rules a block needs that are more than data binding (a conversation's turns,
 * installment selection, an SMS code step), as a pure, typed, unit-tested reducer that owns its
 * state: the state it starts from (`initial`, which a page's state key takes with
 * `{"$model": name}`), how a stored or bound value is read as that state, and the events that change
 * it. Pages drive it with the `dispatch` action, or a block bound to it two-way (`$bindState`)
 * reduces it itself. A block's model lives in blocks/<type>/model.ts and is registered in
 * blocks/definitions.ts.
 */
import { isObject } from '../json.ts';

export interface ModelEvent {
  type: string;
  [field: string]: unknown;
}

export interface ModelDefinition<S = unknown> {
  description: string;
  /** The state a page's key starts with when declared `{"$model": <this model>}`. */
  initial: S;
  /** A value from page state (a draft, a binding) as this model's state: the initial one when it is not one. */
  read(value: unknown): S;
  /** The event types the reducer understands (validated in page schemas). */
  events: readonly string[];
  reduce(state: S, event: ModelEvent): S;
}

export function defineModel<S>(definition: ModelDefinition<S>): ModelDefinition<S> {
  return definition;
}

/** The state a model's definition keeps. */
export type ModelState<M> = M extends ModelDefinition<infer S> ? S : never;

/** One event over a value of page state, whatever it holds now (the `dispatch` action). */
export function reduceValue<S>(model: ModelDefinition<S>, value: unknown, event: ModelEvent): S {
  return model.reduce(model.read(value), event);
}

/** A page state value that a model's initial state stands for: `{"$model": name}`. */
export function modelOfState(value: unknown): string | undefined {
  return isObject(value) && typeof value.$model === 'string' && Object.keys(value).length === 1
    ? value.$model
    : undefined;
}

/** The page's initial state with each `{"$model": name}` replaced by that model's initial state. */
export function startingState(
  state: Record<string, unknown> | undefined,
  models: Readonly<Record<string, ModelDefinition>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(state ?? {})) {
    const name = modelOfState(value);
    const model = name === undefined ? undefined : models[name];
    if (name !== undefined && !model) throw new Error(`state "${key}": unknown model "${name}"`);
    out[key] = model ? model.initial : value;
  }
  return out;
}
