// @vitest-environment node
/**
 * The page's shape is declared once (renderer/contract/page/pageShape.ts): the page schema refuses a key it does
 * not declare, naming the key probably meant, and the compiler keeps every key it declares (but
 * those only an author reads) and refuses, never drops, one it does not.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { compilePage } from '../../renderer/toolchain/compile/compilePage.ts';
import { formatProblem } from '../../renderer/toolchain/problems/problems.ts';
import { loadProject, type Project } from '../../renderer/toolchain/project/project.ts';
import { checkPageDocument } from '../../renderer/toolchain/project/checkPageDocument.ts';
import type { Json } from '../../renderer/contract/json.ts';

/** A page with every key a page may have, each node and data source key too. */
const whole: Json = {
  $schema: '../page.schema.json',
  $comment: 'for the author',
  route: 'complaintForm',
  title: 'Complaint',
  documentTitle: 'Complaint form',
  titleBar: true,
  header: [{ type: 'text', props: { text: 'top' } }],
  footer: [{ type: 'text', props: { text: 'foot' } }],
  state: { s: '' },
  data: {
    sid: { call: 'getSid', params: {}, when: true, optional: true, messages: { refused: 'no', failed: 'down' } },
  },
  onLoad: [{ do: 'toast', text: 'hi' }],
  actions: { c: [{ do: 'back', fallback: 'home' }] },
  body: [
    {
      type: 'button',
      id: 'go',
      props: { label: 'Go' },
      when: true,
      enabledWhen: true,
      on: { press: [{ do: 'run', chain: 'c' }] },
    },
  ],
  dialogs: { d: { type: 'text', props: { text: 'x' } } },
  fromStorage: { s: 'payType' },
  draft: { key: 'shapeDraft', state: ['s'] },
};

let project: Project;
const problems = (page: Json) => checkPageDocument(project, 'page.json', page).map(formatProblem);

beforeAll(() => {
  project = loadProject();
});

describe('a key the page shape does not declare', () => {
  it('is a validation problem, at the page, a node and a data source, with the key meant', () => {
    expect(problems(whole)).toEqual([]);
    const misspelt = {
      ...whole,
      titel: 'Complaint',
      body: [{ type: 'text', props: { text: 'x' }, enabledWhn: true }],
      data: { sid: { call: 'getSid', optinal: true } },
    };
    expect(problems(misspelt)).toEqual([
      expect.stringMatching(/^page\.json: \/titel: unknown property "titel"; .*did you mean "title"\?$/),
      expect.stringMatching(
        /^page\.json: \/data\/sid\/optinal: unknown property "optinal"; .*did you mean "optional"\?$/,
      ),
      expect.stringMatching(
        /^page\.json: \/body\/0\/enabledWhn: unknown property "enabledWhn"; .*did you mean "enabledWhen"\?$/,
      ),
    ]);
  });

  it('stops the compiler instead of being dropped', () => {
    expect(() => compilePage({ ...whole, titel: 'Complaint' })).toThrow(/titel/);
  });
});

describe('the compiled page', () => {
  it('keeps every key the shape declares, but those only an author reads', () => {
    const compiled = compilePage(whole) as unknown as Json;
    expect(Object.keys(compiled).sort()).toEqual(
      Object.keys(whole)
        .filter((key) => !key.startsWith('$'))
        .sort(),
    );
    expect(compiled.titleBar).toBe(true);
    expect(compiled.fromStorage).toEqual({ s: 'payType' });
    expect(compiled.body).toEqual([expect.objectContaining({ id: 'go', when: true, enabledWhen: true })]);
    expect(compiled.data).toEqual({ sid: expect.objectContaining({ call: 'getSid', when: true, optional: true }) });
  });
});
