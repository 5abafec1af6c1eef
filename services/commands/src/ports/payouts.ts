/**
 * The payout ports: owners' connected accounts (Stripe Connect Express, onboarded on Stripe's hosted pages; the demo
 * provider's local onboarding page) and transfers to them. No bank details are ever stored here. Every transfer
 * carries an idempotency key derived from the payout id: the provider makes it once, whatever we retry.
 */

export interface ConnectedAccount {
  accountId: string;
  /** The owner finished onboarding. */
  detailsSubmitted: boolean;
  /** The provider will pay out to it. */
  payoutsEnabled: boolean;
}

export interface PayoutProvider {
  readonly name: 'demo' | 'stripe';
  createAccount(input: { ownerId: string; email: string; idempotencyKey: string }): Promise<ConnectedAccount>;
  /** A single-use link to the provider's hosted onboarding (Stripe account link, `type: account_onboarding`). */
  createOnboardingLink(input: {
    accountId: string;
    refreshUrl: string;
    returnUrl: string;
  }): Promise<{ url: string; expiresAt: string }>;
  retrieveAccount(accountId: string): Promise<ConnectedAccount>;
  /** Stripe: POST /v1/transfers with `transfer_group` the booking and metadata.payout_id. */
  transfer(input: {
    accountId: string;
    amountCents: number;
    payoutId: string;
    bookingId: string;
    idempotencyKey: string;
  }): Promise<{ transferId: string; amountCents: number }>;
}
