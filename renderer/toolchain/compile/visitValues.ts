/**
 * The page walk's values (./visitPage.ts): a literal, a member of the value family
 * (renderer/runtime/binding/values.ts), or a list or object of values; the JSON Logic inside a
 * `$logic` and the names it reads; a template's names; a node's props and a map of values.
 */
import { ITERATING_OPERATORS } from '../../runtime/binding/operators.ts';
import { BIND_STATE, LOGIC, MESSAGE, READ, TEMPLATE, tagOf } from '../../runtime/binding/values.ts';
import { hasTags, parseTemplate, TemplateError, type ParsedTemplate } from './templates.ts';
import { isObject, type Json } from '../../contract/json.ts';
import { MESSAGE_ROOT } from '../../contract/page/scopeNames.ts';
import { inside, type At, type NameUse, type PageVisitor, type ValuePlace } from './pageVisitor.ts';

/** Every operation of a JSON Logic expression and every name it reads. */
export function visitLogic(visitor: PageVisitor, logic: unknown, where: At): void {
  if (Array.isArray(logic)) return logic.forEach((item, i) => visitLogic(visitor, item, inside(where, String(i))));
  if (!isObject(logic)) return;
  // The family's $read is an operand here too (renderer/runtime/binding/values.ts).
  if (tagOf(logic) === READ) return void visitRead(visitor, logic[READ], inside(where, READ));
  visitor.logic?.(logic, where);
  const keys = Object.keys(logic);
  if (keys.length !== 1) return;
  const op = keys[0]!;
  if (op === 'var') return visitVar(visitor, logic, where);
  const args = Array.isArray(logic[op]) ? (logic[op] as unknown[]) : [logic[op]];
  // A single argument may be written without its list: its pointer is then the operator's own.
  const argAt = (i: number) => inside(where, Array.isArray(logic[op]) ? `${op}/${i}` : op);
  // Later arguments of filter, map… see each item as their data, not the page scope.
  if (ITERATING_OPERATORS.has(op)) return visitLogic(visitor, args[0], argAt(0));
  args.forEach((arg, i) => visitLogic(visitor, arg, argAt(i)));
}

/** A `var`: the name it reads (or the logic that computes it), and its default. */
function visitVar(visitor: PageVisitor, logic: Json, where: At): void {
  const args = Array.isArray(logic.var) ? (logic.var as unknown[]) : [logic.var];
  const path = args[0];
  const pathAt = inside(where, 'var');
  if (typeof path === 'string' && path !== '') visitor.name?.(path, pathAt, {});
  else visitLogic(visitor, path, pathAt);
  visitLogic(visitor, args[1], inside(where, 'var/1'));
}

/** A `$read`'s path: a name, or steps whose literal start is the name's known start and whose reads are names. */
export function visitRead(visitor: PageVisitor, path: unknown, where: At, use: NameUse = {}): unknown {
  if (typeof path === 'string') return visitor.name?.(path, where, use);
  if (!Array.isArray(path)) return undefined;
  const known: string[] = [];
  for (const step of path) {
    if (typeof step !== 'string') break;
    known.push(step);
  }
  const whole = known.length === path.length;
  if (known.length) visitor.name?.(known.join('.'), where, whole ? use : { prefix: true });
  path.forEach((step, i) => {
    if (isObject(step)) visitRead(visitor, step[READ], inside(where, `${i}/${READ}`));
  });
  return undefined;
}

function visitTemplate(visitor: PageVisitor, text: string, where: At): void {
  if (!visitor.template && !visitor.name) return;
  let parsed: ParsedTemplate | TemplateError;
  try {
    parsed = parseTemplate(text);
  } catch (error) {
    if (!(error instanceof TemplateError)) throw error;
    parsed = error;
  }
  visitor.template?.(parsed, where);
  if (!(parsed instanceof TemplateError))
    for (const { name, inSection } of parsed.names) visitor.name?.(name, where, { inSection });
}

/**
 * A value: a literal, a member of the value family (renderer/runtime/binding/values.ts), or a list or object of values.
 * `named`: a $read whose name was already visited (a repeat's list, whose answer says what `item` is).
 */
export function visitValue(
  visitor: PageVisitor,
  item: unknown,
  where: At,
  named = false,
  stands: ValuePlace = 'value',
): unknown {
  const replaced = visitor.value?.(item, where, stands);
  const walked = walkValue(visitor, item, where, named);
  return replaced === undefined ? walked : replaced;
}

/** What is inside a value: the names a member reads, each value of a list or object. */
function walkValue(visitor: PageVisitor, item: unknown, where: At, named: boolean): unknown {
  switch (tagOf(item)) {
    case READ:
      if (!named) visitRead(visitor, (item as Json)[READ], inside(where, READ));
      return item;
    case TEMPLATE: {
      const text = (item as Json)[TEMPLATE];
      // Its problems are the value's own (the pointer a template string had).
      if (typeof text === 'string' && hasTags(text)) visitTemplate(visitor, text, where);
      return item;
    }
    case LOGIC:
      visitLogic(visitor, (item as Json)[LOGIC], inside(where, LOGIC));
      return item;
    case MESSAGE: {
      // A message is the name `t.<key>` of the page's scope, checked and counted as any name is; its problems are the
      // value's own, as a template's are (where `{"$template": "{{t.<key>}}"}` had them).
      const key = (item as Json)[MESSAGE];
      if (typeof key === 'string' && key !== '') visitor.name?.(`${MESSAGE_ROOT}.${key}`, where, {});
      return item;
    }
    case BIND_STATE: {
      // Outside a block's prop (visitProps takes those) it is reported where it stands: the checker refuses it.
      const path = (item as Json)[BIND_STATE];
      if (typeof path === 'string') visitor.bindState?.(path, inside(where, BIND_STATE));
      return item;
    }
  }
  if (Array.isArray(item)) return item.map((member, i) => visitValue(visitor, member, inside(where, String(i))));
  if (isObject(item))
    return Object.fromEntries(
      Object.entries(item).map(([key, member]) => [key, visitValue(visitor, member, inside(where, key))]),
    );
  return item;
}

/**
 * A node's props: each a value, or a binding of the block's prop to page state both ways (the only place one stands).
 */
export function visitProps(visitor: PageVisitor, map: unknown, block: string, where: At): unknown {
  if (!isObject(map)) return map;
  return Object.fromEntries(
    Object.entries(map).map(([name, item]) => {
      const itemAt = inside(where, name);
      if (tagOf(item) !== BIND_STATE || typeof (item as Json)[BIND_STATE] !== 'string')
        return [name, visitValue(visitor, item, itemAt)];
      const replaced = visitor.value?.(item, itemAt, 'value');
      visitor.bindState?.((item as Json)[BIND_STATE] as string, inside(itemAt, BIND_STATE), { block, name });
      return [name, replaced === undefined ? item : replaced];
    }),
  );
}

export function visitValueMap(visitor: PageVisitor, map: unknown, where: At): unknown {
  if (!isObject(map)) return map;
  return Object.fromEntries(
    Object.entries(map).map(([key, item]) => [key, visitValue(visitor, item, inside(where, key))]),
  );
}

/** A condition is a value of the family too: true, false, or a member ({"$logic": …}, {"$read": …}). */
export function visitCondition(visitor: PageVisitor, item: unknown, where: At): unknown {
  return visitValue(visitor, item, where, false, 'condition');
}
