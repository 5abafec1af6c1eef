import { chmodSync, mkdirSync, statSync } from 'node:fs';
import { chmod, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** What lives under DATA_DIR (bookings, customers' personal data, secrets) is this user's only, whatever the umask. */
export const PRIVATE_DIRECTORY_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

const OPEN_TO_OTHERS = 0o077;
const STICKY = 0o1000;

/** Creates `dir` and its missing parents for this user only; one of ours that exists is narrowed to 0700. */
export function ensurePrivateDirectory(dir: string): void {
  // mkdir's mode can only be narrowed by the umask; chmod then says it whatever the umask was.
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  chmodSync(dir, PRIVATE_DIRECTORY_MODE);
}

/**
 * DATA_DIR at boot (decision 54): created 0700. One that exists and lets other users in is narrowed to 0700 with a
 * warning, unless it is not this user's or is a shared directory (sticky, like /tmp): then only the warning, since
 * narrowing it would lock others out of their own files. What we create inside is private either way.
 */
export function preparePrivateDataDir(dir: string, warn: (line: string) => void = console.warn): void {
  let stats;
  try {
    stats = statSync(dir);
  } catch {
    ensurePrivateDirectory(dir);
    return;
  }
  const mode = stats.mode & 0o7777;
  if ((mode & OPEN_TO_OTHERS) === 0) return;
  const octal = (value: number) => (value & 0o777).toString(8);
  const ours = process.getuid === undefined || stats.uid === process.getuid();
  if (!ours || mode & STICKY) {
    warn(
      `DATA_DIR ${dir} is open to other users (mode ${octal(mode)}) and shared, so it is left as it is: choose a directory of its own (the files created inside are private).`,
    );
    return;
  }
  chmodSync(dir, PRIVATE_DIRECTORY_MODE);
  warn(`DATA_DIR ${dir} was open to other users (mode ${octal(mode)}): narrowed to 700.`);
}

/** Every directory under `dir` (and itself) to 0700, every file to 0600: for trees a library writes as it likes. */
export async function narrowTree(dir: string): Promise<void> {
  await chmod(dir, PRIVATE_DIRECTORY_MODE);
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) await chmod(path, PRIVATE_DIRECTORY_MODE);
    else if (entry.isFile()) await chmod(path, PRIVATE_FILE_MODE);
  }
}
