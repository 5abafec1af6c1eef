import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type pg from 'pg';
import { createPool, openDatabase, type Config } from '@grandtour/platform';
import {
  BackupArchiveError,
  readBackupArchive,
  writeBackupArchive,
  type BackupManifest,
} from '../backup/backup-archive.ts';
import {
  dumpDatabase,
  embeddedDatabaseInUse,
  filesUnder,
  restoreDatabase,
  restoreDatabaseOver,
  USER_SCHEMAS_SQL,
} from '../backup/database-dump.ts';
import { erasedSubjects, reapplyErasures, type Erasure } from '../backup/erasures-since-backup.ts';
import {
  EmptyDatabaseError,
  parseOptions,
  ranBefore,
  START_IT_ONCE,
  USAGE_ERROR,
  type OpsCommand,
  type OpsOutput,
} from './ops-context.ts';
import { progressReporter } from './progress-bar.ts';

const MB = 1024 * 1024;
const count = (value: number) => value.toLocaleString('en-US');
const IN_USE =
  'is in use: stop the marketplace first (a backup of the embedded database copies its files, which must be at rest)';

/** One progress bar counting `of` (MB, tables): each call draws how far it got, out of how much. */
function counter(output: OpsOutput, unit: string, of: string) {
  const report = progressReporter(output.progress);
  const started = Date.now();
  return (phase: 'copying' | 'done', done: number, total: number) =>
    report({ unit, phase, of, done, total, elapsedMs: Date.now() - started });
}

/** Progress in megabytes of what is copied. */
function bytesProgress(output: OpsOutput, unit: string, total: number) {
  const draw = counter(output, unit, 'MB');
  let done = 0;
  return {
    onBytes: (bytes: number) => {
      done += bytes;
      draw('copying', done / MB, total / MB);
    },
    // Once done, every byte was read: the tar's headers and padding too, which `onBytes` does not count.
    done: () => draw('done', total / MB, total / MB),
  };
}

/** Progress in tables whose rows pg_restore has begun to load (it says nothing finer). */
function tablesProgress(output: OpsOutput) {
  const draw = counter(output, 'database', 'tables');
  let last = { begun: 0, total: 0 };
  return {
    onTable: (begun: number, total: number) => {
      last = { begun, total };
      draw('copying', begun, total);
    },
    done: () => draw('done', last.begun, last.total),
  };
}

/** A temporary directory beside `near`, so what is extracted there is moved into place without a copy. */
const scratchBeside = (near: string) => {
  const parent = dirname(resolve(near));
  mkdirSync(parent, { recursive: true });
  return mkdtempSync(join(parent, '.grandtour-backup-'));
};

const stamp = () => new Date().toISOString().replaceAll(/[:.]/g, '-');

/** `npm run ops -- backup <file>`. */
async function backup(file: string, config: Config, output: OpsOutput): Promise<number> {
  if (existsSync(file)) {
    output.print(`${file} exists already: name a new file.`);
    return 1;
  }
  const pgliteDir = join(config.DATA_DIR, 'pglite');
  if (!config.DATABASE_URL) {
    if (!existsSync(join(pgliteDir, 'PG_VERSION')))
      throw new EmptyDatabaseError(
        `No embedded database in ${pgliteDir} (DATA_DIR): ${START_IT_ONCE} while it is stopped, or set DATABASE_URL.`,
      );
    if (embeddedDatabaseInUse(pgliteDir)) {
      output.print(`The embedded database in ${pgliteDir} ${IN_USE}.`);
      return 1;
    }
  }
  const ran = config.DATABASE_URL
    ? await withServer(config.DATABASE_URL, (pool) => ranBefore({ pool }))
    : await withEmbedded(pgliteDir, (pool) => ranBefore({ pool }));
  if (!ran)
    throw new EmptyDatabaseError(
      `The database ${config.DATABASE_URL ? 'at DATABASE_URL' : `in ${pgliteDir}`} is empty: ${START_IT_ONCE}.`,
    );
  const scratch = scratchBeside(file);
  try {
    const media = config.S3_BUCKET ? [] : filesUnder(join(config.DATA_DIR, 'media'), config.DATA_DIR);
    let databaseFiles;
    if (config.DATABASE_URL) {
      const dump = join(scratch, 'database.pgdump');
      try {
        await dumpDatabase(config.DATABASE_URL, dump);
      } catch (error) {
        output.print(`${(error as Error).message}. No backup was written.`);
        return 1;
      }
      databaseFiles = [{ name: 'database.pgdump', path: dump }];
    } else databaseFiles = filesUnder(pgliteDir, config.DATA_DIR);
    const files = [...databaseFiles, ...media];
    const progress = bytesProgress(
      output,
      'backup',
      files.reduce((sum, { path, directory }) => sum + (directory ? 0 : statSync(path).size), 0),
    );
    const manifest = await writeBackupArchive({
      file,
      files,
      manifest: {
        takenAt: new Date().toISOString(),
        database: config.DATABASE_URL ? 'postgresql' : 'pglite',
        media: config.S3_BUCKET ? 's3' : 'disk',
      },
      onBytes: progress.onBytes,
    });
    progress.done();
    const size = manifest.entries.reduce((sum, entry) => sum + entry.bytes, 0);
    output.print(
      `Backup written to ${file}: the ${manifest.database === 'postgresql' ? 'database (pg_dump)' : 'embedded database'} ` +
        `and ${count(media.filter((entry) => !entry.directory).length)} media files, ${(size / MB).toFixed(1)} MB, each with its SHA-256 in manifest.json.`,
    );
    if (config.S3_BUCKET)
      output.print(
        `Media live in the bucket ${config.S3_BUCKET} and are not copied: its versioning or replication keeps them.`,
      );
    output.print(
      'Not in it: PERSONAL_DATA_KEY, DOCUMENTS_KEY and COOKIE_SECRET (or DATA_DIR/*.secret). Keep them apart from the backup.',
    );
    return 0;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * What the target database holds before a restore replaces it: its schemas, and its erasures, which a backup older
 * than them must not undo.
 */
async function targetServer(
  url: string,
  replace: boolean,
): Promise<{ schemas: string[]; erasures: Erasure[] } | 'empty' | 'not empty'> {
  return withServer(url, async (pool) => {
    if (!(await ranBefore({ pool }))) return 'empty' as const;
    if (!replace) return 'not empty' as const;
    const { rows } = await pool.query<{ name: string }>(USER_SCHEMAS_SQL);
    return { schemas: rows.map((row) => row.name), erasures: await erasedSubjects(pool) };
  });
}

async function withServer<T>(url: string, work: (pool: pg.Pool) => Promise<T>): Promise<T> {
  const pool = createPool(url, 1);
  try {
    return await work(pool);
  } finally {
    await pool.end();
  }
}

async function withEmbedded<T>(dataDir: string, work: (pool: pg.Pool) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir, poolSize: 1 });
  try {
    return await work(database.pool);
  } finally {
    await database.close();
  }
}

/** `npm run ops -- restore <file> [--replace]`. */
async function restore(file: string, replace: boolean, config: Config, output: OpsOutput): Promise<number> {
  if (!existsSync(file)) {
    output.print(`No file ${file}.`);
    return 1;
  }
  const target = config.DATABASE_URL ? 'postgresql' : 'pglite';
  const pgliteDir = join(config.DATA_DIR, 'pglite');
  const embeddedThere = !config.DATABASE_URL && existsSync(join(pgliteDir, 'PG_VERSION'));
  if (embeddedThere && !replace) {
    output.print(`${pgliteDir} holds a database: add --replace to set it aside and restore in its place.`);
    return 1;
  }
  if (embeddedThere && embeddedDatabaseInUse(pgliteDir)) {
    output.print(`The embedded database in ${pgliteDir} ${IN_USE}.`);
    return 1;
  }
  const scratch = scratchBeside(config.DATA_DIR);
  try {
    const progress = bytesProgress(output, 'restore', statSync(file).size);
    let manifest: BackupManifest;
    try {
      manifest = await readBackupArchive(file, scratch, progress.onBytes);
    } catch (error) {
      if (!(error instanceof BackupArchiveError)) throw error;
      output.print(`${file}: ${error.message}. Nothing was changed.`);
      return 1;
    }
    progress.done();
    if (manifest.database !== target) {
      output.print(
        `This backup is of ${manifest.database === 'pglite' ? 'an embedded database: restore it without DATABASE_URL' : 'a PostgreSQL server: restore it with DATABASE_URL'}; ` +
          'to move between the two, use events export and import. Nothing was changed.',
      );
      return 1;
    }
    let erasures: Erasure[];
    let revived: string[];
    if (config.DATABASE_URL) {
      const found = await targetServer(config.DATABASE_URL, replace);
      if (found === 'not empty') {
        output.print('The database at DATABASE_URL is not empty: add --replace to restore over it.');
        return 1;
      }
      const dump = join(scratch, 'database.pgdump');
      erasures = found === 'empty' ? [] : found.erasures;
      const tables = tablesProgress(output);
      try {
        if (found === 'empty') await restoreDatabase(config.DATABASE_URL, dump, tables.onTable);
        else await restoreDatabaseOver(config.DATABASE_URL, dump, found.schemas, tables.onTable);
        tables.done();
      } catch (error) {
        // One transaction: the database is as it was.
        output.print(`${(error as Error).message}. Nothing was changed.`);
        return 1;
      }
      revived = await withServer(config.DATABASE_URL, (pool) => reapplyErasures(pool, erasures));
    } else {
      erasures = embeddedThere ? await withEmbedded(pgliteDir, erasedSubjects) : [];
      if (embeddedThere) {
        const aside = `${pgliteDir}.before-restore-${stamp()}`;
        renameSync(pgliteDir, aside);
        output.print(`The database that was there is kept in ${aside}.`);
      }
      mkdirSync(config.DATA_DIR, { recursive: true, mode: 0o700 });
      renameSync(join(scratch, 'pglite'), pgliteDir);
      revived = await withEmbedded(pgliteDir, (pool) => reapplyErasures(pool, erasures));
    }
    const media = manifest.entries.filter((entry) => entry.name.startsWith('media/')).length;
    if (media > 0) cpSync(join(scratch, 'media'), join(config.DATA_DIR, 'media'), { recursive: true });
    output.print(
      `Restored the backup taken at ${manifest.takenAt}: the ${target === 'postgresql' ? 'database' : 'embedded database'} and ${count(media)} media files.`,
    );
    if (revived.length > 0)
      output.print(
        `${count(revived.length)} persons erased since the backup had their keys back: destroyed again. ` +
          'Run npm run ops -- projections rebuild --all so the read models forget them too.',
      );
    output.print(
      `Erasures made after ${manifest.takenAt} on a database other than this one are in no backup: ask them again (decision 103).`,
    );
    return 0;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** `npm run ops -- backup <file>`: the whole state in one file (decision 103). */
export const backupCommand: OpsCommand = {
  usage: [
    'backup <file>               the whole state in one tar: the database (pg_dump, or the embedded one while it',
    '                            is stopped), the media under DATA_DIR, a manifest with each file’s SHA-256',
  ],
  async run(args, _open, output, _input, config) {
    if (args.length !== 1 || !config) return USAGE_ERROR;
    return backup(args[0]!, config, output);
  },
};

/** `npm run ops -- restore <file> [--replace]`. */
export const restoreCommand: OpsCommand = {
  usage: [
    'restore <file> [--replace]  a backup into an empty database (or over this one with --replace), checksums',
    '                            verified first; erasures the database had made are made again',
  ],
  async run(args, _open, output, _input, config) {
    const { options, positional } = parseOptions(args, []);
    if (positional.length !== 1 || !config) return USAGE_ERROR;
    return restore(positional[0]!, options.replace === true, config, output);
  },
};
