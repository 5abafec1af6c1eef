import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PrivatePostgres {
  url: string;
  /** Stops the server the way a power cut does (`pg_ctl stop -m immediate`): no checkpoint, crash recovery next. */
  crash(): void;
  start(): void;
  remove(): void;
}

/**
 * A PostgreSQL server of the faults run's own (the machine's binaries, a fresh cluster in a temporary folder, its
 * own port), so that crashing it disturbs nothing else on the machine.
 */
export function startPrivatePostgres(port: number): PrivatePostgres {
  const versions = readdirSync('/usr/lib/postgresql').sort();
  if (versions.length === 0)
    throw new Error('npm run faults needs PostgreSQL installed (/usr/lib/postgresql)');
  const bin = (name: string) => join('/usr/lib/postgresql', versions.at(-1)!, 'bin', name);
  const dir = mkdtempSync(join(tmpdir(), 'grandtour-faults-pg-'));
  const data = join(dir, 'data');
  // PostgreSQL refuses to run as root: as root, its own user runs it.
  const asOwner = (command: string, args: string[]) => {
    const [file, argv] =
      process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  if (process.getuid?.() === 0) {
    const idOf = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, idOf('-u'), idOf('-g'));
  }
  asOwner(bin('initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const start = () =>
    asOwner(bin('pg_ctl'), [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=100`,
      '-w',
      'start',
    ]);
  start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    crash: () => asOwner(bin('pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']),
    start,
    remove() {
      try {
        asOwner(bin('pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
