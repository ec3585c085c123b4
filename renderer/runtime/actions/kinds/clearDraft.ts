/** `clearDraft`: forgets the page's draft once it was sent. */
import type { ActionOf, CheckContext } from '../../../contract/page/grammar.ts';
import type { RunContext } from '../host.ts';

export const schema = {
  type: 'object',
  description: "Forget the page's draft (after it was sent).",
  additionalProperties: false,
  required: ['do'],
  properties: { do: { const: 'clearDraft' } },
} as const;

export type Action = ActionOf<typeof schema>;
export const busy = false;
export const leaves = false;

export function check(_action: Action, { hasDraft, report }: CheckContext): void {
  if (!hasDraft) report('', 'clearDraft on a page without a draft', 'a "draft" declared on the page');
}

export function run(_action: Action, { host }: RunContext): void {
  host.clearDraft();
}
