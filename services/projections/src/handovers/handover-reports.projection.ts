import {
  EMPTY_HANDOVER_REPORT,
  evolveHandoverReport,
  HANDOVER_EVENT_TYPES,
  type BookingEvent,
  type HandoverEvent,
  type HandoverReportState,
} from '@grandtour/commands';
import type { Projection, SqlExecutor } from '@grandtour/event-store';
import { integerFromDatabase } from '@grandtour/event-store';
import type { HandoverParty, HandoverPhase } from '@grandtour/shared';

const HANDLED = new Set<string>(HANDOVER_EVENT_TYPES);

/** A report as stored: the fold's maps as plain objects (JSON keeps no Map). */
type StoredReport = Omit<HandoverReportState, 'photos' | 'signatures'> & {
  photos: Record<string, NonNullable<ReturnType<HandoverReportState['photos']['get']>>>;
  signatures: Partial<
    Record<HandoverParty, NonNullable<ReturnType<HandoverReportState['signatures']['get']>>>
  >;
};

const stored = (report: HandoverReportState): StoredReport => ({
  ...report,
  photos: Object.fromEntries(report.photos),
  signatures: Object.fromEntries(report.signatures),
});

export const reportFromStored = (report: StoredReport): HandoverReportState => ({
  ...report,
  photos: new Map(Object.entries(report.photos)),
  signatures: new Map(
    Object.entries(report.signatures) as [HandoverParty, StoredReport['signatures']['owner'] & {}][],
  ),
});

/** One report as the read model has it: the empty report while nothing was added. */
export async function loadHandoverReport(
  sql: SqlExecutor,
  bookingId: string,
  phase: HandoverPhase,
): Promise<{ report: HandoverReportState; version: number } | null> {
  const { rows } = await sql.query(
    'SELECT report, version FROM handover_reports WHERE booking_id = $1 AND phase = $2',
    [bookingId, phase],
  );
  const row = rows[0] as { report: StoredReport; version: string | number } | undefined;
  return row ? { report: reportFromStored(row.report), version: integerFromDatabase(row.version) } : null;
}

/**
 * Inline: each report folded by the decider's own function (decision 87), so the pages read what was decided right
 * after their write; an event at or below the stored position (a replay) is skipped.
 */
export const handoverReportsProjection: Projection<BookingEvent> = {
  name: 'handover_reports',
  handles: HANDOVER_EVENT_TYPES,
  tables: ['handover_reports'],
  async apply(event, sql) {
    // An append's other events come along with the handled ones (the booking pickup sealed with the report).
    if (!HANDLED.has(event.type)) return;
    const handover = event as unknown as HandoverEvent;
    const { bookingId, phase } = handover.data;
    const position = Number(event.metadata.streamPosition);
    const current = await loadHandoverReport(sql, bookingId, phase);
    if (current && current.version >= position) return;
    const next = evolveHandoverReport(current?.report ?? EMPTY_HANDOVER_REPORT, handover);
    await sql.query(
      `INSERT INTO handover_reports (booking_id, phase, report, version) VALUES ($1, $2, $3, $4)
       ON CONFLICT (booking_id, phase) DO UPDATE SET report = EXCLUDED.report, version = EXCLUDED.version`,
      [bookingId, phase, JSON.stringify(stored(next)), position],
    );
  },
};
