import type { BookingEvent } from '@grandtour/commands';
import type { Projection, RecordedEvent, SqlExecutor } from '@grandtour/event-store';
import {
  evolveLedgerFacts,
  LEDGER_EVENT_TYPES,
  ledgerEntriesOf,
  NO_LEDGER_FACTS,
  type LedgerFacts,
} from './ledger-entries.ts';

const ENTRY_COLUMNS = [
  'booking_id',
  'event_id',
  'line',
  'stream_position',
  'event_type',
  'account',
  'amount_cents',
  'provider_ref',
  'provider',
  'movement',
  'at',
] as const;

/** When the money moved, as the event tells it. */
function occurredAt(event: BookingEvent): string {
  switch (event.type) {
    case 'PaymentSucceeded':
    case 'ChangePaymentSucceeded':
      return event.data.succeededAt;
    case 'BookingConfirmed':
      return event.data.confirmedAt;
    case 'BookingChanged':
      return event.data.changedAt;
    case 'BookingCancelled':
      return event.data.cancelledAt;
    case 'RefundIssued':
      return event.data.issuedAt;
    case 'DepositHeld':
      return event.data.heldAt;
    case 'DepositReleased':
      return event.data.releasedAt;
    case 'DepositCaptured':
      return event.data.capturedAt;
    case 'ClaimSettled':
    case 'ReturnExtrasSettled':
      return event.data.settledAt;
    case 'PayoutScheduled':
      return event.data.scheduledAt;
    case 'PayoutSent':
      return event.data.sentAt;
    default:
      throw new Error(`${event.type} moves no money`);
  }
}

async function post(event: RecordedEvent<BookingEvent>, sql: SqlExecutor) {
  const { bookingId } = event.data as { bookingId: string };
  const { eventId, streamPosition } = event.metadata;
  const { rows } = await sql.query(
    'SELECT facts, version FROM ledger_booking_facts WHERE booking_id = $1 FOR UPDATE',
    [bookingId],
  );
  const known = rows[0] as { facts: LedgerFacts; version: number } | undefined;
  // Already folded in: a replay writes nothing twice.
  if (known && known.version >= streamPosition) return;
  const facts = known?.facts ?? NO_LEDGER_FACTS;
  const entries = ledgerEntriesOf(event, facts);
  if (entries.length > 0) {
    const at = occurredAt(event);
    const values = entries.flatMap((entry, line) => [
      bookingId,
      eventId,
      line,
      streamPosition,
      event.type,
      entry.account,
      entry.amountCents,
      entry.providerRef,
      entry.provider,
      entry.movement,
      at,
    ]);
    const placeholders = entries.map(
      (_, row) =>
        `(${ENTRY_COLUMNS.map((_, column) => `$${row * ENTRY_COLUMNS.length + column + 1}`).join(', ')})`,
    );
    await sql.query(
      `INSERT INTO ledger_entries (${ENTRY_COLUMNS.join(', ')}) VALUES ${placeholders.join(', ')}
       ON CONFLICT (event_id, line) DO NOTHING`,
      values,
    );
  }
  await sql.query(
    `INSERT INTO ledger_booking_facts (booking_id, facts, version) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (booking_id) DO UPDATE SET facts = EXCLUDED.facts, version = EXCLUDED.version`,
    [bookingId, JSON.stringify(evolveLedgerFacts(facts, event)), streamPosition],
  );
}

/**
 * The double-entry ledger (decision 77): read by operators and the reconciliation, never right after a write, so it
 * runs asynchronously (ARCHITECTURE §4).
 */
export const ledgerProjection: Projection<BookingEvent> = {
  name: 'ledger',
  handles: LEDGER_EVENT_TYPES,
  tables: ['ledger_entries', 'ledger_booking_facts'],
  opensPersonalData: false,
  async apply(event, sql) {
    await post(event, sql);
  },
};
