// npm test: typecheck, lint, unit, integration, then the end-to-end journeys in Chromium. Stops at the first failure.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

const steps = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit', ['run', 'test:unit']],
  ['integration', ['run', 'test:int']],
  ['end-to-end', ['run', 'test:e2e']],
];

ensureChromium();
for (const [name, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync('npm', ['--silent', ...args], { stdio: 'inherit' });
  console.log(`${result.status === 0 ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
