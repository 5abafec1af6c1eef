import type { EventStore } from '@grandtour/event-store';
import {
  carDecider,
  carStreamName,
  DomainError,
  handleCommand,
  reviewDecider,
  reviewStreamName,
} from '@grandtour/commands';
import { catalogueKeyOf, hubsOfCity } from '@grandtour/shared';
import { carImageUrls } from '../media/car-image-urls.ts';
import { DEMO_CAR_ADDRESSES } from './demo-addresses.ts';
import { seedDemoOwnerAccount } from './demo-owner-account.ts';
import { DEMO_DESCRIPTION_TRANSLATIONS } from './demo-fleet-translations.ts';
import { DEMO_DRIVER_REQUIREMENTS } from './demo-driver-requirements.ts';
import { DEMO_RETURN_TERMS } from './demo-return-terms.ts';
import { DEMO_FLEET, type DemoCar } from './demo-fleet.ts';
import { DEMO_OWNERS } from './demo-owners.ts';
import { DEMO_REVIEW_TEMPLATES } from './demo-reviews.ts';
import { stableUuid } from './stable-uuid.ts';

const DAY_MS = 86_400_000;

export const demoCarId = (car: Pick<DemoCar, 'brand' | 'model'>) =>
  stableUuid(`car:${car.brand}:${car.model}`);

const MOST_REVIEWED = [9, 7, 8];

/** The first three cars have more reviews than the car page shows at once (6); the others 0 to 5. */
export function demoReviewCount(index: number): number {
  return MOST_REVIEWED[index] ?? (index * 5) % 6;
}

/** Whether the command did something: a repeat is refused (`code`) or appends nothing (an idempotent one). */
async function ignoreAlreadyDone(
  run: () => Promise<{ newEvents: unknown[] }>,
  code: string,
): Promise<boolean> {
  try {
    return (await run()).newEvents.length > 0;
  } catch (error) {
    if (error instanceof DomainError && error.code === code) return false;
    throw error;
  }
}

/**
 * Publishes the demo fleet and its reviews through the ordinary commands. Ids are derived from names, so a
 * second run finds every stream already written and appends nothing.
 */
export async function seedDemoFleet(
  store: EventStore,
  now: Date = new Date(),
): Promise<{ cars: number; reviews: number; accounts: number }> {
  const accounts = (await seedDemoOwnerAccount(store, now)) ? 1 : 0;
  let cars = 0;
  let reviews = 0;
  for (const [index, demo] of DEMO_FLEET.entries()) {
    const carId = demoCarId(demo);
    const publishedAt = new Date(now.getTime() - (120 + index) * DAY_MS).toISOString();
    const published = await ignoreAlreadyDone(
      () =>
        handleCommand(store, carStreamName(carId), carDecider, {
          type: 'PublishCar',
          data: {
            carId,
            owner: DEMO_OWNERS[demo.owner],
            dailyPriceCents: demo.dailyPriceEur * 100,
            listing: {
              brand: demo.brand,
              model: demo.model,
              year: demo.year,
              category: demo.category,
              transmission: demo.transmission,
              seats: demo.seats,
              horsepower: demo.horsepower,
              topSpeedKmh: demo.topSpeedKmh,
              accelerationTenths: demo.accelerationTenths,
              fuelType: demo.fuelType,
              colour: demo.colour,
              location: demo.city,
              address: DEMO_CAR_ADDRESSES[demo.city],
              pickupHubs: hubsOfCity(demo.city).map((hub) => hub.id),
              description: demo.description,
              descriptionTranslations: DEMO_DESCRIPTION_TRANSLATIONS[demo.model] ?? {},
              // The catalogue's keys where it has the feature, so that every visitor reads it in their language.
              features: demo.features.map((feature) => catalogueKeyOf(feature) ?? feature),
              images: carImageUrls(demo.brand, demo.model, demo.colour),
              depositCents: demo.depositEur * 100,
              deliveryAvailable: demo.delivery !== null,
              deliveryRadiusKm: demo.delivery?.[0] ?? 0,
              deliveryFeeCents: (demo.delivery?.[1] ?? 0) * 100,
              isAvailable: demo.isAvailable,
              driverRequirements: DEMO_DRIVER_REQUIREMENTS[demo.model] ?? null,
              returnTerms: DEMO_RETURN_TERMS[demo.model] ?? null,
            },
          },
          metadata: { now: publishedAt },
        }),
      'car_already_published',
    );
    if (published) cars++;

    for (let n = 0; n < demoReviewCount(index); n++) {
      const template = DEMO_REVIEW_TEMPLATES[(index * 7 + n * 5) % DEMO_REVIEW_TEMPLATES.length]!;
      const reviewId = stableUuid(`review:${carId}:${n}`);
      const postedAt = new Date(
        now.getTime() - (n * 9 + (index % 4)) * DAY_MS - 3_600_000 * (n + 1),
      ).toISOString();
      const posted = await ignoreAlreadyDone(
        () =>
          handleCommand(store, reviewStreamName(reviewId), reviewDecider, {
            type: 'PostReview',
            data: {
              reviewId,
              carId,
              bookingId: null,
              userId: stableUuid(`user:${template.userName}`),
              ...template,
            },
            metadata: { now: postedAt },
          }),
        'review_already_posted',
      );
      if (posted) reviews++;
    }
  }
  return { cars, reviews, accounts };
}
