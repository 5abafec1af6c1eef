import type { EventStore } from '@grandtour/event-store';
import { handleCommand } from '../command-handler.ts';
import { foldEvents } from '../decider.ts';
import { DomainError } from '../domain-error.ts';
import type { BookingEvent, BookingState } from '../booking/booking.ts';
import { bookingStreamName } from '../booking/booking.ts';
import type { ClaimEstimate, ClaimFile } from '../booking/claim-events.ts';
import type { BookingCommand } from '../booking/decide-booking.ts';
import { bookingDecider } from '../booking/decide-booking.ts';
import { extrasDueCents } from '../booking/return-extras.ts';
import { chargeSavedCard, type SavedCardCharger } from './charge-saved-card.ts';
import type { DepositWorkflow } from './deposit-workflow.ts';

type Existing = Exclude<BookingState, { status: 'none' }>;

/**
 * Damage claims from opening to settlement (issue 23). An agreed amount (accepted by the customer or decided by an
 * administrator) is captured from the deposit hold, up to what it holds, through the deposit workflow (the capture's
 * idempotency key names the hold, which one claim at a time captures once; the provider releases the rest); what the
 * hold could not cover is charged to the booking's card when the customer consented, else recorded as a debt for
 * operators. A settlement cut short is finished by the sweep: every provider call is keyed by the claim, so a second
 * run gets the first one's answer.
 */
export function createClaimWorkflow(deps: {
  store: EventStore;
  deposits: Pick<DepositWorkflow, 'capture' | 'settleExtras'>;
  /** The card provider: the excess is a payment on the saved card, authorised then captured at once. */
  card: SavedCardCharger;
  clock: () => Date;
}) {
  const now = () => deps.clock().toISOString();
  const onBooking = (bookingId: string, command: BookingCommand) =>
    handleCommand(deps.store, bookingStreamName(bookingId), bookingDecider, command, { retries: 3 });

  async function load(bookingId: string): Promise<Existing> {
    const { events } = await deps.store.readStream<BookingEvent>(bookingStreamName(bookingId));
    const state = foldEvents(bookingDecider, events);
    if (state.status === 'none')
      throw new DomainError('booking_not_found', 'not_found', 'Booking not found.');
    return state;
  }

  /**
   * Captures the agreed amount from the deposit (what it holds at most), with the return's extras still due in the
   * same capture (a hold is captured once; the extras first, decision 91), charges the excess to the card if the
   * customer consented, then records both settlements.
   */
  async function settle(bookingId: string, claimId: string): Promise<'settled' | 'not_agreed'> {
    const state = await load(bookingId);
    const claim = state.claims.get(claimId);
    if (!claim || (claim.status !== 'accepted' && claim.status !== 'decided') || claim.agreedCents === null)
      return 'not_agreed';
    const hold = state.deposit.hold;
    const extrasCents = hold ? Math.min(extrasDueCents(state), hold.amountCents) : 0;
    const damagesCents = hold
      ? Math.min(claim.agreedCents - claim.capturedCents, hold.amountCents - extrasCents)
      : 0;
    if (hold && extrasCents + damagesCents > 0)
      await deps.deposits.capture(bookingId, {
        holdId: hold.holdId,
        amountCents: extrasCents + damagesCents,
        claimId,
        ...(extrasCents > 0 ? { extrasCents } : {}),
        reason: `Damage claim ${claimId}`,
      });
    const excessCents = claim.agreedCents - claim.capturedCents - damagesCents;
    const excessCharge = claim.chargeExcessToCard
      ? await chargeSavedCard(deps.card, state, {
          amountCents: excessCents,
          description: `Grand Tour damage claim ${claimId}, beyond the deposit`,
          key: `claim-excess-${claimId}`,
        })
      : null;
    await onBooking(bookingId, {
      type: 'RecordClaimSettlement',
      data: { claimId, ...(excessCharge ? { excessCharge } : {}) },
      metadata: { now: now() },
    });
    // The extras the capture could not take (a hold smaller than both), from the state already read.
    await deps.deposits.settleExtras(bookingId, state, hold ? { extrasCents } : undefined);
    return 'settled';
  }

  return {
    settle,

    async open(
      bookingId: string,
      claim: {
        claimId: string;
        ownerId: string;
        amountCents: number;
        description: string;
        photos: ClaimFile[];
        estimate: ClaimEstimate;
      },
    ): Promise<void> {
      await onBooking(bookingId, { type: 'OpenClaim', data: claim, metadata: { now: now() } });
    },

    /** The customer accepts (consenting or not to the excess on their card): settled at once. */
    async accept(
      bookingId: string,
      claimId: string,
      customerId: string,
      chargeExcessToCard = false,
    ): Promise<void> {
      await onBooking(bookingId, {
        type: 'AcceptClaim',
        data: { claimId, customerId, ...(chargeExcessToCard ? { chargeExcessToCard } : {}) },
        metadata: { now: now() },
      });
      await settle(bookingId, claimId);
    },

    async contest(
      bookingId: string,
      claimId: string,
      customerId: string,
      answer: { message: string; photos: ClaimFile[] },
    ): Promise<void> {
      await onBooking(bookingId, {
        type: 'ContestClaim',
        data: { claimId, customerId, ...answer },
        metadata: { now: now() },
      });
    },

    /** An administrator's decision (the caller checked the role), settled at once. */
    async decide(
      bookingId: string,
      claimId: string,
      decision: { adminId: string; amountCents: number; note: string },
    ): Promise<void> {
      await onBooking(bookingId, {
        type: 'DecideClaim',
        data: { claimId, ...decision },
        metadata: { now: now() },
      });
      await settle(bookingId, claimId);
    },

    async withdraw(bookingId: string, claimId: string, ownerId: string): Promise<void> {
      await onBooking(bookingId, {
        type: 'WithdrawClaim',
        data: { claimId, ownerId },
        metadata: { now: now() },
      });
    },

    /** The sweep: a claim unanswered past its deadline goes to the administrators. */
    async escalate(bookingId: string, claimId: string): Promise<boolean> {
      const { newEvents } = await onBooking(bookingId, {
        type: 'EscalateClaim',
        data: { claimId },
        metadata: { now: now() },
      });
      return newEvents.length > 0;
    },
  };
}
export type ClaimWorkflow = ReturnType<typeof createClaimWorkflow>;
