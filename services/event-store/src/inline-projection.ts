import type { DomainEvent, RecordedEvent } from './event-store.ts';

/** The part of a pg client a projection may use: parameterised SQL inside the caller's transaction. */
export interface SqlExecutor {
  query(
    text: string,
    values?: unknown[],
  ): Promise<{ rows: Record<string, unknown>[]; rowCount: number | null }>;
}

/**
 * An idempotent event → SQL handler. Applying the same event twice leaves the read model as applying it once,
 * so projections can be replayed from position 0 at any time.
 */
export interface Projection<Event extends DomainEvent = DomainEvent> {
  readonly name: string;
  readonly handles: readonly Event['type'][];
  /**
   * The read-model tables this projection writes or reads, unqualified. A rebuild builds them in a shadow schema
   * and swaps them in; projections that share a table are rebuilt together.
   */
  readonly tables: readonly string[];
  /**
   * Tables it also writes that are not read models (the workers' own memory): a rebuild points them at empty
   * scratch copies, so replaying the log never changes them.
   */
  readonly sideTables?: readonly string[];
  apply(event: RecordedEvent<Event>, sql: SqlExecutor): Promise<void>;
  /**
   * Many events at once with set-based SQL, for rebuilds: must leave the tables exactly as `apply` on each event
   * in turn would. Projections without it are rebuilt event by event.
   */
  applyBatch?(
    events: readonly RecordedEvent<Event>[],
    sql: SqlExecutor,
    options?: { fresh?: boolean; deferRecounts?: boolean },
  ): Promise<void>;
  /**
   * Statements recomputing, over every row at once, the figures its `applyBatch` recounts from other tables (a car's
   * bookings, rating, calendar). A rebuild's first pass asks the batch to leave those recounts out (`deferRecounts`:
   * recounting each page's keys re-reads all they gathered so far, so the cost grew with the square of the log) and
   * runs each of these once at its end; the same statement named by two members runs once (decision 110).
   */
  readonly recounts?: readonly string[];
  /**
   * Its batch only inserts rows keyed by their event, never reading or updating others. A rebuild then loads its
   * tables before their keys exist and asks `applyBatch` for plain inserts (`fresh`: no row of these events is there,
   * and no key to check a conflict against); the keys are built once, at the end, which also proves them unique.
   */
  readonly insertOnly?: boolean;
  /**
   * False for a projection that never reads a personal field (decision 100): a rebuild replays the log to it without
   * opening them. The rebuild bench checks that such a projection's rows are the same either way.
   */
  readonly opensPersonalData?: false;
}

/** Several projections applied as one: one transaction and one checkpoint for the lot. */
export function combineProjections(name: string, projections: readonly Projection[]): Projection {
  return {
    name,
    handles: [...new Set(projections.flatMap((projection) => projection.handles))],
    tables: [...new Set(projections.flatMap((projection) => projection.tables))],
    sideTables: [...new Set(projections.flatMap((projection) => projection.sideTables ?? []))],
    async apply(event, sql) {
      for (const projection of projections)
        if ((projection.handles as readonly string[]).includes(event.type))
          await projection.apply(event, sql);
    },
  };
}
