// `npm test`: every check, cheapest first; stops at the first that fails, and then says in its last lines which step
// failed and why (its failures and the servers' own last lines), so a CI log shows it without a rerun. Reports for
// CI's summary line go to reports/.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';

rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

/**
 * Work started at once beside the steps, as an idle task (SCHED_IDLE: it runs only on a core the steps leave idle), and
 * awaited by the first step that needs it; its output is shown then. The programs the browser steps drive, installed
 * from Debian when missing: 21 s and 24 CPU-s on a new machine, mostly the download. The browsers' builds are not work
 * for the background: beside the unit tests they took them from 113-126 s to 153-178 s, for 40 s of their own (a
 * build's threads, preempted all the time, spent far more CPU than alone), measured here.
 */
/** How a background job is started: as an idle task where util-linux's chrt is (Debian), as it is elsewhere. */
const AS_IDLE_TASK = existsSync('/usr/bin/chrt') ? ['chrt', '--idle', '0'] : [];

const BACKGROUND = {
  programs: [
    'programs: Chromium and nginx from Debian when missing',
    'sh',
    ['scripts/ensure-packages.sh', 'headless', 'nginx'],
  ],
};

/** A step: [name, command, args], or several side by side; `{ after }` where a background job must be done. */
const steps = [
  // One process each, side by side (TypeScript's native compiler and validate keep to about one core, ESLint and
  // Prettier to about one each). Their output is shown whole as each ends.
  [
    ['types', 'npm', ['run', '--silent', 'typecheck']],
    ['lint: ESLint', 'npm', ['run', '--silent', 'lint:code']],
    ['lint: Prettier', 'npm', ['run', '--silent', 'lint:format']],
    ['validate', 'npm', ['run', '--silent', 'validate']],
  ],
  [
    'unit and component tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json'],
  ],
  { after: 'programs' },
  [
    'storybook: build, every story rendered in Chromium, page screenshots',
    'npm',
    ['run', '--silent', 'test:storybook'],
  ],
  ['browser end-to-end tests', 'npm', ['run', '--silent', 'test:e2e']],
  // On the demo build test:e2e has just made: RENDER=server npm start's pages hydrate as the browser renders them, and
  // axe over every screen and state.
  ['server rendering: every route hydrated, accessibility', 'npm', ['run', '--silent', 'test:ssr']],
  ['production serving: nginx headers and browser tests (CSP)', 'npm', ['run', '--silent', 'test:serve']],
  // Side by side, the last two: the edge step (on the production build test:serve has just made: its server entry
  // behind the Node adapter against a gateway the test controls, and run by workerd (Miniflare) and Vercel's
  // edge-runtime) keeps about two thirds of the cores busy; the live-editing one fills the rest. 28 s together against
  // 36 s one after the other, measured here.
  [
    [
      "the production build's server renderer: Node adapter, workerd and edge-runtime",
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
    ['live editing: npm run dev in the browser', 'npm', ['run', '--silent', 'test:dev']],
  ],
];

/** A line that says what failed, in the words of tsc, ESLint, Prettier, validate, Vitest and Playwright. */
const FAILURE =
  /error|✘|✗|×|FAIL|failed|Error:|\[warn\]|expect\(|Expected|Received|Timed out|timeout|exceeded|›.*\(\d|^\s+at /;
/** A server's own line as Playwright passes it on. */
const SERVER = /^\[WebServer\]/;

/** Runs one step, its output shown as it comes (or, `held`, when it ends) and kept for the summary. */
function run(command, args, held = false) {
  return new Promise((resolve) => {
    const lines = [];
    let partial = '';
    const child = spawn(command, args, {
      // Not the terminal's input: a background job never waits on it.
      stdio: [held ? 'ignore' : 'inherit', 'pipe', 'pipe'],
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    });
    const keep = (chunk, to) => {
      if (!held) to.write(chunk);
      const text = partial + chunk.toString('utf8');
      const parts = text.split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts);
    };
    child.stdout.on('data', (chunk) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
    child.on('close', (status) => resolve({ status: status ?? 1, lines: partial ? [...lines, partial] : lines }));
  });
}

// eslint-disable-next-line no-control-regex -- colour codes are control characters
const plain = (line) => line.replace(/\u001b\[[0-9;]*m/g, '');

/** What a failed step said of its failure: its failure lines, the last 60, and the servers' last 30. */
function summary(name, status, seconds, lines) {
  const text = lines.map(plain);
  const failures = text.filter((line) => FAILURE.test(line) && !SERVER.test(line)).slice(-60);
  const servers = text.filter((line) => SERVER.test(line)).slice(-30);
  return [
    '',
    `━━ npm test FAILED in step "${name}" (exit ${status}, after ${seconds} s). What it said of the failure:`,
    ...(failures.length ? failures : text.slice(-40)),
    ...(servers.length ? ['', "━━ the servers' own last lines:", ...servers] : []),
    `━━ npm test FAILED in step "${name}"; rerun it alone with the command in the README's table.`,
  ].join('\n');
}

/** Runs a step, or a group of steps side by side; exits with the first failure's summary. */
async function runStep(group) {
  const together = Array.isArray(group[0]);
  const members = together ? group : [group];
  if (!together) console.log(`\n━━ ${group[0]} ━━`);
  const started = Date.now();
  const results = await Promise.all(
    members.map(async ([name, command, args]) => {
      const result = await run(command, args, together);
      const seconds = Math.round((Date.now() - started) / 1000);
      if (together) console.log([`\n━━ ${name} ━━`, ...result.lines].join('\n'));
      console.log(`━━ ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
      return { name, seconds, ...result };
    }),
  );
  const failed = results.find(({ status }) => status !== 0);
  if (failed) {
    console.log(summary(failed.name, failed.status, failed.seconds, failed.lines));
    process.exit(failed.status);
  }
}

/** A command and its arguments, run as an idle task where it can be. */
function idleTask(command, args) {
  const [first, ...rest] = [...AS_IDLE_TASK, command, ...args];
  return [first, rest];
}

/** Starts each background job as an idle task; each resolves with its output and when it finished. */
function startBackground() {
  return Object.fromEntries(
    Object.entries(BACKGROUND).map(([key, [name, command, args]]) => [
      key,
      {
        name,
        done: run(...idleTask(command, args), true).then((result) => ({
          ...result,
          finished: Math.round((Date.now() - began) / 1000),
        })),
      },
    ]),
  );
}

/** Waits for a background job; exits with its summary when it failed. */
async function awaitJob({ name, done }) {
  const { status, lines, finished } = await done;
  const seconds = Math.round((Date.now() - began) / 1000);
  console.log([`\n━━ ${name} ━━`, ...lines].join('\n'));
  console.log(`━━ ${name}: ${status === 0 ? 'ok' : 'FAILED'} (done at ${finished} s, awaited at ${seconds} s)`);
  if (status !== 0) {
    console.log(summary(name, status, seconds, lines));
    process.exit(status);
  }
}

const began = Date.now();
const jobs = startBackground();
for (const step of steps) {
  if ('after' in step) await awaitJob(jobs[step.after]);
  else await runStep(step);
}
console.log(`\n━━ npm test: every step ok (${Math.round((Date.now() - began) / 1000)} s)`);
