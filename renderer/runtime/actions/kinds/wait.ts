/** `wait`: a pause on the standard timer (a test clock drives it). */
import type { ActionOf } from '../../../contract/page/grammar.ts';

export const schema = {
  type: 'object',
  description: 'Wait, then go on.',
  additionalProperties: false,
  required: ['do', 'ms'],
  properties: { do: { const: 'wait' }, ms: { type: 'integer', minimum: 0 } },
} as const;

export type Action = ActionOf<typeof schema>;
export const busy = true;
export const leaves = false;

export async function run(action: Action): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, action.ms));
}
