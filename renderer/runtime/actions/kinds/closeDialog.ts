/** `closeDialog`: hides one of the page's dialogs. */
import { dialogId, type ActionOf } from '../../../contract/page/grammar.ts';
import type { RunContext } from '../host.ts';

export const schema = {
  type: 'object',
  description: 'Close one of the page dialogs.',
  additionalProperties: false,
  required: ['do', 'dialog'],
  properties: { do: { const: 'closeDialog' }, dialog: dialogId },
} as const;

export type Action = ActionOf<typeof schema>;
export const busy = false;
export const leaves = false;

export function run(action: Action, { host }: RunContext): void {
  host.closeDialog(action.dialog);
}
