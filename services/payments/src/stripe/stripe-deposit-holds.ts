import {
  defaultHoldExpiry,
  PaymentProviderError,
  type CardDepositHolds,
  type DepositHoldStatus,
} from '@grandtour/commands';
import type Stripe from 'stripe';
import {
  callStripe as call,
  createStripeClient,
  savedCardOf,
  type StripeConnectionOptions,
} from './stripe-client.ts';
import { cancelManualIntent } from './stripe-manual-capture.ts';

export type StripeDepositHolds = CardDepositHolds & { readonly name: 'stripe' };

/** Marks a deposit's PaymentIntent: its webhooks are not the booking's payment. */
export const DEPOSIT_METADATA = 'booking_deposit';

/**
 * Card deposits as Stripe holds them ("Place a hold on a payment method"): a PaymentIntent with `capture_method:
 * manual`, captured in part with `amount_to_capture` (Stripe releases the rest) or cancelled (decision 68).
 */
export function createStripeDepositHolds(
  options: StripeConnectionOptions & { clock?: () => Date },
): StripeDepositHolds {
  const stripe = createStripeClient(options);
  const clock = options.clock ?? (() => new Date());

  /** The charge's `capture_before` when Stripe gives it, else the shortest window that can apply. */
  function expiryOf(intent: Stripe.PaymentIntent, offSession: boolean): string {
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    const captureBefore = charge?.payment_method_details?.card?.capture_before;
    return captureBefore
      ? new Date(captureBefore * 1000).toISOString()
      : defaultHoldExpiry(clock(), offSession);
  }

  const holdOf = (intent: Stripe.PaymentIntent) => ({
    holdId: intent.id,
    amountCents: intent.amount,
    expiresAt: expiryOf(intent, intent.metadata[DEPOSIT_METADATA] !== 'on_session'),
  });

  return {
    name: 'stripe',

    async holdOnSavedCard({ bookingId, paymentIntentId, amountCents, description, idempotencyKey }) {
      const { customer, card } = await savedCardOf(stripe, paymentIntentId);
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'eur',
            description,
            customer,
            payment_method: card,
            capture_method: 'manual',
            off_session: true,
            confirm: true,
            metadata: { booking_id: bookingId, [DEPOSIT_METADATA]: 'off_session' },
            allowed_payment_method_types: ['card'],
            expand: ['latest_charge'],
          },
          { idempotencyKey },
        ),
      );
      if (intent.status !== 'requires_capture')
        throw new PaymentProviderError(
          intent.last_payment_error?.message ??
            'Your bank asks you to confirm this deposit: it cannot be held without you.',
          intent.last_payment_error?.code ?? 'authentication_required',
          402,
          intent.last_payment_error?.decline_code,
        );
      return holdOf(intent);
    },

    async createHoldIntent({ bookingId, amountCents, description, idempotencyKey }) {
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'eur',
            description,
            capture_method: 'manual',
            metadata: { booking_id: bookingId, [DEPOSIT_METADATA]: 'on_session' },
            allowed_payment_method_types: ['card'],
          },
          { idempotencyKey },
        ),
      );
      if (!intent.client_secret)
        throw new PaymentProviderError('Stripe returned no client secret.', 'api_error', 502);
      return { holdId: intent.id, clientSecret: intent.client_secret };
    },

    async retrieveHold(holdId): Promise<DepositHoldStatus> {
      const intent = await call(() => stripe.paymentIntents.retrieve(holdId, { expand: ['latest_charge'] }));
      const status =
        intent.status === 'requires_capture'
          ? 'held'
          : intent.status === 'succeeded'
            ? 'captured'
            : intent.status === 'canceled'
              ? 'released'
              : intent.last_payment_error
                ? 'failed'
                : 'pending';
      return {
        status,
        hold: status === 'pending' || status === 'failed' ? null : holdOf(intent),
        lastErrorMessage: intent.last_payment_error?.message ?? null,
        bookingId: intent.metadata.booking_id ?? null,
      };
    },

    async capture({ holdId, amountCents, idempotencyKey }) {
      const intent = await call(() =>
        stripe.paymentIntents.capture(
          holdId,
          { amount_to_capture: amountCents, expand: ['latest_charge'] },
          { idempotencyKey },
        ),
      );
      const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
      return { captureId: charge?.id ?? intent.id, amountCents: intent.amount_received };
    },

    async release({ holdId, idempotencyKey }) {
      await cancelManualIntent(stripe, holdId, idempotencyKey);
    },
  };
}
