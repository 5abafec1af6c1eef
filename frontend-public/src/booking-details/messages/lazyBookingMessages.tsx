import { lazy, Suspense } from 'react';
import { withTexts } from '../../i18n/dictionary.ts';

const BookingMessagesSection = lazy(() =>
  withTexts(['messages'], () => import('../../messages/BookingMessagesSection.tsx')).then((module) => ({
    default: module.BookingMessagesSection,
  })),
);

/** The booking's "Messages" come in the messages' own chunk (their words, composer and live stream). */
export function LazyBookingMessages({ bookingId }: { bookingId: string }) {
  return (
    <Suspense fallback={null}>
      <BookingMessagesSection bookingId={bookingId} />
    </Suspense>
  );
}
