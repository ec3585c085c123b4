// @vitest-environment node
/**
 * Templates: the browser renders tokens the build pre-parsed; the text must be what Mustache itself
 * renders (escaping off, since React escapes where the text lands), minus prototype lookups.
 */
import Mustache from 'mustache';
import { describe, expect, it } from 'vitest';
import { lookup, renderTemplate } from '../../renderer/runtime/binding/template.ts';
import { TemplateError, compileTemplate, parseTemplate } from '../../renderer/toolchain/compile/templates.ts';

const raw = (text: string) => text;
const mustache = (template: string, view: unknown) => Mustache.render(template, view, {}, { escape: raw });
const ours = (template: string, view: unknown) => renderTemplate(compileTemplate(template), view);

const view = {
  name: 'Dana <Kilat> & "co"',
  amount: 1500,
  zero: 0,
  yes: true,
  no: false,
  empty: '',
  nothing: null,
  loan: { product: { name: 'Cepat Cair', rate: '0.05%' }, status: 174 },
  rows: [
    { title: 'Amount', value: 'Rp 1.000' },
    { title: 'Term', value: '91 days' },
  ],
  tags: ['fast', 'safe'],
  none: [],
  person: { first: 'Ana', address: { city: 'Jakarta' } },
};

const cases: Record<string, string> = {
  'plain text': 'just text, no tags',
  name: 'Hello {{name}}!',
  'number and zero': '{{amount}} / {{zero}}',
  'booleans as names': '{{yes}} {{no}}',
  'null and empty': '[{{nothing}}][{{empty}}]',
  'dotted name': '{{loan.product.name}} at {{loan.product.rate}} ({{loan.status}})',
  'missing name': '[{{missing}}]',
  'missing dotted name': '[{{loan.nope.deeper}}][{{nope.name}}]',
  'section over an array of objects': '{{#rows}}{{title}}={{value}};{{/rows}}',
  'section over an array of strings': '{{#tags}}<{{.}}>{{/tags}}',
  'section over an object': '{{#person}}{{first}} from {{address.city}}{{/person}}',
  'section over true': '{{#yes}}shown{{/yes}}',
  'section over false': '{{#no}}hidden{{/no}}',
  'section over zero': '{{#zero}}hidden{{/zero}}',
  'section over an empty array': '{{#none}}hidden{{/none}}',
  'section over a missing name': '{{#missing}}hidden{{/missing}}',
  'outer names inside a section': '{{#rows}}{{name}}:{{title}} {{/rows}}',
  'nested sections': '{{#person}}{{#address}}{{city}}/{{first}}{{/address}}{{/person}}',
  'inverted over false, empty array, missing, zero':
    '{{^no}}a{{/no}}{{^none}}b{{/none}}{{^missing}}c{{/missing}}{{^zero}}d{{/zero}}',
  'inverted over truthy values': '{{^yes}}x{{/yes}}{{^rows}}y{{/rows}}{{^person}}z{{/person}}',
  'comments vanish': 'a{{! a note }}b',
};

describe('renderTemplate matches Mustache.render', () => {
  for (const [label, template] of Object.entries(cases)) {
    it(label, () => {
      const expected = mustache(template, view);
      expect(ours(template, view)).toBe(expected);
    });
  }

  it('leaves markup as text (React escapes it where it lands)', () => {
    expect(ours('<b>{{name}}</b>', view)).toBe('<b>Dana <Kilat> & "co"</b>');
  });

  it('falls back to an outer context when the inner one lacks the whole dotted name, as Mustache does', () => {
    // The inner context has `loan` but not `loan.product`; Mustache keeps looking outwards.
    const nested = { loan: { product: { name: 'Outer' } }, items: [{ loan: { id: 7 } }] };
    const template = '{{#items}}{{loan.id}}:{{loan.product.name}}{{/items}}';
    expect(mustache(template, nested)).toBe('7:Outer');
    expect(ours(template, nested)).toBe(mustache(template, nested));
  });
});

describe('lookup never reads prototype members', () => {
  it('renders {{constructor}}, {{__proto__}}, {{toString}} and {{hasOwnProperty}} as empty', () => {
    expect(ours('[{{constructor}}][{{__proto__}}][{{toString}}][{{hasOwnProperty}}]', {})).toBe('[][][][]');
    expect(ours('[{{loan.constructor}}][{{loan.__proto__.x}}]', { loan: { a: 1 } })).toBe('[][]');
    // Mustache itself would call Object() here; the difference is deliberate.
    expect(mustache('{{constructor}}', {})).not.toBe('');
  });

  it('does not open a section on an inherited member', () => {
    expect(ours('{{#constructor}}x{{/constructor}}{{^toString}}none{{/toString}}', {})).toBe('none');
  });

  it('reads own members, including on arrays', () => {
    expect(lookup([{ list: [1, 2, 3] }], 'list.length')).toBe(3);
    expect(lookup([{ a: { b: 1 } }, { c: 2 }], 'c')).toBe(2);
    expect(lookup([{ a: 1 }, { b: 2 }], 'a')).toBe(1);
    expect(lookup([{ a: 1 }], 'constructor')).toBeUndefined();
  });
});

describe('raw tags and partials are refused at build time', () => {
  it.each([
    ['{{{x}}}', /unescaped tag for "x"/],
    ['{{&x}}', /unescaped tag for "x"/],
    ['{{>footer}}', /partial \{\{>footer\}\} is not allowed/],
  ])('%s', (template, message) => {
    const parsed = parseTemplate(`a ${template} b`);
    expect(parsed.errors).toHaveLength(1);
    expect(parsed.errors[0]).toBeInstanceOf(TemplateError);
    expect(parsed.errors[0]!.message).toMatch(message);
    expect(() => compileTemplate(`a ${template} b`)).toThrow(message);
  });

  it('reports a template that does not parse', () => {
    expect(() => parseTemplate('{{#open}} never closed')).toThrow(TemplateError);
    expect(() => parseTemplate('{{#open}} never closed')).toThrow(/template does not parse/);
  });

  it('lists the names a template uses and whether they are inside a section', () => {
    expect(parseTemplate('{{a.b}}{{#rows}}{{title}}{{/rows}}').names).toEqual([
      { name: 'a.b', inSection: false },
      { name: 'rows', inSection: false },
      { name: 'title', inSection: true },
    ]);
  });
});
