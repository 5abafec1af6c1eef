import type {
  OwnerBooking,
  OwnerBookingDetail,
  OwnerBookingFilter,
  OWNER_BOOKING_SORT_FIELDS,
} from '@grandtour/shared';
import {
  fullYearsBetween,
  isDriverVerifiedOn,
  ownerEarnings,
  shareOfCents,
  unlessErased,
} from '@grandtour/shared';
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { bookings, bookingTimeline, driverVerifications } from '../schema/index.ts';
import { requestOf } from '../booking-requests/request-of-row.ts';
import { containing, countAll, idsOf, orderOf, type ListRequest, type Page } from './list-request.ts';

type BookingRow = typeof bookings.$inferSelect;
export type OwnerBookingSortField = (typeof OWNER_BOOKING_SORT_FIELDS)[number];

const SORT_COLUMNS = {
  id: bookings.id,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  createdAt: bookings.createdAt,
  status: bookings.status,
  totalCents: bookings.totalCents,
  ownerPayoutCents: bookings.ownerPayoutCents,
  carModel: bookings.carModel,
} satisfies Record<OwnerBookingSortField, unknown>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * What the owner earns on the booking (decision 0080), as its payout will be decided: the payout share of a live
 * booking, or of a cancelled one their share of the kept fee (split in the quote's proportions), less the commission
 * frozen at booking.
 */
export function earningsOf(row: BookingRow): OwnerBooking['earnings'] {
  const grossCents =
    row.status === 'cancelled'
      ? row.cancellationFeeCents -
        shareOfCents(row.cancellationFeeCents, row.platformRevenueCents, row.totalCents)
      : row.ownerPayoutCents;
  return {
    ...ownerEarnings(grossCents, row.commissionRateBps ?? 0),
    commissionRateBps: row.commissionRateBps,
  };
}

/** The driver's verification as the driver_verifications read model has it; null when they never uploaded. */
type Verification = Parameters<typeof isDriverVerifiedOn>[0] | null;

export function toOwnerBooking(row: BookingRow, verification: Verification): OwnerBooking {
  const customer = row.customerInfo;
  return {
    id: row.id,
    carId: row.carId,
    carBrand: row.carBrand,
    carModel: row.carModel,
    startDate: row.startDate,
    endDate: row.endDate,
    days: row.days,
    status: row.status as OwnerBooking['status'],
    paymentStatus: row.paymentStatus as OwnerBooking['paymentStatus'],
    pickupLocation: row.pickupLocation as OwnerBooking['pickupLocation'],
    dropoffLocation: row.dropoffLocation as OwnerBooking['dropoffLocation'],
    pickupAddress: row.pickupAddress,
    dropoffAddress: row.dropoffAddress,
    customer: {
      firstName: customer.firstName ?? '',
      lastName: customer.lastName ?? '',
      email: customer.email ?? '',
      phone: customer.phone ?? '',
    },
    dailyPriceCents: row.dailyPriceCents,
    rentalCents: row.rentalCents,
    deliveryCents: row.deliveryCents,
    serviceFeeCents: row.serviceFeeCents,
    totalCents: row.totalCents,
    ownerPayoutCents: row.ownerPayoutCents,
    earnings: earningsOf(row),
    request: requestOf(row),
    driverVerified:
      row.driver === null ? null : verification !== null && isDriverVerifiedOn(verification, row.endDate),
    depositCents: row.depositCents,
    paidCents: row.paidCents,
    cancellationFeeCents: row.cancellationFeeCents,
    refundDueCents: row.refundDueCents,
    refundedCents: row.refundedCents,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: iso(row.confirmedAt),
    cancelledAt: iso(row.cancellationDate),
  };
}

function conditions(ownerId: string, filter: OwnerBookingFilter): SQL | undefined {
  const ids = idsOf(filter.id);
  const statuses = filter.status === undefined ? undefined : [filter.status].flat();
  const text = filter.q ? containing(filter.q) : undefined;
  return and(
    eq(bookings.ownerId, ownerId),
    ids ? inArray(bookings.id, ids) : undefined,
    statuses ? inArray(bookings.status, statuses) : undefined,
    filter.carId ? eq(bookings.carId, filter.carId) : undefined,
    text
      ? or(
          sql`${bookings.customerInfo}->>'firstName' || ' ' || (${bookings.customerInfo}->>'lastName') ILIKE ${text}`,
          sql`${bookings.customerInfo}->>'email' ILIKE ${text}`,
          sql`${bookings.carBrand} || ' ' || ${bookings.carModel} ILIKE ${text}`,
          ilike(sql`${bookings.id}::text`, `${filter.q!.toLowerCase().replace(/[\\%_]/g, '')}%`),
        )
      : undefined,
  );
}

/** Bookings with their driver's verification beside them (the booking's user is the driver's account or guest). */
const withVerification = (db: NodePgDatabase) =>
  db
    .select({
      booking: bookings,
      verification: {
        status: driverVerifications.status,
        licenceExpiresOn: driverVerifications.licenceExpiresOn,
      },
    })
    .from(bookings)
    .leftJoin(driverVerifications, eq(driverVerifications.userId, bookings.userId));

export function createOwnerBookingQueries(db: NodePgDatabase) {
  return {
    async listBookings(
      ownerId: string,
      request: ListRequest<OwnerBookingFilter, OwnerBookingSortField>,
    ): Promise<Page<OwnerBooking>> {
      const where = conditions(ownerId, request.filter);
      const [start, end] = request.range;
      const [rows, [count]] = await Promise.all([
        withVerification(db)
          .where(where)
          .orderBy(...orderOf(SORT_COLUMNS, request.sort, bookings.id))
          .offset(start)
          .limit(end - start + 1),
        db.select({ total: countAll }).from(bookings).where(where),
      ]);
      return {
        rows: rows.map(({ booking, verification }) => toOwnerBooking(booking, verification)),
        total: count?.total ?? 0,
      };
    },

    /** The owner's booking with its money timeline; another owner's booking is as absent as a missing one. */
    async findBooking(
      ownerId: string,
      bookingId: string,
    ): Promise<Omit<OwnerBookingDetail, 'deposit'> | undefined> {
      const [found] = await withVerification(db).where(
        and(eq(bookings.id, bookingId), eq(bookings.ownerId, ownerId)),
      );
      if (!found) return undefined;
      const row = found.booking;
      const steps = await db
        .select()
        .from(bookingTimeline)
        .where(eq(bookingTimeline.bookingId, bookingId))
        .orderBy(asc(bookingTimeline.position));
      const driver = unlessErased(row.driver);
      return {
        ...toOwnerBooking(row, found.verification),
        driver: driver && {
          ...driver,
          ageOnPickup: fullYearsBetween(driver.dateOfBirth, row.startDate),
          licenceYearsOnPickup: fullYearsBetween(driver.licenceIssuedOn, row.startDate),
        },
        returnTerms: row.returnTerms,
        timeline: steps.map((step) => ({
          kind: step.kind as OwnerBookingDetail['timeline'][number]['kind'],
          occurredAt: step.occurredAt.toISOString(),
          amountCents: step.amountCents,
          details: step.details,
        })),
      };
    },
  };
}
