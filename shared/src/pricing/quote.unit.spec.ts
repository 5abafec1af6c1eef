import { describe, expect, it } from 'vitest';
import type { PickupOption } from '../booking/booking.constants.ts';
import type { Car } from '../catalogue/car.schema.ts';
import { quoteCarRental } from './car-rental-quote.ts';
import { deliveredLegs, deliveredLegsOf, deliveryFeePerLegCents } from './delivery.ts';
import { quoteRental } from './quote.ts';

const threeDays = { startDate: '2026-12-01', endDate: '2026-12-04' };

describe('rental quote (spec §9)', () => {
  it('charges days × daily price plus the 5 % service fee, and holds the deposit', () => {
    expect(
      quoteRental({
        dailyPriceCents: 150_000,
        depositCents: 1_500_000,
        ...threeDays,
        deliveredLegs: 0,
        deliveryFeeCents: 15_000,
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

  it('adds the delivery fee before the service fee and rounds the fee to the cent', () => {
    const quote = quoteRental({
      dailyPriceCents: 33_333,
      depositCents: 500_000,
      startDate: '2026-12-01',
      endDate: '2026-12-02',
      deliveredLegs: 1,
      deliveryFeeCents: 15_000,
    });
    expect(quote.rentalCents).toBe(33_333);
    expect(quote.deliveryCents).toBe(15_000);
    expect(quote.serviceFeeCents).toBe(2417); // 5 % of 48 333 = 2416.65
    expect(quote.totalCents).toBe(33_333 + 15_000 + 2417);
    expect(quote.ownerPayoutCents + quote.platformRevenueCents).toBe(quote.totalCents);
  });

  it('charges the fee once for each delivered leg, and the owner receives it', () => {
    const quote = (legs: number) =>
      quoteRental({
        dailyPriceCents: 100_000,
        depositCents: 0,
        ...threeDays,
        deliveredLegs: legs,
        deliveryFeeCents: 9_000,
      });
    expect(quote(0).deliveryCents).toBe(0);
    expect(quote(1).deliveryCents).toBe(9_000);
    expect(quote(2)).toMatchObject({
      deliveryCents: 18_000,
      ownerPayoutCents: 318_000,
      serviceFeeCents: 15_900,
      totalCents: 333_900,
    });
  });

  it('refuses a number of legs a rental cannot have', () => {
    for (const legs of [-1, 3, 1.5])
      expect(() =>
        quoteRental({
          dailyPriceCents: 1,
          depositCents: 0,
          ...threeDays,
          deliveredLegs: legs,
          deliveryFeeCents: 1,
        }),
      ).toThrow(RangeError);
  });
});

describe('delivery (decision 49)', () => {
  it("costs the owner's own fee per leg, nothing when they offer it free, 150 € when they set none", () => {
    expect(deliveryFeePerLegCents(9_000)).toBe(9_000);
    expect(deliveryFeePerLegCents(0)).toBe(0);
    expect(deliveryFeePerLegCents(null)).toBe(15_000);
  });

  it('counts the pickup delivered and the return collected at home as one leg each', () => {
    expect(deliveredLegs({ pickupLocation: 'paris-center', dropoffLocation: 'paris-orly' })).toBe(0);
    expect(deliveredLegs({ pickupLocation: 'delivery', dropoffLocation: 'paris-center' })).toBe(1);
    expect(deliveredLegs({ pickupLocation: 'paris-center', dropoffLocation: 'delivery' })).toBe(1);
    expect(deliveredLegs({ pickupLocation: 'delivery', dropoffLocation: 'delivery' })).toBe(2);
    expect(deliveredLegsOf({ pickupLocation: 'paris-cdg', dropoffLocation: 'delivery' })).toBe('return');
    expect(deliveredLegsOf({ pickupLocation: 'delivery', dropoffLocation: 'paris-cdg' })).toBe('pickup');
    expect(deliveredLegsOf({ pickupLocation: 'delivery', dropoffLocation: 'delivery' })).toBe('both');
    expect(deliveredLegsOf({ pickupLocation: 'paris-cdg', dropoffLocation: 'paris-cdg' })).toBe('none');
  });
});

describe("a car's price for a trip", () => {
  const car = (delivery: Partial<Car>) => ({
    dailyPrice: '1000.00',
    depositAmount: '5000.00',
    deliveryAvailable: true,
    deliveryFee: '90.00',
    ...delivery,
  });
  const trip = (pickupLocation: PickupOption, dropoffLocation: PickupOption) => ({
    ...threeDays,
    pickupLocation,
    dropoffLocation,
  });

  it("charges the car's own fee for each delivered leg", () => {
    const quote = (pickup: PickupOption, dropoff: PickupOption) => {
      const result = quoteCarRental(car({}), trip(pickup, dropoff));
      return result.ok ? result.quote.deliveryCents : null;
    };
    expect(quote('paris-center', 'paris-center')).toBe(0);
    expect(quote('delivery', 'paris-center')).toBe(9_000);
    expect(quote('paris-center', 'delivery')).toBe(9_000);
    expect(quote('delivery', 'delivery')).toBe(18_000);
  });

  it('delivers for free when the car advertises free delivery', () => {
    const result = quoteCarRental(car({ deliveryFee: '0.00' }), trip('delivery', 'delivery'));
    expect(result).toMatchObject({ ok: true, quote: { deliveryCents: 0, totalCents: 315_000 } });
  });

  it('refuses delivery on either leg for a car that does not deliver, and prices collection', () => {
    const collectedOnly = car({ deliveryAvailable: false, deliveryFee: '0.00' });
    expect(quoteCarRental(collectedOnly, trip('delivery', 'paris-center'))).toEqual({
      ok: false,
      code: 'delivery_unavailable',
    });
    expect(quoteCarRental(collectedOnly, trip('paris-orly', 'delivery'))).toEqual({
      ok: false,
      code: 'delivery_unavailable',
    });
    expect(quoteCarRental(collectedOnly, trip('paris-orly', 'paris-center'))).toMatchObject({
      ok: true,
      quote: { deliveryCents: 0, totalCents: 315_000 },
    });
  });
});
