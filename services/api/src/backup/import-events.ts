import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { EventStore } from '@grandtour/event-store';
import type pg from 'pg';
import type { Progress } from '../ops/progress-bar.ts';
import {
  LogFileError,
  parseLogFileLine,
  toAppendedEvent,
  type LogFileEvent,
  type LogFileKey,
} from './event-log-file.ts';

const KEY_BATCH = 500;

export interface ImportEventsOptions {
  /** The target store as it is on disk: events are appended sealed as they come, never sealed again. */
  log: EventStore;
  /** The database holding `personal_data_keys`. */
  pool: pg.Pool;
  input: Readable;
  onProgress?: (progress: Progress) => void;
}

export interface ImportReport {
  events: number;
  /** Events appended now; the rest were there already (a second run appends nothing). */
  appended: number;
  keys: number;
  /** Keys the file says erased (they are erased in the target too; one erased in the target stays erased). */
  erased: number;
}

/** The target holds another history than the file: nothing of that stream is appended. */
export class ImportConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportConflictError';
  }
}

/** The target's stream as the import found it: its version and the ids of its events, to check the file against. */
interface TargetStream {
  version: number;
  ids: string[];
}

/**
 * Keys are upserted so that an erasure on either side stays: an erased key never comes back, and a key the file
 * says erased is erased in the target too.
 */
async function upsertKeys(pool: pg.Pool, keys: readonly LogFileKey[]) {
  if (keys.length === 0) return;
  await pool.query(
    `INSERT INTO personal_data_keys (subject, wrapped_key, created_at, erased_at, merged_into)
     SELECT subject, decode(wrapped_key, 'base64'), created_at, erased_at, merged_into
       FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::timestamptz[], $5::text[])
         AS k(subject, wrapped_key, created_at, erased_at, merged_into)
     ON CONFLICT (subject) DO UPDATE SET
       wrapped_key = CASE WHEN EXCLUDED.erased_at IS NULL THEN personal_data_keys.wrapped_key END,
       erased_at = COALESCE(personal_data_keys.erased_at, EXCLUDED.erased_at),
       merged_into = COALESCE(personal_data_keys.merged_into, EXCLUDED.merged_into)`,
    [
      keys.map((key) => key.subject),
      keys.map((key) => (key.erasedAt ? null : key.wrappedKey)),
      keys.map((key) => key.createdAt),
      keys.map((key) => key.erasedAt),
      keys.map((key) => key.mergedInto),
    ],
  );
}

/**
 * Appends the file's events in its order, keeping their ids, streams and positions. Consecutive events of one stream
 * go in one append. What the target already holds (same id at the same position) is skipped, so a run cut short is
 * finished by running it again; a target whose stream differs is refused at that event.
 */
export async function importEvents(options: ImportEventsOptions): Promise<ImportReport> {
  const { log, pool } = options;
  const started = Date.now();
  const streams = new Map<string, TargetStream>();
  const report: ImportReport = { events: 0, appended: 0, keys: 0, erased: 0 };
  let batch: LogFileEvent[] = [];
  let keys: LogFileKey[] = [];
  let lineNumber = 0;
  let sawHeader = false;
  let end: { events: number; keys: number } | undefined;

  const progress = (phase: Progress['phase']) =>
    options.onProgress?.({
      unit: 'events import',
      phase,
      done: report.events,
      total: end?.events ?? report.events,
      elapsedMs: Date.now() - started,
    });

  async function targetStream(name: string): Promise<TargetStream> {
    let stream = streams.get(name);
    if (!stream) {
      const read = await log.readStream(name);
      stream = { version: read.currentVersion, ids: read.events.map((event) => event.metadata.eventId) };
      streams.set(name, stream);
    }
    return stream;
  }

  async function flush() {
    if (batch.length === 0) return;
    const stream = await targetStream(batch[0]!.stream);
    const fresh = batch.filter((event) => {
      if (event.position > stream.version) return true;
      if (stream.ids[event.position - 1] !== event.id)
        throw new ImportConflictError(
          `${event.stream}@${event.position} is event ${event.id} in the file but another in the target: ` +
            'this store holds a different history; import into an empty store',
        );
      return false;
    });
    if (fresh.length > 0) {
      if (fresh[0]!.position !== stream.version + 1)
        throw new ImportConflictError(
          `${fresh[0]!.stream} has ${stream.version} events in the target, and the file goes on at ${fresh[0]!.position}`,
        );
      await log.appendToStream(fresh[0]!.stream, fresh.map(toAppendedEvent), {
        expectedVersion: stream.version,
      });
      report.appended += fresh.length;
    }
    stream.version = Math.max(stream.version, batch.at(-1)!.position);
    // The target's ids are needed until the file has gone past them (a run again meets them all).
    if (batch.at(-1)!.position >= stream.ids.length) stream.ids = [];
    batch = [];
  }

  async function flushKeys() {
    await upsertKeys(pool, keys);
    keys = [];
  }

  const lines = createInterface({ input: options.input, crlfDelay: Infinity });
  for await (const text of lines) {
    lineNumber++;
    if (text.trim() === '') continue;
    const line = parseLogFileLine(text, lineNumber);
    if (!sawHeader) {
      if (!('header' in line)) throw new LogFileError(lineNumber, 'the file must begin with its header');
      sawHeader = true;
      continue;
    }
    if (end) throw new LogFileError(lineNumber, 'nothing may follow the end line');
    if ('event' in line) {
      if (batch.length > 0 && batch[0]!.stream !== line.event.stream) await flush();
      batch.push(line.event);
      report.events++;
      if (report.events % 1_000 === 0) progress('copying');
    } else if ('key' in line) {
      await flush();
      keys.push(line.key);
      report.keys++;
      if (line.key.erasedAt) report.erased++;
      if (keys.length >= KEY_BATCH) await flushKeys();
    } else if ('end' in line) {
      await flush();
      await flushKeys();
      end = line.end;
    } else throw new LogFileError(lineNumber, 'a second header');
  }
  if (!sawHeader) throw new LogFileError(lineNumber, 'the file is empty');
  await flush();
  await flushKeys();
  if (!end || end.events !== report.events || end.keys !== report.keys)
    throw new LogFileError(
      lineNumber,
      `the file is cut short or altered (${report.events} events and ${report.keys} keys read${
        end ? `, its end line says ${end.events} and ${end.keys}` : ', no end line'
      }); what was read is imported, and importing the whole file again finishes it`,
    );
  progress('done');
  return report;
}
