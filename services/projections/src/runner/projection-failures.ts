import type { LogPosition, RecordedEvent, SqlExecutor } from '@grandtour/event-store';

/** How long a stopped projection waits before the runner tries its event again: doubling, up to a ceiling. */
export interface RetryBackoff {
  initialMs: number;
  maxMs: number;
}

export const DEFAULT_RETRY_BACKOFF: RetryBackoff = { initialMs: 1_000, maxMs: 5 * 60_000 };

/** The wait after the `attempts`-th failure in a row at one event. */
export const backoffDelayMs = (attempts: number, backoff: RetryBackoff) =>
  Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30));

/** Where a projection stands: its checkpoint, and whether it is stopped at an event and may try it again yet. */
export interface ProjectionState {
  checkpoint: LogPosition | undefined;
  stopped: { eventId: string; due: boolean } | undefined;
}

/** One round trip: the checkpoint, and the failure (if any) with the database's own clock deciding if it is due. */
export async function readProjectionState(sql: SqlExecutor, name: string): Promise<ProjectionState> {
  const { rows } = await sql.query(
    `SELECT c.commit_position::text AS commit, c.prepare_position::text AS prepare,
            f.event_id, f.retry_at <= now() AS due
       FROM (SELECT $1::text AS name) p
       LEFT JOIN projection_checkpoints c ON c.name = p.name
       LEFT JOIN projection_failures f ON f.name = p.name
             -- A failure the checkpoint has passed (a rebuild swapped in past it) no longer stops anything.
             AND (c.name IS NULL
                  OR (f.commit_position, f.prepare_position) > (c.commit_position, c.prepare_position))`,
    [name],
  );
  const row = rows[0] as
    | { commit: string | null; prepare: string | null; event_id: string | null; due: boolean | null }
    | undefined;
  return {
    checkpoint:
      row?.commit && row.prepare ? { commit: BigInt(row.commit), prepare: BigInt(row.prepare) } : undefined,
    stopped: row?.event_id ? { eventId: row.event_id, due: row.due === true } : undefined,
  };
}

/** The error as operators read it: its message, with the database's code and detail when there are some. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, detail } = error as { code?: unknown; detail?: unknown };
  const text = [error.message, detail ? `(${String(detail)})` : '', code ? `[${String(code)}]` : '']
    .filter(Boolean)
    .join(' ');
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
}

/**
 * Records that `name` stopped at `event` (in the caller's transaction, with the checkpoint left just before it):
 * the same event again counts one more attempt, another one starts over; the next try waits longer each time.
 */
export async function recordFailure(
  sql: SqlExecutor,
  failure: { name: string; event: RecordedEvent; error: unknown; owner: string; backoff: RetryBackoff },
): Promise<{ attempts: number; retryInMs: number }> {
  const { name, event, owner, backoff } = failure;
  const { rows } = await sql.query(
    `INSERT INTO projection_failures AS f (name, commit_position, prepare_position, event_id, event_type,
       stream_name, stream_position, error, attempts, first_failed_at, last_failed_at, retry_at, owner)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 1, now(), now(), now(), $9)
     ON CONFLICT (name) DO UPDATE SET
       commit_position = EXCLUDED.commit_position, prepare_position = EXCLUDED.prepare_position,
       event_type = EXCLUDED.event_type, stream_name = EXCLUDED.stream_name,
       stream_position = EXCLUDED.stream_position, error = EXCLUDED.error, owner = EXCLUDED.owner,
       attempts = CASE WHEN f.event_id = EXCLUDED.event_id THEN f.attempts + 1 ELSE 1 END,
       first_failed_at = CASE WHEN f.event_id = EXCLUDED.event_id THEN f.first_failed_at ELSE now() END,
       event_id = EXCLUDED.event_id, last_failed_at = now()
     RETURNING attempts`,
    [
      name,
      event.metadata.logPosition.commit.toString(),
      event.metadata.logPosition.prepare.toString(),
      event.metadata.eventId,
      event.type,
      event.metadata.streamName,
      event.metadata.streamPosition,
      describe(failure.error),
      owner,
    ],
  );
  const attempts = Number(rows[0]?.attempts);
  const retryInMs = backoffDelayMs(attempts, backoff);
  await sql.query(
    `UPDATE projection_failures SET retry_at = now() + $2 * interval '1 millisecond' WHERE name = $1`,
    [name, retryInMs],
  );
  return { attempts, retryInMs };
}

/** The projection has applied past the event it was stopped at. */
export async function clearFailure(sql: SqlExecutor, name: string): Promise<void> {
  await sql.query('DELETE FROM projection_failures WHERE name = $1', [name]);
}

/**
 * An operator's "try again now" after a fix: the back-off is cleared and the runners take these projections up at
 * their next poll, whichever process they run in. Returns the names that were stopped.
 */
export async function retryStoppedProjections(sql: SqlExecutor, names: readonly string[]): Promise<string[]> {
  const { rows } = await sql.query(
    `UPDATE projection_failures SET retry_at = now() WHERE name = ANY($1::text[]) RETURNING name`,
    [[...names]],
  );
  return rows.map((row) => row.name as string).sort();
}
