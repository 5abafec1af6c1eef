import type { CardPaymentProvider, CardWebhookEvent, PayPalProvider } from '@grandtour/commands';

/** What the built-in demo provider offers beyond the ports: its own card form and PayPal-like approval page. */
export interface DemoCardProvider extends CardPaymentProvider {
  readonly name: 'demo';
  confirmCardPayment(input: {
    clientSecret: string;
    cardNumber: string;
    expiry: string;
    cvc: string;
    cardholderName?: string;
  }): Promise<CardWebhookEvent>;
}

export interface DemoPayPalProvider extends PayPalProvider {
  readonly name: 'demo';
  getOrder(orderId: string): Promise<{ id: string; status: string; amountCents: number; bookingId: string }>;
  approveOrder(orderId: string): Promise<void>;
}

export const isDemoCard = (provider: CardPaymentProvider): provider is DemoCardProvider =>
  provider.name === 'demo';
export const isDemoPayPal = (provider: PayPalProvider): provider is DemoPayPalProvider =>
  provider.name === 'demo';

/** The client secret of a PaymentIntent starts with its id (Stripe's format, kept by the demo provider). */
export const paymentIntentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? clientSecret;
