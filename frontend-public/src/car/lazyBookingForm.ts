import { preloadable } from '../common/preloadable.tsx';

// The booking form is most of the car page's code (fields, price lines, submission): it loads with the page, so
// that it is there as soon as the page is the browser's.
export const BookingForm = preloadable(() =>
  import('../booking/BookingForm.tsx').then((module) => module.BookingForm),
);

export const loadBookingForm = BookingForm.preload;
