/**
 * `npx tsx scripts/brand-trial.ts`: issue 22's timed run, as a new operator would go, in a scratch
 * copy of the project (the checkout is left alone): `npm run new-brand -- cepat --market id`,
 * `npm run validate` (which refuses the brand until its own values are given), fill in what it asks
 * for, `npm run validate`, `npm run build`; then checks that the one-market brand's
 * production build is there with its own gateway (and the other brands' configs do not carry it).
 * Prints each step's time; exits 1 when a step fails or the whole run takes 5 minutes or more.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from '../renderer/toolchain/project/project.ts';
import { setOwnValue, unfilledProblems } from '../renderer/toolchain/brand/ownValues.ts';

const LIMIT_MS = 5 * 60 * 1000;
const UPSTREAM = 'https://gateway.cepat.example/api';
const keep = process.argv.includes('--keep');

const scratch = mkdtempSync(join(tmpdir(), 'brand-trial-'));
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\0')
  .filter(Boolean);
for (const file of files) {
  if (!existsSync(join(ROOT, file))) continue;
  mkdirSync(dirname(join(scratch, file)), { recursive: true });
  cpSync(join(ROOT, file), join(scratch, file));
}
symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'));

const times: [string, number][] = [];
const started = Date.now();
function step(name: string, command: string, args: string[], expectOk = true): string {
  const at = Date.now();
  const env: NodeJS.ProcessEnv = { ...process.env, DEPLOYMENT: '', GATEWAY_URL: '' };
  const run = spawnSync(command, args, { cwd: scratch, encoding: 'utf8', env });
  times.push([name, Date.now() - at]);
  const output = `${run.stdout}${run.stderr}`;
  if ((run.status === 0) !== expectOk) {
    console.error(output);
    finish(`✗ ${name}: exit ${run.status}`);
  }
  return output;
}

function finish(failure?: string): never {
  const total = Date.now() - started;
  for (const [name, ms] of times) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
  console.log(`  ${(total / 1000).toFixed(1).padStart(6)} s  in all (target under ${LIMIT_MS / 60000} minutes)`);
  if (keep) console.log(`  the scratch copy: ${scratch}`);
  else rmSync(scratch, { recursive: true, force: true });
  if (failure) console.error(failure);
  process.exit(failure || total >= LIMIT_MS ? 1 : 0);
}

console.log(`brand trial in ${scratch}`);
step('npm run new-brand -- cepat --market id (scaffold, validate, demo build)', 'npm', [
  'run',
  '--silent',
  'new-brand',
  '--',
  'cepat',
  '--market',
  'id',
]);

// What an operator fills in from the printed list: every value new-brand left to fill, and the lender's gateway.
const file = join(scratch, 'deployments/cepat.json');
const deployment = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> & {
  gateway: Record<string, unknown>;
};
step(
  'npm run validate (refuses the brand until its own values are given)',
  'npm',
  ['run', '--silent', 'validate'],
  false,
);
const given: Record<string, string> = {
  '/phone': '+62 21 5550 0100',
  '/email': 'care@cepat.example',
  '/merchantNumber': 'CP0001',
  '/company/name': 'PT Cepat Dana Indonesia',
  '/company/address': 'Jl. Sudirman 1, Jakarta',
  '/links/bindCardUrl': 'https://app.cepat.example/bind-card',
  '/appDownloads/android': 'https://play.google.com/store/apps/details?id=example.cepat',
  '/appDownloads/ios': 'https://apps.apple.com/app/id0000000300',
  '/markets/id/grievanceOfficer/name': 'Dewi Lestari',
  '/markets/id/grievanceOfficer/phone': '+62 21 5550 0190',
  '/markets/id/grievanceOfficer/email': 'pengaduan@cepat.example',
  '/markets/id/recoveryAgentNote':
    'Penagihan hanya oleh agen bersertifikat sesuai pasal 9 perjanjian pinjaman, pukul 08.00 sampai 20.00.',
};
for (const { pointer } of unfilledProblems('deployments/cepat.json', deployment)) {
  if (!(pointer in given)) finish(`✗ new-brand left ${pointer} to fill, which this trial does not know`);
  setOwnValue(deployment, pointer, given[pointer]!);
}
deployment.gateway = { ...deployment.gateway, upstream: UPSTREAM };
writeFileSync(file, `${JSON.stringify(deployment, null, 2)}\n`);

step('npm run validate', 'npm', ['run', '--silent', 'validate']);
step('npm run build (every brand)', 'npm', ['run', '--silent', 'build']);

const conf = (brand: string) => readFileSync(join(scratch, 'dist/nginx', `${brand}.conf`), 'utf8');
if (!existsSync(join(scratch, 'dist/cepat/index.html'))) finish('✗ dist/cepat/index.html is missing');
if (!conf('cepat').includes(`proxy_pass ${UPSTREAM}/;`))
  finish(`✗ dist/nginx/cepat.conf does not proxy to ${UPSTREAM}`);
for (const other of ['kilat', 'lumen'])
  if (conf(other).includes(UPSTREAM)) finish(`✗ dist/nginx/${other}.conf carries cepat's gateway`);
console.log('✓ dist/cepat/ built, dist/nginx/cepat.conf proxies to its own gateway, the other brands keep theirs');
finish();
