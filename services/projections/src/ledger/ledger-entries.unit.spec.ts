import type { BookingEvent, BookingTerms } from '@grandtour/commands';
import { quoteRental } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import {
  evolveLedgerFacts,
  LEDGER_EVENT_TYPES,
  ledgerEntriesOf,
  NO_LEDGER_FACTS,
  type LedgerAccount,
  type LedgerEntry,
} from './ledger-entries.ts';

const ids = { bookingId: 'b1', carId: 'car-1', ownerId: 'owner-1' };
// 3 days × 1000 € + 2 × 75 € delivery = 3150 € for the owner, + 5 % = 157.50 € fee: 3307.50 €.
const quote = quoteRental({
  dailyPriceCents: 100_000,
  depositCents: 500_000,
  startDate: '2027-03-10',
  endDate: '2027-03-13',
  deliveredLegs: 2,
  deliveryFeeCents: 7_500,
});
const terms: BookingTerms = {
  ...ids,
  userId: 'guest:1',
  car: { brand: 'Ferrari', model: 'Roma', image: null },
  startDate: '2027-03-10',
  endDate: '2027-03-13',
  pickupLocation: 'delivery',
  dropoffLocation: 'delivery',
  customerInfo: { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.fr', phone: '+33 612345678' },
  additionalServices: [],
  language: 'fr',
  quote,
  feeConfig: { serviceFeeRate: 0.05, dynamicMarkupRate: 0, feeType: 'service_fee' },
};
const at = '2027-03-01T10:00:00.000Z';

const created = (rateBps?: number): BookingEvent => ({
  type: 'BookingCreated',
  data: {
    ...terms,
    ...(rateBps === undefined ? {} : { commission: { planId: 'premium', rateBps } }),
    holdExpiresAt: at,
    createdAt: at,
  },
});
const paid = (amountCents = 330_750, paymentId = 'pi_1'): BookingEvent => ({
  type: 'PaymentSucceeded',
  data: {
    ...ids,
    provider: 'stripe',
    method: 'card',
    paymentIntentId: paymentId,
    paymentId,
    amountCents,
    providerEventId: null,
    succeededAt: at,
  },
});
const confirmed: BookingEvent = {
  type: 'BookingConfirmed',
  data: {
    ...ids,
    startDate: '2027-03-10',
    endDate: '2027-03-13',
    ownerPayoutCents: 315_000,
    platformRevenueCents: 15_750,
    confirmedAt: at,
  },
};
const held = (holdId: string, amountCents = 500_000): BookingEvent => ({
  type: 'DepositHeld',
  data: {
    bookingId: 'b1',
    provider: 'stripe',
    method: 'card',
    holdId,
    amountCents,
    expiresAt: '2027-03-14T10:00:00.000Z',
    offSession: true,
    sequence: 1,
    heldAt: at,
  },
});
const released = (
  holdId: string,
  reason: 'renewed' | 'claim_window_passed' | 'captured_rest',
): BookingEvent => ({
  type: 'DepositReleased',
  data: { bookingId: 'b1', holdId, amountCents: 500_000, reason, releasedAt: at },
});
const captured = (holdId: string, amountCents: number): BookingEvent => ({
  type: 'DepositCaptured',
  data: {
    ...ids,
    holdId,
    captureId: `ch_${holdId}`,
    amountCents,
    releasedCents: 500_000 - amountCents,
    claimId: 'claim-1',
    reason: 'scratch on the door',
    capturedAt: at,
  },
});
/** A claim settled with what the deposit could not cover charged to the card (or, without a charge, a debt). */
const claimSettled = (excessChargeCents: number | null): BookingEvent => ({
  type: 'ClaimSettled',
  data: {
    bookingId: 'b1',
    claimId: 'claim-1',
    ownerId: 'owner-1',
    agreedCents: 520_000,
    capturedCents: 500_000,
    excessCents: 20_000,
    excess: excessChargeCents === null ? 'debt' : 'charged',
    ...(excessChargeCents === null
      ? {}
      : {
          excessCharge: {
            chargeId: 'pi_excess',
            captureId: 'ch_excess',
            amountCents: excessChargeCents,
            provider: 'stripe' as const,
          },
        }),
    settledAt: at,
  },
});
/** The return's extras settled: captured from a hold, or (a waived deposit) charged to the card. */
const extrasSettled = (chargedCents: number | null): BookingEvent => ({
  type: 'ReturnExtrasSettled',
  data: {
    bookingId: 'b1',
    phase: 'return',
    capturedCents: 0,
    excessCents: 8_000,
    excess: chargedCents === null ? 'debt' : 'charged',
    ...(chargedCents === null
      ? {}
      : {
          charge: {
            chargeId: 'pi_extras',
            captureId: 'ch_extras',
            amountCents: chargedCents,
            provider: 'demo' as const,
          },
        }),
    settledAt: at,
  },
});
const payoutScheduled = (grossCents: number, commissionCents: number): BookingEvent => ({
  type: 'PayoutScheduled',
  data: {
    bookingId: 'b1',
    ownerId: 'owner-1',
    payoutId: 'po-1',
    grossCents,
    commissionCents,
    netCents: grossCents - commissionCents,
    commissionRateBps: 1500,
    dueAt: at,
    scheduledAt: at,
  },
});
const payoutSent = (amountCents: number, damagesCents?: number): BookingEvent => ({
  type: 'PayoutSent',
  data: {
    bookingId: 'b1',
    ownerId: 'owner-1',
    payoutId: 'po-1',
    provider: 'stripe',
    accountId: 'acct_1',
    transferId: 'tr_1',
    amountCents,
    ...(damagesCents === undefined ? {} : { damagesCents }),
    sentAt: at,
  },
});
const cancelled = (data: {
  feeCents: number;
  ownerShareOfFeeCents: number;
  platformShareOfFeeCents: number;
  reversedOwnerPayoutCents: number;
  reversedPlatformRevenueCents: number;
}): BookingEvent => ({
  type: 'BookingCancelled',
  data: {
    ...ids,
    reason: 'customer',
    hasFees: data.feeCents > 0,
    refundDueCents: 330_750 - data.feeCents,
    cancelledAt: at,
    ...data,
  },
});
const refunded = (amountCents: number, refundId = 're_1'): BookingEvent => ({
  type: 'RefundIssued',
  data: { ...ids, provider: 'stripe', refundId, paymentId: 'pi_1', amountCents, issuedAt: at },
});

/** Folds the events as the projection does: each event's entries from the facts before it. */
function post(events: readonly BookingEvent[]) {
  let facts = NO_LEDGER_FACTS;
  const perEvent: LedgerEntry[][] = [];
  for (const event of events) {
    perEvent.push(ledgerEntriesOf(event, facts));
    facts = evolveLedgerFacts(facts, event);
  }
  const balances: Partial<Record<LedgerAccount, number>> = {};
  for (const line of perEvent.flat())
    balances[line.account] = (balances[line.account] ?? 0) + line.amountCents;
  for (const [account, cents] of Object.entries(balances))
    if (cents === 0) delete balances[account as LedgerAccount];
  return { perEvent, balances, facts };
}

const sum = (lines: readonly LedgerEntry[]) => lines.reduce((total, line) => total + line.amountCents, 0);

describe('ledgerEntriesOf', () => {
  it('pays an owner on a 15 % plan: the platform keeps fee and commission, nothing else is left anywhere', () => {
    const { perEvent, balances } = post([
      created(1500),
      paid(),
      confirmed,
      held('pi_hold_1'),
      released('pi_hold_1', 'claim_window_passed'),
      payoutScheduled(315_000, 47_250),
      payoutSent(267_750),
    ]);
    for (const lines of perEvent) expect(sum(lines)).toBe(0);
    // 157.50 € fee + 15 % of 3150 € = 472.50 € commission.
    expect(balances).toEqual({ platform_revenue: -(15_750 + 47_250), provider_clearing: 15_750 + 47_250 });
    expect(perEvent[2]).toEqual([
      { account: 'customer', amountCents: 330_750, providerRef: null, provider: null, movement: null },
      { account: 'owner_payable', amountCents: -267_750, providerRef: null, provider: null, movement: null },
      {
        account: 'platform_revenue',
        amountCents: -63_000,
        providerRef: null,
        provider: null,
        movement: null,
      },
    ]);
    // The payout's commission agrees with the ledger's: nothing to true up.
    expect(perEvent[5]).toEqual([]);
    expect(perEvent[6]).toEqual([
      {
        account: 'owner_payable',
        amountCents: 267_750,
        providerRef: 'tr_1',
        provider: 'stripe',
        movement: null,
      },
      {
        account: 'provider_clearing',
        amountCents: -267_750,
        providerRef: 'tr_1',
        provider: 'stripe',
        movement: 'transfer',
      },
    ]);
  });

  it('pays the damages of a settled claim with the payout, without commission: claims_payable ends at zero', () => {
    const { perEvent, balances } = post([
      created(1500),
      paid(),
      confirmed,
      held('pi_hold_1'),
      payoutScheduled(315_000, 47_250),
      captured('pi_hold_1', 120_000),
      payoutSent(267_750 + 120_000, 120_000),
    ]);
    for (const lines of perEvent) expect(sum(lines)).toBe(0);
    expect(balances).toEqual({ platform_revenue: -(15_750 + 47_250), provider_clearing: 15_750 + 47_250 });
    expect(perEvent[6]).toEqual([
      {
        account: 'owner_payable',
        amountCents: 267_750,
        providerRef: 'tr_1',
        provider: 'stripe',
        movement: null,
      },
      {
        account: 'claims_payable',
        amountCents: 120_000,
        providerRef: 'tr_1',
        provider: 'stripe',
        movement: null,
      },
      {
        account: 'provider_clearing',
        amountCents: -387_750,
        providerRef: 'tr_1',
        provider: 'stripe',
        movement: 'transfer',
      },
    ]);
  });

  it('takes no commission on a booking made before commissions (no terms.commission)', () => {
    const { balances } = post([
      created(),
      paid(),
      confirmed,
      payoutScheduled(315_000, 0),
      payoutSent(315_000),
    ]);
    expect(balances).toEqual({ platform_revenue: -15_750, provider_clearing: 15_750 });
  });

  it('charges and refunds through the provider named by each event', () => {
    const { perEvent } = post([created(1000), paid()]);
    expect(perEvent[1]).toEqual([
      {
        account: 'provider_clearing',
        amountCents: 330_750,
        providerRef: 'pi_1',
        provider: 'stripe',
        movement: 'charge',
      },
      { account: 'customer', amountCents: -330_750, providerRef: 'pi_1', provider: 'stripe', movement: null },
    ]);
    const refund = ledgerEntriesOf(refunded(1_000, 're_9'), NO_LEDGER_FACTS);
    expect(refund).toEqual([
      { account: 'customer', amountCents: 1_000, providerRef: 're_9', provider: 'stripe', movement: null },
      {
        account: 'provider_clearing',
        amountCents: -1_000,
        providerRef: 're_9',
        provider: 'stripe',
        movement: 'refund',
      },
    ]);
  });

  it('keeps a cancellation fee in the owner and platform shares, commission on the owner share, the rest refunded', () => {
    const { perEvent, balances } = post([
      created(1000),
      paid(),
      confirmed,
      cancelled({
        feeCents: 100_000,
        ownerShareOfFeeCents: 95_238,
        platformShareOfFeeCents: 4_762,
        reversedOwnerPayoutCents: 315_000,
        reversedPlatformRevenueCents: 15_750,
      }),
      refunded(230_750),
    ]);
    for (const lines of perEvent) expect(sum(lines)).toBe(0);
    // 10 % of 952.38 € = 95.24 € commission.
    expect(balances).toEqual({
      owner_payable: -(95_238 - 9_524),
      platform_revenue: -(4_762 + 9_524),
      provider_clearing: 100_000,
    });
  });

  it('reverses everything on a full refund, leaving no balance on any account', () => {
    const { balances } = post([
      created(1500),
      paid(),
      confirmed,
      cancelled({
        feeCents: 0,
        ownerShareOfFeeCents: 0,
        platformShareOfFeeCents: 0,
        reversedOwnerPayoutCents: 315_000,
        reversedPlatformRevenueCents: 15_750,
      }),
      refunded(330_750),
    ]);
    expect(balances).toEqual({});
  });

  it('follows a change costing more (charged) and one costing less (refunded), commission on the new gross', () => {
    const changed = (ownerDelta: number, platformDelta: number, changeId: string): BookingEvent => ({
      type: 'BookingChanged',
      data: {
        ...ids,
        changeId,
        startDate: '2027-03-10',
        endDate: '2027-03-14',
        pickupLocation: 'delivery',
        dropoffLocation: 'delivery',
        quote,
        previous: {
          startDate: '2027-03-10',
          endDate: '2027-03-13',
          pickupLocation: 'delivery',
          totalCents: 330_750,
        },
        totalDeltaCents: ownerDelta + platformDelta,
        ownerPayoutDeltaCents: ownerDelta,
        platformRevenueDeltaCents: platformDelta,
        changedAt: at,
      },
    });
    const changePaid: BookingEvent = {
      type: 'ChangePaymentSucceeded',
      data: {
        ...ids,
        changeId: 'c1',
        provider: 'stripe',
        method: 'card',
        paymentIntentId: 'pi_2',
        paymentId: 'pi_2',
        amountCents: 105_000,
        succeededAt: at,
      },
    };
    const { perEvent, balances } = post([
      created(1200),
      paid(),
      confirmed,
      changePaid,
      changed(100_000, 5_000, 'c1'),
      changed(-100_000, -5_000, 'c2'),
      refunded(105_000, 're_2'),
    ]);
    for (const lines of perEvent) expect(sum(lines)).toBe(0);
    expect(perEvent[3]![0]).toMatchObject({
      account: 'provider_clearing',
      providerRef: 'pi_2',
      movement: 'charge',
    });
    // 12 % of 4150 € is 498 €, of 3150 € 378 €: the commission follows the gross up and back.
    expect(perEvent[4]).toContainEqual(
      expect.objectContaining({ account: 'platform_revenue', amountCents: -17_000 }),
    );
    expect(balances).toEqual({
      owner_payable: -277_200,
      platform_revenue: -53_550,
      provider_clearing: 330_750,
    });
  });

  it('holds a deposit off the books of money, renews it, then captures part of it for a claim', () => {
    const { perEvent, balances, facts } = post([
      created(1500),
      paid(),
      confirmed,
      held('pi_hold_1'),
      held('pi_hold_2'),
      released('pi_hold_1', 'renewed'),
      captured('pi_hold_2', 120_000),
    ]);
    for (const lines of perEvent) expect(sum(lines)).toBe(0);
    expect(perEvent[3]).toEqual([
      {
        account: 'deposits_held',
        amountCents: 500_000,
        providerRef: 'pi_hold_1',
        provider: 'stripe',
        movement: 'hold',
      },
      {
        account: 'deposit_holds_offset',
        amountCents: -500_000,
        providerRef: 'pi_hold_1',
        provider: 'stripe',
        movement: null,
      },
    ]);
    expect(perEvent[6]).toEqual([
      {
        account: 'deposits_held',
        amountCents: -120_000,
        providerRef: 'pi_hold_2',
        provider: 'stripe',
        movement: null,
      },
      {
        account: 'deposit_holds_offset',
        amountCents: 120_000,
        providerRef: 'pi_hold_2',
        provider: 'stripe',
        movement: null,
      },
      {
        account: 'deposits_held',
        amountCents: -380_000,
        providerRef: 'pi_hold_2',
        provider: 'stripe',
        movement: 'release',
      },
      {
        account: 'deposit_holds_offset',
        amountCents: 380_000,
        providerRef: 'pi_hold_2',
        provider: 'stripe',
        movement: null,
      },
      {
        account: 'provider_clearing',
        amountCents: 120_000,
        providerRef: 'ch_pi_hold_2',
        provider: 'stripe',
        movement: 'capture',
      },
      {
        account: 'claims_payable',
        amountCents: -120_000,
        providerRef: 'ch_pi_hold_2',
        provider: 'stripe',
        movement: null,
      },
    ]);
    expect(balances.deposits_held).toBeUndefined();
    expect(balances.deposit_holds_offset).toBeUndefined();
    expect(balances.claims_payable).toBe(-120_000);
    expect(facts.holds['pi_hold_2']?.amountCents).toBe(0);
  });

  it('writes nothing for a hold recorded twice, nor for a release of what a capture already took', () => {
    const { perEvent, balances } = post([
      created(),
      held('pi_hold_1'),
      held('pi_hold_1'),
      captured('pi_hold_1', 500_000),
      released('pi_hold_1', 'captured_rest'),
      released('pi_unknown', 'claim_window_passed'),
    ]);
    expect(perEvent[2]).toEqual([]);
    expect(perEvent[4]).toEqual([]);
    expect(perEvent[5]).toEqual([]);
    expect(balances).toEqual({ provider_clearing: 500_000, claims_payable: -500_000 });
  });

  it("trues up the ledger's commission to the payout's own when they differ by a rounding", () => {
    const { perEvent, balances } = post([
      created(1500),
      paid(),
      confirmed,
      payoutScheduled(315_000, 47_251),
      payoutSent(267_749),
    ]);
    expect(perEvent[3]).toEqual([
      { account: 'owner_payable', amountCents: 1, providerRef: null, provider: null, movement: null },
      { account: 'platform_revenue', amountCents: -1, providerRef: null, provider: null, movement: null },
    ]);
    expect(balances).toEqual({ platform_revenue: -63_001, provider_clearing: 63_001 });
  });

  it('balances every event type it handles, and writes nothing for the events that move no money', () => {
    const byType = new Map<string, BookingEvent>(
      [
        created(1500),
        paid(),
        confirmed,
        refunded(500),
        held('h2'),
        released('h1', 'claim_window_passed'),
        captured('h1', 100),
        claimSettled(20_000),
        extrasSettled(8_000),
        payoutScheduled(315_000, 1),
        payoutSent(10),
        cancelled({
          feeCents: 0,
          ownerShareOfFeeCents: 0,
          platformShareOfFeeCents: 0,
          reversedOwnerPayoutCents: 315_000,
          reversedPlatformRevenueCents: 15_750,
        }),
      ].map((event) => [event.type, event]),
    );
    const facts = {
      ...NO_LEDGER_FACTS,
      commissionRateBps: 1500,
      holds: { h1: { amountCents: 500_000, provider: 'stripe' as const } },
    };
    for (const type of LEDGER_EVENT_TYPES) {
      if (type === 'BookingCreated' || type === 'ChangePaymentSucceeded' || type === 'BookingChanged')
        continue;
      const event = byType.get(type);
      expect(event, type).toBeDefined();
      const lines = ledgerEntriesOf(event!, facts);
      expect(lines.length, type).toBeGreaterThan(0);
      expect(sum(lines), type).toBe(0);
    }
    expect(ledgerEntriesOf(created(1500), facts)).toEqual([]);
    const waived: BookingEvent = {
      type: 'DepositWaived',
      data: { bookingId: 'b1', ownerId: 'owner-1', waivedAt: at },
    };
    expect(ledgerEntriesOf(waived, facts)).toEqual([]);
    expect(ledgerEntriesOf(claimSettled(null), facts)).toEqual([]);
    expect(ledgerEntriesOf(extrasSettled(null), facts)).toEqual([]);
  });

  it('takes a claim’s excess charged to the card into claims payable, its hold and capture named for the provider', () => {
    const lines = ledgerEntriesOf(claimSettled(20_000), NO_LEDGER_FACTS);
    expect(sum(lines)).toBe(0);
    expect(lines.filter((line) => line.movement)).toEqual([
      expect.objectContaining({
        account: 'deposits_held',
        amountCents: 20_000,
        movement: 'hold',
        providerRef: 'pi_excess',
      }),
      expect.objectContaining({
        account: 'provider_clearing',
        amountCents: 20_000,
        movement: 'capture',
        providerRef: 'ch_excess',
      }),
    ]);
    const payable = lines.filter((line) => line.account === 'claims_payable');
    expect(payable.reduce((total, line) => total + line.amountCents, 0)).toBe(-20_000);
  });
});
