import type {
  CarBrand,
  CarCategory,
  City,
  DriverRequirements,
  ReturnTerms,
  DescriptionTranslations,
  FuelType,
  Transmission,
} from '@grandtour/shared';
import type { DomainEvent } from '@grandtour/event-store';

/** What an owner describes about a car; everything but its price and its owner. */
export interface CarListing {
  brand: CarBrand;
  model: string;
  year: number;
  category: CarCategory;
  transmission: Transmission;
  seats: number;
  horsepower: number;
  topSpeedKmh: number;
  /** 0-100 km/h, tenths of a second (29 = 2.9 s) so that no float is stored. */
  accelerationTenths: number;
  fuelType: FuelType;
  colour: string;
  location: City;
  /** Where the owner hands the car over (decision 55); '' in events written before, where its city stands for it. */
  address: string;
  /** Its city's airport and station ids the owner also offers; absent (none) in events written before. */
  pickupHubs: string[];
  /** In French, every car's language. */
  description: string;
  /** The description in other languages (decision 59); absent from the events of cars listed before. */
  descriptionTranslations?: DescriptionTranslations;
  /** Feature catalogue keys, or free text where the catalogue has nothing that fits. */
  features: string[];
  images: string[];
  depositCents: number;
  deliveryAvailable: boolean;
  deliveryRadiusKm: number;
  /**
   * Per delivered leg: 0 offers delivery free; null (from decision 49 on) means the owner set none and the spec's 150 €
   * applies. Events from before always carry a number, shown and charged as it stands.
   */
  deliveryFeeCents: number | null;
  isAvailable: boolean;
  /** The owner's own driver requirements and booking mode (issue 22); absent or null: the category's defaults. */
  driverRequirements?: DriverRequirements | null;
  /** The owner's own return terms (issue 23); absent or null: the category's defaults. */
  returnTerms?: ReturnTerms | null;
}

export interface CarOwner {
  ownerId: string;
  ownerName: string;
  companyName: string | null;
  ownerVerified: boolean;
  /** Tenths of a star (49 = 4.9). */
  ownerRatingTenths: number;
}

export const carStreamName = (carId: string) => `car-${carId}`;

export type CarPublished = DomainEvent<
  'CarPublished',
  { carId: string; owner: CarOwner; listing: CarListing; dailyPriceCents: number; publishedAt: string }
>;
export type CarUpdated = DomainEvent<
  'CarUpdated',
  { carId: string; ownerId: string; changes: Partial<CarListing>; updatedAt: string }
>;
export type CarPriceChanged = DomainEvent<
  'CarPriceChanged',
  {
    carId: string;
    ownerId: string;
    dailyPriceCents: number;
    previousDailyPriceCents: number;
    changedAt: string;
  }
>;
export type CarDelisted = DomainEvent<
  'CarDelisted',
  { carId: string; ownerId: string; reason: string | null; delistedAt: string }
>;
/** A delisted car back on the site as it was when it left (decision 62). */
export type CarRelisted = DomainEvent<'CarRelisted', { carId: string; ownerId: string; relistedAt: string }>;
export type CarEvent = CarPublished | CarUpdated | CarPriceChanged | CarDelisted | CarRelisted;
export const CAR_EVENT_TYPES: readonly CarEvent['type'][] = [
  'CarPublished',
  'CarUpdated',
  'CarPriceChanged',
  'CarDelisted',
  'CarRelisted',
];

interface PublishedCar {
  carId: string;
  ownerId: string;
  dailyPriceCents: number;
  listing: CarListing;
}

/** A delisted car keeps its listing and price, so that relisting brings it back as it was. */
export type CarState =
  { status: 'unpublished' } | ({ status: 'listed' } & PublishedCar) | ({ status: 'delisted' } & PublishedCar);

/** A listing from before decision 55 has no places: the car offers its (city) address only. */
export const withPlaceDefaults = (listing: CarListing): CarListing => ({
  ...listing,
  address: listing.address ?? '',
  pickupHubs: listing.pickupHubs ?? [],
});

export const initialCarState = (): CarState => ({ status: 'unpublished' });

export function evolveCar(state: CarState, event: CarEvent): CarState {
  switch (event.type) {
    case 'CarPublished':
      return {
        status: 'listed',
        carId: event.data.carId,
        ownerId: event.data.owner.ownerId,
        dailyPriceCents: event.data.dailyPriceCents,
        listing: withPlaceDefaults(event.data.listing),
      };
    case 'CarUpdated':
      return state.status === 'listed'
        ? { ...state, listing: { ...state.listing, ...event.data.changes } }
        : state;
    case 'CarPriceChanged':
      return state.status === 'listed' ? { ...state, dailyPriceCents: event.data.dailyPriceCents } : state;
    case 'CarDelisted':
      return state.status === 'unpublished' ? state : { ...state, status: 'delisted' };
    case 'CarRelisted':
      return state.status === 'unpublished' ? state : { ...state, status: 'listed' };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}
