import { randomUUID } from 'node:crypto';
import {
  bookingStreamName,
  payoutAccountStreamName,
  type BookingEvent,
  type PayoutAccountEvent,
} from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import { createDemoPayouts } from '@grandtour/payments';
import { appendConfirmedBooking } from '@grandtour/workers/testing';
import type pg from 'pg';

/**
 * Completed bookings whose payouts are due now, for owners whose demo payout accounts can be paid (onboarded on the
 * demo's page, recorded on their streams), appended straight to the log: the payout run's work, made fast.
 */
export async function appendPayableCompletedBookings(
  deps: { store: EventStore; pool: pg.Pool; now: Date },
  options: { bookings: number; owners: number; onProgress?: (done: number) => void },
): Promise<string[]> {
  const { store, now } = deps;
  const demo = createDemoPayouts({ pool: deps.pool, clock: () => now });
  const owners: string[] = [];
  for (let index = 0; index < options.owners; index++) {
    const ownerId = randomUUID();
    const { accountId } = await demo.createAccount({
      ownerId,
      email: `owner-${index}@example.com`,
      idempotencyKey: `payout-account-${ownerId}`,
    });
    await demo.completeDemoOnboarding(accountId);
    const at = now.toISOString();
    const events: PayoutAccountEvent[] = [
      { type: 'PayoutAccountOpened', data: { ownerId, provider: 'demo', accountId, openedAt: at } },
      {
        type: 'PayoutAccountStatusChecked',
        data: { ownerId, accountId, detailsSubmitted: true, payoutsEnabled: true, checkedAt: at },
      },
    ];
    await store.appendToStream(payoutAccountStreamName(ownerId), events, { expectedVersion: 0 });
    owners.push(ownerId);
  }
  // Returned three days ago: the 48-hour claim window is over.
  const completedAt = new Date(now.getTime() - 3 * 86_400_000).toISOString();
  const bookingIds: string[] = [];
  for (let index = 0; index < options.bookings; index++) {
    const ownerId = owners[index % owners.length]!;
    const { bookingId, carId } = await appendConfirmedBooking(store, {
      index,
      now,
      ownerId,
      startInDays: -5,
    });
    const completed: BookingEvent = {
      type: 'BookingCompleted',
      data: { bookingId, carId, ownerId, completedAt },
    };
    await store.appendToStream(bookingStreamName(bookingId), [completed], { expectedVersion: 3 });
    bookingIds.push(bookingId);
    if ((index + 1) % 500 === 0) options.onProgress?.(index + 1);
  }
  return bookingIds;
}
