import { describe, it } from 'vitest';
import { specFor } from '../decider.spec-helpers.ts';
import type { CarListing, CarOwner, CarPublished } from './car.ts';
import { carDecider } from './decide-car.ts';

const given = specFor(carDecider);
const now = '2026-11-22T10:00:00.000Z';
const carId = '7d3c2a34-54c5-4b1e-9c57-7c9d1b6b1a01';
const owner: CarOwner = {
  ownerId: 'owner-1',
  ownerName: 'Julien Moreau',
  companyName: 'Riviera Prestige',
  ownerVerified: true,
  ownerRatingTenths: 49,
};
const listing: CarListing = {
  brand: 'Ferrari',
  model: 'Roma',
  year: 2024,
  category: 'luxury',
  transmission: 'automatic',
  seats: 4,
  horsepower: 620,
  topSpeedKmh: 320,
  accelerationTenths: 34,
  fuelType: 'essence',
  colour: '#b3121a',
  location: 'Cannes',
  address: '',
  pickupHubs: [],
  description: 'Grand tourer',
  features: ['Carbon seats'],
  images: [],
  depositCents: 500_000,
  deliveryAvailable: true,
  deliveryRadiusKm: 50,
  deliveryFeeCents: 15_000,
  isAvailable: true,
};
const published: CarPublished = {
  type: 'CarPublished',
  data: { carId, owner, listing, dailyPriceCents: 120_000, publishedAt: now },
};

describe('car decider', () => {
  it('publishes a new car with its price and the time of the command', () => {
    given([])
      .when({
        type: 'PublishCar',
        data: { carId, owner, listing, dailyPriceCents: 120_000 },
        metadata: { now },
      })
      .then([published]);
  });

  it('publishes a car once: its owner publishing it again (a retried request) appends nothing', () => {
    given([published])
      .when({
        type: 'PublishCar',
        data: { carId, owner, listing, dailyPriceCents: 120_000 },
        metadata: { now: '2026-11-22T10:00:05.000Z' },
      })
      .then([]);
  });

  it('refuses another owner publishing a car under the same id', () => {
    given([published])
      .when({
        type: 'PublishCar',
        data: { carId, owner: { ...owner, ownerId: 'owner-2' }, listing, dailyPriceCents: 120_000 },
        metadata: { now },
      })
      .thenThrows('car_already_published');
  });

  it('refuses a price that is not a positive whole number of cents', () => {
    for (const dailyPriceCents of [0, -100, 12.5]) {
      given([])
        .when({ type: 'PublishCar', data: { carId, owner, listing, dailyPriceCents }, metadata: { now } })
        .thenThrows('invalid_price');
    }
  });

  it('refuses more photos than a car shows, on publishing and on every update', () => {
    const images = Array.from(
      { length: 13 },
      (_, index) => `/media/photos/${String(index).padStart(64, '0')}.webp`,
    );
    given([])
      .when({
        type: 'PublishCar',
        data: { carId, owner, listing: { ...listing, images }, dailyPriceCents: 120_000 },
        metadata: { now },
      })
      .thenThrows('too_many_photos');
    given([published])
      .when({
        type: 'UpdateCar',
        data: { carId, ownerId: 'owner-1', changes: { images } },
        metadata: { now },
      })
      .thenThrows('too_many_photos');
    given([published])
      .when({
        type: 'UpdateCar',
        data: { carId, ownerId: 'owner-1', changes: { images: images.slice(0, 12) } },
        metadata: { now },
      })
      .then([
        {
          type: 'CarUpdated',
          data: { carId, ownerId: 'owner-1', changes: { images: images.slice(0, 12) }, updatedAt: now },
        },
      ]);
  });

  it('records only the fields an update really changes', () => {
    given([published])
      .when({
        type: 'UpdateCar',
        data: { carId, ownerId: 'owner-1', changes: { seats: 4, location: 'Nice', isAvailable: false } },
        metadata: { now },
      })
      .then([
        {
          type: 'CarUpdated',
          data: {
            carId,
            ownerId: 'owner-1',
            changes: { location: 'Nice', isAvailable: false },
            updatedAt: now,
          },
        },
      ]);
  });

  it('appends nothing for an update that changes nothing', () => {
    given([published])
      .when({
        type: 'UpdateCar',
        data: { carId, ownerId: 'owner-1', changes: { seats: 4 } },
        metadata: { now },
      })
      .then([]);
  });

  it("refuses another owner's update and price change", () => {
    given([published])
      .when({
        type: 'UpdateCar',
        data: { carId, ownerId: 'owner-2', changes: { seats: 2 } },
        metadata: { now },
      })
      .thenThrows('not_car_owner');
    given([published])
      .when({
        type: 'ChangeCarPrice',
        data: { carId, ownerId: 'owner-2', dailyPriceCents: 1 },
        metadata: { now },
      })
      .thenThrows('not_car_owner');
  });

  it('changes the price and remembers the previous one', () => {
    given([published])
      .when({
        type: 'ChangeCarPrice',
        data: { carId, ownerId: 'owner-1', dailyPriceCents: 99_000 },
        metadata: { now },
      })
      .then([
        {
          type: 'CarPriceChanged',
          data: {
            carId,
            ownerId: 'owner-1',
            dailyPriceCents: 99_000,
            previousDailyPriceCents: 120_000,
            changedAt: now,
          },
        },
      ]);
  });

  it('appends nothing when the price is already the asked one', () => {
    given([published])
      .when({
        type: 'ChangeCarPrice',
        data: { carId, ownerId: 'owner-1', dailyPriceCents: 120_000 },
        metadata: { now },
      })
      .then([]);
  });

  it('delists once, then treats a repeat as done', () => {
    const delisted = {
      type: 'CarDelisted' as const,
      data: { carId, ownerId: 'owner-1', reason: 'Sold', delistedAt: now },
    };
    given([published])
      .when({ type: 'DelistCar', data: { carId, ownerId: 'owner-1', reason: 'Sold' }, metadata: { now } })
      .then([delisted]);
    given([published, delisted])
      .when({ type: 'DelistCar', data: { carId, ownerId: 'owner-1' }, metadata: { now } })
      .then([]);
  });

  it('refuses to change a delisted car or one that was never published', () => {
    const delisted = {
      type: 'CarDelisted' as const,
      data: { carId, ownerId: 'owner-1', reason: null, delistedAt: now },
    };
    given([published, delisted])
      .when({
        type: 'ChangeCarPrice',
        data: { carId, ownerId: 'owner-1', dailyPriceCents: 5 },
        metadata: { now },
      })
      .thenThrows('car_delisted');
    given([])
      .when({ type: 'UpdateCar', data: { carId, ownerId: 'owner-1', changes: {} }, metadata: { now } })
      .thenThrows('car_not_found');
  });

  it('relists a delisted car as it was, then treats a repeat as done', () => {
    const delisted = {
      type: 'CarDelisted' as const,
      data: { carId, ownerId: 'owner-1', reason: null, delistedAt: now },
    };
    const relisted = { type: 'CarRelisted' as const, data: { carId, ownerId: 'owner-1', relistedAt: now } };
    given([published, delisted])
      .when({ type: 'RelistCar', data: { carId, ownerId: 'owner-1' }, metadata: { now } })
      .then([relisted]);
    given([published, delisted, relisted])
      .when({ type: 'RelistCar', data: { carId, ownerId: 'owner-1' }, metadata: { now } })
      .then([]);
    given([published])
      .when({ type: 'RelistCar', data: { carId, ownerId: 'owner-1' }, metadata: { now } })
      .then([]);
  });

  it('keeps the price through a delisting: a relisted car is changed from its old price', () => {
    given([
      published,
      { type: 'CarDelisted', data: { carId, ownerId: 'owner-1', reason: null, delistedAt: now } },
      { type: 'CarRelisted', data: { carId, ownerId: 'owner-1', relistedAt: now } },
    ])
      .when({
        type: 'ChangeCarPrice',
        data: { carId, ownerId: 'owner-1', dailyPriceCents: 120_000 },
        metadata: { now },
      })
      .then([]);
  });

  it('offers only the airport and station of the car’s own city (decision 55)', () => {
    given([])
      .when({
        type: 'PublishCar',
        data: {
          carId,
          owner,
          listing: { ...listing, pickupHubs: ['nice-airport'] },
          dailyPriceCents: 120_000,
        },
        metadata: { now },
      })
      .thenThrows('pickup_hub_elsewhere');
    given([published])
      .when({
        type: 'UpdateCar',
        data: { carId, ownerId: 'owner-1', changes: { pickupHubs: ['paris-cdg'] } },
        metadata: { now },
      })
      .thenThrows('pickup_hub_elsewhere');
    // Moving to Nice with Nice's station: the hubs are checked against the new city.
    given([published])
      .when({
        type: 'UpdateCar',
        data: { carId, ownerId: 'owner-1', changes: { location: 'Nice', pickupHubs: ['nice-station'] } },
        metadata: { now },
      })
      .then([
        {
          type: 'CarUpdated',
          data: {
            carId,
            ownerId: 'owner-1',
            changes: { location: 'Nice', pickupHubs: ['nice-station'] },
            updatedAt: now,
          },
        },
      ]);
  });

  it('reads a car published before places existed as offering its address only', () => {
    const { address: _address, pickupHubs: _hubs, ...before } = listing;
    const old = { ...published, data: { ...published.data, listing: before as CarListing } };
    // Updating its hubs compares against the defaults, so a no-op change appends nothing.
    given([old])
      .when({
        type: 'UpdateCar',
        data: { carId, ownerId: 'owner-1', changes: { address: '', pickupHubs: [] } },
        metadata: { now },
      })
      .then([]);
  });

  it('refuses to relist another owner’s car or one that was never published', () => {
    given([
      published,
      { type: 'CarDelisted', data: { carId, ownerId: 'owner-1', reason: null, delistedAt: now } },
    ])
      .when({ type: 'RelistCar', data: { carId, ownerId: 'owner-2' }, metadata: { now } })
      .thenThrows('not_car_owner');
    given([])
      .when({ type: 'RelistCar', data: { carId, ownerId: 'owner-1' }, metadata: { now } })
      .thenThrows('car_not_found');
  });

  describe('descriptions in other languages (decision 59)', () => {
    it('refuses to publish a car described in English with no French description', () => {
      given([])
        .when({
          type: 'PublishCar',
          data: {
            carId,
            owner,
            listing: { ...listing, description: ' ', descriptionTranslations: { en: 'Grand tourer' } },
            dailyPriceCents: 120_000,
          },
          metadata: { now },
        })
        .thenThrows('french_description_required');
    });

    it('refuses to clear the French description of a car described in German', () => {
      given([published, updated({ descriptionTranslations: { de: 'Gran Turismo' } })])
        .when({
          type: 'UpdateCar',
          data: { carId, ownerId: 'owner-1', changes: { description: '' } },
          metadata: { now },
        })
        .thenThrows('french_description_required');
    });

    it('records an English description beside the French one', () => {
      given([published])
        .when({
          type: 'UpdateCar',
          data: { carId, ownerId: 'owner-1', changes: { descriptionTranslations: { en: 'A grand tourer' } } },
          metadata: { now },
        })
        .then([updated({ descriptionTranslations: { en: 'A grand tourer' } })]);
    });
  });

  describe('its driver requirements (issue 22)', () => {
    const own = { minAge: 30, minLicenceYears: 5, bookingMode: 'instant' as const };
    const update = (changes: Partial<CarListing>) => ({
      type: 'UpdateCar' as const,
      data: { carId, ownerId: 'owner-1', changes },
      metadata: { now },
    });

    it('publishes a car with its owner’s own requirements', () => {
      const withOwn = { ...listing, driverRequirements: own };
      given([])
        .when({
          type: 'PublishCar',
          data: { carId, owner, listing: withOwn, dailyPriceCents: 120_000 },
          metadata: { now },
        })
        .then([{ ...published, data: { ...published.data, listing: withOwn } }]);
    });

    it('sets them, and null hands the car back to its category’s defaults', () => {
      given([published])
        .when(update({ driverRequirements: own }))
        .then([updated({ driverRequirements: own })]);
      given([published, updated({ driverRequirements: own })])
        .when(update({ driverRequirements: null }))
        .then([updated({ driverRequirements: null })]);
    });

    it('appends nothing when a car that never had its own is set to the defaults again', () => {
      given([published])
        .when(update({ driverRequirements: null }))
        .then([]);
      given([published, updated({ driverRequirements: own })])
        .when(update({ driverRequirements: own }))
        .then([]);
    });

    it('refuses requirements outside the platform’s bounds, on publishing and on updating', () => {
      for (const wrong of [
        { ...own, minAge: 17 },
        { ...own, minAge: 36 },
        { ...own, minAge: 25.5 },
        { ...own, minLicenceYears: -1 },
        { ...own, minLicenceYears: 16 },
      ]) {
        given([published])
          .when(update({ driverRequirements: wrong }))
          .thenThrows('driver_requirements_invalid');
        given([])
          .when({
            type: 'PublishCar',
            data: {
              carId,
              owner,
              listing: { ...listing, driverRequirements: wrong },
              dailyPriceCents: 120_000,
            },
            metadata: { now },
          })
          .thenThrows('driver_requirements_invalid');
      }
    });

    it('takes request to book as the owner sets it (decision 85)', () => {
      const request = { ...own, bookingMode: 'request' as const };
      given([published])
        .when(update({ driverRequirements: request }))
        .then([updated({ driverRequirements: request })]);
    });

    it('accepts the bounds themselves: 18 to 35 years old, 0 to 15 years of licence', () => {
      const lowest = { minAge: 18, minLicenceYears: 0, bookingMode: 'instant' as const };
      const highest = { minAge: 35, minLicenceYears: 15, bookingMode: 'instant' as const };
      given([published])
        .when(update({ driverRequirements: lowest }))
        .then([updated({ driverRequirements: lowest })]);
      given([published])
        .when(update({ driverRequirements: highest }))
        .then([updated({ driverRequirements: highest })]);
    });
  });

  describe('its return terms (issue 23)', () => {
    const own = {
      includedKmPerDay: 250,
      extraKmCents: 150,
      refuelFeeCents: 6_000,
      lateFeePerHourCents: 5_000,
    };
    const update = (changes: Partial<CarListing>) => ({
      type: 'UpdateCar' as const,
      data: { carId, ownerId: 'owner-1', changes },
      metadata: { now },
    });
    const publish = (returnTerms: CarListing['returnTerms']) => ({
      type: 'PublishCar' as const,
      data: { carId, owner, listing: { ...listing, returnTerms }, dailyPriceCents: 120_000 },
      metadata: { now },
    });

    it('publishes a car with its owner’s own terms', () => {
      given([])
        .when(publish(own))
        .then([{ ...published, data: { ...published.data, listing: { ...listing, returnTerms: own } } }]);
    });

    it('sets them, unlimited kilometres too, and null hands the car back to its category’s defaults', () => {
      const unlimited = { ...own, includedKmPerDay: null };
      given([published])
        .when(update({ returnTerms: own }))
        .then([updated({ returnTerms: own })]);
      given([published, updated({ returnTerms: own })])
        .when(update({ returnTerms: unlimited }))
        .then([updated({ returnTerms: unlimited })]);
      given([published, updated({ returnTerms: own })])
        .when(update({ returnTerms: null }))
        .then([updated({ returnTerms: null })]);
    });

    it('appends nothing when the terms asked are those the car already has', () => {
      given([published])
        .when(update({ returnTerms: null }))
        .then([]);
      given([published, updated({ returnTerms: own })])
        .when(update({ returnTerms: own }))
        .then([]);
    });

    it('accepts the bounds themselves: 1 to 2,000 km a day, fees from 0 to 1,000 €', () => {
      const lowest = { includedKmPerDay: 1, extraKmCents: 0, refuelFeeCents: 0, lateFeePerHourCents: 0 };
      const highest = {
        includedKmPerDay: 2_000,
        extraKmCents: 100_000,
        refuelFeeCents: 100_000,
        lateFeePerHourCents: 100_000,
      };
      given([published])
        .when(update({ returnTerms: lowest }))
        .then([updated({ returnTerms: lowest })]);
      given([published])
        .when(update({ returnTerms: highest }))
        .then([updated({ returnTerms: highest })]);
    });

    it('refuses terms outside the platform’s bounds, on publishing and on updating', () => {
      for (const wrong of [
        { ...own, includedKmPerDay: 0 },
        { ...own, includedKmPerDay: 2_001 },
        { ...own, extraKmCents: 100_001 },
        { ...own, refuelFeeCents: -1 },
        { ...own, lateFeePerHourCents: 12.5 },
      ]) {
        given([published])
          .when(update({ returnTerms: wrong }))
          .thenThrows('return_terms_invalid');
        given([]).when(publish(wrong)).thenThrows('return_terms_invalid');
      }
    });
  });
});

function updated(changes: Partial<CarListing>) {
  return {
    type: 'CarUpdated' as const,
    data: { carId, ownerId: 'owner-1', changes, updatedAt: now },
  };
}
