// Builds both front ends, then runs the Playwright journeys against a fresh server (see playwright.config.ts).
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

process.env.CHROMIUM_PATH = ensureChromium();
for (const args of [
  ['run', 'build', '--silent'],
  ['exec', '--', 'playwright', 'test', ...process.argv.slice(2)],
]) {
  const result = spawnSync('npm', args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
