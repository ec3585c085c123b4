/**
 * Literal links in a page or a page patch that would run code, read the device's files or leave
 * the rules (renderer/runtime/links/safeLink.ts refuses them at run time; an operator learns it here, before
 * it ships): `javascript:`, `vbscript:`, `data:`, `file:`, a protocol-relative `//host` (another
 * site, whatever the page's origin) and plain `http://`. Any text of the document whose value is
 * such a link is one, wherever it is (a prop, an action's url, a repeated item's field).
 */
import type { Problem } from '../problems/problems.ts';

/** What a browser ignores before the scheme (blanks and control characters), so " java\tscript:" is caught too. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is stripped
const IGNORED = /[\u0000-\u0020\u007f]/g;

const RULES: readonly [pattern: RegExp, why: string][] = [
  [/^(?:javascript|vbscript):/i, 'runs code in the page'],
  [/^data:/i, 'is a data: address, which can run code'],
  [/^file:/i, "reads the device's files"],
  [/^(?:[/\\]{2}|\/\\)/, 'goes to another site whatever the page\'s origin (a protocol-relative "//host" address)'],
  [/^http:/i, 'leaves the rules: plain http is neither private nor trusted'],
];

const EXPECTED =
  "a route, a path on the app's own origin or an https address (trusted or partner origins load in place; hostSchemes such as tel: go to the host)";

function escape(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function literalLinkProblems(file: string, document: unknown, prefix = ''): Problem[] {
  const problems: Problem[] = [];
  const visit = (value: unknown, pointer: string): void => {
    if (typeof value === 'string') {
      const link = value.replace(IGNORED, '');
      const rule = RULES.find(([pattern]) => pattern.test(link));
      if (rule)
        problems.push({
          file,
          pointer,
          message: `the link ${JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}…` : value)} ${rule[1]}`,
          expected: EXPECTED,
        });
    } else if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${pointer}/${i}`));
    else if (typeof value === 'object' && value !== null)
      for (const [key, item] of Object.entries(value)) visit(item, `${pointer}/${escape(key)}`);
  };
  visit(document, prefix);
  return problems;
}
