// `npm test`: every check, cheapest first; stops at the first that fails. Reports for CI's summary
// line go to reports/.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';

rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

const steps = [
  ['types', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['validate', 'npm', ['run', '--silent', 'validate']],
  [
    'unit and component tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json'],
  ],
  [
    'storybook: build, every story rendered in Chromium, page screenshots',
    'npm',
    ['run', '--silent', 'test:storybook'],
  ],
  ['browser end-to-end tests', 'npm', ['run', '--silent', 'test:e2e']],
  // On the demo build test:e2e has just made: RENDER=server npm start's pages hydrate as the browser renders them.
  ['server rendering: every route hydrated in the browser', 'npm', ['run', '--silent', 'test:ssr']],
  ['live editing: npm run dev in the browser', 'npm', ['run', '--silent', 'test:dev']],
  ['production serving: nginx headers and browser tests (CSP)', 'npm', ['run', '--silent', 'test:serve']],
  // On the production build test:serve has just made: its server entry run by workerd (Miniflare) and Vercel's
  // edge-runtime.
  [
    'the server renderer on edge runtimes: workerd and edge-runtime',
    'npm',
    [
      'run',
      '--silent',
      'test:edge',
      '--',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=reports/vitest-edge.json',
    ],
  ],
];

for (const [name, command, args] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const { status } = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  console.log(`━━ ${name}: ${status === 0 ? 'ok' : 'FAILED'} (${Math.round((Date.now() - started) / 1000)} s)`);
  if (status !== 0) process.exit(status ?? 1);
}
