import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensurePrivateDirectory, narrowTree, preparePrivateDataDir } from './private-directory.ts';

const modeOf = (path: string) => statSync(path).mode & 0o7777;

describe('private directories under DATA_DIR', () => {
  let root: string;
  let umask: number;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'grandtour-private-'));
    // The widest umask: whatever is private below is so because the code says so, not the umask.
    umask = process.umask(0);
  });
  afterEach(() => {
    process.umask(umask);
    rmSync(root, { recursive: true, force: true });
  });

  it('creates a directory and its missing parents 0700 even with an umask of 0', () => {
    ensurePrivateDirectory(join(root, 'a', 'b'));
    expect(modeOf(join(root, 'a'))).toBe(0o700);
    expect(modeOf(join(root, 'a', 'b'))).toBe(0o700);
  });

  it('creates a missing DATA_DIR 0700 without a word', () => {
    const warnings: string[] = [];
    preparePrivateDataDir(join(root, 'data'), (line) => warnings.push(line));
    expect(modeOf(join(root, 'data'))).toBe(0o700);
    expect(warnings).toEqual([]);
  });

  it('narrows an existing DATA_DIR of ours that others could read, and says so', () => {
    const dir = join(root, 'data');
    mkdirSync(dir);
    chmodSync(dir, 0o755);
    const warnings: string[] = [];
    preparePrivateDataDir(dir, (line) => warnings.push(line));
    expect(modeOf(dir)).toBe(0o700);
    expect(warnings).toEqual([`DATA_DIR ${dir} was open to other users (mode 755): narrowed to 700.`]);
  });

  it('leaves a shared directory (sticky, like /tmp) or another user’s as it is, with a warning', () => {
    const shared = join(root, 'shared');
    mkdirSync(shared);
    chmodSync(shared, 0o1777);
    const warnings: string[] = [];
    preparePrivateDataDir(shared, (line) => warnings.push(line));
    expect(modeOf(shared)).toBe(0o1777);
    if (process.getuid?.() === 0) {
      const theirs = join(root, 'theirs');
      mkdirSync(theirs);
      chmodSync(theirs, 0o755);
      chownSync(theirs, 65534, 65534);
      preparePrivateDataDir(theirs, (line) => warnings.push(line));
      expect(modeOf(theirs)).toBe(0o755);
    }
    expect(warnings.length).toBe(process.getuid?.() === 0 ? 2 : 1);
    for (const warning of warnings) expect(warning).toMatch(/is open to other users .* left as it is/);
  });

  it('narrows a tree a library wrote as it liked: directories 0700, files 0600', async () => {
    mkdirSync(join(root, 'db', 'base', '1'), { recursive: true, mode: 0o777 });
    writeFileSync(join(root, 'db', 'PG_VERSION'), '17', { mode: 0o666 });
    writeFileSync(join(root, 'db', 'base', '1', '1259'), '', { mode: 0o666 });
    await narrowTree(join(root, 'db'));
    for (const dir of ['db', 'db/base', 'db/base/1']) expect(modeOf(join(root, dir)), dir).toBe(0o700);
    for (const file of ['db/PG_VERSION', 'db/base/1/1259'])
      expect(modeOf(join(root, file)), file).toBe(0o600);
  });
});
