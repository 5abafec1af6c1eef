/**
 * A position in the global log. On PostgreSQL `commit` is the appending transaction's id and `prepare` the
 * event's global sequence number; on EventStoreDB they are its commit and prepare positions. Ordered by
 * commit, then prepare.
 */
export interface LogPosition {
  readonly commit: bigint;
  readonly prepare: bigint;
}

export function compareLogPositions(a: LogPosition, b: LogPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}
