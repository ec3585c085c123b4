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
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
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

/**
 * Builds one brand in its own `vite build`, its output kept and shown whole when it ends (builds side by side would
 * otherwise interleave their lines). Resolves to whether it succeeded.
 */
function buildBrand(id: string): Promise<boolean> {
  const env: NodeJS.ProcessEnv = { ...process.env, DEPLOYMENT: id };
  // Another brand's build never takes the gateway meant for the one DEPLOYMENT names.
  if (DEPLOYMENT !== id) delete env.GATEWAY_URL;
  return new Promise((resolve) => {
    const output: string[] = [];
    const child = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, env });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
    child.on('close', (status) => {
      console.log(`\n▸ ${status === 0 ? 'built' : 'FAILED to build'} ${id} → ${buildFolder(id)}/`);
      process.stdout.write(output.join(''));
      resolve(status === 0);
    });
  });
}

// Brands side by side, as many at once as the machine has cores: a build keeps about one and a half busy, and the two
// brands' builds took 15-16 s against 20-22 s one after the other on 2 cores, measured here.
const failed: string[] = [];
const queue = [...plan.good];
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) if (!(await buildBrand(id))) failed.push(id);
  }),
);

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
