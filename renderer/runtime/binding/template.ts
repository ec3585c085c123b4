/**
 * Renders mustache templates that the build already parsed (renderer/toolchain/compile/templates.ts), so no
 * parser ships to the browser. Output is plain text: it only ever reaches the page as React text
 * or attribute values, which the DOM escapes, so the result is always HTML-escaped where it lands;
 * raw tags (triple braces, `&`) are refused at build time.
 */
import { readPath } from './path.ts';

/**
 * A compiled token, as short as it can be (every page carries its templates): text, `[name]`, a section or an inverted
 * section.
 */
export type Token = string | [string] | ['#', string, Token[]] | ['^', string, Token[]];

/**
 * Mustache name lookup: the innermost context where the whole dotted path resolves, else outwards
 * (as mustache.js does), read by the one path reader (./path.ts): only own properties count, so
 * prototype members never render, and a text's own `length` does.
 */
export function lookup(stack: readonly unknown[], name: string): unknown {
  if (name === '.') return stack[stack.length - 1];
  for (let i = stack.length - 1; i >= 0; i--) {
    const value = readPath(stack[i], name);
    if (value !== undefined) return value;
  }
  return undefined;
}

function renderTokens(tokens: readonly Token[], stack: readonly unknown[]): string {
  let out = '';
  for (const token of tokens) {
    if (typeof token === 'string') {
      out += token;
      continue;
    }
    if (token.length === 1) {
      const value = lookup(stack, token[0]);
      if (value !== null && value !== undefined) out += String(value);
      continue;
    }
    switch (token[0]) {
      case '#': {
        const value = lookup(stack, token[1]);
        if (!value || (Array.isArray(value) && value.length === 0)) break;
        if (Array.isArray(value)) for (const item of value) out += renderTokens(token[2], [...stack, item]);
        else out += renderTokens(token[2], [...stack, value]);
        break;
      }
      case '^': {
        const value = lookup(stack, token[1]);
        if (!value || (Array.isArray(value) && value.length === 0)) out += renderTokens(token[2], stack);
        break;
      }
    }
  }
  return out;
}

/** A template's text: the tokens the build made of `{"$template": "…"}` (./values.ts), filled in from the view. */
export function renderTemplate(tokens: readonly Token[], view: unknown): string {
  return renderTokens(tokens, [view]);
}
