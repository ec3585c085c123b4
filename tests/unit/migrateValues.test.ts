// @vitest-environment node
/**
 * The value family's older forms (issue 23): validate names the form meant, one line per old value,
 * and `npm run migrate-values` rewrites each in the file's text, keeping comments, once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'jsonc-parser';
import { applyValueEdits, valueEdits } from '../../renderer/toolchain/migrate/version2/valueForms.ts';
import { formatProblem } from '../../renderer/toolchain/problems/problems.ts';
import { checkPageDocument, loadProject, type Project } from '../../renderer/toolchain/project/project.ts';

const OLD = `{
  // a comment stays
  "route": "complaintList",
  "title": "{{t.complaint.listTitle}}",
  "state": { "tab": 0 },
  "data": { "tabs": { "call": "problemList" } },
  "body": [
    {
      "type": "tabs",
      "props": { "label": "Plain words", "tabs": { "$bind": "data.tabs" }, "selected": { "$expr": { "var": "state.tab" } } },
      "children": [
        { "type": "listItem", "repeat": "data.tabs.0.list", "props": { "title": "{{item.type}}" } },
        {
          "type": "text",
          "when": { "!": { "var": { "cat": ["data.tabs.", { "var": "state.tab" }, ".list"] } } }, // kept too
          "props": { "text": "{{t.complaint.none}}" }
        }
      ]
    }
  ]
}
`;

const migrate = (text: string) => applyValueEdits(text, valueEdits(parse(text), 'page'));

describe('npm run migrate-values', () => {
  it('rewrites each old form as the family says, keeping comments and literal strings', () => {
    const text = migrate(OLD);
    expect(text).toContain('// a comment stays');
    expect(text).toContain('// kept too');
    expect(text).toContain('"title": { "$template": "{{t.complaint.listTitle}}" }');
    expect(text).toContain('"label": "Plain words"');
    expect(text).toContain('"tabs": { "$read": "data.tabs" }');
    expect(text).toContain('"selected": { "$logic": { "var": "state.tab" } }');
    expect(text).toContain('"repeat": { "$read": "data.tabs.0.list" }');
    expect(text).toContain('"when": { "$logic": { "!": {"$read":["data.tabs",{"$read":"state.tab"},"list"]} } }');
  });

  it('changes nothing the second time', () => {
    const once = migrate(OLD);
    expect(valueEdits(parse(once), 'page')).toEqual([]);
    expect(migrate(once)).toBe(once);
  });
});

describe('validate on the older forms', () => {
  let project: Project;
  beforeAll(() => {
    project = loadProject();
  }, 60_000);

  it('gives one line per old value, naming the form meant, and nothing else', () => {
    const lines = checkPageDocument(project, 'schemas/pages/x.json', parse(OLD)).map(formatProblem);
    expect(lines).toContain(
      'schemas/pages/x.json: /title: a bare string is a literal: its {{…}} tags would show as written; expected a value from data as $read, $template or $logic (renderer/runtime/binding/values.ts; npm run migrate-values rewrites it); did you mean {"$template": "{{t.complaint.listTitle}}"}?',
    );
    expect(
      lines.some(
        (line) =>
          line.startsWith('schemas/pages/x.json: /body/0/props/tabs: "$bind" is "$read" now;') &&
          line.endsWith('did you mean {"$read": "data.tabs"}?'),
      ),
    ).toBe(true);
    expect(
      lines.some((line) =>
        line.startsWith('schemas/pages/x.json: /body/0/children/0/repeat: a repeat names its list with $read now;'),
      ),
    ).toBe(true);
    expect(
      lines.some((line) =>
        line.startsWith(
          'schemas/pages/x.json: /body/0/children/1/when/!: a name computed inside JSON Logic is a $read of steps now;',
        ),
      ),
    ).toBe(true);
    expect(lines).toHaveLength(8);
  });

  it('finds nothing in the migrated page', () => {
    expect(checkPageDocument(project, 'schemas/pages/x.json', parse(migrate(OLD))).map(formatProblem)).toEqual([]);
  });
});
