import type { PaymentMethod } from '@grandtour/shared';
import type { DomainEvent } from '@grandtour/event-store';
import type { PaymentProviderName } from './booking.ts';

/*
 * The car's deposit: held on the customer's means of payment, never charged but for the return's extras or an accepted claim (decisions 68, 91).
 * Events of the booking's own stream, so a capture, a release, a cancellation and a pickup are decided one at a time.
 */

/** Why a hold was let go. */
export type DepositReleaseReason =
  | 'claim_window_passed'
  | 'booking_cancelled'
  /** A newer hold replaced it before it expired (decision 68). */
  | 'renewed'
  /** The provider let it lapse (its capture_before passed) before we released it. */
  | 'expired'
  /** What a partial capture left over. */
  | 'captured_rest';

/** A hold is in place at the provider. `sequence` counts the booking's holds from 1 (names the idempotency key). */
export type DepositHeld = DomainEvent<
  'DepositHeld',
  {
    bookingId: string;
    provider: PaymentProviderName;
    method: PaymentMethod;
    /** Stripe PaymentIntent (capture_method manual), PayPal authorization, or the demo provider's hold. */
    holdId: string;
    amountCents: number;
    /** When the provider lets the hold go by itself: Stripe's capture_before, PayPal's honor period end. */
    expiresAt: string;
    /** Off-session on the card saved at booking, or on-session by the customer (another card, PayPal approval). */
    offSession: boolean;
    sequence: number;
    heldAt: string;
  }
>;
/** The provider refused the hold (declined, insufficient funds): the customer is e-mailed a link to try another card. */
export type DepositHoldFailed = DomainEvent<
  'DepositHoldFailed',
  {
    bookingId: string;
    provider: PaymentProviderName;
    method: PaymentMethod;
    sequence: number;
    /** The provider's own words. */
    message: string;
    /** Stripe's decline_code (insufficient_funds…), when there is one. */
    declineCode: string | null;
    failedAt: string;
  }
>;
export type DepositReleased = DomainEvent<
  'DepositReleased',
  {
    bookingId: string;
    holdId: string;
    amountCents: number;
    reason: DepositReleaseReason;
    releasedAt: string;
  }
>;
/** Part (or all) of a hold taken for an accepted claim and/or the return's extras; the provider releases the rest. */
export type DepositCaptured = DomainEvent<
  'DepositCaptured',
  {
    bookingId: string;
    carId: string;
    ownerId: string;
    holdId: string;
    /** What the provider's capture is refunded or reported through. */
    captureId: string;
    amountCents: number;
    /** What the hold had left that the capture let go. */
    releasedCents: number;
    /** The accepted claim (handover issue); null when an operator captured without one. */
    claimId: string | null;
    /** The part of the amount taken for the return's extras (decision 91); absent: none. */
    extrasCents?: number;
    reason: string;
    capturedAt: string;
  }
>;
/** The owner hands the car over without a deposit. */
export type DepositWaived = DomainEvent<
  'DepositWaived',
  { bookingId: string; ownerId: string; waivedAt: string }
>;
/** The car was handed over; only with a deposit held or waived. */
export type BookingPickedUp = DomainEvent<
  'BookingPickedUp',
  { bookingId: string; carId: string; ownerId: string; deposit: 'held' | 'waived'; pickedUpAt: string }
>;

export type DepositEvent =
  DepositHeld | DepositHoldFailed | DepositReleased | DepositCaptured | DepositWaived | BookingPickedUp;
export const DEPOSIT_EVENT_TYPES: readonly DepositEvent['type'][] = [
  'DepositHeld',
  'DepositHoldFailed',
  'DepositReleased',
  'DepositCaptured',
  'DepositWaived',
  'BookingPickedUp',
];
