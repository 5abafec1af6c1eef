import { PaymentProviderError } from '@grandtour/commands';

/** Stripe's own refusals, worded as Stripe words them, for the demo card payments and deposit holds alike. */
export const missingPaymentIntent = (id: string) =>
  new PaymentProviderError(`No such payment_intent: '${id}'`, 'resource_missing', 404);

export const idempotencyKeyReused = () =>
  new PaymentProviderError(
    'Keys for idempotent requests can only be used with the same parameters they were first used with.',
    'idempotency_error',
    400,
  );

/** Capturing or cancelling a PaymentIntent whose status does not allow it. */
export const unexpectedIntentState = (status: string, action: 'captured' | 'canceled') =>
  new PaymentProviderError(
    action === 'captured'
      ? `This PaymentIntent could not be captured because it has a status of ${status}. Only a PaymentIntent with one of the following statuses may be acted upon: requires_capture.`
      : `You cannot cancel this PaymentIntent because it has a status of ${status}. Only a PaymentIntent with one of the following statuses may be acted upon: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
    'payment_intent_unexpected_state',
    400,
  );
