import { describe, expect, it } from 'vitest';
import { quoteRental } from './quote.ts';

describe('rental quote (spec §9)', () => {
  it('charges days × daily price plus the 5 % service fee, and holds the deposit', () => {
    expect(
      quoteRental({
        dailyPriceCents: 150_000,
        depositCents: 1_500_000,
        startDate: '2026-12-01',
        endDate: '2026-12-04',
        homeDelivery: false,
      }),
    ).toEqual({
      days: 3,
      dailyPriceCents: 150_000,
      rentalCents: 450_000,
      deliveryCents: 0,
      serviceFeeCents: 22_500,
      totalCents: 472_500,
      depositCents: 1_500_000,
      ownerPayoutCents: 450_000,
      platformRevenueCents: 22_500,
    });
  });

  it('adds 150 € for home delivery before the fee and rounds the fee to the cent', () => {
    const quote = quoteRental({
      dailyPriceCents: 33_333,
      depositCents: 500_000,
      startDate: '2026-12-01',
      endDate: '2026-12-02',
      homeDelivery: true,
    });
    expect(quote.rentalCents).toBe(33_333);
    expect(quote.deliveryCents).toBe(15_000);
    expect(quote.serviceFeeCents).toBe(2417); // 5 % of 48 333 = 2416.65
    expect(quote.totalCents).toBe(33_333 + 15_000 + 2417);
    expect(quote.ownerPayoutCents + quote.platformRevenueCents).toBe(quote.totalCents);
  });
});
