/**
 * The function limit of issue 39 as a lint rule: no function longer than `max` lines (blank lines and comments
 * counted, as ESLint's max-lines-per-function counts them), but for a test file's describe() callback, which is a
 * group of cases rather than one idea (its file is held to the line limit instead).
 */

/** describe(...), describe.each(...)(...), describe.skip(...), test.describe(...): a group of tests. */
function isGroup(call) {
  let callee = call.callee;
  if (callee.type === 'CallExpression') callee = callee.callee;
  const names = [];
  for (let part = callee; part; part = part.type === 'MemberExpression' ? part.object : undefined) {
    if (part.type === 'Identifier') names.push(part.name);
    else if (part.type === 'MemberExpression' && part.property.type === 'Identifier') names.push(part.property.name);
  }
  return names.includes('describe');
}

/** @type {import('eslint').Rule.RuleModule} */
export const maxFunctionLines = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A function holds one idea: at most `max` lines (describe() callbacks aside).' },
    schema: [{ type: 'object', properties: { max: { type: 'integer', minimum: 1 } }, additionalProperties: false }],
    messages: { long: '{{name}} is {{lines}} lines long (at most {{max}}): name its steps as functions of their own.' },
  },
  create(context) {
    const max = context.options[0]?.max ?? 120;
    const check = (node) => {
      if (node.parent?.type === 'CallExpression' && node.parent.arguments.includes(node) && isGroup(node.parent))
        return;
      const lines = node.loc.end.line - node.loc.start.line + 1;
      if (lines <= max) return;
      const name = node.id?.name ?? (node.parent?.type === 'VariableDeclarator' ? node.parent.id.name : undefined);
      context.report({ node, messageId: 'long', data: { name: name ? `'${name}'` : 'This function', lines, max } });
    };
    return { FunctionDeclaration: check, FunctionExpression: check, ArrowFunctionExpression: check };
  },
};

export default { rules: { 'max-function-lines': maxFunctionLines } };
