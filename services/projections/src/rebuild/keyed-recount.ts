import type { SqlExecutor } from '@grandtour/event-store';

/**
 * Rows of a read model recomputed from other tables, never incremented, so that replays and the order of events
 * never matter. Its statement is written over a set of keys (an SQL array expression): `$1` names the keys an event
 * or a page touched; `every` names them all at once, for the end of a rebuild's first pass, which leaves recounts
 * out while it loads (decision 110).
 */
export function keyedRecount(
  statement: (keys: string) => string,
  keys: { type: 'uuid' | 'text'; every: string },
) {
  const some = statement(`$1::${keys.type}[]`);
  return {
    async of(sql: SqlExecutor, ids: Iterable<string>): Promise<void> {
      const unique = [...new Set(ids)];
      if (unique.length > 0) await sql.query(some, [unique]);
    },
    every: statement(keys.every),
  };
}
