/**
 * `npm run schemas`: writes what is generated from its TypeScript sources: first the action
 * registry's two lists (from the files in renderer/runtime/actions/kinds/; nothing here imports a kind, so a
 * stale list never stops its own regeneration), then the JSON Schema files, which read the kinds.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { registryFiles } from '../renderer/toolchain/generate/actionRegistry.ts';

const ROOT = join(import.meta.dirname, '..');
for (const [file, text] of Object.entries(registryFiles(ROOT))) {
  writeFileSync(join(ROOT, file), text);
  console.log(`wrote ${file}`);
}

const { generatedSchemas } = await import('../renderer/toolchain/project/generatedSchemas.ts');
const { loadProject: loadSources } = await import('../renderer/toolchain/project/project.ts');
const { GRAMMAR_DOC, withGrammarDoc } = await import('../renderer/toolchain/generate/grammarDoc.ts');
const grammarDoc = withGrammarDoc(readFileSync(join(ROOT, GRAMMAR_DOC), 'utf8'));
if (grammarDoc !== null) {
  writeFileSync(join(ROOT, GRAMMAR_DOC), grammarDoc);
  console.log(`wrote the grammar list of ${GRAMMAR_DOC}`);
}
const { OPERATORS_GUIDE, withComplianceDoc } = await import('../renderer/toolchain/generate/complianceDoc.ts');
const guide = withComplianceDoc(readFileSync(join(ROOT, OPERATORS_GUIDE), 'utf8'));
if (guide !== null) {
  writeFileSync(join(ROOT, OPERATORS_GUIDE), guide);
  console.log(`wrote the compliance rules of ${OPERATORS_GUIDE}`);
}
const { calls } = loadSources();
for (const [file, schema] of Object.entries(generatedSchemas(calls))) {
  writeFileSync(join(ROOT, file), `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`wrote ${file}`);
}
