import { lazy } from 'react';

// The booking form is most of the car page's code (fields, price lines, submission) but not what a visitor sees
// first: the car page starts loading it as soon as it opens, and shows the car without waiting for it.
export const loadBookingForm = () => import('../booking/BookingForm.tsx');

export const BookingForm = lazy(() => loadBookingForm().then((module) => ({ default: module.BookingForm })));
