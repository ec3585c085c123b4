// @vitest-environment node
/**
 * The value family's older forms (issue 23), written by a file of grammar version 1: validate names
 * the form meant, one line per old value, and `npm run migrate` rewrites each in the file's text,
 * keeping comments, once.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'jsonc-parser';
import { migrateText } from '../../renderer/toolchain/migrate/migrateText.ts';
import { olderFileProblems } from '../../renderer/toolchain/migrate/olderFiles.ts';
import { formatProblem } from '../../renderer/toolchain/problems/problems.ts';
import { ROOT, loadProject, type Project } from '../../renderer/toolchain/project/project.ts';
import { checkPageDocument } from '../../renderer/toolchain/project/checkPageDocument.ts';

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

const NOTHING_ELSE = { pages: new Map(), catalogues: {} };
const migrate = (text: string) => migrateText(text, 'page', NOTHING_ELSE).text;

describe('npm run migrate: the values of a file of grammar version 1', () => {
  it('rewrites each old form as the family says, keeping comments and literal strings', () => {
    const text = migrate(OLD);
    expect(text).toContain('// a comment stays');
    expect(text).toContain('// kept too');
    // A message alone ends as version 3 says it (after version 2's $template).
    expect(text).toContain('"title": { "$t": "complaint.listTitle" }');
    expect(text).toContain('"label": "Plain words"');
    expect(text).toContain('"tabs": { "$read": "data.tabs" }');
    expect(text).toContain('"selected": { "$logic": { "var": "state.tab" } }');
    expect(text).toContain('"repeat": { "$read": "data.tabs.0.list" }');
    expect(text).toContain('"when": { "$logic": { "!": {"$read":["data.tabs",{"$read":"state.tab"},"list"]} } }');
    expect(parse(text)).toMatchObject({ grammarVersion: 3, route: 'complaintList' });
  });

  it('changes nothing the second time', () => {
    const once = migrate(OLD);
    expect(migrateText(once, 'page', NOTHING_ELSE).changes).toEqual([]);
    expect(migrate(once)).toBe(once);
  });
});

describe('validate on the older forms', () => {
  let project: Project;
  beforeAll(() => {
    project = loadProject();
  }, 60_000);

  it('gives one line per old value, naming the form meant, after the line that says what to do, and nothing else', () => {
    const [version, ...lines] = olderFileProblems('schemas/pages/x.json', 'page', parse(OLD), NOTHING_ELSE).map(
      formatProblem,
    );
    expect(version).toBe(
      `schemas/pages/x.json: /: is written in grammar version 1 (it says none); today's is 3: npm run migrate rewrites it; expected "grammarVersion": 3, today's grammar, the only one the compiler reads (8 changes to make, each at its place)`,
    );
    expect(lines).toContain(
      'schemas/pages/x.json: /title: a bare string is a literal: its {{…}} tags would show as written; expected a value from data as $read, $template or $logic (renderer/runtime/binding/values.ts; npm run migrate rewrites it); did you mean {"$template": "{{t.complaint.listTitle}}"}?',
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

  it('places each at its line and column in the file, and checks nothing else there: the compiler reads only today’s grammar', () => {
    const dir = mkdtempSync(join(tmpdir(), 'values-'));
    try {
      const file = join(dir, 'complaintList.json');
      writeFileSync(file, OLD.replace(/\s*\/\/.*$/gm, ''));
      const name = relative(ROOT, file);
      const lines = loadProject({ files: [file] })
        .problems.filter((problem) => problem.file === name)
        .map(formatProblem);
      expect(lines).toHaveLength(9);
      expect(lines[0]).toMatch(/:1:1: \/: is written in grammar version 1 \(it says none\)/);
      expect(lines).toContain(
        `${name}:11:31: /body/0/children/0/repeat: a repeat names its list with $read now; expected a value from data as $read, $template or $logic (renderer/runtime/binding/values.ts; npm run migrate rewrites it); did you mean {"$read": "data.tabs.0.list"}?`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('finds nothing in the migrated page', () => {
    expect(checkPageDocument(project, 'schemas/pages/x.json', parse(migrate(OLD))).map(formatProblem)).toEqual([]);
  });
});
