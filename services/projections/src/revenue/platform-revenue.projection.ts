import type { BookingEvent, Projection, RecordedEvent, SqlExecutor } from '@grandtour/commands';
import { SERVICE_FEE_RATE } from '@grandtour/shared';

type Entry = {
  kind: string;
  amountCents: number;
  platformRevenueCents: number;
  ownerPayoutCents: number;
  feeType?: 'service_fee' | 'cancellation_fee';
  feeRate?: string;
  baseAmountCents?: number;
  paymentMethod?: string;
  occurredAt: string;
};

/** The ledger lines a booking event stands for; events that move no money stand for none. */
function entriesOf(event: BookingEvent): Entry[] {
  switch (event.type) {
    // Cash in: the booking's payment, or the difference of a change that cost more.
    case 'PaymentSucceeded':
    case 'ChangePaymentSucceeded':
      return [
        {
          kind: 'payment_captured',
          amountCents: event.data.amountCents,
          platformRevenueCents: 0,
          ownerPayoutCents: 0,
          paymentMethod: event.data.method,
          occurredAt: event.data.succeededAt,
        },
      ];
    case 'BookingConfirmed':
      return [
        {
          kind: 'service_fee',
          amountCents: 0,
          platformRevenueCents: event.data.platformRevenueCents,
          ownerPayoutCents: event.data.ownerPayoutCents,
          feeRate: String(SERVICE_FEE_RATE),
          baseAmountCents: event.data.ownerPayoutCents,
          occurredAt: event.data.confirmedAt,
        },
      ];
    case 'BookingCancelled': {
      const data = event.data;
      const platform = data.platformShareOfFeeCents - data.reversedPlatformRevenueCents;
      const owner = data.ownerShareOfFeeCents - data.reversedOwnerPayoutCents;
      if (platform === 0 && owner === 0) return [];
      return [
        {
          kind: data.feeCents > 0 ? 'cancellation_fee' : 'cancellation',
          amountCents: 0,
          platformRevenueCents: platform,
          ownerPayoutCents: owner,
          feeType: 'cancellation_fee',
          occurredAt: data.cancelledAt,
        },
      ];
    }

    case 'BookingChanged': {
      const { platformRevenueDeltaCents, ownerPayoutDeltaCents } = event.data;
      if (platformRevenueDeltaCents === 0 && ownerPayoutDeltaCents === 0) return [];
      return [
        {
          kind: 'booking_change',
          amountCents: 0,
          platformRevenueCents: platformRevenueDeltaCents,
          ownerPayoutCents: ownerPayoutDeltaCents,
          feeRate: String(SERVICE_FEE_RATE),
          baseAmountCents: ownerPayoutDeltaCents,
          occurredAt: event.data.changedAt,
        },
      ];
    }
    case 'RefundIssued':
      return [
        {
          kind: 'refund',
          amountCents: -event.data.amountCents,
          platformRevenueCents: 0,
          ownerPayoutCents: 0,
          occurredAt: event.data.issuedAt,
        },
      ];
    default:
      return [];
  }
}

async function record(event: RecordedEvent<BookingEvent>, sql: SqlExecutor) {
  const { bookingId, carId, ownerId } = event.data as { bookingId: string; carId: string; ownerId: string };
  for (const [index, entry] of entriesOf(event).entries()) {
    await sql.query(
      `INSERT INTO platform_revenue (id, booking_id, car_id, owner_id, kind, amount_cents, platform_revenue_cents,
         owner_payout_cents, fee_type, fee_rate, base_amount_cents, payment_method, occurred_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (id) DO NOTHING`,
      [
        `${event.metadata.eventId}:${index}`,
        bookingId,
        carId,
        ownerId,
        entry.kind,
        entry.amountCents,
        entry.platformRevenueCents,
        entry.ownerPayoutCents,
        entry.feeType ?? 'service_fee',
        entry.feeRate ?? null,
        entry.baseAmountCents ?? null,
        entry.paymentMethod ?? null,
        entry.occurredAt,
      ],
    );
  }
}

/** Multi-stream and read by nobody right after a write, so it runs asynchronously (ARCHITECTURE §4). */
export const platformRevenueProjection: Projection<BookingEvent> = {
  name: 'platform_revenue',
  handles: [
    'PaymentSucceeded',
    'BookingConfirmed',
    'BookingCancelled',
    'RefundIssued',
    'ChangePaymentSucceeded',
    'BookingChanged',
  ],
  apply: record,
};
