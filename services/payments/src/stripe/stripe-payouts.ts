import type { ConnectedAccount, PayoutProvider } from '@grandtour/commands';
import type Stripe from 'stripe';
import { callStripe as call, createStripeClient, type StripeConnectionOptions } from './stripe-client.ts';

export type StripePayoutProvider = PayoutProvider & { readonly name: 'stripe' };

const toConnectedAccount = (account: Stripe.Account): ConnectedAccount => ({
  accountId: account.id,
  detailsSubmitted: account.details_submitted ?? false,
  payoutsEnabled: account.payouts_enabled ?? false,
});

/**
 * Owners' payouts on Stripe Connect: Express accounts in France able to receive transfers, onboarded on Stripe's
 * hosted pages through account links, and transfers from the platform's balance grouped by booking.
 */
export function createStripePayouts(options: StripeConnectionOptions): StripePayoutProvider {
  const stripe = createStripeClient(options);

  return {
    name: 'stripe',

    async createAccount({ ownerId, email, idempotencyKey }) {
      const account = await call(() =>
        stripe.accounts.create(
          {
            type: 'express',
            country: 'FR',
            email,
            capabilities: { transfers: { requested: true } },
            metadata: { owner_id: ownerId },
          },
          { idempotencyKey },
        ),
      );
      return toConnectedAccount(account);
    },

    async createOnboardingLink({ accountId, refreshUrl, returnUrl }) {
      const link = await call(() =>
        stripe.accountLinks.create({
          account: accountId,
          refresh_url: refreshUrl,
          return_url: returnUrl,
          type: 'account_onboarding',
        }),
      );
      return { url: link.url, expiresAt: new Date(link.expires_at * 1000).toISOString() };
    },

    async retrieveAccount(accountId) {
      return toConnectedAccount(await call(() => stripe.accounts.retrieve(accountId)));
    },

    async transfer({ accountId, amountCents, payoutId, bookingId, idempotencyKey }) {
      const transfer = await call(() =>
        stripe.transfers.create(
          {
            amount: amountCents,
            currency: 'eur',
            destination: accountId,
            transfer_group: bookingId,
            metadata: { payout_id: payoutId, booking_id: bookingId },
          },
          { idempotencyKey },
        ),
      );
      return { transferId: transfer.id, amountCents: transfer.amount };
    },
  };
}
