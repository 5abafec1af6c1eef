import type { EventStore } from '@grandtour/event-store';
import { handleCommand } from '../command-handler.ts';
import { foldEvents } from '../decider.ts';
import { DomainError } from '../domain-error.ts';
import type { BookingEvent, BookingState } from '../booking/booking.ts';
import { bookingStreamName } from '../booking/booking.ts';
import type { BookingCommand } from '../booking/decide-booking.ts';
import { bookingDecider } from '../booking/decide-booking.ts';
import type { DepositReleaseReason } from '../booking/deposit-events.ts';
import type { DepositHold, PayPalDepositHolds } from '../ports/deposit-holds.ts';
import { PaymentProviderError } from '../ports/payment-provider.ts';

type Existing = Exclude<BookingState, { status: 'none' }>;

/**
 * The deposit of a booking paid with PayPal, held as a PayPal authorization the customer approves (decision 68):
 * an order with `intent: AUTHORIZE`, authorized once approved, reauthorized once before a capture made after the
 * honor period, captured in part with `final_capture: true`, or voided. Every provider call carries an idempotency
 * key derived from the booking, the hold's sequence or the hold itself, and every step is a command the booking's
 * decider makes idempotent, so a retried or replayed step holds, captures or lets go only once.
 */
export function createPayPalDepositWorkflow(deps: {
  store: EventStore;
  paypal: PayPalDepositHolds;
  clock: () => Date;
}) {
  const now = () => deps.clock().toISOString();
  const provider = deps.paypal.name;

  const onBooking = (bookingId: string, command: BookingCommand) =>
    handleCommand(deps.store, bookingStreamName(bookingId), bookingDecider, command, { retries: 3 });

  async function stateOf(bookingId: string): Promise<Existing> {
    const { events } = await deps.store.readStream<BookingEvent>(bookingStreamName(bookingId));
    const state = foldEvents(bookingDecider, events);
    if (state.status === 'none') throw new DomainError('booking_not_found', 'not_found', 'No such booking.');
    return state;
  }

  /** The booking's deposit can be held with PayPal now: confirmed, paid with PayPal, nothing held or settled. */
  function mustNeedPayPalDeposit(state: Existing) {
    if (state.payment?.method !== 'paypal')
      throw new DomainError(
        'paypal_deposit_not_paypal',
        'rule',
        'Only a booking paid with PayPal can have its deposit held with PayPal.',
      );
    if (state.status !== 'confirmed' || state.deposit.settled || state.deposit.pickedUpAt)
      throw new DomainError(
        'paypal_deposit_not_needed',
        'conflict',
        'This booking no longer needs a deposit.',
      );
    if (state.deposit.hold)
      throw new DomainError('paypal_deposit_already_held', 'conflict', 'The deposit is already held.');
  }

  function heldHold(state: Existing) {
    const hold = state.deposit.hold;
    if (!hold || hold.method !== 'paypal')
      throw new DomainError(
        'paypal_deposit_not_held',
        'conflict',
        'No PayPal deposit is held for this booking.',
      );
    return hold;
  }

  return {
    /** An order for the deposit the customer approves on PayPal; opening it again answers the same order. */
    async start(
      bookingId: string,
    ): Promise<{ orderId: string; approveUrl: string | null; sequence: number }> {
      const state = await stateOf(bookingId);
      mustNeedPayPalDeposit(state);
      const sequence = state.deposit.sequence + 1;
      const order = await deps.paypal.createAuthorizationOrder({
        bookingId,
        amountCents: state.terms.quote.depositCents,
        idempotencyKey: `deposit-${bookingId}-${sequence}`,
      });
      return { ...order, sequence };
    },

    /**
     * The customer approved: the order is authorized and the hold recorded (again: the same hold, once). `attempt`
     * names the customer's attempt (their Idempotency-Key): PayPal answers a repeated PayPal-Request-Id with its first
     * answer, so an attempt refused before the approval must not share its id with the one after. Authorizing twice
     * is safe whatever the id: PayPal authorizes an order once, and the second answer reads the first.
     */
    async confirm(bookingId: string, orderId: string, attempt: string): Promise<DepositHold> {
      const state = await stateOf(bookingId);
      const recorded = state.deposit.hold;
      mustNeedPayPalDeposit({ ...state, deposit: { ...state.deposit, hold: null } });
      const sequence = state.deposit.sequence + (recorded ? 0 : 1);
      let authorized: DepositHold & { bookingId: string };
      try {
        authorized = await deps.paypal.authorizeOrder(orderId, `deposit-authorize-${orderId}-${attempt}`);
      } catch (error) {
        if (error instanceof PaymentProviderError && error.httpStatus === 402)
          await onBooking(bookingId, {
            type: 'RecordDepositHoldFailure',
            data: { provider, method: 'paypal', sequence, message: error.message, declineCode: null },
            metadata: { now: now() },
          });
        throw error;
      }
      if (authorized.bookingId !== bookingId)
        throw new DomainError(
          'paypal_deposit_order_mismatch',
          'rule',
          'This PayPal order is not for this booking.',
        );
      if (recorded?.holdId === authorized.holdId) return recorded;
      if (recorded)
        throw new DomainError('paypal_deposit_already_held', 'conflict', 'The deposit is already held.');
      const hold = {
        holdId: authorized.holdId,
        amountCents: authorized.amountCents,
        expiresAt: authorized.expiresAt,
      };
      try {
        await onBooking(bookingId, {
          type: 'RecordDepositHeld',
          data: { ...hold, provider, method: 'paypal', offSession: false, sequence },
          metadata: { now: now() },
        });
      } catch (error) {
        // Authorized for a booking cancelled meanwhile: let the authorization go at once.
        if (error instanceof DomainError && error.code === 'deposit_not_needed')
          await deps.paypal.release({
            holdId: hold.holdId,
            idempotencyKey: `deposit-release-${hold.holdId}`,
          });
        throw error;
      }
      return hold;
    },

    /**
     * Captures part of the deposit for an accepted claim; the rest is let go (`final_capture: true`). After the
     * honor period the authorization is first reauthorized, once, for the captured amount (decision 68).
     */
    async capture(
      bookingId: string,
      input: { amountCents: number; claimId: string | null; extrasCents?: number; reason: string },
    ): Promise<{ captureId: string; amountCents: number }> {
      const state = await stateOf(bookingId);
      const hold = heldHold(state);
      if (
        !Number.isInteger(input.amountCents) ||
        input.amountCents <= 0 ||
        input.amountCents > hold.amountCents
      )
        throw new DomainError('capture_exceeds_hold', 'rule', 'A capture cannot exceed the deposit held.');
      let capturedOn = hold.holdId;
      if (deps.clock().getTime() > Date.parse(hold.expiresAt)) {
        const renewed = await deps.paypal.reauthorize({
          holdId: hold.holdId,
          amountCents: input.amountCents,
          idempotencyKey: `deposit-reauthorize-${hold.holdId}`,
        });
        capturedOn = renewed.holdId;
      }
      const captured = await deps.paypal.capture({
        holdId: capturedOn,
        amountCents: input.amountCents,
        idempotencyKey: `deposit-capture-${hold.holdId}`,
      });
      await onBooking(bookingId, {
        type: 'RecordDepositCapture',
        data: {
          holdId: hold.holdId,
          captureId: captured.captureId,
          amountCents: captured.amountCents,
          claimId: input.claimId,
          ...(input.extrasCents ? { extrasCents: input.extrasCents } : {}),
          reason: input.reason,
        },
        metadata: { now: now() },
      });
      return captured;
    },

    /** Voids the authorization (a reauthorized one through its parent) and records the release. */
    async release(bookingId: string, reason: DepositReleaseReason): Promise<void> {
      const state = await stateOf(bookingId);
      const hold = state.deposit.hold;
      if (!hold || hold.method !== 'paypal') return;
      await deps.paypal.release({ holdId: hold.holdId, idempotencyKey: `deposit-release-${hold.holdId}` });
      await onBooking(bookingId, {
        type: 'RecordDepositRelease',
        data: { holdId: hold.holdId, reason },
        metadata: { now: now() },
      });
    },
  };
}

export type PayPalDepositWorkflow = ReturnType<typeof createPayPalDepositWorkflow>;
