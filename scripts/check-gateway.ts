/**
 * `npm run check-gateway -- <url>` (the borrower's token in GATEWAY_TOKEN) or `-- --har <file>`: checks a lender's
 * gateway against what the pages read (renderer/toolchain/gatewayCheck/command.ts); exit 0 nothing breaks a page,
 * 1 something does, 2 it could not run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { checkGatewayCommand } from '../renderer/toolchain/gatewayCheck/command.ts';
import { loadProject } from '../renderer/toolchain/project/project.ts';

process.exitCode = await checkGatewayCommand(process.argv.slice(2), {
  env: process.env,
  io: {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    readFile: (path) => readFileSync(path, 'utf8'),
    writeFile: (path, text) => writeFileSync(path, text),
  },
  project: () => loadProject(),
});
