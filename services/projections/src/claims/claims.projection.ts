import type { BookingEvent } from '@grandtour/commands';
import type { Projection } from '@grandtour/event-store';

const HANDLED = [
  'ClaimOpened',
  'ClaimAccepted',
  'ClaimContested',
  'ClaimEscalated',
  'ClaimDecided',
  'ClaimSettled',
  'ClaimWithdrawn',
] as const satisfies readonly BookingEvent['type'][];
type Handled = Extract<BookingEvent, { type: (typeof HANDLED)[number] }>;

/** Sets columns of a claim's row by name; the names are this file's own, never input. */
function update(claimId: string, at: string, columns: Record<string, unknown>) {
  const names = Object.keys(columns);
  const sets = names.map((name, index) => `${name} = $${index + 3}`);
  return {
    text: `UPDATE claims SET ${[...sets, 'updated_at = $2'].join(', ')} WHERE claim_id = $1`,
    values: [claimId, at, ...Object.values(columns)],
  };
}

/** Damage claims on deposits (issue 23), for the owner's, the customer's and the administrators' lists. */
export const claimsProjection: Projection<Handled> = {
  name: 'claims',
  handles: HANDLED,
  tables: ['claims'],
  async apply(event, sql) {
    const { claimId } = event.data;
    let change: { text: string; values: unknown[] };
    switch (event.type) {
      case 'ClaimOpened': {
        const { bookingId, carId, ownerId, customerId, amountCents, description, photos, estimate } =
          event.data;
        const { openedAt, respondBy } = event.data;
        await sql.query(
          `INSERT INTO claims (claim_id, booking_id, car_id, owner_id, customer_id, status, amount_cents, description,
             photos, estimate, opened_at, respond_by, updated_at)
           VALUES ($1, $2, $3, $4, $5, 'open', $6, $7, $8, $9, $10, $11, $10)
           ON CONFLICT (claim_id) DO NOTHING`,
          [
            claimId,
            bookingId,
            carId,
            ownerId,
            customerId,
            amountCents,
            description,
            JSON.stringify(photos),
            JSON.stringify(estimate),
            openedAt,
            respondBy,
          ],
        );
        return;
      }
      case 'ClaimAccepted':
        change = update(claimId, event.data.acceptedAt, {
          status: 'accepted',
          agreed_cents: event.data.amountCents,
          answered_at: event.data.acceptedAt,
        });
        break;
      case 'ClaimContested':
        change = update(claimId, event.data.contestedAt, {
          status: 'contested',
          contest_message: event.data.message,
          contest_photos: JSON.stringify(event.data.photos),
          answered_at: event.data.contestedAt,
        });
        break;
      case 'ClaimEscalated':
        change = update(claimId, event.data.escalatedAt, {
          status: 'escalated',
          escalated_at: event.data.escalatedAt,
        });
        break;
      case 'ClaimDecided':
        change = update(claimId, event.data.decidedAt, {
          status: 'decided',
          agreed_cents: event.data.amountCents,
          decided_by: event.data.decidedBy,
          decision_note: event.data.note,
          decided_at: event.data.decidedAt,
        });
        break;
      case 'ClaimSettled':
        change = update(claimId, event.data.settledAt, {
          status: 'settled',
          captured_cents: event.data.capturedCents,
          excess_cents: event.data.excessCents,
          excess: event.data.excess,
          settled_at: event.data.settledAt,
        });
        break;
      case 'ClaimWithdrawn':
        change = update(claimId, event.data.withdrawnAt, {
          status: 'withdrawn',
          withdrawn_at: event.data.withdrawnAt,
        });
        break;
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
    await sql.query(change.text, change.values);
  },
};
