/**
 * `npm run gateway-contract`: writes docs/gateway/ (the OpenAPI document of the gateway as the pages use it, what
 * each page reads of it, and the page for a lender's backend team) from the call catalogue and every brand's pages
 * (renderer/toolchain/gatewayContract/). tests/unit/gatewayContract.test.ts fails when they are stale.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gatewayContractFiles } from '../renderer/toolchain/gatewayContract/contractFiles.ts';
import { loadProject, ROOT } from '../renderer/toolchain/project/project.ts';
import { formatProblem } from '../renderer/toolchain/problems/problems.ts';

const project = loadProject();
const mistakes = project.problems.filter((problem) => !problem.unfilled && !problem.message.includes('out of date'));
if (mistakes.length) {
  for (const problem of mistakes) console.error(formatProblem(problem));
  console.error('\nthe project has problems: fix them (npm run validate) before writing the gateway contract');
  process.exit(1);
}
for (const [file, text] of Object.entries(gatewayContractFiles(project))) {
  const path = join(ROOT, file);
  if (existsSync(path) && readFileSync(path, 'utf8') === text) console.log(`${file} is up to date`);
  else {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    console.log(`wrote ${file}`);
  }
}
