import type { BookingEvent } from '@grandtour/commands';
import type { Projection, RecordedEvent } from '@grandtour/event-store';
import { SERVICE_FEE_RATE } from '@grandtour/shared';

type Entry = {
  kind: string;
  amountCents: number;
  platformRevenueCents: number;
  ownerPayoutCents: number;
  feeType?: 'service_fee' | 'cancellation_fee' | 'commission';
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
    case 'PayoutScheduled': {
      // The commission frozen at booking (decision 0080): the platform keeps it out of what the owner was owed.
      const { commissionCents, commissionRateBps, grossCents, scheduledAt } = event.data;
      if (commissionCents === 0) return [];
      return [
        {
          kind: 'commission',
          amountCents: 0,
          platformRevenueCents: commissionCents,
          ownerPayoutCents: -commissionCents,
          feeType: 'commission',
          feeRate: String(commissionRateBps / 10_000),
          baseAmountCents: grossCents,
          occurredAt: scheduledAt,
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

const LINE_COLUMNS = [
  'id',
  'booking_id',
  'car_id',
  'owner_id',
  'kind',
  'amount_cents',
  'platform_revenue_cents',
  'owner_payout_cents',
  'fee_type',
  'fee_rate',
  'base_amount_cents',
  'payment_method',
  'occurred_at',
] as const;
type Line = Record<(typeof LINE_COLUMNS)[number], string | number | null>;

/**
 * The ledger rows an event stands for, keyed by the event and the entry's rank, so a replay changes nothing. A payout
 * written before it carried the car has none: `car_id` stays null here and is read from the booking's earlier rows.
 */
function linesOf(event: RecordedEvent<BookingEvent>): Line[] {
  const { bookingId, carId, ownerId } = event.data as { bookingId: string; carId?: string; ownerId: string };
  return entriesOf(event).map((entry, index) => ({
    id: `${event.metadata.eventId}:${index}`,
    booking_id: bookingId,
    car_id: carId ?? null,
    owner_id: ownerId,
    kind: entry.kind,
    amount_cents: entry.amountCents,
    platform_revenue_cents: entry.platformRevenueCents,
    owner_payout_cents: entry.ownerPayoutCents,
    fee_type: entry.feeType ?? 'service_fee',
    fee_rate: entry.feeRate ?? null,
    base_amount_cents: entry.baseAmountCents ?? null,
    payment_method: entry.paymentMethod ?? null,
    occurred_at: entry.occurredAt,
  }));
}

/** The line's car, or for a payout written without it, the car of the booking's earlier lines. */
const CAR_ID = (carId: string, bookingId: string) =>
  `COALESCE(${carId}, (SELECT earlier.car_id FROM platform_revenue earlier WHERE earlier.booking_id = ${bookingId} LIMIT 1))`;

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
    'PayoutScheduled',
  ],
  tables: ['platform_revenue'],
  opensPersonalData: false,
  insertOnly: true,
  async apply(event, sql) {
    for (const line of linesOf(event))
      await sql.query(
        `INSERT INTO platform_revenue (${LINE_COLUMNS.join(', ')})
         VALUES (${LINE_COLUMNS.map((column, index) => (column === 'car_id' ? CAR_ID(`$${index + 1}::uuid`, '$2::uuid') : `$${index + 1}`)).join(', ')})
         ON CONFLICT (id) DO NOTHING`,
        LINE_COLUMNS.map((column) => line[column]),
      );
  },
  async applyBatch(events, sql, options) {
    const lines = events.flatMap(linesOf);
    if (lines.length === 0) return;
    // A payout without its car finds it on an earlier line of the same batch, or in the table.
    const carOf = new Map(
      lines.flatMap((line) => (line.car_id ? [[line.booking_id, line.car_id] as const] : [])),
    );
    for (const line of lines) line.car_id ??= carOf.get(line.booking_id as string) ?? null;
    // The rows travel as one JSON document, read into the table's own row type by the server.
    await sql.query(
      `INSERT INTO platform_revenue (${LINE_COLUMNS.join(', ')})
       SELECT ${LINE_COLUMNS.map((column) => (column === 'car_id' ? CAR_ID('line.car_id', 'line.booking_id') : `line.${column}`)).join(', ')}
         FROM json_populate_recordset(null::platform_revenue, $1::json) AS line
       ${options?.fresh ? '' : 'ON CONFLICT (id) DO NOTHING'}`,
      [JSON.stringify(lines)],
    );
  },
};
