import type { Booking, CustomerInfo, CustomerTimelineKind, CustomerTimelineStep } from '@grandtour/shared';
import { centsToDecimalString, unlessErased } from '@grandtour/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { requestOf } from '../booking-requests/request-of-row.ts';
import { bookings, bookingTimeline } from '../schema/index.ts';

export type BookingRow = typeof bookings.$inferSelect;

const money = centsToDecimalString;
const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    userId: row.userId,
    carId: row.carId,
    carBrand: row.carBrand,
    carModel: row.carModel,
    carImage: row.carImage,
    ownerId: row.ownerId,
    startDate: row.startDate,
    endDate: row.endDate,
    days: row.days,
    pickupLocation: row.pickupLocation as Booking['pickupLocation'],
    dropoffLocation: row.dropoffLocation as Booking['dropoffLocation'],
    pickupAddress: row.pickupAddress,
    dropoffAddress: row.dropoffAddress,
    deliveryAddress: unlessErased(row.deliveryAddress),
    dailyPrice: money(row.dailyPriceCents),
    basePrice: money(row.rentalCents),
    deliveryFee: money(row.deliveryCents),
    platformFee: money(row.serviceFeeCents),
    totalPrice: money(row.totalCents),
    ownerPayout: money(row.ownerPayoutCents),
    platformRevenue: money(row.platformRevenueCents),
    depositAmount: money(row.depositCents),
    status: row.status as Booking['status'],
    paymentStatus: row.paymentStatus as Booking['paymentStatus'],
    paymentMethod: row.paymentMethod as Booking['paymentMethod'],
    paymentIntentId: row.paymentIntentId,
    depositIntentId: null,
    feeConfig: row.feeConfig as Booking['feeConfig'],
    customerInfo: row.customerInfo as unknown as CustomerInfo,
    driver: unlessErased(row.driver),
    returnTerms: row.returnTerms,
    request: requestOf(row),
    additionalServices: row.additionalServices,
    language: row.language as Booking['language'],
    holdExpiresAt: iso(row.holdExpiresAt),
    cancellationDate: iso(row.cancellationDate),
    cancellationReason: row.cancellationReason as Booking['cancellationReason'],
    cancellationFee: money(row.cancellationFeeCents),
    refundAmount: money(row.refundDueCents),
    notificationsSent: row.notificationsSent,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The customer's words for the timeline's steps; payment attempts and the owner's split are not theirs to see. */
const CUSTOMER_KINDS: Readonly<Record<string, CustomerTimelineKind>> = {
  quoted: 'created',
  payment_succeeded: 'paid',
  confirmed: 'confirmed',
  change_requested: 'change_requested',
  changed: 'changed',
  change_refused: 'change_refused',
  cancelled: 'cancelled',
  refunded: 'refunded',
  completed: 'completed',
  deposit_held: 'deposit_held',
  deposit_hold_failed: 'deposit_hold_failed',
  deposit_released: 'deposit_released',
  deposit_captured: 'deposit_captured',
  return_extras: 'return_extras',
  claim_excess_charged: 'claim_excess_charged',
  extras_charged: 'extras_charged',
};

type TimelineRow = typeof bookingTimeline.$inferSelect;

function toCustomerStep(row: TimelineRow): CustomerTimelineStep[] {
  const kind = CUSTOMER_KINDS[row.kind];
  if (!kind) return [];
  const step: CustomerTimelineStep = {
    kind,
    occurredAt: row.occurredAt.toISOString(),
    amountCents: kind === 'confirmed' || kind === 'completed' ? null : row.amountCents,
  };
  if (kind === 'changed') {
    const { previous, startDate, endDate } = row.details as {
      previous: { startDate: string; endDate: string };
      startDate: string;
      endDate: string;
    };
    step.dates = {
      from: { startDate: previous.startDate, endDate: previous.endDate },
      to: { startDate, endDate },
    };
  }
  return [step];
}

/** What the scheduled work needs to know about a booking to act on it. */
export interface BookingToProcess {
  id: string;
  carId: string;
}

export function createBookingQueries(db: NodePgDatabase) {
  const ids = (rows: { id: string; carId: string }[]): BookingToProcess[] =>
    rows.map(({ id, carId }) => ({ id, carId }));

  return {
    async findBooking(id: string): Promise<Booking | undefined> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
      return row && toBooking(row);
    },

    /** The row as stored, for the server's own decisions (cents, payment references). */
    async findBookingRow(id: string): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
      return row;
    },

    /** What happened to the booking, oldest first, as its customer sees it (asynchronous: it may lag a moment). */
    async customerTimeline(bookingId: string): Promise<CustomerTimelineStep[]> {
      const rows = await db
        .select()
        .from(bookingTimeline)
        .where(eq(bookingTimeline.bookingId, bookingId))
        .orderBy(asc(bookingTimeline.position));
      return rows.flatMap(toCustomerStep);
    },

    async bookingsOfUser(userId: string): Promise<Booking[]> {
      const rows = await db
        .select()
        .from(bookings)
        .where(eq(bookings.userId, userId))
        .orderBy(desc(bookings.createdAt), asc(bookings.id));
      return rows.map(toBooking);
    },

    /** Unpaid pending bookings whose hold ran out. */
    async expiredHolds(now: Date, limit = 100): Promise<BookingToProcess[]> {
      return ids(
        await db
          .select({ id: bookings.id, carId: bookings.carId })
          .from(bookings)
          .where(
            and(
              sql`${bookings.status} = 'pending' AND ${bookings.paidCents} = 0`,
              sql`${bookings.holdExpiresAt} <= ${now.toISOString()}`,
            ),
          )
          .orderBy(asc(bookings.holdExpiresAt))
          .limit(limit),
      );
    },

    /** Requests to book whose owner let the day pass without an answer (decision 85). */
    async expiredRequests(now: Date, limit = 100): Promise<BookingToProcess[]> {
      return ids(
        await db
          .select({ id: bookings.id, carId: bookings.carId })
          .from(bookings)
          .where(
            sql`${bookings.requestStatus} = 'awaiting_owner' AND ${bookings.status} = 'pending'
                AND ${bookings.requestRespondBy} <= ${now.toISOString()}`,
          )
          .orderBy(asc(bookings.requestRespondBy))
          .limit(limit),
      );
    },

    /** Confirmed rentals whose end date is over in Paris. */
    async finishedRentals(now: Date, limit = 100): Promise<BookingToProcess[]> {
      return ids(
        await db
          .select({ id: bookings.id, carId: bookings.carId })
          .from(bookings)
          .where(
            sql`${bookings.status} = 'confirmed' AND ${bookings.endDate} < (${now.toISOString()}::timestamptz AT TIME ZONE 'Europe/Paris')::date`,
          )
          .orderBy(asc(bookings.endDate))
          .limit(limit),
      );
    },

    /**
     * Bookings left half-way by a crash or a provider outage: paid (or a request accepted) but not yet confirmed, a
     * request authorised whose dates may not be reserved yet, a request off but its authorisation not yet voided,
     * cancelled with a refund
     * still owed, cancelled while still holding their dates, a change open for over a minute, or a change that
     * cost less not yet paid back.
     */
    async unfinishedBusiness(now: Date = new Date(), limit = 100): Promise<BookingToProcess[]> {
      const staleChange = new Date(now.getTime() - 60_000).toISOString();
      return ids(
        await db
          .select({ id: bookings.id, carId: bookings.carId })
          .from(bookings)
          .where(
            sql`(${bookings.status} = 'pending' AND ${bookings.paidCents} > 0)
             OR (${bookings.status} = 'pending' AND ${bookings.requestStatus} = 'accepted')
             OR (${bookings.status} = 'pending' AND ${bookings.requestStatus} = 'awaiting_owner' AND NOT EXISTS (
                  SELECT 1 FROM car_unavailability u
                   WHERE u.car_id = ${bookings.carId} AND u.source_id = 'booking:' || ${bookings.id}::text
                     AND u.kind = 'reservation'))
             OR (${bookings.status} = 'cancelled' AND ${bookings.requestAuthorisedAt} IS NOT NULL
                 AND ${bookings.requestVoidedAt} IS NULL AND ${bookings.paidCents} = 0)
             OR (${bookings.openChangeId} IS NOT NULL AND ${bookings.openChangeSince} < ${staleChange})
             OR (${bookings.status} IN ('confirmed', 'completed') AND ${bookings.openChangeId} IS NULL
                 AND ${bookings.paidCents} - ${bookings.refundedCents} > ${bookings.totalCents})
             OR (${bookings.status} = 'cancelled'
                 AND ${bookings.paidCents} - ${bookings.cancellationFeeCents} > ${bookings.refundedCents})
             OR (${bookings.status} = 'cancelled' AND EXISTS (
                  SELECT 1 FROM car_unavailability u
                   WHERE u.car_id = ${bookings.carId} AND u.source_id = 'booking:' || ${bookings.id}::text))`,
          )
          .limit(limit),
      );
    },
  };
}
export type BookingQueries = ReturnType<typeof createBookingQueries>;
