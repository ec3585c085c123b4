/**
 * A JSON file as its author wrote it: the value, the syntax tree with every node's offset
 * (Microsoft's jsonc-parser, strict JSON: no comments, no trailing commas) and where each line
 * starts, so a problem found at a JSON pointer is shown at its line and column, and a file that is
 * not JSON is placed at the mistake instead of "at position 4089".
 */
import { getNodeValue, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

export interface Position {
  /** 1-based, as editors count. */
  line: number;
  /** 1-based, in characters (UTF-16 code units, as editors count them). */
  column: number;
}

export interface SyntaxMistake extends Position {
  message: string;
  expected: string;
  /** Where in the document, when the mistake is in a document that reads (a property given twice). */
  pointer?: string;
}

export interface JsonSource {
  text: string;
  tree: Node | undefined;
  /** What the file holds; undefined when it is not JSON (see `mistakes`). */
  value: unknown;
  /**
   * Syntax mistakes and properties given twice (JSON.parse would silently keep the last); when
   * every one is a trailing comma or a repeated property, `value` is still read.
   */
  mistakes: SyntaxMistake[];
  lineStarts: number[];
  /**
   * What the parser makes of the file despite its mistakes: for the files others are checked
   * against (the call and message catalogues), so one missing comma there is one problem, not an
   * "unknown call" in every page.
   */
  recovered: unknown;
}

/** What each parse error means to someone editing the file, and what belongs there. */
const WORDS: Record<string, [message: string, expected: string]> = {
  InvalidSymbol: ['unexpected character', 'a JSON value, ",", ":" or a closing bracket'],
  InvalidNumberFormat: ['not a JSON number', 'a number such as 12, -3 or 0.5'],
  PropertyNameExpected: ['a property name is missing', 'a property name in double quotes'],
  ValueExpected: [
    'a value is missing',
    'a JSON value (text in double quotes, a number, true, false, null, an object or a list)',
  ],
  ColonExpected: ['a colon is missing', '":" between a property name and its value'],
  CommaExpected: ['a comma is missing', '"," between two values or properties'],
  CloseBraceExpected: ['an object is not closed', '"}" to close the object'],
  CloseBracketExpected: ['a list is not closed', '"]" to close the list'],
  EndOfFileExpected: ['text after the end of the document', 'nothing after the closing bracket'],
  InvalidCommentToken: ['a comment', 'no comments: JSON has none'],
  UnexpectedEndOfComment: ['a comment that is not closed', 'no comments: JSON has none'],
  UnexpectedEndOfString: ['a text that is not closed', '" to close the text'],
  UnexpectedEndOfNumber: ['a number that ends too early', 'a whole number'],
  InvalidUnicode: ['an invalid \\u escape', '\\u followed by four hex digits'],
  InvalidEscapeCharacter: ['an invalid escape', 'one of \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX'],
  InvalidCharacter: ['a control character inside a text', 'an escape such as \\n or \\t'],
};

function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return starts;
}

export function positionAt(lineStarts: readonly number[], offset: number): Position {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (lineStarts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - lineStarts[low]! + 1 };
}

/**
 * The offset of the comma a parse error at `offset` follows, when that comma is the last thing before a closing
 * bracket.
 */
function trailingComma(text: string, offset: number): number | undefined {
  if (text[offset] !== '}' && text[offset] !== ']') return undefined;
  let at = offset - 1;
  while (at >= 0 && /\s/.test(text[at]!)) at--;
  return text[at] === ',' ? at : undefined;
}

export function parseJsonSource(text: string): JsonSource {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const lineStarts = lineStartsOf(text);
  const mistakes: SyntaxMistake[] = [];
  const commas: number[] = [];
  const seen = new Set<number>();
  for (const error of errors) {
    const comma = trailingComma(text, error.offset);
    const offset = comma ?? error.offset;
    if (seen.has(offset)) continue;
    seen.add(offset);
    if (comma !== undefined) {
      commas.push(comma);
      mistakes.push({
        ...positionAt(lineStarts, comma),
        message: `a comma before "${text[error.offset]!}"`,
        expected: 'no comma after the last item',
      });
      continue;
    }
    const [message, expected] = WORDS[printParseErrorCode(error.error)] ?? ['not valid JSON', 'a JSON document'];
    mistakes.push({ ...positionAt(lineStarts, offset), message, expected });
  }
  const syntax = mistakes.length;
  if (tree) mistakes.push(...repeatedProperties(tree, lineStarts));
  // A stray trailing comma hides nothing else: the rest of the file is still read and checked.
  let value: unknown;
  if (syntax === commas.length) {
    const cleaned = commas.length ? [...text].map((char, i) => (commas.includes(i) ? ' ' : char)).join('') : text;
    try {
      value = JSON.parse(cleaned) as unknown;
    } catch {
      value = undefined;
    }
  }
  let recovered = value;
  if (recovered === undefined && tree) {
    try {
      // Through JSON text again: a "__proto__" key the recovery set as a prototype is dropped, never kept.
      recovered = JSON.parse(JSON.stringify(getNodeValue(tree))) as unknown;
    } catch {
      recovered = undefined;
    }
  }
  return { text, tree, value, mistakes, lineStarts, recovered };
}

/** Each property an object gives a second time, at the second one, naming the line of the first. */
function repeatedProperties(tree: Node, lineStarts: readonly number[]): SyntaxMistake[] {
  const found: SyntaxMistake[] = [];
  const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
  const visit = (node: Node, pointer: string): void => {
    if (node.type === 'object') {
      const seen = new Map<string, Node>();
      for (const property of node.children ?? []) {
        const key = property.children?.[0];
        if (typeof key?.value !== 'string') continue;
        const first = seen.get(key.value);
        if (first) {
          const { line } = positionAt(lineStarts, first.offset);
          found.push({
            ...positionAt(lineStarts, property.offset),
            pointer: `${pointer}/${escape(key.value)}`,
            message: `property "${key.value}" is given twice (first on line ${line}); the last one wins`,
            expected: 'each property once',
          });
        } else seen.set(key.value, property);
      }
    }
    if (node.type === 'object')
      for (const property of node.children ?? [])
        visit(property.children?.[1] ?? property, `${pointer}/${escape(String(property.children?.[0]?.value))}`);
    else if (node.type === 'array') (node.children ?? []).forEach((item, i) => visit(item, `${pointer}/${i}`));
  };
  visit(tree, '');
  return found;
}

function unescape(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * Where a JSON pointer is in the source: a property's name (an unknown property, a wrong value:
 * the line that holds both), an item's start; a pointer that goes beyond what the file holds (a page
 * patched by a deployment, a property that is missing) stops at the deepest node that exists.
 */
export function locatePointer(source: JsonSource, pointer: string): Position {
  let node = source.tree;
  if (!node) return { line: 1, column: 1 };
  let at: Node = node;
  for (const raw of pointer.split('/').slice(1)) {
    const segment = unescape(raw);
    if (node.type === 'object') {
      const property: Node | undefined = node.children?.find((child) => child.children?.[0]?.value === segment);
      node = property?.children?.[1];
      if (!property || !node) break;
      at = property;
    } else if (node.type === 'array' && /^(?:0|[1-9][0-9]*)$/.test(segment)) {
      node = node.children?.[Number(segment)];
      if (!node) break;
      at = node;
    } else break;
  }
  return positionAt(source.lineStarts, at.offset);
}
