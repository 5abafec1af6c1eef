import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, statSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';

/**
 * A backup is one tar file (decision 103): the database (pg_dump's custom format, or the embedded data directory's
 * files), the media files, and `manifest.json` last, with each entry's size and SHA-256. Written and read as streams;
 * nothing is applied before every checksum has been verified.
 */
export const BACKUP_FORMAT = 'grandtour-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST = 'manifest.json';

export interface BackupEntry {
  /** Its path inside the archive: `database.pgdump`, `pglite/…`, `media/…`. */
  name: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  takenAt: string;
  /** postgresql: `database.pgdump` (pg_restore); pglite: the embedded data directory under `pglite/`. */
  database: 'postgresql' | 'pglite';
  /** disk: the files under DATA_DIR/media are in `media/`; s3: the bucket is not copied (its own versioning is). */
  media: 'disk' | 's3';
  entries: BackupEntry[];
}

export class BackupArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupArchiveError';
  }
}

/** Counts and hashes what flows through. */
function measuring(onBytes: (bytes: number) => void) {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      bytes += chunk.length;
      onBytes(chunk.length);
      callback(null, chunk);
    },
  });
  return { stream, result: () => ({ bytes, sha256: hash.digest('hex') }) };
}

/** Writes the archive: each file streamed into its entry, then the manifest of them all. */
export async function writeBackupArchive(options: {
  file: string;
  /** Files to store, each under its name in the archive. */
  files: readonly { name: string; path: string; directory?: true }[];
  manifest: Omit<BackupManifest, 'entries' | 'format' | 'version'>;
  onBytes?: (bytes: number) => void;
}): Promise<BackupManifest> {
  const pack = tar.pack();
  const written = pipeline(pack, createWriteStream(options.file, { flags: 'wx', mode: 0o600 }));
  const entries: BackupEntry[] = [];
  try {
    for (const { name, path, directory } of options.files) {
      if (directory) {
        pack.entry({ name, type: 'directory', mode: 0o700 });
        continue;
      }
      const size = statSync(path).size;
      const measured = measuring(options.onBytes ?? (() => undefined));
      await pipeline(createReadStream(path), measured.stream, pack.entry({ name, size, mode: 0o600 }));
      entries.push({ name, ...measured.result() });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      ...options.manifest,
      entries,
    };
    pack.entry({ name: MANIFEST, mode: 0o600 }, `${JSON.stringify(manifest, null, 2)}\n`);
    pack.finalize();
    await written;
    return manifest;
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => undefined);
    throw error;
  }
}

/** An archive's path that stays inside the directory it is extracted to. */
function safeTarget(into: string, name: string): string {
  const path = normalize(join(into, name));
  if (!path.startsWith(`${normalize(into)}${sep}`))
    throw new BackupArchiveError(`unsafe path in the archive: ${name}`);
  return path;
}

/**
 * Extracts the archive into `into` (a new, empty directory) and checks every file against the manifest: sizes,
 * checksums, nothing missing, nothing more. Throws BackupArchiveError when the file is not a sound backup.
 */
export async function readBackupArchive(
  file: string,
  into: string,
  onBytes?: (bytes: number) => void,
): Promise<BackupManifest> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), extract);
  const found = new Map<string, { bytes: number; sha256: string }>();
  let manifest: BackupManifest | undefined;
  try {
    for await (const entry of extract) {
      if (entry.header.type === 'directory') {
        mkdirSync(safeTarget(into, entry.header.name), { recursive: true, mode: 0o700 });
        entry.resume();
        continue;
      }
      if (entry.header.type !== 'file') {
        entry.resume();
        continue;
      }
      if (entry.header.name === MANIFEST) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupManifest;
        continue;
      }
      const path = safeTarget(into, entry.header.name);
      mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
      const measured = measuring(onBytes ?? (() => undefined));
      await pipeline(entry, measured.stream, createWriteStream(path, { mode: 0o600 }));
      found.set(entry.header.name, measured.result());
    }
    await reading;
  } catch (error) {
    if (error instanceof BackupArchiveError) throw error;
    throw new BackupArchiveError(`not a readable backup archive (${(error as Error).message})`);
  }
  if (manifest?.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION)
    throw new BackupArchiveError(
      `no ${BACKUP_FORMAT} manifest of version ${BACKUP_VERSION}: cut short, or not a backup`,
    );
  for (const entry of manifest.entries) {
    const got = found.get(entry.name);
    if (!got) throw new BackupArchiveError(`${entry.name} is missing`);
    if (got.bytes !== entry.bytes || got.sha256 !== entry.sha256)
      throw new BackupArchiveError(`${entry.name} does not match its checksum: the file is damaged`);
    found.delete(entry.name);
  }
  if (found.size > 0)
    throw new BackupArchiveError(`files the manifest does not list: ${[...found.keys()].join(', ')}`);
  return manifest;
}
