/** `npm run build`: a production build of every deployment into dist/<deployment-id>/. */
import { execFileSync } from 'node:child_process';
import { ROOT, loadSources } from '../renderer/compile/sources.ts';
import { ValidationFailed } from '../renderer/compile/problems.ts';

const project = loadSources();
if (project.problems.length) {
  console.error(new ValidationFailed(project.problems).message);
  process.exit(1);
}
for (const id of project.deployments.keys()) {
  console.log(`\n▸ building ${id} → dist/${id}/`);
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, DEPLOYMENT: id } });
}
