import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;

/** Writes a test file with one focused test beside a normal one, runs `command` on it as CI does, removes it. */
function runFocused(path: string, framework: string, args: (file: string) => string[]) {
  const file = join(root, path);
  writeFileSync(
    file,
    `import { test } from '${framework}';\ntest.only('focused', () => {});\ntest('skipped by the focus', () => {});\n`,
  );
  try {
    return spawnSync('npx', args(path), {
      cwd: root,
      env: { ...process.env, CI: 'true' },
      encoding: 'utf8',
      timeout: 60_000,
    });
  } finally {
    rmSync(file, { force: true });
  }
}

describe('a focused test (.only) left behind fails the CI run', () => {
  it('fails a Playwright run (forbidOnly)', () => {
    const result = runFocused(
      `frontend-public/tests/e2e/focused-${randomUUID().slice(0, 8)}.spec.ts`,
      '@playwright/test',
      (file) => ['playwright', 'test', '--list', file],
    );
    expect(result.status, result.stdout).not.toBe(0);
    expect(result.stderr + result.stdout).toMatch(/not allowed due to the 'forbidOnly' option/);
  });

  it('fails a Vitest run (allowOnly false)', () => {
    const result = runFocused(
      `infra/scripts/focused-${randomUUID().slice(0, 8)}.unit.spec.ts`,
      'vitest',
      (file) => ['vitest', 'run', '--project', 'unit', file],
    );
    expect(result.status, result.stdout).not.toBe(0);
    expect(result.stderr + result.stdout).toMatch(/\.only/);
  });
});
