/**
 * `npm run content -- <command> <brand> [options]` (issue 43, CONTRACT §1, docs/operators.md "Publishing content"):
 *   keys <brand>                     a key pair: the private key outside the repository, the public one in the brand
 *   publish <brand> [-m "why"]       the brand file's content checked, signed, stored as the next version, made live
 *   rollback <brand> [--to <v>] [-m] the pointer back to an earlier pack (a new signed pointer)
 *   log <brand>                      every publish and rollback: time, message, key, what changed
 *   preview <brand>                  what would change, then the brand served from the files as they are (npm run dev)
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import {
  keysCommand,
  logCommand,
  publishCommand,
  rollbackCommand,
  type Outcome,
} from '../renderer/toolchain/content/contentCommands.ts';
import { previewLines } from '../renderer/toolchain/content/contentPreview.ts';

const USAGE = 'usage: npm run content -- keys|publish|rollback|log|preview <brand> [-m "why"] [--to <version>]';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { message: { type: 'string', short: 'm' }, to: { type: 'string' } },
});
const [command, brand] = positionals;

function print({ lines, code }: Outcome): never {
  for (const line of lines) (code ? console.error : console.log)(line);
  process.exit(code);
}

async function main(): Promise<void> {
  if (!command || !brand) print({ lines: [USAGE], code: 1 });
  const message = values.message ?? '';
  switch (command) {
    case 'keys':
      return print(await keysCommand(brand));
    case 'publish':
      if (!message.trim()) print({ lines: ['publish needs its reason: -m "what and why", kept in the log'], code: 1 });
      return print(await publishCommand(brand, message.trim()));
    case 'rollback': {
      const to = values.to === undefined ? undefined : Number(values.to);
      if (to !== undefined && !Number.isInteger(to))
        print({ lines: [`--to takes a pack's version, not "${values.to}"`], code: 1 });
      return print(await rollbackCommand(brand, to, message.trim()));
    }
    case 'log':
      return print(logCommand(brand));
    case 'preview': {
      const preview = await previewLines(brand);
      for (const line of preview.lines) (preview.code ? console.error : console.log)(line);
      if (preview.code) process.exit(preview.code);
      // The brand from its files as they are now, on the demo gateway: what borrowers would see once published.
      const child = spawn('npx', ['vite'], {
        stdio: 'inherit',
        env: { ...process.env, DEPLOYMENT: brand, DEMO_BUILD: '1' },
      });
      child.on('exit', (code) => process.exit(code ?? 0));
      return;
    }
    default:
      print({ lines: [`unknown command "${command}"`, USAGE], code: 1 });
  }
}

main().catch((error: unknown) => print({ lines: [`content: ${(error as Error).message}`], code: 1 }));
