import { compareLogPositions, logHead } from '@grandtour/event-store';
import type pg from 'pg';
import type { ProjectionRunner } from '../runner/projection-runner.ts';

/**
 * Runs the runner until each of these projections' checkpoints has reached the last committed event. A plain
 * `catchUp` stops where the gap-free log stops, and on a shared server any other transaction holds that back for a
 * while (decision 1): tests that compare with everything written must wait for the rest.
 */
export async function catchUpWithLog(
  pool: pg.Pool,
  runner: ProjectionRunner,
  projections: readonly string[],
  timeoutMs = 30_000,
): Promise<void> {
  const head = await logHead(pool);
  if (!head) return;
  const givingUpAt = Date.now() + timeoutMs;
  for (;;) {
    await runner.catchUp();
    const { rows } = await pool.query<{ commit: string; prepare: string }>(
      `SELECT commit_position::text AS commit, prepare_position::text AS prepare
         FROM projection_checkpoints WHERE name = ANY($1)`,
      [projections],
    );
    const behind = rows.filter(
      (row) => compareLogPositions({ commit: BigInt(row.commit), prepare: BigInt(row.prepare) }, head) < 0,
    );
    if (rows.length === projections.length && behind.length === 0) return;
    if (Date.now() > givingUpAt) throw new Error(`Projections still behind the log after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
