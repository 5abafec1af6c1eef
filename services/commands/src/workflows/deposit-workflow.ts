import { bookingReference } from '@grandtour/shared';
import type { EventStore } from '@grandtour/event-store';
import { handleCommand } from '../command-handler.ts';
import { foldEvents } from '../decider.ts';
import { DomainError } from '../domain-error.ts';
import type { BookingEvent, BookingState } from '../booking/booking.ts';
import { bookingStreamName } from '../booking/booking.ts';
import type { BookingCommand } from '../booking/decide-booking.ts';
import { bookingDecider } from '../booking/decide-booking.ts';
import type { DepositReleaseReason } from '../booking/deposit-events.ts';
import type { DepositStep } from '../booking/deposit-schedule.ts';
import { depositScheduleFactsOf, nextDepositStep } from '../booking/deposit-schedule.ts';
import { extrasDueCents } from '../booking/return-extras.ts';
import type { CardDepositHolds, DepositHold, PayPalDepositHolds } from '../ports/deposit-holds.ts';
import { PaymentProviderError } from '../ports/payment-provider.ts';
import { chargeSavedCard } from './charge-saved-card.ts';
import { createPayPalDepositWorkflow } from './paypal-deposit.ts';

type Existing = Exclude<BookingState, { status: 'none' }>;

/** The words recorded when a booking paid with PayPal has no card to hold the deposit on. */
export const NO_SAVED_CARD_MESSAGE =
  'The booking was paid with PayPal: there is no saved card to hold the deposit on. Please add a card.';

export const depositHoldKey = (bookingId: string, sequence: number) => `deposit-${bookingId}-${sequence}`;
export const depositReleaseKey = (holdId: string) => `deposit-release-${holdId}`;
export const depositCaptureKey = (holdId: string) => `deposit-capture-${holdId}`;

/**
 * The deposit's steps (decision 68): held off-session on the booking's card a day before pickup, renewed before the
 * provider lets it lapse, released after the claim window or at once when the booking is cancelled, captured in part
 * for an accepted claim, or held on another card the customer confirms. Each provider call carries a key derived from
 * the booking and the hold, and each record is an idempotent command: a step cut short is finished by the next sweep.
 */
export function createDepositWorkflow(deps: {
  store: EventStore;
  /** PayPal authorizations (decision 68); without it, a PayPal hold cannot be let go or captured here. */
  holds: { card: CardDepositHolds; paypal?: PayPalDepositHolds };
  clock: () => Date;
}) {
  const { card, paypal } = deps.holds;
  const paypalDeposits =
    paypal && createPayPalDepositWorkflow({ store: deps.store, paypal, clock: deps.clock });
  const now = () => deps.clock().toISOString();

  const onBooking = (bookingId: string, command: BookingCommand) =>
    handleCommand(deps.store, bookingStreamName(bookingId), bookingDecider, command, { retries: 3 });

  async function load(bookingId: string): Promise<{ state: Existing; completedAt: string | null } | null> {
    const { events } = await deps.store.readStream<BookingEvent>(bookingStreamName(bookingId));
    const state = foldEvents(bookingDecider, events);
    if (state.status === 'none') return null;
    const completed = events.find((event) => event.type === 'BookingCompleted');
    return { state, completedAt: completed?.type === 'BookingCompleted' ? completed.data.completedAt : null };
  }

  const description = (bookingId: string) => `Grand Tour — ${bookingReference(bookingId)}: deposit`;

  /** Records a hold; one made for a booking cancelled or settled meanwhile is let go at once. */
  async function recordHold(
    bookingId: string,
    hold: DepositHold,
    offSession: boolean,
    sequence: number,
  ): Promise<'held' | 'released'> {
    try {
      await onBooking(bookingId, {
        type: 'RecordDepositHeld',
        data: { ...hold, provider: card.name, method: 'card', offSession, sequence },
        metadata: { now: now() },
      });
      return 'held';
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'deposit_not_needed')) throw error;
      await card.release({ holdId: hold.holdId, idempotencyKey: depositReleaseKey(hold.holdId) });
      return 'released';
    }
  }

  /**
   * Off-session on the card the booking was paid with; a refusal is recorded (the customer is e-mailed a link).
   * Decided on the state the caller read once: a second read could see a refusal recorded meanwhile by a concurrent
   * sweep and try again under the next sequence, charging the card twice or recording two refusals.
   */
  async function holdOnSavedCard(
    bookingId: string,
    state: Existing,
  ): Promise<'held' | 'released' | 'failed' | 'skipped'> {
    if (state.status !== 'confirmed' && state.status !== 'completed') return 'skipped';
    const sequence = state.deposit.sequence + 1;
    const payment = state.payment;
    const fail = async (message: string, declineCode: string | null) => {
      await onBooking(bookingId, {
        type: 'RecordDepositHoldFailure',
        data: { provider: card.name, method: 'card', sequence, message, declineCode },
        metadata: { now: now() },
      });
      return 'failed' as const;
    };
    if (!payment || payment.method !== 'card') return fail(NO_SAVED_CARD_MESSAGE, 'no_saved_card');
    let hold: DepositHold;
    try {
      hold = await card.holdOnSavedCard({
        bookingId,
        paymentIntentId: payment.paymentIntentId,
        amountCents: state.terms.quote.depositCents,
        description: description(bookingId),
        idempotencyKey: depositHoldKey(bookingId, sequence),
      });
    } catch (error) {
      // The provider said no; its outages are tried again by the next sweep.
      if (!(error instanceof PaymentProviderError) || error.httpStatus >= 500) throw error;
      return fail(error.message, error.declineCode ?? error.code);
    }
    return recordHold(bookingId, hold, true, sequence);
  }

  /** The provider that holds it: a PayPal authorization is voided through PayPal, a card hold through the card's. */
  async function providerOf(bookingId: string, holdId: string) {
    const loaded = await load(bookingId);
    const deposit = loaded?.state.deposit;
    const hold = deposit && [deposit.hold, ...deposit.olderHolds].find((held) => held?.holdId === holdId);
    if (hold?.method !== 'paypal') return card;
    if (!paypal) throw new Error('A PayPal deposit hold needs the PayPal deposit provider');
    return paypal;
  }

  async function release(bookingId: string, holdId: string, reason: DepositReleaseReason): Promise<void> {
    const provider = await providerOf(bookingId, holdId);
    await provider.release({ holdId, idempotencyKey: depositReleaseKey(holdId) });
    await onBooking(bookingId, {
      type: 'RecordDepositRelease',
      data: { holdId, reason },
      metadata: { now: now() },
    });
  }

  /** A new hold first, then the old one let go: never an hour without a hold (decision 68). */
  async function renew(bookingId: string, state: Existing): Promise<void> {
    const previous = state.deposit.hold;
    if (!previous) return;
    const outcome = await holdOnSavedCard(bookingId, state);
    if (outcome === 'held') await release(bookingId, previous.holdId, 'renewed');
  }

  /** Part (or all) of a hold for an accepted claim or the return's extras; the provider lets the rest go. */
  async function capture(
    bookingId: string,
    request: {
      holdId: string;
      amountCents: number;
      claimId: string | null;
      extrasCents?: number;
      reason: string;
    },
  ): Promise<void> {
    const loaded = await load(bookingId);
    if (!loaded) throw new DomainError('booking_not_found', 'not_found', 'No such booking.');
    const { deposit } = loaded.state;
    const held = [deposit.hold, ...deposit.olderHolds].some((hold) => hold?.holdId === request.holdId);
    if (!held && deposit.capturedCents > 0) return;
    if (!held) throw new DomainError('deposit_not_held', 'conflict', 'No such deposit hold is in place.');
    if (deposit.hold?.holdId === request.holdId && deposit.hold.method === 'paypal') {
      if (!paypalDeposits) throw new Error('A PayPal deposit hold needs the PayPal deposit provider');
      await paypalDeposits.capture(bookingId, request);
      return;
    }
    const captured = await card.capture({
      holdId: request.holdId,
      amountCents: request.amountCents,
      idempotencyKey: depositCaptureKey(request.holdId),
    });
    await onBooking(bookingId, {
      type: 'RecordDepositCapture',
      data: { ...request, captureId: captured.captureId, amountCents: captured.amountCents },
      metadata: { now: now() },
    });
  }

  /**
   * Settles the return's extras once no hold is left to take them: what the captures did not take (`captured`: the
   * hold in `state` was just captured for that much of them) is charged to the booking's card under the terms the
   * booking froze, or else left a debt. Nothing is charged while a hold could still pay.
   */
  async function settleExtras(bookingId: string, state: Existing, captured?: { extrasCents: number }) {
    const dueCents = extrasDueCents(state) - (captured?.extrasCents ?? 0);
    const holdLeft = state.deposit.hold !== null && !captured;
    const charge =
      dueCents > 0 && !holdLeft
        ? await chargeSavedCard(card, state, {
            amountCents: dueCents,
            description: `Grand Tour — ${bookingReference(bookingId)}: return extras`,
            key: `return-extras-${bookingId}`,
          })
        : null;
    await onBooking(bookingId, {
      type: 'SettleReturnExtras',
      ...(charge ? { data: { charge } } : {}),
      metadata: { now: now() },
    });
  }

  /** Runs the schedule's next step if it is due; returns the step run, if any. */
  async function advance(bookingId: string): Promise<DepositStep | null> {
    const loaded = await load(bookingId);
    if (!loaded) return null;
    const step = nextDepositStep(depositScheduleFactsOf(loaded.state, loaded.completedAt), deps.clock());
    if (!step || new Date(step.at).getTime() > deps.clock().getTime()) return null;
    if (step.kind === 'hold') await holdOnSavedCard(bookingId, loaded.state);
    else if (step.kind === 'renew') await renew(bookingId, loaded.state);
    else if (step.kind === 'release') await release(bookingId, step.holdId, step.reason);
    else {
      const hold = loaded.state.deposit.hold;
      const dueCents = extrasDueCents(loaded.state);
      if (step.kind === 'capture_extras' && hold && dueCents > 0) {
        const amountCents = Math.min(dueCents, hold.amountCents);
        await capture(bookingId, {
          holdId: hold.holdId,
          amountCents,
          claimId: null,
          extrasCents: amountCents,
          reason: 'Return extras',
        });
        await settleExtras(bookingId, loaded.state, { extrasCents: amountCents });
      } else await settleExtras(bookingId, loaded.state);
    }
    return step;
  }

  return {
    advance,
    settleExtras,
    /** The PayPal deposit the customer approves (absent without a PayPal deposit provider). */
    paypal: paypalDeposits,
    /** The owner hands the car over without a deposit. */
    async waive(bookingId: string, ownerId: string): Promise<void> {
      await onBooking(bookingId, { type: 'WaiveDeposit', data: { ownerId }, metadata: { now: now() } });
    },
    /** The car handed over: refused (deposit_not_secured) until the deposit is held or waived. */
    async markPickedUp(bookingId: string, ownerId: string): Promise<void> {
      await onBooking(bookingId, { type: 'MarkPickedUp', data: { ownerId }, metadata: { now: now() } });
    },
    release,

    capture,

    /** An intent the customer confirms in the browser with another card, named by the next hold's sequence. */
    async createCustomerHold(bookingId: string): Promise<{ holdId: string; clientSecret: string }> {
      const loaded = await load(bookingId);
      const state = loaded?.state;
      if (!state) throw new DomainError('booking_not_found', 'not_found', 'No such booking.');
      if (state.status !== 'confirmed' || state.deposit.settled || state.deposit.pickedUpAt)
        throw new DomainError('deposit_not_needed', 'conflict', 'This booking no longer needs a deposit.');
      if (state.deposit.hold && !state.deposit.failure)
        throw new DomainError('deposit_already_held', 'conflict', 'The deposit is already held.');
      return card.createHoldIntent({
        bookingId,
        amountCents: state.terms.quote.depositCents,
        description: description(bookingId),
        idempotencyKey: depositHoldKey(bookingId, state.deposit.sequence + 1),
      });
    },

    /** The customer's hold on another card, recorded once the provider says it is authorised. */
    async confirmCustomerHold(bookingId: string, holdId: string): Promise<'held' | 'released'> {
      const status = await card.retrieveHold(holdId);
      if (status.bookingId !== bookingId)
        throw new DomainError(
          'deposit_hold_not_found',
          'not_found',
          'No such deposit hold for this booking.',
        );
      const loaded = await load(bookingId);
      if (!loaded) throw new DomainError('booking_not_found', 'not_found', 'No such booking.');
      const known = [loaded.state.deposit.hold, ...loaded.state.deposit.olderHolds].find(
        (hold) => hold?.holdId === holdId,
      );
      if (known) return 'held';
      if (status.status !== 'held' || !status.hold)
        throw new DomainError(
          status.status === 'released' || status.status === 'captured'
            ? 'deposit_hold_closed'
            : 'deposit_hold_not_authorised',
          status.status === 'released' || status.status === 'captured' ? 'conflict' : 'rule',
          status.lastErrorMessage ?? 'The card has not authorised the deposit.',
          { providerMessage: status.lastErrorMessage },
        );
      return recordHold(bookingId, status.hold, false, loaded.state.deposit.sequence + 1);
    },
  };
}
export type DepositWorkflow = ReturnType<typeof createDepositWorkflow>;
