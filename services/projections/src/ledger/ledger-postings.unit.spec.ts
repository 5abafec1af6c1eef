import type { BookingEvent } from '@grandtour/commands';
import type { RecordedEvent } from '@grandtour/event-store';
import { describe, expect, it } from 'vitest';
import { NO_LEDGER_FACTS } from './ledger-entries.ts';
import { postingOf } from './ledger-postings.ts';

const at = '2027-03-01T10:00:00.000Z';
const paid = (streamPosition: number): RecordedEvent<BookingEvent> => ({
  type: 'PaymentSucceeded',
  data: {
    bookingId: 'b1',
    carId: 'car-1',
    ownerId: 'owner-1',
    provider: 'stripe',
    method: 'card',
    paymentIntentId: 'pi_1',
    paymentId: 'pi_1',
    amountCents: 330_750,
    providerEventId: null,
    succeededAt: at,
  },
  metadata: {
    eventId: `event-${streamPosition}`,
    streamName: 'booking-b1',
    streamPosition,
    logPosition: { commit: 1n, prepare: 1n },
  },
});

describe('a ledger posting', () => {
  it('writes the event’s entries as rows keyed by the event, and moves the booking’s ledger to it', () => {
    const posting = postingOf(paid(3), { facts: NO_LEDGER_FACTS, version: 2 });
    expect(posting?.entries).toEqual([
      expect.objectContaining({
        event_id: 'event-3',
        line: 0,
        account: 'provider_clearing',
        amount_cents: 330_750,
      }),
      expect.objectContaining({ event_id: 'event-3', line: 1, account: 'customer', amount_cents: -330_750 }),
    ]);
    expect(posting?.entries.every((row) => row.at === at && row.stream_position === 3)).toBe(true);
    expect(posting?.ledger).toEqual({ facts: { ...NO_LEDGER_FACTS, provider: 'stripe' }, version: 3 });
  });

  it('posts nothing for an event the booking’s ledger already holds: a replay writes nothing twice', () => {
    expect(postingOf(paid(3), { facts: NO_LEDGER_FACTS, version: 3 })).toBeUndefined();
    expect(postingOf(paid(2), { facts: NO_LEDGER_FACTS, version: 3 })).toBeUndefined();
  });
});
