/** `npm run schemas`: writes the JSON Schema files generated from their TypeScript sources. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, generatedSchemas, loadProject } from '../renderer/compile/project.ts';

const { calls } = loadProject();
for (const [file, schema] of Object.entries(generatedSchemas(calls))) {
  writeFileSync(join(ROOT, file), `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`wrote ${file}`);
}
