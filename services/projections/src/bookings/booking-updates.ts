import type { BookingEvent } from '@grandtour/commands';

type Created = Extract<BookingEvent, { type: 'BookingCreated' }>;

/** The row a `BookingCreated` inserts, column by column (JSON columns as values, not text). */
export function createdBookingRow(
  event: { data: Created['data'] },
  version: number,
): Record<string, unknown> {
  const data = event.data;
  const { quote } = data;
  return {
    id: data.bookingId,
    user_id: data.userId,
    car_id: data.carId,
    owner_id: data.ownerId,
    car_brand: data.car.brand,
    car_model: data.car.model,
    car_image: data.car.image,
    start_date: data.startDate,
    end_date: data.endDate,
    days: quote.days,
    pickup_location: data.pickupLocation,
    dropoff_location: data.dropoffLocation,
    daily_price_cents: quote.dailyPriceCents,
    rental_cents: quote.rentalCents,
    delivery_cents: quote.deliveryCents,
    service_fee_cents: quote.serviceFeeCents,
    total_cents: quote.totalCents,
    owner_payout_cents: quote.ownerPayoutCents,
    platform_revenue_cents: quote.platformRevenueCents,
    deposit_cents: quote.depositCents,
    status: 'pending',
    payment_status: 'pending',
    fee_config: data.feeConfig,
    customer_info: data.customerInfo,
    additional_services: data.additionalServices,
    language: data.language,
    hold_expires_at: data.holdExpiresAt,
    created_at: data.createdAt,
    updated_at: data.createdAt,
    version,
    pickup_address: data.pickupAddress ?? null,
    dropoff_address: data.dropoffAddress ?? null,
    delivery_address: data.deliveryAddress ?? null,
    commission_rate_bps: data.commission?.rateBps ?? null,
    // Bookings made before issue 22 have no driver.
    driver: data.driver ?? null,
    driver_requirements: data.driverRequirements ?? null,
    request_status: data.driverRequirements?.bookingMode === 'request' ? 'awaiting_payment' : null,
    // Bookings made before issue 23 froze no return terms.
    return_terms: data.returnTerms ?? null,
  };
}

export const BOOKING_JSON_COLUMNS = new Set([
  'fee_config',
  'customer_info',
  'additional_services',
  'delivery_address',
  'driver',
  'driver_requirements',
  'return_terms',
]);

/** Statuses a booking counts in its car's popularity with. */
export const COUNTED_STATUSES = ['confirmed', 'completed'];

/**
 * What an event sets on its booking when the row is behind it (version below the event's), and the time it stamps
 * as `updated_at`. Undefined for the events that read the row first (refunds, change payments), insert it, or leave
 * the bookings table alone.
 */
export function bookingUpdate(
  event: BookingEvent,
): { at: string; assignments: Record<string, unknown> } | undefined {
  switch (event.type) {
    case 'PaymentIntentCreated':
      return {
        at: event.data.createdAt,
        assignments: {
          payment_intent_id: event.data.paymentIntentId,
          payment_provider: event.data.provider,
          payment_method: event.data.method,
        },
      };
    case 'PaymentSucceeded':
      return {
        at: event.data.succeededAt,
        assignments: {
          payment_status: 'paid',
          payment_provider: event.data.provider,
          payment_method: event.data.method,
          payment_intent_id: event.data.paymentIntentId,
          payment_id: event.data.paymentId,
          paid_cents: event.data.amountCents,
          hold_expires_at: null,
        },
      };
    case 'PaymentFailed':
      return { at: event.data.failedAt, assignments: {} };
    case 'BookingConfirmed':
      return {
        at: event.data.confirmedAt,
        assignments: { status: 'confirmed', confirmed_at: event.data.confirmedAt },
      };
    case 'BookingCancelled':
      return {
        at: event.data.cancelledAt,
        assignments: {
          status: 'cancelled',
          hold_expires_at: null,
          cancellation_date: event.data.cancelledAt,
          cancellation_reason: event.data.reason,
          cancellation_fee_cents: event.data.feeCents,
          refund_due_cents: event.data.refundDueCents,
        },
      };
    case 'BookingClaimed':
      return { at: event.data.claimedAt, assignments: { user_id: event.data.toUserId } };
    case 'BookingCompleted':
      return { at: event.data.completedAt, assignments: { status: 'completed' } };
    case 'BookingChangeRequested':
      return {
        at: event.data.requestedAt,
        assignments: { open_change_id: event.data.changeId, open_change_since: event.data.requestedAt },
      };
    case 'BookingChanged': {
      const { quote } = event.data;
      return {
        at: event.data.changedAt,
        assignments: {
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
      };
    }
    case 'BookingChangeRefused':
      return { at: event.data.refusedAt, assignments: { open_change_id: null, open_change_since: null } };
    case 'PaymentAuthorised':
      return {
        at: event.data.authorisedAt,
        assignments: {
          request_status: 'awaiting_owner',
          request_authorised_at: event.data.authorisedAt,
          request_respond_by: event.data.respondBy,
          payment_provider: event.data.provider,
          payment_method: event.data.method,
          payment_intent_id: event.data.paymentIntentId,
          hold_expires_at: null,
        },
      };
    case 'BookingRequestAccepted':
      return {
        at: event.data.acceptedAt,
        assignments: { request_status: 'accepted', request_responded_at: event.data.acceptedAt },
      };
    case 'BookingRequestDeclined':
      return {
        at: event.data.declinedAt,
        assignments: {
          request_status: 'declined',
          request_responded_at: event.data.declinedAt,
          request_decline_message: event.data.message,
        },
      };
    case 'BookingRequestExpired':
      return { at: event.data.expiredAt, assignments: { request_status: 'expired' } };
    case 'AuthorisationVoided':
      return { at: event.data.voidedAt, assignments: { request_voided_at: event.data.voidedAt } };
    // Deposits and payouts have read models of their own (booking_deposits, payouts); handover reports are views of the stream.
    case 'BookingCreated':
    case 'RefundIssued':
    case 'ChangePaymentSucceeded':
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
      return undefined;
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

export function paymentStatusAfterRefund(paidCents: number, refundedCents: number) {
  if (refundedCents <= 0) return 'paid';
  return refundedCents >= paidCents ? 'refunded' : 'partially_refunded';
}
