import type { BookingEvent } from '@grandtour/commands';
import type { RecordedEvent } from '@grandtour/event-store';
import { bookingEventTime } from '../booking-event-time.ts';
import type { Row } from '../rebuild/row-batches.ts';
import { evolveLedgerFacts, ledgerEntriesOf, NO_LEDGER_FACTS, type LedgerFacts } from './ledger-entries.ts';

/** What the ledger knows of a booking (`ledger_booking_facts`): its facts, and the last event folded into them. */
export interface BookingLedger {
  facts: LedgerFacts;
  version: number;
}

/** One event's entries as `ledger_entries` rows, and the booking's ledger after it. */
export interface Posting {
  entries: Row[];
  ledger: BookingLedger;
}

/** When the money moved, as the event tells it. */
function occurredAt(event: BookingEvent): string {
  const at = bookingEventTime(event);
  if (at === undefined) throw new Error(`${event.type} moves no money`);
  return at;
}

/**
 * What an event posts given what the ledger knew of its booking before it (nothing yet: `undefined`); undefined when
 * the event is already folded in, so a replay writes nothing twice. `apply` and the batch both post with it.
 */
export function postingOf(
  event: RecordedEvent<BookingEvent>,
  known: BookingLedger | undefined,
): Posting | undefined {
  const { eventId, streamPosition } = event.metadata;
  if (known && known.version >= streamPosition) return undefined;
  const facts = known?.facts ?? NO_LEDGER_FACTS;
  const entries = ledgerEntriesOf(event, facts);
  const at = entries.length > 0 ? occurredAt(event) : null;
  return {
    entries: entries.map((entry, line) => ({
      booking_id: event.data.bookingId,
      event_id: eventId,
      line,
      stream_position: streamPosition,
      event_type: event.type,
      account: entry.account,
      amount_cents: entry.amountCents,
      provider_ref: entry.providerRef,
      provider: entry.provider,
      movement: entry.movement,
      at,
    })),
    ledger: { facts: evolveLedgerFacts(facts, event), version: streamPosition },
  };
}
