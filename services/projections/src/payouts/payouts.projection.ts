import type { PayoutEvent } from '@grandtour/commands';
import { PAYOUT_EVENT_TYPES } from '@grandtour/commands';
import type { Projection } from '@grandtour/event-store';

/**
 * Inline: the payout run picks due payouts from here right after they are scheduled. Each update is guarded by the
 * row's state, so a replay of the booking's events leaves the row as it was.
 */
export const payoutsProjection: Projection<PayoutEvent> = {
  name: 'payouts',
  handles: PAYOUT_EVENT_TYPES,
  tables: ['payouts'],
  async apply(event, sql) {
    switch (event.type) {
      case 'PayoutScheduled': {
        const data = event.data;
        await sql.query(
          `INSERT INTO payouts (payout_id, booking_id, owner_id, gross_cents, commission_cents, net_cents,
             commission_rate_bps, status, due_at, scheduled_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 'scheduled', $8, $9, $9)
           ON CONFLICT (payout_id) DO NOTHING`,
          [
            data.payoutId,
            data.bookingId,
            data.ownerId,
            data.grossCents,
            data.commissionCents,
            data.netCents,
            data.commissionRateBps,
            data.dueAt,
            data.scheduledAt,
          ],
        );
        return;
      }
      case 'PayoutSent': {
        const { payoutId, provider, accountId, transferId, sentAt, damagesCents = 0 } = event.data;
        await sql.query(
          `UPDATE payouts SET status = 'paid', provider = $2, account_id = $3, transfer_id = $4, paid_at = $5,
             damages_cents = $6, last_error = NULL, updated_at = $5
            WHERE payout_id = $1`,
          [payoutId, provider, accountId, transferId, sentAt, damagesCents],
        );
        return;
      }
      case 'PayoutFailed': {
        const { payoutId, attempt, message, final, failedAt } = event.data;
        await sql.query(
          `UPDATE payouts SET attempts = $2, last_error = $3,
             status = CASE WHEN $4::boolean THEN 'failed' ELSE status END, updated_at = $5
            WHERE payout_id = $1 AND status IN ('scheduled', 'failed') AND attempts < $2`,
          [payoutId, attempt, message, final, failedAt],
        );
        return;
      }
      case 'PayoutCancelled': {
        const { payoutId, cancelledAt } = event.data;
        await sql.query(
          `UPDATE payouts SET status = 'cancelled', updated_at = $2 WHERE payout_id = $1 AND status <> 'paid'`,
          [payoutId, cancelledAt],
        );
        return;
      }
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },
};
