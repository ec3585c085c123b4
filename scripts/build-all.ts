/**
 * `npm run build`: a production build of every deployment into dist/<deployment-id>/ (with DEMO_BUILD=1, as the
 * browser tests build, a demo build of each into dist-demo/<deployment-id>/: never the production folder).
 *
 * One brand's mistakes never stop another brand's build: every brand whose files are good is
 * built, the broken ones are reported with validate's lines, and the command exits non-zero at the
 * end when any was left out. A problem in what every brand shares (a page, the call or message
 * catalogues) leaves none to build. GATEWAY_URL overrides the production gateway of one brand only:
 * the one DEPLOYMENT names (each brand's own is its deployment's gateway.upstream).
 */
import { execFileSync } from 'node:child_process';
import { ROOT, loadProject } from '../renderer/toolchain/project/project.ts';
import { brandsToBuild } from '../renderer/toolchain/brand/buildPlan.ts';
import { formatProblem } from '../renderer/toolchain/problems/problems.ts';
import { buildFolder } from '../renderer/toolchain/vite/demoBuild.ts';

const project = loadProject();
const plan = brandsToBuild(project);
const { GATEWAY_URL, DEPLOYMENT } = process.env;
if (GATEWAY_URL && !DEPLOYMENT && plan.good.length + plan.broken.length > 1) {
  console.error(
    `build: GATEWAY_URL overrides one brand's production gateway; name the brand with DEPLOYMENT=<id> (one of: ${[...plan.good, ...plan.broken.map((brand) => brand.id)].join(', ')}), or set each brand's gateway.upstream in its deployment`,
  );
  process.exit(1);
}

for (const problem of plan.shared) console.error(formatProblem(problem));
for (const { problems } of plan.broken) for (const problem of problems) console.error(formatProblem(problem));

const failed: string[] = [];
for (const id of plan.good) {
  console.log(`\n▸ building ${id} → ${buildFolder(id)}/`);
  const env: NodeJS.ProcessEnv = { ...process.env, DEPLOYMENT: id };
  // Another brand's build never takes the gateway meant for the one DEPLOYMENT names.
  if (DEPLOYMENT !== id) delete env.GATEWAY_URL;
  try {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env });
  } catch {
    failed.push(id);
  }
}

const left = [
  ...plan.broken.map(({ id, problems }) => `${id} (${problems.length} problem${problems.length === 1 ? '' : 's'})`),
  ...failed.map((id) => `${id} (its build failed)`),
];
if (plan.shared.length)
  console.error(
    `\nno brand built: ${plan.shared.length} problem${plan.shared.length === 1 ? '' : 's'} in files every brand uses`,
  );
if (left.length)
  console.error(
    `\nnot built: ${left.join(', ')}${plan.good.length > failed.length ? `; built: ${plan.good.filter((id) => !failed.includes(id)).join(', ')}` : ''}`,
  );
if (plan.shared.length || left.length) process.exit(1);
