// Starts a Playwright config's servers at once rather than one after another (Playwright starts its webServer entries
// in turn: six `npm run serve` stacks took about 30 s so on an idle 2-core machine), and says when every one answers.
// Run by tests/servers/together.ts's one webServer entry; plain Node, so nothing is compiled before the servers start.
//
// SERVERS (JSON): [{ name, command, env, url }]. Each command runs in a shell in this process's group, so Playwright's
// signal at the end (to the group) reaches every server as it reached each before; each line a server prints comes
// out with its name. A server that exits before its address answers ends this process with its name and code.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const READY = 'every server answers';
const servers = JSON.parse(process.env.SERVERS ?? '[]');
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

/** Playwright's own test of a server's address: 2xx, 3xx, 400, 401, 402 or 403. */
async function answers(url) {
  try {
    const response = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(5_000) });
    await response.body?.cancel();
    return (response.status >= 200 && response.status < 400) || (response.status >= 400 && response.status <= 403);
  } catch {
    return false;
  }
}

function prefixed(name, stream, to) {
  let partial = '';
  stream.on('data', (chunk) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) to.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => partial && to.write(`[${name}] ${partial}\n`));
}

// As Playwright refuses to start a server whose address already answers: a stale server from an earlier run would
// otherwise be the one tested.
const taken = (await Promise.all(servers.map(async ({ url }) => ((await answers(url)) ? url : undefined)))).filter(
  Boolean,
);
if (taken.length > 0) {
  process.stderr.write(`already answering (a server from an earlier run?): ${taken.join(', ')}\n`);
  process.exit(1);
}

const children = servers.map(({ name, command, env }) => {
  const child = spawn('sh', ['-c', command], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  prefixed(name, child.stdout, process.stdout);
  prefixed(name, child.stderr, process.stderr);
  return { name, child, exited: new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal))) };
});

/** Every process under this one (Linux's /proc): what an early failure stops before this process ends. */
function descendants(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
        .split(' ')
        .filter(Boolean)
        .flatMap((child) => [Number(child), ...descendants(child)]),
    );
  } catch {
    return []; // It ended while being read.
  }
}

let ready = false;
for (const { name, exited } of children) {
  void exited.then((code) => {
    if (ready) return;
    process.stderr.write(`[${name}] exited (${code}) after ${seconds()} s, before its address answered\n`);
    for (const pid of descendants(process.pid)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }
    process.exit(1);
  });
}

const times = await Promise.all(
  servers.map(async ({ name, url }) => {
    while (!(await answers(url))) await new Promise((resolve) => setTimeout(resolve, 100));
    return `${name} ${seconds()} s`;
  }),
);
ready = true;
process.stdout.write(`${READY}: ${times.join(', ')}\n`);

// Playwright's signal reaches the servers themselves; this process stays until the last of them has stopped.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {});
await Promise.all(children.map(({ exited }) => exited));
