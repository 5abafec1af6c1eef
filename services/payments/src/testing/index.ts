export {
  startFakeStripe,
  type FakeStripe,
  type RecordedStripeRequest,
  type StripeErrorBody,
} from './fake-stripe-server.ts';
export { startFakePayPal, type FakePayPal, type RecordedPayPalRequest } from './fake-paypal-server.ts';
export { expectRefusal } from './expect-refusal.ts';
