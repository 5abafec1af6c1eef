import type { BookingEvent } from '@grandtour/commands';
import type { Projection, RecordedEvent } from '@grandtour/event-store';
import { BOOKING_EVENT_TYPES } from '@grandtour/commands';

/** A step of a booking's money timeline, as the owner's booking page shows it. */
export interface TimelineStep {
  kind: string;
  occurredAt: string;
  /** The money this step moved, in cents (what was quoted, paid, retained, refunded…), if any. */
  amountCents: number | null;
  details: Record<string, unknown>;
}

export function timelineStepOf(event: BookingEvent): TimelineStep | null {
  switch (event.type) {
    case 'BookingCreated': {
      const { quote, createdAt, holdExpiresAt } = event.data;
      const { days, dailyPriceCents, rentalCents, deliveryCents, serviceFeeCents, totalCents } = quote;
      const { ownerPayoutCents, platformRevenueCents, depositCents } = quote;
      return {
        kind: 'quoted',
        occurredAt: createdAt,
        amountCents: totalCents,
        details: {
          days,
          dailyPriceCents,
          rentalCents,
          deliveryCents,
          serviceFeeCents,
          ownerPayoutCents,
          platformRevenueCents,
          depositCents,
          holdExpiresAt,
        },
      };
    }
    case 'PaymentIntentCreated':
      return {
        kind: 'payment_started',
        occurredAt: event.data.createdAt,
        amountCents: event.data.amountCents,
        details: { provider: event.data.provider, method: event.data.method },
      };
    case 'PaymentSucceeded':
    case 'ChangePaymentSucceeded':
      return {
        kind: 'payment_succeeded',
        occurredAt: event.data.succeededAt,
        amountCents: event.data.amountCents,
        details: {
          provider: event.data.provider,
          method: event.data.method,
          ...('changeId' in event.data ? { changeId: event.data.changeId } : {}),
        },
      };
    case 'PaymentFailed':
      return {
        kind: 'payment_failed',
        occurredAt: event.data.failedAt,
        amountCents: null,
        details: { provider: event.data.provider, message: event.data.message },
      };
    case 'BookingConfirmed':
      return {
        kind: 'confirmed',
        occurredAt: event.data.confirmedAt,
        amountCents: event.data.ownerPayoutCents,
        details: {
          ownerPayoutCents: event.data.ownerPayoutCents,
          platformRevenueCents: event.data.platformRevenueCents,
        },
      };
    case 'BookingCancelled': {
      const { cancelledAt, reason, feeCents, ownerShareOfFeeCents, platformShareOfFeeCents } = event.data;
      const { refundDueCents, reversedOwnerPayoutCents } = event.data;
      return {
        kind: 'cancelled',
        occurredAt: cancelledAt,
        amountCents: feeCents,
        details: {
          reason,
          feeCents,
          ownerShareOfFeeCents,
          platformShareOfFeeCents,
          refundDueCents,
          reversedOwnerPayoutCents,
        },
      };
    }
    case 'RefundIssued':
      return {
        kind: 'refunded',
        occurredAt: event.data.issuedAt,
        amountCents: event.data.amountCents,
        details: { provider: event.data.provider },
      };
    case 'BookingCompleted':
      return { kind: 'completed', occurredAt: event.data.completedAt, amountCents: null, details: {} };
    case 'BookingClaimed':
      return null;
    case 'BookingChangeRequested': {
      const { requestedAt, differenceCents, startDate, endDate, pickupLocation, quote } = event.data;
      return {
        kind: 'change_requested',
        occurredAt: requestedAt,
        amountCents: differenceCents,
        details: { startDate, endDate, pickupLocation, totalCents: quote.totalCents },
      };
    }

    case 'BookingChanged': {
      const { changedAt, previous, startDate, endDate, pickupLocation, quote } = event.data;
      const { totalDeltaCents, ownerPayoutDeltaCents, platformRevenueDeltaCents } = event.data;
      return {
        kind: 'changed',
        occurredAt: changedAt,
        amountCents: totalDeltaCents,
        details: {
          previous,
          startDate,
          endDate,
          pickupLocation,
          totalCents: quote.totalCents,
          ownerPayoutDeltaCents,
          platformRevenueDeltaCents,
        },
      };
    }
    case 'BookingChangeRefused':
      return {
        kind: 'change_refused',
        occurredAt: event.data.refusedAt,
        amountCents: null,
        details: { reason: event.data.reason, message: event.data.message },
      };
    case 'DepositHeld': {
      const { holdId, provider, method, amountCents, expiresAt, offSession, sequence, heldAt } = event.data;
      return {
        kind: 'deposit_held',
        occurredAt: heldAt,
        amountCents,
        details: { holdId, provider, method, expiresAt, offSession, sequence },
      };
    }
    case 'DepositHoldFailed': {
      const { provider, method, sequence, message, declineCode, failedAt } = event.data;
      return {
        kind: 'deposit_hold_failed',
        occurredAt: failedAt,
        amountCents: null,
        details: { provider, method, sequence, message, declineCode },
      };
    }
    case 'DepositReleased':
      return {
        kind: 'deposit_released',
        occurredAt: event.data.releasedAt,
        amountCents: event.data.amountCents,
        details: { holdId: event.data.holdId, reason: event.data.reason },
      };
    case 'DepositCaptured': {
      const { holdId, captureId, amountCents, releasedCents, claimId, reason, capturedAt } = event.data;
      return {
        kind: 'deposit_captured',
        occurredAt: capturedAt,
        amountCents,
        details: { holdId, captureId, releasedCents, claimId, reason },
      };
    }
    case 'ReturnExtrasAssessed': {
      const { totalCents, extraKm, extraKmCents, refuelCents, lateHours, lateCents } = event.data;
      // What the return owes under the booking's terms (decision 91): taken from the deposit at its end.
      return {
        kind: 'return_extras',
        occurredAt: event.data.assessedAt,
        amountCents: totalCents,
        details: { extraKm, extraKmCents, refuelCents, lateHours, lateCents },
      };
    }
    case 'DepositWaived':
      return { kind: 'deposit_waived', occurredAt: event.data.waivedAt, amountCents: null, details: {} };
    case 'BookingPickedUp':
      return {
        kind: 'picked_up',
        occurredAt: event.data.pickedUpAt,
        amountCents: null,
        details: { deposit: event.data.deposit },
      };
    case 'PayoutScheduled':
    case 'PayoutSent':
    case 'PayoutFailed':
    case 'PayoutCancelled':
      return null;
    // Damage claims have a read model of their own (claims).
    case 'ClaimOpened':
    case 'ClaimAccepted':
    case 'ClaimContested':
    case 'ClaimEscalated':
    case 'ClaimDecided':
    case 'ClaimWithdrawn':
      return null;
    case 'ClaimSettled': {
      // Only the part beyond the deposit is a movement of its own: the deposit's capture has its step.
      const charge = event.data.excessCharge;
      if (!charge) return null;
      return {
        kind: 'claim_excess_charged',
        occurredAt: event.data.settledAt,
        amountCents: charge.amountCents,
        details: { claimId: event.data.claimId, chargeId: charge.chargeId, captureId: charge.captureId },
      };
    }
    case 'PaymentAuthorised': {
      const { provider, method, amountCents, authorisedAt, respondBy } = event.data;
      return {
        kind: 'payment_authorised',
        occurredAt: authorisedAt,
        amountCents,
        details: { provider, method, respondBy },
      };
    }
    case 'BookingRequestAccepted':
      return { kind: 'request_accepted', occurredAt: event.data.acceptedAt, amountCents: null, details: {} };
    case 'BookingRequestDeclined':
      return {
        kind: 'request_declined',
        occurredAt: event.data.declinedAt,
        amountCents: null,
        details: { message: event.data.message },
      };
    case 'BookingRequestExpired':
      return { kind: 'request_expired', occurredAt: event.data.expiredAt, amountCents: null, details: {} };
    case 'AuthorisationVoided':
      return {
        kind: 'authorisation_voided',
        occurredAt: event.data.voidedAt,
        amountCents: null,
        details: {},
      };
    // The reports have a view of their own (decision 87); the money timeline shows the handover as picked_up.
    case 'HandoverPhotoAdded':
    case 'HandoverReadingsRecorded':
    case 'HandoverDamageNoted':
    case 'HandoverSigningCodeIssued':
    case 'HandoverSigningCodeRejected':
    case 'HandoverSigned':
    case 'HandoverSealed':
      return null;
    case 'ReturnExtrasSettled': {
      // What no hold could take, charged to the booking's card: a movement of its own.
      const { charge, settledAt } = event.data;
      if (!charge) return null;
      return {
        kind: 'extras_charged',
        occurredAt: settledAt,
        amountCents: charge.amountCents,
        details: { chargeId: charge.chargeId, captureId: charge.captureId },
      };
    }
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

const rowOf = (event: RecordedEvent<BookingEvent>) => {
  const step = timelineStepOf(event);
  if (!step) return null;
  const position = event.metadata.streamPosition;
  return {
    id: `${event.data.bookingId}:${position}`,
    booking_id: event.data.bookingId,
    position,
    kind: step.kind,
    occurred_at: step.occurredAt,
    amount_cents: step.amountCents,
    details: step.details,
  };
};

/**
 * One row per booking event that the owner's booking page shows (asynchronous: a new deployment fills it from
 * the whole log by itself; decision 19). Keyed by stream position, so a replay changes nothing.
 */
export const bookingTimelineProjection: Projection<BookingEvent> = {
  name: 'booking_timeline',
  handles: BOOKING_EVENT_TYPES,
  tables: ['booking_timeline'],
  opensPersonalData: false,
  insertOnly: true,
  async apply(event, sql) {
    const row = rowOf(event);
    if (!row) return;
    await sql.query(
      `INSERT INTO booking_timeline (id, booking_id, position, kind, occurred_at, amount_cents, details)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
      [
        row.id,
        row.booking_id,
        row.position,
        row.kind,
        row.occurred_at,
        row.amount_cents,
        JSON.stringify(row.details),
      ],
    );
  },
  async applyBatch(events, sql, options) {
    const rows = events.map(rowOf).filter((row) => row !== null);
    if (rows.length === 0) return;
    // The rows travel as one JSON document, read into the table's own row type by the server.
    await sql.query(
      `INSERT INTO booking_timeline (id, booking_id, position, kind, occurred_at, amount_cents, details)
       SELECT id, booking_id, position, kind, occurred_at, amount_cents, details
         FROM json_populate_recordset(null::booking_timeline, $1::json)
       ${options?.fresh ? '' : 'ON CONFLICT (id) DO NOTHING'}`,
      [JSON.stringify(rows)],
    );
  },
};
