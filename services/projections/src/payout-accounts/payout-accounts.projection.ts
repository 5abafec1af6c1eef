import type { PayoutAccountEvent } from '@grandtour/commands';
import { PAYOUT_ACCOUNT_EVENT_TYPES } from '@grandtour/commands';
import type { Projection } from '@grandtour/event-store';

/**
 * Inline: the account each owner is paid to. The first account opened is the row (not payable until onboarded); a
 * replacement being onboarded stays off it until it takes over. Every statement is guarded by the account id or the
 * row's absence, so a replay leaves the row as it was.
 */
export const payoutAccountsProjection: Projection<PayoutAccountEvent> = {
  name: 'payout_accounts',
  handles: PAYOUT_ACCOUNT_EVENT_TYPES,
  tables: ['payout_accounts'],
  async apply(event, sql) {
    switch (event.type) {
      case 'PayoutAccountOpened': {
        const { ownerId, provider, accountId, openedAt } = event.data;
        await sql.query(
          `INSERT INTO payout_accounts (owner_id, provider, account_id, connected_at, updated_at)
           VALUES ($1, $2, $3, $4, $4) ON CONFLICT (owner_id) DO NOTHING`,
          [ownerId, provider, accountId, openedAt],
        );
        return;
      }
      case 'PayoutAccountStatusChecked': {
        const { ownerId, accountId, detailsSubmitted, payoutsEnabled, checkedAt } = event.data;
        await sql.query(
          `UPDATE payout_accounts SET details_submitted = $3, payouts_enabled = $4, updated_at = $5
            WHERE owner_id = $1 AND account_id = $2`,
          [ownerId, accountId, detailsSubmitted, payoutsEnabled, checkedAt],
        );
        return;
      }
      case 'PayoutAccountReplaced': {
        const { ownerId, accountId, payoutsPausedUntil, replacedAt } = event.data;
        // Only an onboarded account that can be paid replaces the previous one (the decider's rule).
        await sql.query(
          `UPDATE payout_accounts SET account_id = $2, details_submitted = true, payouts_enabled = true,
             changed_at = $3, payouts_paused_until = $4, updated_at = $3
            WHERE owner_id = $1`,
          [ownerId, accountId, replacedAt, payoutsPausedUntil],
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
