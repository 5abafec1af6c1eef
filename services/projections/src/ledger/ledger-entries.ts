import type { BookingEvent, CardCharge, PaymentProviderName, ProviderRecordKind } from '@grandtour/commands';

/*
 * The double-entry ledger of a booking (decision 77): every money event as signed entries (debit positive, credit
 * negative) on the accounts below, summing to zero per event. Pure: the projection folds the facts and writes the
 * entries, the unit specs check the balances.
 */

export const LEDGER_ACCOUNTS = [
  /** What the customer owes us (debit) or we owe them (credit): paid before the booking is on, refunds due. */
  'customer',
  /** The platform's income: the service fee and the commission, credited. */
  'platform_revenue',
  /** What we owe the owner (credit) until the transfer goes out. */
  'owner_payable',
  /** Money at the payment providers on our behalf: payments and captures in, refunds and transfers out. */
  'provider_clearing',
  /** Deposits authorised on the customer's means of payment: a hold is no money, so it has its own pair. */
  'deposits_held',
  /** The other side of a hold: the customer's commitment, let go when the hold is released or captured. */
  'deposit_holds_offset',
  /** Deposit money captured for an accepted claim, owed to whom the claim settles it for (handover issue). */
  'claims_payable',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export interface LedgerEntry {
  account: LedgerAccount;
  /** Signed cents: debit positive, credit negative. */
  amountCents: number;
  /** The provider's object the money went through (payment, refund, hold, capture, transfer), when one did. */
  providerRef: string | null;
  provider: PaymentProviderName | null;
  /**
   * What the provider itself recorded for this entry, on the entry that stands for it (the provider's side:
   * provider_clearing or deposits_held): what the reconciliation matches the provider's records against.
   */
  movement: ProviderRecordKind | null;
}

/** What the ledger must remember of a booking between its events. */
export interface LedgerFacts {
  /** Frozen at booking (BookingCreated `terms.commission`); 0 on bookings made before commissions applied. */
  commissionRateBps: number;
  /** The booking's provider, for entries of events that do not name it. */
  provider: PaymentProviderName | null;
  /** The owner's gross recognised so far (rental and delivery, or their share of a cancellation fee). */
  ownerGrossCents: number;
  /** The commission recognised so far on that gross. */
  commissionCents: number;
  /** Each hold's amount still authorised, and its provider. */
  holds: Record<string, { amountCents: number; provider: PaymentProviderName }>;
}

export const NO_LEDGER_FACTS: LedgerFacts = {
  commissionRateBps: 0,
  provider: null,
  ownerGrossCents: 0,
  commissionCents: 0,
  holds: {},
};

/** The commission on an owner's gross, rounded to the nearest cent (half up). */
export const commissionOf = (grossCents: number, rateBps: number) =>
  Math.round((grossCents * rateBps) / 10_000);

export const LEDGER_EVENT_TYPES = [
  'BookingCreated',
  'PaymentSucceeded',
  'ChangePaymentSucceeded',
  'BookingConfirmed',
  'BookingChanged',
  'BookingCancelled',
  'RefundIssued',
  'DepositHeld',
  'DepositReleased',
  'DepositCaptured',
  'ClaimSettled',
  'ReturnExtrasSettled',
  'PayoutScheduled',
  'PayoutSent',
] as const satisfies readonly BookingEvent['type'][];

const entry = (
  account: LedgerAccount,
  amountCents: number,
  ref: {
    providerRef?: string | null;
    provider?: PaymentProviderName | null;
    movement?: ProviderRecordKind;
  } = {},
): LedgerEntry => ({
  account,
  amountCents,
  providerRef: ref.providerRef ?? null,
  provider: ref.provider ?? null,
  movement: ref.movement ?? null,
});

/**
 * Beyond the deposit, on the booking's card (a claim's excess, the return's extras): authorised and captured at once,
 * the provider's hold and capture both named, owed to the owner through claims_payable as a deposit capture is.
 */
function cardChargeEntries(charge: CardCharge | undefined): LedgerEntry[] {
  if (!charge) return [];
  const { chargeId, captureId, amountCents, provider } = charge;
  const hold = { providerRef: chargeId, provider };
  const capture = { providerRef: captureId, provider };
  return [
    entry('deposits_held', amountCents, { ...hold, movement: 'hold' }),
    entry('deposit_holds_offset', -amountCents, hold),
    entry('deposits_held', -amountCents, hold),
    entry('deposit_holds_offset', amountCents, hold),
    entry('provider_clearing', amountCents, { ...capture, movement: 'capture' }),
    entry('claims_payable', -amountCents, capture),
  ];
}

/** The owner's gross moves by `ownerDelta`, the platform's fee by `platformDelta`; the commission follows the gross. */
function recognise(facts: LedgerFacts, ownerDelta: number, platformDelta: number): LedgerEntry[] {
  const commissionDelta =
    commissionOf(facts.ownerGrossCents + ownerDelta, facts.commissionRateBps) - facts.commissionCents;
  return [
    entry('customer', ownerDelta + platformDelta),
    entry('owner_payable', -(ownerDelta - commissionDelta)),
    entry('platform_revenue', -(platformDelta + commissionDelta)),
  ];
}

const heldOn = (facts: LedgerFacts, holdId: string) => facts.holds[holdId]?.amountCents ?? 0;

/**
 * The entries a booking event stands for, given what the ledger knows of the booking before it. Entries of zero
 * are left out; events that move no money stand for none.
 */
export function ledgerEntriesOf(event: BookingEvent, facts: LedgerFacts): LedgerEntry[] {
  return entriesOf(event, facts).filter((line) => line.amountCents !== 0);
}

function entriesOf(event: BookingEvent, facts: LedgerFacts): LedgerEntry[] {
  switch (event.type) {
    case 'PaymentSucceeded':
    case 'ChangePaymentSucceeded': {
      const { paymentId, provider, amountCents } = event.data;
      const ref = { providerRef: paymentId, provider };
      return [
        entry('provider_clearing', amountCents, { ...ref, movement: 'charge' }),
        entry('customer', -amountCents, ref),
      ];
    }
    case 'BookingConfirmed':
      return recognise(facts, event.data.ownerPayoutCents, event.data.platformRevenueCents);
    case 'BookingChanged':
      return recognise(facts, event.data.ownerPayoutDeltaCents, event.data.platformRevenueDeltaCents);
    case 'BookingCancelled': {
      const { ownerShareOfFeeCents, reversedOwnerPayoutCents } = event.data;
      const { platformShareOfFeeCents, reversedPlatformRevenueCents } = event.data;
      return recognise(
        facts,
        ownerShareOfFeeCents - reversedOwnerPayoutCents,
        platformShareOfFeeCents - reversedPlatformRevenueCents,
      );
    }
    case 'RefundIssued': {
      const { refundId, provider, amountCents } = event.data;
      const ref = { providerRef: refundId, provider };
      return [
        entry('customer', amountCents, ref),
        entry('provider_clearing', -amountCents, { ...ref, movement: 'refund' }),
      ];
    }
    case 'DepositHeld': {
      const { holdId, provider, amountCents } = event.data;
      // A hold recorded twice is one hold.
      if (facts.holds[holdId]) return [];
      const ref = { providerRef: holdId, provider };
      return [
        entry('deposits_held', amountCents, { ...ref, movement: 'hold' }),
        entry('deposit_holds_offset', -amountCents, ref),
      ];
    }
    case 'DepositReleased': {
      const { holdId } = event.data;
      // Only what the hold still has can be let go (a release after a capture lets go nothing more).
      const released = Math.min(event.data.amountCents, heldOn(facts, holdId));
      const ref = { providerRef: holdId, provider: facts.holds[holdId]?.provider ?? facts.provider };
      return [
        entry('deposits_held', -released, { ...ref, movement: 'release' }),
        entry('deposit_holds_offset', released, ref),
      ];
    }
    case 'DepositCaptured': {
      const { holdId, captureId, amountCents, releasedCents } = event.data;
      const provider = facts.holds[holdId]?.provider ?? facts.provider;
      const held = heldOn(facts, holdId);
      const fromHold = Math.min(amountCents, held);
      const released = Math.min(releasedCents, held - fromHold);
      const hold = { providerRef: holdId, provider };
      const capture = { providerRef: captureId, provider };
      return [
        entry('deposits_held', -fromHold, hold),
        entry('deposit_holds_offset', fromHold, hold),
        entry('deposits_held', -released, { ...hold, movement: 'release' }),
        entry('deposit_holds_offset', released, hold),
        entry('provider_clearing', amountCents, { ...capture, movement: 'capture' }),
        entry('claims_payable', -amountCents, capture),
      ];
    }
    case 'ClaimSettled':
      return cardChargeEntries(event.data.excessCharge);
    case 'ReturnExtrasSettled':
      return cardChargeEntries(event.data.charge);
    case 'PayoutScheduled': {
      // The payout's own commission is the one owed: any rounding the ledger did otherwise is trued up here.
      const trueUp = event.data.commissionCents - facts.commissionCents;
      return [entry('owner_payable', trueUp), entry('platform_revenue', -trueUp)];
    }
    case 'PayoutSent': {
      const { transferId, provider, amountCents } = event.data;
      // Damages captured for settled claims go out with the payout: what claims_payable held is paid (issue 23).
      const damagesCents = event.data.damagesCents ?? 0;
      const ref = { providerRef: transferId, provider };
      return [
        entry('owner_payable', amountCents - damagesCents, ref),
        entry('claims_payable', damagesCents, ref),
        entry('provider_clearing', -amountCents, { ...ref, movement: 'transfer' }),
      ];
    }
    default:
      return [];
  }
}

/** What the ledger knows of the booking after the event. */
export function evolveLedgerFacts(facts: LedgerFacts, event: BookingEvent): LedgerFacts {
  switch (event.type) {
    case 'BookingCreated':
      return { ...NO_LEDGER_FACTS, commissionRateBps: event.data.commission?.rateBps ?? 0 };
    case 'PaymentSucceeded':
      return { ...facts, provider: event.data.provider };
    case 'BookingConfirmed':
      return regrossed(facts, event.data.ownerPayoutCents);
    case 'BookingChanged':
      return regrossed(facts, event.data.ownerPayoutDeltaCents);
    case 'BookingCancelled':
      return regrossed(facts, event.data.ownerShareOfFeeCents - event.data.reversedOwnerPayoutCents);
    case 'DepositHeld': {
      const { holdId, amountCents, provider } = event.data;
      if (facts.holds[holdId]) return facts;
      return { ...facts, holds: { ...facts.holds, [holdId]: { amountCents, provider } } };
    }
    case 'DepositReleased':
    case 'DepositCaptured': {
      const { holdId } = event.data;
      const hold = facts.holds[holdId];
      if (!hold) return facts;
      const taken =
        event.type === 'DepositReleased'
          ? event.data.amountCents
          : event.data.amountCents + event.data.releasedCents;
      return {
        ...facts,
        holds: {
          ...facts.holds,
          [holdId]: { ...hold, amountCents: Math.max(0, hold.amountCents - taken) },
        },
      };
    }
    case 'PayoutScheduled':
      return { ...facts, commissionCents: event.data.commissionCents };
    default:
      return facts;
  }
}

function regrossed(facts: LedgerFacts, ownerDelta: number): LedgerFacts {
  const ownerGrossCents = facts.ownerGrossCents + ownerDelta;
  return {
    ...facts,
    ownerGrossCents,
    commissionCents: commissionOf(ownerGrossCents, facts.commissionRateBps),
  };
}
