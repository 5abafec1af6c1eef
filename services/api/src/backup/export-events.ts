import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { compareLogPositions, type EventStore, type LogPosition } from '@grandtour/event-store';
import type pg from 'pg';
import type { Progress } from '../ops/progress-bar.ts';
import { LOG_FILE_FORMAT, LOG_FILE_VERSION, type LogFileKey, type LogFileLine } from './event-log-file.ts';

const PAGE = 1_000;

export interface ExportEventsOptions {
  /** The store as it is on disk: personal fields sealed (no reveal), so none is ever written open. */
  log: EventStore;
  /** The database holding `personal_data_keys` (the read models' database, whichever store holds the events). */
  pool: pg.Pool;
  source: 'postgresql' | 'kurrentdb';
  /** Events in the log when the export starts, for the progress bar (unknown: 0). */
  total: number;
  /** The last event committed when the export starts: it goes at least that far (undefined: as far as the log reads). */
  head?: LogPosition | undefined;
  /** How long a transaction still open may hold back the end of the log before the export gives up. */
  waitMs?: number;
  output: Writable;
  onProgress?: (progress: Progress) => void;
  now?: () => Date;
}

async function writeLine(output: Writable, line: LogFileLine) {
  if (!output.write(`${JSON.stringify(line)}\n`)) await once(output, 'drain');
}

async function wrappedKeys(pool: pg.Pool): Promise<LogFileKey[]> {
  const { rows } = await pool.query<{
    subject: string;
    wrapped_key: Buffer | null;
    created_at: Date;
    erased_at: Date | null;
    merged_into: string | null;
  }>(
    'SELECT subject, wrapped_key, created_at, erased_at, merged_into FROM personal_data_keys ORDER BY subject',
  );
  return rows.map((row) => ({
    subject: row.subject,
    wrappedKey: row.wrapped_key ? row.wrapped_key.toString('base64') : null,
    createdAt: new Date(row.created_at).toISOString(),
    erasedAt: row.erased_at ? new Date(row.erased_at).toISOString() : null,
    mergedInto: row.merged_into,
  }));
}

/**
 * The whole log to NDJSON, page by page in log order, then the wrapped keys. The keys are read after the events, so
 * every exported event's key is there, and an erasure made during the export is kept.
 */
export async function exportEvents(options: ExportEventsOptions): Promise<{ events: number; keys: number }> {
  const { log, output } = options;
  const started = Date.now();
  const progress = (done: number, phase: Progress['phase']) =>
    options.onProgress?.({
      unit: 'events export',
      phase,
      done,
      total: Math.max(options.total, done),
      elapsedMs: Date.now() - started,
    });
  const exportedAt = (options.now?.() ?? new Date()).toISOString();
  await writeLine(output, {
    header: { format: LOG_FILE_FORMAT, version: LOG_FILE_VERSION, exportedAt, source: options.source },
  });
  let after: LogPosition | undefined;
  let events = 0;
  for (;;) {
    const page = await log.readAll({ after, limit: PAGE });
    if (page.length === 0) {
      if (!options.head || (after && compareLogPositions(after, options.head) >= 0)) break;
      if (Date.now() - started > (options.waitMs ?? 120_000))
        throw new Error(
          `A transaction still open on the server holds back the log after ${events} events: try again once it ends`,
        );
      await sleep(50);
      continue;
    }
    for (const { type, data, metadata } of page) {
      const { eventId: id, streamName: stream, streamPosition: position } = metadata;
      await writeLine(output, { event: { id, stream, position, type, data } });
    }
    events += page.length;
    after = page.at(-1)!.metadata.logPosition;
    progress(events, 'copying');
  }
  const keys = await wrappedKeys(options.pool);
  for (const key of keys) await writeLine(output, { key });
  await writeLine(output, { end: { events, keys: keys.length } });
  progress(events, 'done');
  return { events, keys: keys.length };
}
