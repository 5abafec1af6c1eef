import type { DomainEvent } from '@grandtour/event-store';

/*
 * The account an owner is paid to (issue 21): a Stripe Connect Express account (or the demo provider's), onboarded on
 * the provider's hosted pages. Only the provider's account id is kept, never bank details. Stream per owner.
 */

export const payoutAccountStreamName = (ownerId: string) => `payoutAccount-${ownerId}`;

/** Onboarding started: the provider account exists, not yet able to receive money. */
export type PayoutAccountOpened = DomainEvent<
  'PayoutAccountOpened',
  { ownerId: string; provider: 'demo' | 'stripe'; accountId: string; openedAt: string }
>;
/** What the provider says of the account now (after onboarding, or a status check). */
export type PayoutAccountStatusChecked = DomainEvent<
  'PayoutAccountStatusChecked',
  {
    ownerId: string;
    accountId: string;
    detailsSubmitted: boolean;
    payoutsEnabled: boolean;
    checkedAt: string;
  }
>;
/**
 * Payouts now go to a newly onboarded account instead of the previous one (second factor required, owner e-mailed);
 * payouts wait until `payoutsPausedUntil` (24 hours later) in case the change was not the owner's.
 */
export type PayoutAccountReplaced = DomainEvent<
  'PayoutAccountReplaced',
  {
    ownerId: string;
    previousAccountId: string;
    accountId: string;
    payoutsPausedUntil: string;
    replacedAt: string;
  }
>;

export type PayoutAccountEvent = PayoutAccountOpened | PayoutAccountStatusChecked | PayoutAccountReplaced;
export const PAYOUT_ACCOUNT_EVENT_TYPES: readonly PayoutAccountEvent['type'][] = [
  'PayoutAccountOpened',
  'PayoutAccountStatusChecked',
  'PayoutAccountReplaced',
];
