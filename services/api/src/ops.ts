import { existsSync } from 'node:fs';
import { loadConfig } from '@grandtour/platform';
import { runOps } from './ops/run-ops.ts';

if (existsSync('.env')) process.loadEnvFile('.env');

/** `npm run ops -- <area> <command> …`: operators' commands against the configured database. */
runOps(process.argv.slice(2), () => loadConfig(), {
  print: (line) => process.stdout.write(`${line}\n`),
  printError: (line) => process.stderr.write(`${line}\n`),
  progress: process.stderr,
})
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
