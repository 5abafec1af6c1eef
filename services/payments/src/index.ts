export { createDemoPayments, type DemoPayments } from './demo/demo-payments.ts';
export { ensureDemoPaymentsSchema } from './demo/demo-schema.ts';
export {
  createDemoPayouts,
  demoOnboardingUrl,
  isDemoPayouts,
  type DemoPayoutExtras,
  type DemoPayoutProvider,
  type DemoTransfer,
} from './demo/demo-payouts.ts';
export { ensureDemoPayoutsSchema } from './demo/demo-payouts-schema.ts';
export { createStripePayouts, type StripePayoutProvider } from './stripe/stripe-payouts.ts';
export type { DemoCardExtras, DemoCardProvider, PaymentSucceededEvent } from './demo/demo-card-provider.ts';
export {
  demoApproveUrl,
  type DemoPayPalExtras,
  type DemoPayPalOrder,
  type DemoPayPalOrderStatus,
  type DemoPayPalProvider,
} from './demo/demo-paypal-provider.ts';
export {
  createDemoSubscriptionCheckout,
  demoCheckoutUrl,
  type DemoCheckoutMethod,
  type DemoCheckoutSessionState,
  type DemoSubscriptionCheckout,
  type DemoSubscriptionExtras,
} from './demo/demo-subscription-checkout.ts';
export {
  createStripeSubscriptionCheckout,
  type StripeSubscriptionCheckout,
  type StripeSubscriptionCheckoutOptions,
} from './stripe/stripe-subscription-checkout.ts';
export {
  createPayPalSubscriptionCheckout,
  GRANDTOUR_PAYPAL_PRODUCT_ID,
  type PayPalSubscriptionCheckout,
  type PayPalSubscriptionCheckoutOptions,
} from './paypal/paypal-subscription-checkout.ts';
export {
  createStripeCardProvider,
  type StripeCardProvider,
  type StripeCardProviderOptions,
} from './stripe/stripe-card-provider.ts';
export {
  createPayPalProvider,
  PAYPAL_BASE_URLS,
  type PayPalProviderOptions,
  type PayPalRestProvider,
} from './paypal/paypal-provider.ts';
export {
  selectPaymentProviders,
  type PaymentConfig,
  type SelectedPaymentProviders,
} from './select-payment-providers.ts';
export {
  createDemoPayPalDepositHolds,
  type DemoPayPalDepositHolds,
  type DemoPayPalDepositOrder,
} from './demo/demo-paypal-deposit-holds.ts';
export {
  createPayPalDepositHolds,
  HONOR_PERIOD_MS,
  type PayPalDepositHoldsProvider,
} from './paypal/paypal-deposit-holds.ts';
export { createDemoProviderRecords } from './demo/demo-provider-records.ts';
export { createStripeProviderRecords } from './stripe/stripe-provider-records.ts';
export { createPayPalProviderRecords } from './paypal/paypal-provider-records.ts';
export { selectProviderRecords } from './select-provider-records.ts';
export { countProviderCalls, type ProviderCallCounter } from './counted-provider-calls.ts';
