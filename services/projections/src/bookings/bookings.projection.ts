import type { BookingEvent } from '@grandtour/commands';
import type { Projection, SqlExecutor } from '@grandtour/event-store';
import { BOOKING_EVENT_TYPES } from '@grandtour/commands';
import { integerFromDatabase } from '@grandtour/event-store';

/** Booking counts on the car (for popularity) are recounted, never incremented, so a replay stays exact. */
const RECOUNT_CAR_BOOKINGS_SQL = `
  UPDATE cars SET booking_count = (
    SELECT count(*) FROM bookings WHERE car_id = $1 AND status IN ('confirmed', 'completed'))
   WHERE id = $1`;

async function insertBooking(
  event: Extract<BookingEvent, { type: 'BookingCreated' }>,
  version: number,
  sql: SqlExecutor,
) {
  const data = event.data;
  const { quote } = data;
  await sql.query(
    `INSERT INTO bookings (id, user_id, car_id, owner_id, car_brand, car_model, car_image, start_date, end_date, days,
       pickup_location, dropoff_location, daily_price_cents, rental_cents, delivery_cents, service_fee_cents,
       total_cents, owner_payout_cents, platform_revenue_cents, deposit_cents, status, payment_status, fee_config,
       customer_info, additional_services, language, hold_expires_at, created_at, updated_at, version,
       pickup_address, dropoff_address, delivery_address, commission_rate_bps, driver, driver_requirements,
       request_status, return_terms)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
       'pending', 'pending', $21, $22, $23, $24, $25, $26, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35)
     ON CONFLICT (id) DO NOTHING`,
    [
      data.bookingId,
      data.userId,
      data.carId,
      data.ownerId,
      data.car.brand,
      data.car.model,
      data.car.image,
      data.startDate,
      data.endDate,
      quote.days,
      data.pickupLocation,
      data.dropoffLocation,
      quote.dailyPriceCents,
      quote.rentalCents,
      quote.deliveryCents,
      quote.serviceFeeCents,
      quote.totalCents,
      quote.ownerPayoutCents,
      quote.platformRevenueCents,
      quote.depositCents,
      JSON.stringify(data.feeConfig),
      JSON.stringify(data.customerInfo),
      JSON.stringify(data.additionalServices),
      data.language,
      data.holdExpiresAt,
      data.createdAt,
      version,
      data.pickupAddress ?? null,
      data.dropoffAddress ?? null,
      data.deliveryAddress ? JSON.stringify(data.deliveryAddress) : null,
      data.commission?.rateBps ?? null,
      // Bookings made before issue 22 have no driver.
      data.driver ? JSON.stringify(data.driver) : null,
      data.driverRequirements ? JSON.stringify(data.driverRequirements) : null,
      data.driverRequirements?.bookingMode === 'request' ? 'awaiting_payment' : null,
      // Bookings made before issue 23 froze no return terms.
      data.returnTerms ? JSON.stringify(data.returnTerms) : null,
    ],
  );
}

/** Applies `assignments` unless the row already holds this event (its version is at or past the event's). */
async function updateBooking(
  bookingId: string,
  version: number,
  at: string,
  assignments: Record<string, unknown>,
  sql: SqlExecutor,
): Promise<boolean> {
  const columns = Object.keys(assignments);
  const sets = columns.map((column, index) => `${column} = $${index + 4}`);
  const result = await sql.query(
    `UPDATE bookings SET ${[...sets, 'version = $2', 'updated_at = $3'].join(', ')} WHERE id = $1 AND version < $2`,
    [bookingId, version, at, ...columns.map((column) => assignments[column])],
  );
  return (result.rowCount ?? 0) > 0;
}

function paymentStatusAfterRefund(paidCents: number, refundedCents: number) {
  if (refundedCents <= 0) return 'paid';
  return refundedCents >= paidCents ? 'refunded' : 'partially_refunded';
}

export const bookingsProjection: Projection<BookingEvent> = {
  name: 'bookings',
  handles: BOOKING_EVENT_TYPES,
  tables: ['bookings', 'cars'],
  async apply(event, sql) {
    const version = event.metadata.streamPosition;
    const { bookingId } = event.data;
    switch (event.type) {
      case 'BookingCreated':
        return insertBooking(event, version, sql);
      case 'PaymentIntentCreated':
        await updateBooking(
          bookingId,
          version,
          event.data.createdAt,
          {
            payment_intent_id: event.data.paymentIntentId,
            payment_provider: event.data.provider,
            payment_method: event.data.method,
          },
          sql,
        );
        return;
      case 'PaymentSucceeded':
        await updateBooking(
          bookingId,
          version,
          event.data.succeededAt,
          {
            payment_status: 'paid',
            payment_provider: event.data.provider,
            payment_method: event.data.method,
            payment_intent_id: event.data.paymentIntentId,
            payment_id: event.data.paymentId,
            paid_cents: event.data.amountCents,
            hold_expires_at: null,
          },
          sql,
        );
        // Paid after it was cancelled (a late webhook): all of it is owed back.
        await sql.query(
          `UPDATE bookings SET refund_due_cents = paid_cents - cancellation_fee_cents
            WHERE id = $1 AND status = 'cancelled'`,
          [bookingId],
        );
        return;
      case 'PaymentFailed':
        await updateBooking(bookingId, version, event.data.failedAt, {}, sql);
        return;
      case 'BookingConfirmed':
        if (
          await updateBooking(
            bookingId,
            version,
            event.data.confirmedAt,
            { status: 'confirmed', confirmed_at: event.data.confirmedAt },
            sql,
          )
        )
          await sql.query(RECOUNT_CAR_BOOKINGS_SQL, [event.data.carId]);
        return;
      case 'BookingCancelled':
        if (
          await updateBooking(
            bookingId,
            version,
            event.data.cancelledAt,
            {
              status: 'cancelled',
              hold_expires_at: null,
              cancellation_date: event.data.cancelledAt,
              cancellation_reason: event.data.reason,
              cancellation_fee_cents: event.data.feeCents,
              refund_due_cents: event.data.refundDueCents,
            },
            sql,
          )
        )
          await sql.query(RECOUNT_CAR_BOOKINGS_SQL, [event.data.carId]);
        // A request the customer called off before the owner's answer was withdrawn.
        if (event.data.reason === 'customer')
          await sql.query(
            `UPDATE bookings SET request_status = 'withdrawn'
              WHERE id = $1 AND request_status IN ('awaiting_payment', 'awaiting_owner')`,
            [bookingId],
          );
        return;
      case 'RefundIssued': {
        const { rows } = await sql.query(
          'SELECT paid_cents, refunded_cents, version FROM bookings WHERE id = $1',
          [bookingId],
        );
        const row = rows[0] as { paid_cents: unknown; refunded_cents: unknown; version: number } | undefined;
        if (!row || row.version >= version) return;
        const refunded = integerFromDatabase(row.refunded_cents) + event.data.amountCents;
        const paid = integerFromDatabase(row.paid_cents);
        await updateBooking(
          bookingId,
          version,
          event.data.issuedAt,
          { refunded_cents: refunded, payment_status: paymentStatusAfterRefund(paid, refunded) },
          sql,
        );
        return;
      }
      case 'BookingClaimed':
        await updateBooking(bookingId, version, event.data.claimedAt, { user_id: event.data.toUserId }, sql);
        return;
      case 'BookingCompleted':
        if (await updateBooking(bookingId, version, event.data.completedAt, { status: 'completed' }, sql))
          await sql.query(RECOUNT_CAR_BOOKINGS_SQL, [event.data.carId]);
        return;
      case 'BookingChangeRequested':
        await updateBooking(
          bookingId,
          version,
          event.data.requestedAt,
          { open_change_id: event.data.changeId, open_change_since: event.data.requestedAt },
          sql,
        );
        return;
      case 'ChangePaymentSucceeded': {
        const { rows } = await sql.query('SELECT paid_cents, version FROM bookings WHERE id = $1', [
          bookingId,
        ]);
        const row = rows[0] as { paid_cents: unknown; version: number } | undefined;
        if (!row || row.version >= version) return;
        await updateBooking(
          bookingId,
          version,
          event.data.succeededAt,
          { paid_cents: integerFromDatabase(row.paid_cents) + event.data.amountCents },
          sql,
        );
        return;
      }
      case 'BookingChanged': {
        const { quote } = event.data;
        await updateBooking(
          bookingId,
          version,
          event.data.changedAt,
          {
            start_date: event.data.startDate,
            end_date: event.data.endDate,
            days: quote.days,
            pickup_location: event.data.pickupLocation,
            dropoff_location: event.data.dropoffLocation,
            pickup_address: event.data.pickupAddress ?? null,
            dropoff_address: event.data.dropoffAddress ?? null,
            daily_price_cents: quote.dailyPriceCents,
            rental_cents: quote.rentalCents,
            delivery_cents: quote.deliveryCents,
            service_fee_cents: quote.serviceFeeCents,
            total_cents: quote.totalCents,
            owner_payout_cents: quote.ownerPayoutCents,
            platform_revenue_cents: quote.platformRevenueCents,
            deposit_cents: quote.depositCents,
            open_change_id: null,
            open_change_since: null,
          },
          sql,
        );
        return;
      }
      case 'BookingChangeRefused':
        await updateBooking(
          bookingId,
          version,
          event.data.refusedAt,
          { open_change_id: null, open_change_since: null },
          sql,
        );
        return;
      case 'PaymentAuthorised':
        await updateBooking(
          bookingId,
          version,
          event.data.authorisedAt,
          {
            request_status: 'awaiting_owner',
            request_authorised_at: event.data.authorisedAt,
            request_respond_by: event.data.respondBy,
            payment_provider: event.data.provider,
            payment_method: event.data.method,
            payment_intent_id: event.data.paymentIntentId,
            hold_expires_at: null,
          },
          sql,
        );
        return;
      case 'BookingRequestAccepted':
        await updateBooking(
          bookingId,
          version,
          event.data.acceptedAt,
          { request_status: 'accepted', request_responded_at: event.data.acceptedAt },
          sql,
        );
        return;
      case 'BookingRequestDeclined':
        await updateBooking(
          bookingId,
          version,
          event.data.declinedAt,
          {
            request_status: 'declined',
            request_responded_at: event.data.declinedAt,
            request_decline_message: event.data.message,
          },
          sql,
        );
        return;
      case 'BookingRequestExpired':
        await updateBooking(bookingId, version, event.data.expiredAt, { request_status: 'expired' }, sql);
        return;
      case 'AuthorisationVoided':
        await updateBooking(
          bookingId,
          version,
          event.data.voidedAt,
          { request_voided_at: event.data.voidedAt },
          sql,
        );
        return;
      // Deposits and payouts have read models of their own (booking_deposits, payouts); handover reports are views of the stream.
      case 'DepositHeld':
      case 'DepositHoldFailed':
      case 'DepositReleased':
      case 'DepositCaptured':
      case 'DepositWaived':
      case 'BookingPickedUp':
      case 'PayoutScheduled':
      case 'PayoutSent':
      case 'PayoutFailed':
      case 'PayoutCancelled':
      case 'HandoverPhotoAdded':
      case 'HandoverReadingsRecorded':
      case 'HandoverDamageNoted':
      case 'HandoverSigningCodeIssued':
      case 'HandoverSigningCodeRejected':
      case 'HandoverSigned':
      case 'HandoverSealed':
      case 'ReturnExtrasAssessed':
      case 'ReturnExtrasSettled':
      case 'ClaimOpened':
      case 'ClaimAccepted':
      case 'ClaimContested':
      case 'ClaimEscalated':
      case 'ClaimDecided':
      case 'ClaimSettled':
      case 'ClaimWithdrawn':
        return;
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },
};
