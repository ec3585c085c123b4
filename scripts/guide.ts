/**
 * `npm run guide`: writes the generated parts of docs/operators.md (validate's sample lines, from real
 * runs; the banner table) between their markers (renderer/toolchain/generate/operatorGuide.ts), so the guide
 * says what the code does. tests/unit/operatorGuide.test.ts fails when the guide differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GUIDE, guideSections, withGuideSections } from '../renderer/toolchain/generate/operatorGuide.ts';
import { ROOT } from '../renderer/toolchain/project/project.ts';
import { DEMO_ORDERS } from '../demo/gateway/fixtures.ts';

const path = join(ROOT, GUIDE);
const before = readFileSync(path, 'utf8');
const after = withGuideSections(before, await guideSections(DEMO_ORDERS));
if (after === before) console.log(`${GUIDE} is up to date`);
else {
  writeFileSync(path, after);
  console.log(`wrote the generated parts of ${GUIDE}`);
}
