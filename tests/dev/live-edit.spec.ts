/**
 * `npm run dev` (CONTRACT §1, issue 22): with the dev server running on a copy of the project, a
 * changed message shows in the open loan-details page within 10 s, without a restart; a broken
 * file shows its problems in the page as `validate` words them, and the page keeps its last good
 * content meanwhile. The page runs under the app's policy (cspGuard: no violation anywhere).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '../e2e/cspGuard.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.E2E_PORT_BASE ?? 4300) + 73;
const ORIGIN = `http://127.0.0.1:${PORT}`;
/**
 * What the copy leaves out: built and installed things (node_modules is linked entry by entry, so Vite's cache stays
 * the copy's).
 */
const SKIP = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-demo',
  'reports',
  'test-results',
  'storybook-static',
  'playwright-report',
]);

let copy: string;
let server: ChildProcess | undefined;
let output = '';

test.beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'loan-pages-dev-'));
  for (const entry of readdirSync(ROOT))
    if (!SKIP.has(entry)) cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
  mkdirSync(join(copy, 'node_modules'));
  for (const entry of readdirSync(join(ROOT, 'node_modules')))
    if (entry !== '.vite') symlinkSync(join(ROOT, 'node_modules', entry), join(copy, 'node_modules', entry));
  // The default brand, as `npm run dev` with no DEPLOYMENT.
  const { DEPLOYMENT: _brand, ...env } = process.env;
  server = spawn('npm', ['run', 'dev', '--', '--host', '127.0.0.1'], {
    cwd: copy,
    env: { ...env, PORT: String(PORT) },
    detached: true,
  });
  server.stdout?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`${ORIGIN}/loanDetails`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline || server.exitCode !== null)
      throw new Error(`npm run dev did not start on ${ORIGIN}:\n${output}`);
    await new Promise((done) => setTimeout(done, 250));
  }
});

test.afterAll(() => {
  // The whole process group npm started (npm, sh, vite), by its id.
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  rmSync(copy, { recursive: true, force: true });
});

test('an edited message shows in the open page, and a broken file shows its problems while the page keeps working', async ({
  page,
}) => {
  const catalogue = join(copy, 'renderer/runtime/i18n/catalogues/en.json');
  const original = readFileSync(catalogue, 'utf8');
  // The first visit waits for Vite to prepare the libraries once; the edits after it get 10 s.
  await page.goto(`${ORIGIN}/loanDetails?productId=3&orderId=10174&token=demo`);
  await expect(page.getByRole('button', { name: 'Repay', exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('region', { name: 'Problems' })).toHaveCount(0);

  writeFileSync(catalogue, original.replace('"repay": "Repay",', '"repay": "Pay it back",'));
  await expect(page.getByRole('button', { name: 'Pay it back' })).toBeVisible({ timeout: 10_000 });
  // The page reloaded, not the server: the demo's launch (the token) was kept for the session.
  await expect(page.getByText('Order details')).toBeVisible();

  // A stray comma: the file is no longer JSON.
  writeFileSync(catalogue, original.replace('"repay": "Repay",', '"repay": "Pay it back",,'));
  const problems = page.getByRole('region', { name: 'Problems' });
  await expect(problems).toBeVisible({ timeout: 10_000 });
  await expect(problems.getByRole('listitem').first()).toHaveText(
    /^renderer\/runtime\/i18n\/catalogues\/en\.json:\d+:\d+: \/: is not JSON: /,
  );
  await expect(problems.getByRole('heading')).toContainText('the page shows the last version without problems');
  // The last good page is still there and still works.
  await expect(page.getByRole('button', { name: 'Pay it back' })).toBeVisible();
  await expect(page.getByText('₹ 10,455.00')).toBeVisible();

  // Mended: the panel goes and the page shows the file as it is now.
  writeFileSync(catalogue, original);
  await expect(page.getByRole('button', { name: 'Repay', exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(problems).toHaveCount(0);
  expect(output).not.toMatch(/error when starting|EADDRINUSE/i);
});
