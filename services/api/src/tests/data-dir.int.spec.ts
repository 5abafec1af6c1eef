import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { loadConfig } from '@grandtour/platform';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRuntime } from '../runtime.ts';

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** Every path under `dir` with its permission bits, `dir` itself included. */
function modesUnder(dir: string): Map<string, { mode: number; directory: boolean }> {
  const modes = new Map([['.', { mode: modeOf(dir), directory: true }]]);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    modes.set(relative(dir, path), { mode: modeOf(path), directory: entry.isDirectory() });
  }
  return modes;
}

describe('the embedded run keeps DATA_DIR to its own user (umask 022)', () => {
  let root: string;
  let umask: number;
  const boot = async (dataDir: string) =>
    createRuntime(
      loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO_FLEET: 'false' }),
      undefined,
      {
        background: false,
        workers: false,
      },
    );

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'grandtour-data-dir-'));
    // The usual umask, set here so that the test does not depend on the machine's: it makes mkdir give 0755.
    umask = process.umask(0o022);
  });
  afterAll(() => {
    process.umask(umask);
    rmSync(root, { recursive: true, force: true });
  });

  it('creates DATA_DIR, the database, media and the secret for this user only, and leaves every file 0600', async () => {
    const dataDir = join(root, 'fresh', 'data');
    const runtime = await boot(dataDir);
    try {
      expect(modeOf(join(root, 'fresh'))).toBe(0o700);
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(join(dataDir, 'pglite'))).toBe(0o700);
      expect(modeOf(join(dataDir, 'media'))).toBe(0o700);
      expect(modeOf(join(dataDir, 'cookie.secret'))).toBe(0o600);
      // While it runs, no directory lets another user in, so no file can be reached whatever PGlite gave it.
      const openDirectories = [...modesUnder(dataDir)].filter(
        ([, { mode, directory }]) => directory && mode !== 0o700,
      );
      expect(openDirectories).toEqual([]);
    } finally {
      await runtime.close();
    }
    const modes = modesUnder(dataDir);
    expect(modes.size).toBeGreaterThan(100);
    const open = [...modes].filter(([, { mode, directory }]) => mode !== (directory ? 0o700 : 0o600));
    expect(open.map(([path, { mode }]) => `${path} ${mode.toString(8)}`)).toEqual([]);
  });

  it('narrows an existing DATA_DIR that other users could read, with a warning', async () => {
    const dataDir = join(root, 'fresh', 'data');
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, 'media'), 0o755);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const runtime = await boot(dataDir);
      await runtime.close();
      expect(warn).toHaveBeenCalledWith(
        `DATA_DIR ${dataDir} was open to other users (mode 755): narrowed to 700.`,
      );
    } finally {
      warn.mockRestore();
    }
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, 'media'))).toBe(0o700);
  });
});
