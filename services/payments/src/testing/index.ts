export {
  startFakeStripe,
  type FakeStripe,
  type RecordedStripeRequest,
  type StripeCheckoutSession,
  type StripeErrorBody,
} from './fake-stripe-server.ts';
export type { FakeStripeConnect } from './fake-stripe-connect.ts';
export {
  startFakePayPal,
  type FakePayPal,
  type PayPalPlanJson,
  type PayPalSubscriptionJson,
  type PayPalTransmission,
  type RecordedPayPalRefund,
  type RecordedPayPalRequest,
} from './fake-paypal-server.ts';
export { expectRefusal } from './expect-refusal.ts';
