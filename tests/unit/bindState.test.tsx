/**
 * Models that own their state and blocks bound to page state both ways ({"$bindState": path}):
 * a page's key declared {"$model": name} starts from that model's own state; a bound block shows
 * the state and its setter writes it (through the one state writer); the build refuses a binding to
 * an undeclared path, of another type, on a prop that does not take it, or outside a prop.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { modelDefinitions } from '../../blocks/definitions.ts';
import InstallmentList from '../../blocks/installmentList/index.tsx';
import { EMPTY } from '../../blocks/installmentList/model.ts';
import { CLOSED } from '../../blocks/countdownButton/model.ts';
import Text from '../../blocks/text/index.tsx';
import TextInput from '../../blocks/textInput/index.tsx';
import { reduceValue, startingState } from '../../renderer/contract/block/defineModel.ts';
import { compilePage } from '../../renderer/toolchain/compile/compilePage.ts';
import { formatProblem } from '../../renderer/toolchain/problems/problems.ts';
import { loadProject } from '../../renderer/toolchain/project/project.ts';
import { checkPageDocument } from '../../renderer/toolchain/project/checkPageDocument.ts';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { openPage } from './pageHarness.tsx';

describe('a model owns its state', () => {
  it('a key declared {"$model": name} starts from that model\'s initial state; other keys as written', () => {
    const state = startingState(
      { sms: { $model: 'countdownButton' }, selection: { $model: 'installmentList' }, code: '', card: null },
      modelDefinitions,
    );
    expect(state).toEqual({ sms: CLOSED, selection: EMPTY, code: '', card: null });
    expect(modelDefinitions.countdownButton.initial).toEqual({ open: false, running: false, round: 0 });
    expect(modelDefinitions.chatLog.initial).toEqual([]);
  });

  it("a value that is not the model's state (a draft rewritten on the phone) is read as its initial state", () => {
    expect(reduceValue(modelDefinitions.countdownButton, 'junk', { type: 'sent' })).toEqual({
      open: true,
      running: true,
      round: 1,
    });
    expect(reduceValue(modelDefinitions.installmentList, { count: 'x' }, { type: 'payAll', on: true })).toEqual(EMPTY);
  });

  it('an unknown model in the state is a fault of the build, said by name', () => {
    expect(() => startingState({ sms: { $model: 'nope' } }, modelDefinitions)).toThrow(
      'state "sms": unknown model "nope"',
    );
  });
});

function pageModule(page: Record<string, unknown>, blocks: Record<string, ComponentType<never>>): PageModule {
  return {
    page: compilePage({ route: 'feedback', body: [], ...page }),
    calls: {},
    blocks: blocks as unknown as PageModule['blocks'],
    models: modelDefinitions,
  };
}

describe('a block bound both ways', () => {
  it('shows the state and writes what the borrower types back to it: no handler on the page', async () => {
    const module = pageModule(
      {
        state: { name: 'Ana' },
        body: [
          { type: 'textInput', props: { label: 'Name', value: { $bindState: 'name' } } },
          { type: 'text', props: { text: { $template: 'Hello {{state.name}}' } } },
        ],
      },
      { textInput: TextInput, text: Text },
    );
    openPage(module, '/feedback');
    const field = await screen.findByRole('textbox', { name: 'Name' });
    expect(field).toHaveValue('Ana');
    await userEvent.type(field, 'lia');
    expect(screen.getByText('Hello Analia')).toBeInTheDocument();
  });

  it("an installment list bound to its model's key inits it from the periods and keeps it as the borrower ticks", async () => {
    const periods = [
      { periodNo: 1, totalAmount: 100_000, check: 1 },
      { periodNo: 2, totalAmount: 200_000 },
      { periodNo: 3, totalAmount: 300_000 },
    ];
    const module = pageModule(
      {
        state: { selection: { $model: 'installmentList' } },
        body: [
          {
            type: 'installmentList',
            props: { label: 'Pending', periods, selection: { $bindState: 'selection' }, currency: 'IDR' },
          },
          {
            type: 'text',
            props: { text: { $template: 'Total {{state.selection.total}} of {{state.selection.count}}' } },
          },
        ],
      },
      { installmentList: InstallmentList, text: Text },
    );
    openPage(module, '/feedback');
    const list = await screen.findByRole('region', { name: 'Pending' });
    // Made from the periods before the first paint: no page init, no empty selection shown.
    expect(screen.getByText('Total 100000 of 1')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Period 3' }));
    expect(screen.getByText('Total 600000 of 3')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Pay all' }));
    expect(screen.getByText('Total 100000 of 1')).toBeInTheDocument();
  });

  it('a disabled block writes nothing', async () => {
    const module = pageModule(
      {
        state: { name: '' },
        body: [
          { type: 'textInput', enabledWhen: false, props: { label: 'Name', value: { $bindState: 'name' } } },
          { type: 'text', props: { text: { $template: 'Name: [{{state.name}}]' } } },
        ],
      },
      { textInput: TextInput, text: Text },
    );
    openPage(module, '/feedback');
    const field = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.type(field, 'x');
    expect(screen.getByText('Name: []')).toBeInTheDocument();
  });
});

describe('validate checks each two-way binding', () => {
  const project = loadProject();
  const check = (page: Record<string, unknown>) =>
    checkPageDocument(project, 'schemas/pages/x.json', {
      $schema: '../page.schema.json',
      route: 'feedback',
      ...page,
    }).map(formatProblem);
  const field = (value: unknown, type = 'textInput', prop = 'value') => ({
    body: [{ type, props: { label: 'Name', [prop]: value } }],
  });

  it('a declared key of the type the prop takes passes', () => {
    expect(check({ state: { name: '' }, ...field({ $bindState: 'name' }) })).toEqual([]);
    expect(check({ state: { form: { name: '' } }, ...field({ $bindState: 'form.name' }) })).toEqual([]);
    expect(check({ state: { stars: 0 }, ...field({ $bindState: 'stars' }, 'ratingStars') })).toEqual([]);
    expect(
      check({
        state: { chosen: null },
        body: [
          { type: 'radioGroup', props: { label: 'Pick', options: ['a', 'b'], selected: { $bindState: 'chosen' } } },
        ],
      }),
    ).toEqual([]);
  });

  it('refuses a path the page does not declare', () => {
    expect(check({ state: { name: '' }, ...field({ $bindState: 'nmae' }) })).toEqual([
      'schemas/pages/x.json: /body/0/props/value/$bindState: state "nmae" is not declared; expected one of: name; did you mean "name"?',
    ]);
  });

  it('refuses a key of another type than the prop takes', () => {
    expect(check({ state: { name: 0 }, ...field({ $bindState: 'name' }) })).toEqual([
      'schemas/pages/x.json: /body/0/props/value/$bindState: state "name" holds a number, which textInput\'s value does not take; expected a state key starting as string',
    ]);
    // A model's key holds the model's state: an object, not the text a field writes.
    expect(check({ state: { sms: { $model: 'countdownButton' } }, ...field({ $bindState: 'sms' }) })).toEqual([
      'schemas/pages/x.json: /body/0/props/value/$bindState: state "sms" holds an object, which textInput\'s value does not take; expected a state key starting as string',
    ]);
  });

  it('refuses a prop its block does not take two-way, and a binding that is not a whole prop', () => {
    const lines = check({ state: { name: '' }, ...field({ $bindState: 'name' }, 'textInput', 'placeholder') });
    expect(lines).toContain(
      "schemas/pages/x.json: /body/0/props/placeholder/$bindState: textInput's placeholder cannot be bound two-way; expected $bindState on value",
    );
    const nested = check({
      state: { name: '' },
      body: [{ type: 'text', props: { text: 'x' }, on: {} }],
      onLoad: [{ do: 'toast', text: { $bindState: 'name' } }],
    });
    expect(
      nested.some((line) =>
        line.includes('/onLoad/0/text/$bindState: a two-way binding stands only for a whole prop of a block'),
      ),
    ).toBe(true);
  });

  it("a key a model keeps: its fields are the model's, and only that model reduces it", () => {
    const lines = check({
      state: { sms: { $model: 'countdownButton' } },
      body: [{ type: 'text', props: { text: { $template: '{{state.sms.rounds}}' } } }],
      onLoad: [{ do: 'dispatch', model: 'installmentList', state: 'sms', event: { type: 'payAll' } }],
    });
    expect(lines).toContain(
      'schemas/pages/x.json: /body/0/props/text: "state.sms.rounds" names field "rounds", which the countdownButton model\'s state does not have; expected one of: open, running, round; did you mean "state.sms.round"?',
    );
    expect(lines).toContain(
      'schemas/pages/x.json: /onLoad/0/model: state "sms" is kept by the countdownButton model, not installmentList; expected "countdownButton"',
    );
  });

  it('a bound path into a key a model keeps names one of its fields', () => {
    const lines = check({
      state: { step: { $model: 'countdownButton' } },
      body: [{ type: 'checkbox', props: { label: 'Open', checked: { $bindState: 'step.opne' } } }],
    });
    expect(lines).toEqual([
      'schemas/pages/x.json: /body/0/props/checked/$bindState: "state.step.opne" names field "opne", which the countdownButton model\'s state does not have; expected one of: open, running, round; did you mean "state.step.open"?',
    ]);
    expect(
      check({
        state: { step: { $model: 'countdownButton' } },
        body: [{ type: 'checkbox', props: { label: 'Open', checked: { $bindState: 'step.open' } } }],
      }),
    ).toEqual([]);
  });

  it('an unknown model in the state is refused', () => {
    const lines = check({ state: { sms: { $model: 'countdown' } }, body: [] });
    expect(lines.some((line) => line.startsWith('schemas/pages/x.json: /state/sms/$model:'))).toBe(true);
  });
});
