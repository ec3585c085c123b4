/**
 * Build-time half of templating: mustache parses each template once here, raw (unescaped) tags and
 * partials are refused, and the tokens are reduced to the compact form renderer/runtime/binding/template.ts
 * renders in the browser.
 */
import Mustache from 'mustache';
import type { Token } from '../../runtime/binding/template.ts';

type RawToken = [string, string, number, number, RawToken[]?, number?];

export interface TemplateName {
  /** The dotted name as written. */
  name: string;
  /** Inside a section, where a name may be relative to the section's value. */
  inSection: boolean;
}

export class TemplateError extends Error {
  constructor(
    message: string,
    readonly expected: string,
  ) {
    super(message);
  }
}

export function hasTags(text: string): boolean {
  return text.includes('{{');
}

function parse(text: string): RawToken[] {
  try {
    return Mustache.parse(text) as unknown as RawToken[];
  } catch (error) {
    throw new TemplateError(`template does not parse: ${(error as Error).message}`, 'a well-formed mustache template');
  }
}

function convert(tokens: RawToken[], names: TemplateName[], errors: TemplateError[], inSection: boolean): Token[] {
  const out: Token[] = [];
  for (const [type, value, , , children = []] of tokens) {
    switch (type) {
      case 'text':
        out.push(value);
        break;
      case 'name':
        names.push({ name: value, inSection });
        out.push([value]);
        break;
      case '#':
      case '^':
        names.push({ name: value, inSection });
        out.push([type, value, convert(children, names, errors, true)]);
        break;
      case '&':
      case '{':
        names.push({ name: value, inSection });
        errors.push(
          new TemplateError(
            `unescaped tag for "${value}" ({{{…}}} or {{&…}}) is not allowed`,
            'only escaped {{name}} tags (server text is text, never HTML)',
          ),
        );
        break;
      case '>':
        errors.push(new TemplateError(`partial {{>${value}}} is not allowed`, 'no partials'));
        break;
      case '!':
      case '=':
        break;
      default:
        errors.push(new TemplateError(`tag type "${type}" is not allowed`, 'names and sections only'));
    }
  }
  return out;
}

export interface ParsedTemplate {
  tokens: Token[];
  names: TemplateName[];
  /** Tags that are not allowed; a template with any must not be compiled. */
  errors: TemplateError[];
}

/** Throws a TemplateError only when the text does not parse at all. */
export function parseTemplate(text: string): ParsedTemplate {
  const names: TemplateName[] = [];
  const errors: TemplateError[] = [];
  const tokens = convert(parse(text), names, errors, false);
  return { tokens, names, errors };
}

/** The compact tokens of a checked template; throws on any refused tag. */
export function compileTemplate(text: string): Token[] {
  const { tokens, errors } = parseTemplate(text);
  if (errors[0]) throw errors[0];
  return tokens;
}
