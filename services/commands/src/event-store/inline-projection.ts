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
  apply(event: RecordedEvent<Event>, sql: SqlExecutor): Promise<void>;
}

/** Several projections applied as one: one transaction and one checkpoint for the lot. */
export function combineProjections(name: string, projections: readonly Projection[]): Projection {
  return {
    name,
    handles: [...new Set(projections.flatMap((projection) => projection.handles))],
    async apply(event, sql) {
      for (const projection of projections)
        if ((projection.handles as readonly string[]).includes(event.type))
          await projection.apply(event, sql);
    },
  };
}
