// @vitest-environment node
/**
 * validate's reporting (issue 22, CONTRACT §1): positions from the source text (jsonc-parser's
 * tree), a file that is not JSON placed at its mistake, the name probably meant by edit distance.
 */
import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance } from '../../renderer/toolchain/problems/didYouMean.ts';
import { locatePointer, parseJsonSource } from '../../renderer/toolchain/problems/jsonSource.ts';
import { formatProblem, locateProblems, withSuggestion } from '../../renderer/toolchain/problems/problems.ts';

const TEXT = `{
  "colors": { "accent": "#fff", "text": "#000" },
  "body": [
    { "type": "text" },
    {
      "type": "button",
      "a/b": { "~x": 1 }
    }
  ]
}
`;

describe('locatePointer', () => {
  const source = parseJsonSource(TEXT);

  it("places a pointer at its property's name, an item at its start", () => {
    expect(locatePointer(source, '/colors/text')).toEqual({ line: 2, column: 33 });
    expect(locatePointer(source, '/body/0')).toEqual({ line: 4, column: 5 });
    expect(locatePointer(source, '/body/1/type')).toEqual({ line: 6, column: 7 });
    expect(locatePointer(source, '/body/1/a~1b/~0x')).toEqual({ line: 7, column: 16 });
  });

  it('stops at the deepest part that exists (a missing property, a patched page), and the root is 1:1', () => {
    expect(locatePointer(source, '/body/1/props/label')).toEqual({ line: 5, column: 5 });
    expect(locatePointer(source, '/body/7')).toEqual({ line: 3, column: 3 });
    expect(locatePointer(source, '')).toEqual({ line: 1, column: 1 });
  });

  it('counts columns in characters, after text in other scripts', () => {
    const text = '{"title": "Pinjaman ₹ 借款", "x": 1}';
    expect(locatePointer(parseJsonSource(text), '/x')).toEqual({ line: 1, column: text.indexOf('"x"') + 1 });
  });
});

describe('a file that is not JSON', () => {
  it('places a trailing comma at the comma, and still reads the rest of the file', () => {
    const source = parseJsonSource('{\n  "a": [1, 2,],\n  "b": { "c": true, }\n}\n');
    expect(source.mistakes).toEqual([
      { line: 2, column: 13, message: 'a comma before "]"', expected: 'no comma after the last item' },
      { line: 3, column: 19, message: 'a comma before "}"', expected: 'no comma after the last item' },
    ]);
    expect(source.value).toEqual({ a: [1, 2], b: { c: true } });
  });

  it('places a missing comma, colon or bracket at its line and column; the value is not guessed', () => {
    expect(parseJsonSource('{\n  "a": 1\n  "b": 2\n}').mistakes).toEqual([
      { line: 3, column: 3, message: 'a comma is missing', expected: '"," between two values or properties' },
    ]);
    expect(parseJsonSource('{"a" 1}').mistakes[0]).toMatchObject({ line: 1, column: 6, message: 'a colon is missing' });
    const unclosed = parseJsonSource('{\n  "a": [1, 2\n}');
    expect(unclosed.mistakes[0]).toMatchObject({ line: 3, column: 1 });
    expect(unclosed.value).toBeUndefined();
    expect(parseJsonSource('{"a": 1} // note').mistakes[0]).toMatchObject({
      line: 1,
      column: 10,
      message: 'a comment',
    });
  });

  it('keeps "__proto__" an own property of what it reads', () => {
    const value = parseJsonSource('{"pages": {"__proto__": {"x": 1}},}').value as { pages: object };
    expect(Object.keys(value.pages)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(value.pages)).toBe(Object.prototype);
  });
});

describe('did you mean', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('staus', 'status')).toBe(1);
    expect(editDistance('navgate', 'navigate')).toBe(1);
    expect(editDistance('titel', 'title')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('offers the nearest known name when it is near enough, case ignored', () => {
    expect(didYouMean('statusBaner', ['stack', 'statusBanner', 'stepList'])).toBe('statusBanner');
    expect(didYouMean('LoanDetails', ['loanDetails', 'loanConfirm'])).toBe('loanDetails');
    expect(didYouMean('onaccent', ['accent', 'onAccent'])).toBe('onAccent');
    expect(didYouMean('x', ['y'])).toBe('y');
  });

  it('offers nothing for a name far from every known one, or one that is known', () => {
    expect(didYouMean('banana', ['statusBanner', 'button'])).toBeUndefined();
    expect(didYouMean('button', ['button', 'buttons'])).toBeUndefined();
    expect(didYouMean('ab', ['xyz'])).toBeUndefined();
  });

  it('is given to a problem that lists the names, and a long list is shortened to its count and first five', () => {
    const names = Array.from({ length: 20 }, (_, i) => `"name${i}"`);
    const problem = withSuggestion({
      file: 'f.json',
      pointer: '/type',
      message: 'unknown block type "nmae7"',
      expected: `one of: ${names.join(', ')}`,
    });
    expect(problem.didYouMean).toBe('name7');
    expect(problem.expected).toBe('one of 20 names: "name0", "name1", "name2", "name3", "name4", …');
    const short = withSuggestion({
      file: 'f.json',
      pointer: '/x',
      message: 'state "starz" is not declared',
      expected: 'one of: stars, draft',
    });
    expect(formatProblem({ ...short, line: 3, column: 9 })).toBe(
      'f.json:3:9: /x: state "starz" is not declared; expected one of: stars, draft; did you mean "stars"?',
    );
  });
});

describe('locateProblems', () => {
  it("places each problem in its file, each file's from top to bottom; a file that is not JSON at 1:1", () => {
    const source = parseJsonSource(TEXT);
    const problem = (file: string, pointer: string) => ({ file, pointer, message: 'm', expected: 'e' });
    const placed = locateProblems(
      [problem('a.json', '/body/1/type'), problem('README.md', ''), problem('a.json', '/colors/accent')],
      (file) => (file === 'a.json' ? source : undefined),
    );
    expect(placed.map(formatProblem)).toEqual([
      'a.json:2:15: /colors/accent: m; expected e',
      'a.json:6:7: /body/1/type: m; expected e',
      'README.md:1:1: /: m; expected e',
    ]);
  });
});

describe('a property given twice', () => {
  it('is placed at the second one, naming the first; the file is still read (the last one wins, as JSON.parse has it)', () => {
    const source = parseJsonSource('{\n  "colors": {\n    "accent": "#fff",\n    "accent": "#000"\n  }\n}');
    expect(source.mistakes).toEqual([
      {
        line: 4,
        column: 5,
        pointer: '/colors/accent',
        message: 'property "accent" is given twice (first on line 3); the last one wins',
        expected: 'each property once',
      },
    ]);
    expect(source.value).toEqual({ colors: { accent: '#000' } });
  });
});

describe('did you mean, in the words of each check', () => {
  const meant = (message: string, expected: string) =>
    withSuggestion({ file: 'f.json', pointer: '/x', message, expected }).didYouMean;

  it('judges a dotted name by its last part, reads operator lists and leaves notes out', () => {
    expect(meant('"launch.tokn" is not a launch parameter', 'one of: token, session, deviceId')).toBe('token');
    expect(meant('unknown JSON Logic operator "mathces"', 'one of: == === matches money')).toBe('matches');
    expect(
      meant('names no shared flow ("checkPaymnt")', 'one of: applyProduct, checkPayment (files in schemas/flows)'),
    ).toBe('checkPayment');
  });
});

describe('a catalogue that is not JSON', () => {
  it('is read as far as it goes, so the pages checked against it do not each report its mistake again', () => {
    const source = parseJsonSource(
      '{\n  "calls": {\n    "a": { "method": "GET" }\n    "b": { "method": "POST" }\n  }\n}',
    );
    expect(source.value).toBeUndefined();
    expect(source.recovered).toEqual({ calls: { a: { method: 'GET' }, b: { method: 'POST' } } });
    expect(Object.getPrototypeOf(parseJsonSource('{"__proto__": {"x": 1} "y": 2}').recovered)).toBe(Object.prototype);
  });
});

describe('validateProject', () => {
  it('gives every problem of the files named, placed, with the name meant', async () => {
    const { validateProject } = await import('../../renderer/toolchain/project/validateProject.ts');
    const problems = validateProject(['tests/fixtures/planted/trailing-comma.json']);
    expect(problems.map(({ file, line, column, didYouMean: meant }) => ({ file, line, column, meant }))).toEqual([
      { file: 'tests/fixtures/planted/trailing-comma.json', line: 6, column: 34, meant: 't.loan.title' },
      { file: 'tests/fixtures/planted/trailing-comma.json', line: 6, column: 68, meant: undefined },
    ]);
  }, 60_000);
});
