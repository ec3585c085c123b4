/**
 * One idiom for a message (issue 39): a value that is a catalogue message and nothing else is `{"$t": "loan.repay"}`,
 * not a text of one tag (`{"$template": "{{t.loan.repay}}"}`) nor a read of the message's name
 * (`{"$read": "t.loan.repay"}`). The checker refuses those two at today's grammar (./checkPage.ts) and the migration
 * to grammar version 3 rewrites them (renderer/toolchain/migrate/version3.ts): both ask this module.
 */
import { MESSAGE_ROOT } from '../../contract/page/scopeNames.ts';
import { isObject } from '../../contract/json.ts';
import { MESSAGE, READ, TEMPLATE, tagOf } from '../../runtime/binding/values.ts';

/** `{{t.group.key}}` alone (spaces inside the braces allowed, as mustache allows them). */
const ONE_MESSAGE_TAG = new RegExp(`^\\{\\{\\s*${MESSAGE_ROOT}\\.([A-Za-z0-9_]+(?:\\.[A-Za-z0-9_]+)+)\\s*\\}\\}$`);
/** `t.group.key` as a read's whole path. */
const MESSAGE_NAME = new RegExp(`^${MESSAGE_ROOT}\\.([A-Za-z0-9_]+(?:\\.[A-Za-z0-9_]+)+)$`);

/** A message written in another idiom than `$t`: its key, the tag it was written with, and `$t` as meant. */
export interface MessageAlone {
  key: string;
  /** `$template` or `$read`: where its text stands (the value's pointer plus the tag). */
  tag: typeof TEMPLATE | typeof READ;
  meant: { [MESSAGE]: string };
  /** The value as it was and as meant, as a person writes them (`{"$t": "loan.repay"}`). */
  written: string;
  meantText: string;
}

/** A one-tag object as a person writes it. */
const member = (tag: string, text: string) => `{${JSON.stringify(tag)}: ${JSON.stringify(text)}}`;

/** The message a value reads alone, when it says it in another idiom than `{"$t": key}`; else undefined. */
export function messageAlone(value: unknown): MessageAlone | undefined {
  const tag = tagOf(value);
  if (!isObject(value) || (tag !== TEMPLATE && tag !== READ)) return undefined;
  const text = value[tag];
  if (typeof text !== 'string') return undefined;
  const key = (tag === TEMPLATE ? ONE_MESSAGE_TAG : MESSAGE_NAME).exec(text)?.[1];
  if (key === undefined) return undefined;
  return { key, tag, meant: { [MESSAGE]: key }, written: member(tag, text), meantText: member(MESSAGE, key) };
}

/** What the checker and the migration say a message alone is. */
export const MESSAGE_EXPECTED = `a message alone read as {"${MESSAGE}": "<group.key>"}`;

/** A value with every message alone said as `{"$t": key}`, members of lists and objects too (the rest as it was). */
export function withMessagesAsT(value: unknown): unknown {
  const alone = messageAlone(value);
  if (alone) return alone.meant;
  if (Array.isArray(value)) return value.map(withMessagesAsT);
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withMessagesAsT(item)]));
}
