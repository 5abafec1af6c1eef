import {
  DriverRequirementsSchema,
  hasTranslation,
  hubsOfCity,
  MAX_CAR_PHOTOS,
  MAX_DAILY_PRICE_CENTS,
  ReturnTermsSchema,
  type City,
} from '@grandtour/shared';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';
import type { CarEvent, CarListing, CarOwner, CarState } from './car.ts';
import { evolveCar, initialCarState } from './car.ts';

interface CommandMetadata {
  /** ISO instant, from the caller's clock: deciders never read the time themselves. */
  now: string;
}

export type PublishCar = {
  type: 'PublishCar';
  data: { carId: string; owner: CarOwner; listing: CarListing; dailyPriceCents: number };
  metadata: CommandMetadata;
};
export type UpdateCar = {
  type: 'UpdateCar';
  data: { carId: string; ownerId: string; changes: Partial<CarListing> };
  metadata: CommandMetadata;
};
export type ChangeCarPrice = {
  type: 'ChangeCarPrice';
  data: { carId: string; ownerId: string; dailyPriceCents: number };
  metadata: CommandMetadata;
};
export type DelistCar = {
  type: 'DelistCar';
  data: { carId: string; ownerId: string; reason?: string };
  metadata: CommandMetadata;
};
export type RelistCar = {
  type: 'RelistCar';
  data: { carId: string; ownerId: string };
  metadata: CommandMetadata;
};
export type CarCommand = PublishCar | UpdateCar | ChangeCarPrice | DelistCar | RelistCar;

function assertValidPrice(cents: number) {
  if (!Number.isSafeInteger(cents) || cents <= 0 || cents > MAX_DAILY_PRICE_CENTS) {
    throw new DomainError(
      'invalid_price',
      'rule',
      'The daily price must be a positive amount of at most 100,000 EUR',
    );
  }
}

/** Every way a car's images are set goes through here, not only the API's schema. */
function assertPhotoCount(images: readonly string[] | undefined) {
  if (images && images.length > MAX_CAR_PHOTOS)
    throw new DomainError('too_many_photos', 'rule', `A car shows at most ${MAX_CAR_PHOTOS} photos`, {
      max: MAX_CAR_PHOTOS,
    });
}

/** French is every car's language: a description in another one needs the French one (decision 59). */
function assertFrenchDescription(listing: Pick<CarListing, 'description' | 'descriptionTranslations'>) {
  if (hasTranslation(listing.descriptionTranslations) && !listing.description.trim())
    throw new DomainError(
      'french_description_required',
      'rule',
      'A car described in another language needs its French description',
    );
}

/** The airport and station a car is handed over at are in its own city (decision 55). */
function assertHubsInCity(location: City, pickupHubs: readonly string[] | undefined) {
  if (!pickupHubs) return;
  const offered = hubsOfCity(location).map((hub) => hub.id);
  const elsewhere = pickupHubs.filter((hub) => !offered.includes(hub));
  if (elsewhere.length > 0)
    throw new DomainError('pickup_hub_elsewhere', 'rule', `Not in ${location}: ${elsewhere.join(', ')}`, {
      hubs: elsewhere,
    });
}

/**
 * A car's own driver requirements stay within the platform's bounds; and it books instantly until request to book
 * exists (issue 22): a car must not promise a step no one can take. null hands the car back to its category's.
 */
function assertDriverRequirements(requirements: CarListing['driverRequirements']) {
  if (requirements === undefined || requirements === null) return;
  const parsed = DriverRequirementsSchema.safeParse(requirements);
  if (!parsed.success)
    throw new DomainError(
      'driver_requirements_invalid',
      'rule',
      'The minimum age or years of licence are outside the platform’s bounds',
      { issues: parsed.error.issues.map((issue) => issue.path.join('.')) },
    );
}

/** A car's own return terms stay within the platform's bounds (issue 23); null hands it back to its category's. */
function assertReturnTerms(terms: CarListing['returnTerms']) {
  if (terms === undefined || terms === null) return;
  const parsed = ReturnTermsSchema.safeParse(terms);
  if (!parsed.success)
    throw new DomainError(
      'return_terms_invalid',
      'rule',
      'The kilometres included or the return fees are outside the platform’s bounds',
      { issues: parsed.error.issues.map((issue) => issue.path.join('.')) },
    );
}

function assertListedAndOwned(state: CarState, carId: string, ownerId: string) {
  if (state.status === 'unpublished') throw new DomainError('car_not_found', 'not_found', `No car ${carId}`);
  if (state.ownerId !== ownerId)
    throw new DomainError('not_car_owner', 'forbidden', 'This car belongs to another owner');
  if (state.status === 'delisted')
    throw new DomainError('car_delisted', 'rule', 'This car is no longer listed');
  return state;
}

function changedFields(listing: CarListing, changes: Partial<CarListing>): Partial<CarListing> {
  const entries = Object.entries(changes).filter(
    // A field absent from old events (no driver requirements, no return terms) is the same as one set to null.
    ([key, value]) =>
      JSON.stringify(listing[key as keyof CarListing] ?? null) !== JSON.stringify(value ?? null),
  );
  return Object.fromEntries(entries) as Partial<CarListing>;
}

export function decideCar(command: CarCommand, state: CarState): CarEvent[] {
  switch (command.type) {
    case 'PublishCar': {
      // The API names a new car by the request's Idempotency-Key: a retry finds it published, and that is done.
      if (state.status !== 'unpublished' && state.ownerId === command.data.owner.ownerId) return [];
      if (state.status !== 'unpublished') {
        throw new DomainError(
          'car_already_published',
          'conflict',
          `Car ${command.data.carId} is already published`,
        );
      }
      assertValidPrice(command.data.dailyPriceCents);
      assertPhotoCount(command.data.listing.images);
      assertFrenchDescription(command.data.listing);
      assertHubsInCity(command.data.listing.location, command.data.listing.pickupHubs);
      assertDriverRequirements(command.data.listing.driverRequirements);
      assertReturnTerms(command.data.listing.returnTerms);
      return [{ type: 'CarPublished', data: { ...command.data, publishedAt: command.metadata.now } }];
    }
    case 'UpdateCar': {
      const { carId, ownerId } = command.data;
      const listed = assertListedAndOwned(state, carId, ownerId);
      assertPhotoCount(command.data.changes.images);
      assertFrenchDescription({ ...listed.listing, ...command.data.changes });
      const { changes: asked } = command.data;
      assertDriverRequirements(asked.driverRequirements);
      assertReturnTerms(asked.returnTerms);
      // A car that moves keeps its old city's hubs on record, and offers none of them (placesOfCar filters).
      if (asked.pickupHubs !== undefined)
        assertHubsInCity(asked.location ?? listed.listing.location, asked.pickupHubs);
      const changes = changedFields(listed.listing, command.data.changes);
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'CarUpdated', data: { carId, ownerId, changes, updatedAt: command.metadata.now } }];
    }
    case 'ChangeCarPrice': {
      const { carId, ownerId, dailyPriceCents } = command.data;
      const listed = assertListedAndOwned(state, carId, ownerId);
      assertValidPrice(dailyPriceCents);
      if (dailyPriceCents === listed.dailyPriceCents) return [];
      return [
        {
          type: 'CarPriceChanged',
          data: {
            carId,
            ownerId,
            dailyPriceCents,
            previousDailyPriceCents: listed.dailyPriceCents,
            changedAt: command.metadata.now,
          },
        },
      ];
    }
    case 'DelistCar': {
      const { carId, ownerId } = command.data;
      if (state.status === 'delisted' && state.ownerId === ownerId) return [];
      assertListedAndOwned(state, carId, ownerId);
      return [
        {
          type: 'CarDelisted',
          data: { carId, ownerId, reason: command.data.reason ?? null, delistedAt: command.metadata.now },
        },
      ];
    }
    case 'RelistCar': {
      const { carId, ownerId } = command.data;
      if (state.status === 'unpublished')
        throw new DomainError('car_not_found', 'not_found', `No car ${carId}`);
      if (state.ownerId !== ownerId)
        throw new DomainError('not_car_owner', 'forbidden', 'This car belongs to another owner');
      if (state.status === 'listed') return [];
      return [{ type: 'CarRelisted', data: { carId, ownerId, relistedAt: command.metadata.now } }];
    }
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

export const carDecider: Decider<CarCommand, CarEvent, CarState> = {
  initialState: initialCarState,
  evolve: evolveCar,
  decide: decideCar,
};
