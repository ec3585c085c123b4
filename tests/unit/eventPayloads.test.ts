// @vitest-environment node
/**
 * Typed block events (issue 39): each block declares the payload of each event it raises as JSON
 * Schema (blocks/<type>/definition.ts), and validate checks every `event.<field>` a node's event
 * actions read against it, at its file:line:column, with the field meant where one is near; a
 * brand's patch is checked as the patched page is.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { blockDefinitions } from '../../blocks/definitions.ts';
import { payloadFields } from '../../renderer/contract/block/defineBlock.ts';
import { loadProject, type Project } from '../../renderer/toolchain/project/project.ts';
import { formatProblem } from '../../renderer/toolchain/problems/problems.ts';

/** A page whose event actions read fields their events do not carry. */
const PAGE = 'tests/fixtures/event-mistakes.json';
/** kilat's deployment whose loan details patch inserts an installmentList reading `event.checkd` in its toggle. */
const BRAND = 'tests/fixtures/event-patch-mistakes.json';

let run: Project;
const linesOf = (file: string) => run.problems.filter((problem) => problem.file === file).map(formatProblem);

beforeAll(() => {
  run = loadProject({ files: [PAGE, BRAND] });
  // Checking the whole project takes seconds on a busy machine.
}, 60_000);

describe('validate: event.<field> in a node\'s "on"', () => {
  it("refuses a field the block's event does not carry, at its place, with the field meant", () => {
    expect(linesOf(PAGE)).toEqual([
      `${PAGE}:12:61: /body/0/on/toggle/0/set/picked/$read: "event.indx" names field "indx", which the toggle event of installmentList does not have; expected one of: index, checked; did you mean "index"?`,
      // An event the block does not raise: the page schema lists each block's events.
      `${PAGE}:13:9: /body/0/on/toggel: property name "toggel" is not allowed; expected one of: "toggle", "payAll"; did you mean "toggle"?`,
      // A deeper path, where the payload's schema says what is under the field.
      `${PAGE}:22:72: /body/1/on/result/0/set/picked/$logic/+/0/var: "event.position.latitud" names field "position.latitud", which the result event of deviceCheck does not have; expected one of: latitude, longitude, accuracy; did you mean "latitude"?`,
      `${PAGE}:30:42: /body/2/on/press/0/text: "event.amount" names field "amount", but the press event of button carries no payload; expected no event.… names in its actions`,
    ]);
  });

  it("checks the events of a block a brand's patch inserts, at its place in the deployment file", () => {
    expect(linesOf(BRAND)).toEqual([
      `${BRAND}:145:17: /pages/loanDetails/0/node/on/toggle/0/text: "event.checkd" names field "checkd", which the toggle event of installmentList does not have; expected one of: index, checked; did you mean "checked"?`,
    ]);
  });
});

/** The fields (at any depth) with no description. */
function undescribed(schema: unknown, at: string): string[] {
  const properties = (schema as { properties?: Record<string, { description?: string }> }).properties ?? {};
  return Object.entries(properties).flatMap(([field, inner]) => [
    ...(inner.description ? [] : [`${at}.${field}`]),
    ...undescribed(inner, `${at}.${field}`),
  ]);
}

describe("the blocks' event payloads", () => {
  const events = blockDefinitions.flatMap((block) =>
    Object.entries(block.events).map(([name, schema]) => ({ at: `${block.type}.${name}`, schema })),
  );

  it('are closed objects, each event saying when it is raised and each field what it holds', () => {
    for (const { at, schema } of events) {
      expect(schema.type, at).toBe('object');
      expect(schema.additionalProperties, at).toBe(false);
      expect(typeof schema.description, at).toBe('string');
    }
    expect(events.flatMap(({ at, schema }) => undescribed(schema, at))).toEqual([]);
  });

  it('require every field but those an event carries only sometimes', () => {
    const optional = events.flatMap(({ at, schema }) => {
      const required = new Set<string>(schema.required ?? []);
      return payloadFields(schema)
        .filter((field) => !required.has(field))
        .map((field) => `${at}.${field}`);
    });
    expect(optional).toEqual([
      'deviceCheck.result.file',
      'deviceCheck.result.position',
      'deviceCheck.result.error',
      'deviceCheck.result.detail',
      'imagePicker.reject.name',
      'imagePicker.reject.maxBytes',
    ]);
  });
});
