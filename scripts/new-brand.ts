/**
 * `npm run new-brand -- <id> [--market in|id]… [--from <brand>] [--no-build]`: a new deployment
 * deployments/<id>.json and its pictures in public/brands/<id>/, from a shipped brand (the default
 * one unless --from), lending in the markets named (both when none is); then validates it and
 * makes a demo build of it as it is (dist-demo/<id>/), and prints what to fill in next: the values a
 * brand must give itself, left to fill, each as validate names it. Refuses to overwrite an existing brand.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Deployment } from '../renderer/contract/deployment/schema.ts';
import type { MarketKey } from '../renderer/contract/language.ts';
import { BRAND_ID, scaffoldBrand, scaffoldText, templateProblem } from '../renderer/toolchain/brand/scaffold.ts';
import { DEPLOYMENTS_DIR } from '../renderer/toolchain/project/authoredFiles.ts';
import { DEFAULT_DEPLOYMENT, ROOT, loadProject } from '../renderer/toolchain/project/project.ts';
import { formatProblem } from '../renderer/toolchain/problems/problems.ts';
import { buildFolder } from '../renderer/toolchain/vite/demoBuild.ts';

const USAGE = 'usage: npm run new-brand -- <id> [--market in|id]… [--from <shipped brand>] [--no-build]';

function fail(message: string): never {
  console.error(`new-brand: ${message}\n${USAGE}`);
  process.exit(1);
}

const args = process.argv.slice(2);
let id: string | undefined;
let from = DEFAULT_DEPLOYMENT;
let build = true;
const markets: MarketKey[] = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i]!;
  const value = () => args[++i] ?? fail(`${arg} needs a value`);
  if (arg === '--market') {
    const market = value();
    if (market !== 'in' && market !== 'id')
      fail(`--market ${market}: expected in (India, rupees) or id (Indonesia, rupiah)`);
    if (!markets.includes(market)) markets.push(market);
  } else if (arg.startsWith('--market=')) {
    const market = arg.slice('--market='.length);
    if (market !== 'in' && market !== 'id') fail(`${arg}: expected in (India, rupees) or id (Indonesia, rupiah)`);
    if (!markets.includes(market)) markets.push(market);
  } else if (arg === '--from') from = value();
  else if (arg === '--no-build') build = false;
  else if (arg.startsWith('-')) fail(`unknown option ${arg}`);
  else if (id === undefined) id = arg;
  else fail(`one brand id at a time (got ${id} and ${arg})`);
}
if (!id) fail('name the new brand');
if (!BRAND_ID.test(id))
  fail(
    `"${id}" cannot be a brand id: expected lower-case letters, digits and dashes, starting with a letter (it becomes the file name and dist/${id}/)`,
  );
const file = `${DEPLOYMENTS_DIR}/${id}.json`;
if (existsSync(join(ROOT, file))) fail(`${file} already exists: a new brand needs a new id`);
const shipped = readdirSync(join(ROOT, DEPLOYMENTS_DIR))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length));
const wrongTemplate = templateProblem(from, shipped);
if (wrongTemplate) fail(wrongTemplate);
const templateFile = join(ROOT, DEPLOYMENTS_DIR, `${from}.json`);

const template = JSON.parse(readFileSync(templateFile, 'utf8')) as Deployment;
const scaffold = scaffoldBrand({ template, id, markets: markets.length ? markets : ['in', 'id'] });
for (const asset of scaffold.assets) {
  const target = join(ROOT, 'public', asset.to);
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(join(ROOT, 'public', asset.from), target);
}
mkdirSync(join(ROOT, 'public/brands', id), { recursive: true });
writeFileSync(join(ROOT, file), await scaffoldText(scaffold.deployment, join(ROOT, file)));
const chosen = Object.keys(scaffold.deployment.markets).join(' and ');
console.log(
  `▸ wrote ${file} (from ${from}, market${chosen.includes(' ') ? 's' : ''} ${chosen}) and public/brands/${id}/ (${scaffold.assets.length} pictures)`,
);

const problems = loadProject().problems.filter((problem) => problem.file === file);
const unexpected = problems.filter((problem) => !problem.unfilled);
if (unexpected.length) {
  for (const problem of unexpected) console.error(formatProblem(problem));
  fail(`${file} does not validate as scaffolded (${unexpected.length} problems): a bug of new-brand, please report it`);
}
console.log(
  `▸ ${file} is well formed; ${problems.length} values are left for you to fill (validate names each until it is given)`,
);

if (build) {
  const demo = { ...process.env, DEPLOYMENT: id, GATEWAY_URL: '', DEMO_BUILD: '1' };
  console.log(
    `▸ a demo build of ${id} → ${buildFolder(id, demo)}/ (the values to fill shown as written; dist/ is only ever a production build)`,
  );
  try {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: ROOT, stdio: 'inherit', env: demo });
  } catch {
    fail(`the demo build of ${id} failed (above)`);
  }
  console.log(`▸ built ${buildFolder(id, demo)}/: see it with DEPLOYMENT=${id} npm start`);
}

console.log(
  `\nFill in ${file} (your editor completes and checks it through its "$schema"); validate names each until it is given:`,
);
for (const problem of problems) console.log(`  ${formatProblem(problem)}`);
console.log('\nAnd check what it took from the brand it started from:');
for (const { pointer, what } of scaffold.toFill) console.log(`  ${pointer.padEnd(44)} ${what}`);
console.log(`
Then:
  npm run validate                       every problem of every file, with line, column and what was meant
  DEPLOYMENT=${id} npm start${' '.repeat(Math.max(1, 12 - id.length))}        try it on the demo gateway (a demo build, in ${buildFolder(id, { DEMO_BUILD: '1' })}/)
  npm run build                          production builds of every brand (dist/${id}/, dist/nginx/${id}.conf), once validate passes
See docs/operators.md.`);
