// @vitest-environment happy-dom
/**
 * The action registry (renderer/runtime/actions/kinds/): every kind there is validated, compiled and run,
 * and a template in any of its value fields is compiled, with no list of kinds or fields in this
 * test: both come from the kinds' own schemas. A new kind file is covered the day it is added.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRole } from '../../renderer/contract/page/grammar.ts';
import { ACTION_KINDS } from '../../renderer/runtime/actions/kinds/index.ts';
import { RUNNERS } from '../../renderer/runtime/actions/runners.ts';
import { compilePage } from '../../renderer/toolchain/compile/compilePage.ts';
import { formatProblem } from '../../renderer/toolchain/problems/problems.ts';
import { ROOT, loadProject } from '../../renderer/toolchain/project/project.ts';
import { checkPageDocument } from '../../renderer/toolchain/project/checkPageDocument.ts';
import countdownModel from '../../blocks/countdownButton/model.ts';
import { setup } from './actionHost.ts';
import { isObject, type Json } from '../../renderer/contract/json.ts';

const kinds = Object.entries(ACTION_KINDS);

/** A page where every reference a minimal action makes exists. */
const page = (action: Json): Json => ({
  $schema: '../page.schema.json',
  route: 'complaintForm',
  state: { s: '' },
  draft: { key: 'registryDraft', state: ['s'] },
  dialogs: { d: { type: 'text', props: { text: 'x' } } },
  actions: { c: [] },
  data: { source: { call: 'getSid' } },
  body: [{ type: 'button', props: { label: 'x' }, on: { press: [action] } }],
});

/** A value for a field by its role (or its own schema), chosen so the page above has what it names. */
function sample(schema: unknown, template: boolean): unknown {
  if (!isObject(schema)) return 'x';
  const role = schema.$ref;
  if (isRole(role)) {
    const byRole: Record<string, unknown> = {
      value: template ? { $template: '{{query.orderId}}' } : 'x',
      valueMap: template ? { a: { $template: '{{query.orderId}}' }, type: 'sent' } : { type: 'sent' },
      condition: { $logic: { var: 'query.orderId' } },
      actions: [],
      callId: 'getSid',
      routeKey: 'loanDetails',
      dialogId: 'd',
      chainName: 'c',
      stateKey: 's',
      statePath: 's',
      storageKey: 'payType',
      sourceId: 'source',
      modelName: 'countdownButton',
      bridgeAction: 'goHome',
    };
    return byRole[role];
  }
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.type === 'boolean') return false;
  if (schema.type === 'integer') return Number(schema.minimum ?? 0) + 300;
  if (schema.type === 'array') return [sample(schema.items, template)];
  if (schema.type === 'object') return fill(schema, template, false);
  return 'x';
}

/** An action (or part of one) with its required fields, or with every field when `all`. */
function fill(schema: Json, template: boolean, all: boolean): Json {
  const properties = (schema.properties ?? {}) as Json;
  const required = new Set((schema.required ?? []) as string[]);
  const out: Json = {};
  for (const [name, field] of Object.entries(properties)) {
    if (name === '$comment' || (!all && !required.has(name))) continue;
    out[name] = isObject(field) && 'const' in field ? field.const : sample(field, template);
  }
  return out;
}

/** The kinds that only take idempotent calls (their attempts) get one. */
const ATTEMPT_KINDS = new Set(['ifAttemptOpen', 'forgetAttempts']);
const withCalls = (name: string, action: Json): Json =>
  ATTEMPT_KINDS.has(name) ? { ...action, calls: ['repaymentCommit'] } : action;
const minimal = (name: string) =>
  withCalls(name, {
    ...fill(ACTION_KINDS[name as keyof typeof ACTION_KINDS].schema as unknown as Json, false, false),
    do: name,
  });
// A background call takes no branches: the whole-fields sample leaves `background` out.
const whole = (name: string) => {
  const action: Json = withCalls(name, {
    ...fill(ACTION_KINDS[name as keyof typeof ACTION_KINDS].schema as unknown as Json, true, true),
    do: name,
  });
  delete action.background;
  delete action.otherOpen;
  return action;
};

function templatesLeft(value: unknown): string[] {
  if (typeof value === 'string') return value.includes('{{') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(templatesLeft);
  if (isObject(value)) return Object.values(value).flatMap(templatesLeft);
  return [];
}

describe('the action registry', () => {
  const project = loadProject();

  it('is the folder: a kind per file, named by its `do`, each with a run in the browser list', () => {
    const files = readdirSync(join(ROOT, 'renderer/runtime/actions/kinds'))
      .filter((name) => name.endsWith('.ts') && name !== 'index.ts')
      .map((name) => name.slice(0, -3));
    expect(Object.keys(ACTION_KINDS).sort()).toEqual(files.sort());
    for (const [name, kind] of kinds) {
      expect(kind.schema.properties.do.const).toBe(name);
      expect(typeof RUNNERS[name as keyof typeof RUNNERS]).toBe('function');
    }
    expect(Object.keys(RUNNERS).sort()).toEqual(files.sort());
  });

  it.each(kinds.map(([name]) => name))(
    '%s: a page using it is valid, and a field it does not have is refused with its pointer',
    (name) => {
      expect(checkPageDocument(project, 'schemas/pages/x.json', page(minimal(name))).map(formatProblem)).toEqual([]);
      const problems = checkPageDocument(project, 'schemas/pages/x.json', page({ ...minimal(name), nonsense: 1 })).map(
        formatProblem,
      );
      expect(
        problems.some(
          (line) => line.startsWith('schemas/pages/x.json: /body/0/on/press/0') && line.includes('nonsense'),
        ),
      ).toBe(true);
    },
  );

  it.each(kinds.map(([name]) => name))(
    '%s: a template in any of its fields is compiled, none left for the browser to parse',
    (name) => {
      const compiled = compilePage(page(whole(name)));
      const action = compiled.body[0]!.on!.press![0]!;
      expect(templatesLeft(action)).toEqual([]);
    },
  );

  it.each(kinds.map(([name]) => name))('%s: runs', async (name) => {
    const { host, run } = setup(undefined, { chains: { c: [] } });
    host.calls.getSid = {
      id: 'getSid',
      method: 'GET',
      effect: 'read',
      path: '/api/v2/youmi/promotion/get-sid',
      success: { field: 'code', equals: '0' },
    };
    host.models.countdownButton = countdownModel;
    host.openDialog('d');
    const compiled = compilePage(page(minimal(name))).body[0]!.on!.press!;
    await expect(run(compiled as never)).resolves.toBeTypeOf('boolean');
  });

  it('launch: a template in its route is compiled and opens that screen (it used to stay a template, so no route matched)', async () => {
    const compiled = compilePage({
      ...page({ do: 'run', chain: 'open', args: { route: 'loanDetails' } }),
      actions: { open: [{ do: 'launch', params: { token: 't2' }, route: { $template: '{{args.route}}' } }] },
    });
    expect(compiled.actions!.open![0]).toMatchObject({ route: { $template: expect.any(Array) } });
    const { run, leave } = setup(undefined, { chains: compiled.actions as never });
    await run(compiled.body[0]!.on!.press! as never);
    expect(leave).toHaveBeenCalledWith('/loanDetails?token=t2');
  });
});
