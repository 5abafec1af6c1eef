import { randomUUID } from 'node:crypto';
import { bookingStreamName, type BookingEvent, type EventStore } from '@grandtour/commands';
import { addDays, quoteRental, todayInParis, type LanguageCode } from '@grandtour/shared';

export interface ConfirmedBooking {
  bookingId: string;
  email: string;
  language: LanguageCode;
  totalCents: number;
}

/**
 * A booking created, paid and confirmed, appended straight to its stream (the inline projections fill the bookings
 * read model), for tests and the bench that need many confirmations fast.
 */
export async function appendConfirmedBooking(
  store: EventStore,
  options: { index: number; now: Date; language?: LanguageCode; startInDays?: number },
): Promise<ConfirmedBooking> {
  const bookingId = randomUUID();
  const carId = randomUUID();
  const ownerId = randomUUID();
  const language = options.language ?? (['fr', 'en', 'es', 'de'] as const)[options.index % 4]!;
  const startDate = addDays(todayInParis(options.now), options.startInDays ?? 60 + (options.index % 200));
  const endDate = addDays(startDate, 2);
  const quote = quoteRental({
    dailyPriceCents: 90_000 + options.index,
    depositCents: 500_000,
    startDate,
    endDate,
    homeDelivery: false,
  });
  const at = options.now.toISOString();
  const email = `customer-${options.index}-${bookingId.slice(0, 6)}@example.com`;
  const events: BookingEvent[] = [
    {
      type: 'BookingCreated',
      data: {
        bookingId,
        userId: `guest-${options.index}`,
        carId,
        ownerId,
        car: { brand: 'Ferrari', model: 'Roma', image: null },
        startDate,
        endDate,
        pickupLocation: 'paris-center',
        dropoffLocation: 'paris-center',
        customerInfo: {
          firstName: 'Léa',
          lastName: `Martin ${options.index}`,
          email,
          phone: '+33 612345678',
        },
        additionalServices: [],
        language,
        quote,
        feeConfig: { serviceFeeRate: 0.05, dynamicMarkupRate: 0, feeType: 'service_fee' },
        holdExpiresAt: new Date(options.now.getTime() + 30 * 60_000).toISOString(),
        createdAt: at,
      },
    },
    {
      type: 'PaymentSucceeded',
      data: {
        bookingId,
        carId,
        ownerId,
        provider: 'demo',
        method: 'card',
        paymentIntentId: `pi_${bookingId}`,
        paymentId: `pi_${bookingId}`,
        amountCents: quote.totalCents,
        providerEventId: null,
        succeededAt: at,
      },
    },
    {
      type: 'BookingConfirmed',
      data: {
        bookingId,
        carId,
        ownerId,
        startDate,
        endDate,
        ownerPayoutCents: quote.ownerPayoutCents,
        platformRevenueCents: quote.platformRevenueCents,
        confirmedAt: at,
      },
    },
  ];
  await store.appendToStream(bookingStreamName(bookingId), events, { expectedVersion: 0 });
  return { bookingId, email, language, totalCents: quote.totalCents };
}
