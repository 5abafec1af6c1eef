import { compareLogPositions, type LogPosition } from '@grandtour/event-store';
import type { RevenueAudit, RevenueDifference, RevenuePeriod, RevenueTotals } from '@grandtour/shared';
import type { BookingMoney, ExpectedBooking, Movement } from './expected-revenue.ts';
import type { RecordedRevenue } from './recorded-revenue.ts';

const BOOKING_FIELDS = [
  ['total_cents', 'totalCents'],
  ['service_fee_cents', 'serviceFeeCents'],
  ['owner_payout_cents', 'ownerPayoutCents'],
  ['platform_revenue_cents', 'platformRevenueCents'],
  ['paid_cents', 'paidCents'],
  ['cancellation_fee_cents', 'cancellationFeeCents'],
  ['refunded_cents', 'refundedCents'],
] as const satisfies readonly (readonly [string, keyof BookingMoney])[];

const LEDGER_FIELDS = [
  'cash_in_cents',
  'refunds_cents',
  'platform_revenue_cents',
  'owner_payout_cents',
] as const;
type LedgerSums = Record<(typeof LEDGER_FIELDS)[number], number>;

const emptyTotals = (): RevenueTotals => ({
  cashInCents: 0,
  refundsCents: 0,
  platformRevenueCents: 0,
  ownerPayoutsCents: 0,
  cancellationFeesCents: 0,
});

const appliedBy = (checkpoint: LogPosition | undefined) => (movement: Movement) =>
  checkpoint !== undefined && compareLogPositions(movement.position, checkpoint) <= 0;

/**
 * Compares the figures recomputed from the events with the read models, over a period of Paris days: each booking's
 * quote and money in `bookings`, its movements in the `platform_revenue` ledger, and each owner's days in
 * `owner_stats`. An asynchronous read model is compared only up to the event it has reached.
 */
export function compareRevenue(
  expected: ReadonlyMap<string, ExpectedBooking>,
  recorded: RecordedRevenue,
  period: RevenuePeriod,
): RevenueAudit {
  const inPeriod = (day: string | null) =>
    day !== null && (!period.from || day >= period.from) && (!period.to || day <= period.to);
  const inLedger = appliedBy(recorded.checkpoints.platformRevenue);
  const inOwnerStats = appliedBy(recorded.checkpoints.ownerStats);
  const differences: RevenueDifference[] = [];
  const differ = (
    source: RevenueDifference['source'],
    id: string,
    field: string,
    want: number | null,
    got: number | null,
  ) => {
    if (want !== got) differences.push({ source, id, field, expected: want, found: got });
  };
  const totals = { expected: emptyTotals(), found: emptyTotals() };
  const notYetProjected = { platformRevenue: 0, ownerStats: 0 };

  const recordedBookings = new Map(recorded.bookings.map((row) => [row.bookingId, row]));
  const foundLedger = new Map<string, LedgerSums>();
  for (const line of recorded.ledger) {
    if (!inPeriod(line.day)) continue;
    const sums = foundLedger.get(line.bookingId) ?? {
      cash_in_cents: 0,
      refunds_cents: 0,
      platform_revenue_cents: 0,
      owner_payout_cents: 0,
    };
    if (line.kind === 'refund') sums.refunds_cents -= line.amountCents;
    else sums.cash_in_cents += line.amountCents;
    sums.platform_revenue_cents += line.platformRevenueCents;
    sums.owner_payout_cents += line.ownerPayoutCents;
    foundLedger.set(line.bookingId, sums);
  }
  for (const sums of foundLedger.values()) {
    totals.found.cashInCents += sums.cash_in_cents;
    totals.found.refundsCents += sums.refunds_cents;
    totals.found.platformRevenueCents += sums.platform_revenue_cents;
    totals.found.ownerPayoutsCents += sums.owner_payout_cents;
  }
  for (const row of recorded.bookings)
    if (inPeriod(row.cancelledDay)) totals.found.cancellationFeesCents += row.cancellationFeeCents;

  const expectedOwnerDays = new Map<
    string,
    { bookings: number; cancellations: number; revenueCents: number; commissionCents: number }
  >();
  const ids = new Set([...expected.keys(), ...recordedBookings.keys(), ...foundLedger.keys()]);
  let audited = 0;
  for (const id of [...ids].sort()) {
    const want = expected.get(id);
    const got = recordedBookings.get(id);
    const movements = (want?.movements ?? []).filter((movement) => inPeriod(movement.day));
    const concerned =
      inPeriod(want?.createdDay ?? got?.createdDay ?? null) || movements.length > 0 || foundLedger.has(id);
    if (!concerned) continue;
    audited++;
    for (const [column, field] of BOOKING_FIELDS)
      differ('bookings', id, column, want?.[field] ?? null, got?.[field] ?? null);

    const ledger: LedgerSums = {
      cash_in_cents: 0,
      refunds_cents: 0,
      platform_revenue_cents: 0,
      owner_payout_cents: 0,
    };
    for (const movement of movements) {
      totals.expected.cancellationFeesCents += movement.cancellationFeeCents;
      if (!inLedger(movement)) {
        notYetProjected.platformRevenue++;
      } else {
        ledger.cash_in_cents += Math.max(movement.cashCents, 0);
        ledger.refunds_cents += movement.refundCents;
        ledger.platform_revenue_cents += movement.platformRevenueCents;
        ledger.owner_payout_cents += movement.ownerPayoutCents;
      }
      if (!inOwnerStats(movement)) notYetProjected.ownerStats++;
      else if (
        want &&
        (movement.bookings || movement.cancellations || movement.ownerPayoutCents || movement.commissionCents)
      ) {
        const key = `${want.ownerId}:${want.carId}:${movement.day}`;
        const day = expectedOwnerDays.get(key) ?? {
          bookings: 0,
          cancellations: 0,
          revenueCents: 0,
          commissionCents: 0,
        };
        day.bookings += movement.bookings;
        day.cancellations += movement.cancellations;
        // owner_stats counts the owner's gross and shows the commission apart (decision 0080).
        day.revenueCents += movement.ownerPayoutCents + movement.commissionCents;
        day.commissionCents += movement.commissionCents;
        expectedOwnerDays.set(key, day);
      }
    }
    totals.expected.cashInCents += ledger.cash_in_cents;
    totals.expected.refundsCents += ledger.refunds_cents;
    totals.expected.platformRevenueCents += ledger.platform_revenue_cents;
    totals.expected.ownerPayoutsCents += ledger.owner_payout_cents;
    const found = foundLedger.get(id);
    for (const field of LEDGER_FIELDS)
      differ('platform_revenue', id, field, ledger[field], found?.[field] ?? 0);
  }

  const foundOwnerDays = new Map(
    recorded.ownerDays.filter((row) => inPeriod(row.day)).map((row) => [row.id, row]),
  );
  for (const id of [...new Set([...expectedOwnerDays.keys(), ...foundOwnerDays.keys()])].sort()) {
    const want = expectedOwnerDays.get(id);
    const got = foundOwnerDays.get(id);
    differ('owner_stats', id, 'bookings', want?.bookings ?? null, got?.bookings ?? null);
    differ('owner_stats', id, 'cancellations', want?.cancellations ?? null, got?.cancellations ?? null);
    differ('owner_stats', id, 'revenue_cents', want?.revenueCents ?? null, got?.revenueCents ?? null);
    differ(
      'owner_stats',
      id,
      'commission_cents',
      want?.commissionCents ?? null,
      got?.commissionCents ?? null,
    );
  }

  return {
    period: { from: period.from ?? null, to: period.to ?? null },
    bookings: audited,
    expected: totals.expected,
    found: totals.found,
    differences,
    notYetProjected,
    ok: differences.length === 0 && JSON.stringify(totals.expected) === JSON.stringify(totals.found),
  };
}
