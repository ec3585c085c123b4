/** `dispatch`: a block model's reducer (blocks/<model>/model.ts) over one state key. */
import { resolveRecord } from '../../binding/resolve.ts';
import { reduceValue, type ModelEvent } from '../../../contract/block/defineModel.ts';
import { modelName, stateKey, valueMap, type ActionOf, type CheckContext } from '../../../contract/page/grammar.ts';
import type { RunContext } from '../host.ts';

export const schema = {
  type: 'object',
  description: "Run a block model's reducer over one state key.",
  additionalProperties: false,
  required: ['do', 'model', 'state', 'event'],
  properties: {
    do: { const: 'dispatch' },
    model: { ...modelName, description: "A block's model (blocks/<model>/model.ts)." },
    state: { ...stateKey, description: 'The state key the model reduces.' },
    event: { ...valueMap, required: ['type'], description: 'The event: its type and fields.' },
  },
} as const;

export type Action = ActionOf<typeof schema>;
export const busy = false;
export const leaves = false;

/**
 * The event's type must be one the model understands; a key another model keeps ({"$model": name}) is not this one's.
 */
export function check(action: Action, { models, stateModels, report }: CheckContext): void {
  const owner = Object.hasOwn(stateModels, action.state) ? stateModels[action.state] : undefined;
  if (owner && owner !== action.model)
    report(
      '/model',
      `state "${action.state}" is kept by the ${owner} model, not ${action.model}`,
      JSON.stringify(owner),
    );
  const model = models[action.model];
  const type = (action.event as { type?: unknown }).type;
  if (model && !model.events.includes(String(type)))
    report(
      '/event/type',
      `model ${action.model} has no event ${JSON.stringify(type)}`,
      `one of: ${model.events.join(', ')}`,
    );
}

export function run(action: Action, { host, scope }: RunContext): void {
  const model = host.models[action.model];
  if (!model) throw new Error(`unknown model "${action.model}"`);
  const current = scope();
  const state = (current.state ?? {}) as Record<string, unknown>;
  const event = { ...resolveRecord(action.event, current) } as ModelEvent;
  host.setState({ [action.state]: reduceValue(model, state[action.state], event) });
}
